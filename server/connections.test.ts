import { connect, type Socket } from "node:net";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { createTestDb, type TestDb } from "./test/db.ts";
import { ensureBuild, ROOT } from "./test/server-process.ts";

let open: { app: FastifyInstance; db: TestDb }[] = [];
beforeAll(() => ensureBuild(), 120_000);
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const { app, db } of open) {
    await app.close().catch(() => {});
    await db.dispose();
  }
  open = [];
});

async function serve(env: Record<string, string> = {}) {
  const db = await createTestDb();
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: "silent", RATE_LIMIT_API_PER_MINUTE: "0", ...env }),
    dbHandle: db,
    buildDir: path.join(ROOT, "build"),
  });
  open.push({ app, db });
  const address = await app.listen({ host: "127.0.0.1", port: 0 });
  return { app, port: Number(new URL(address).port), address };
}

/** A raw connection: what the server wrote, and when it closed the socket. */
function rawClient(port: number) {
  const socket: Socket = connect(port, "127.0.0.1");
  sockets.push(socket);
  let received = "";
  socket.on("data", (chunk) => {
    received += chunk.toString();
  });
  socket.on("error", () => {});
  const closedAt = new Promise<number>((resolve) =>
    socket.once("close", () => resolve(Date.now())),
  );
  // A server that never lets go must fail the test, not hang it.
  const closed = Promise.race([
    closedAt,
    new Promise<number>((_, reject) =>
      setTimeout(() => reject(new Error(`still connected after 10 s: ${received}`)), 10_000),
    ),
  ]);
  closed.catch(() => {});
  const connected = new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  return { socket, closed, connected, received: () => received };
}

/** Status line and JSON body of the first response in a raw answer. */
function parse(raw: string) {
  const [head = "", ...rest] = raw.split("\r\n\r\n");
  const status = Number(head.split(" ")[1]);
  return { status, head, body: JSON.parse(rest.join("\r\n\r\n")) as { code: number; msg: string } };
}

describe("slow clients", () => {
  it("cuts a client trickling its body off within the request timeout, with a 408 envelope", async () => {
    const { port } = await serve({ REQUEST_TIMEOUT_MS: "1500", HEADERS_TIMEOUT_MS: "1000" });
    const client = rawClient(port);
    await client.connected;
    client.socket.write(
      "POST /api/user/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{",
    );
    const trickle = setInterval(() => client.socket.writable && client.socket.write(" "), 200);
    await client.closed.finally(() => {
      clearInterval(trickle);
      client.socket.destroy();
    });
    // Only the request timeout answers 408: a client still trickling when the body would have
    // been whole (40 s at this pace) would get the log-in's own answer. So the status proves the
    // cut without a bound on the wall clock (which a busy machine broke: 13.7 s for 6 s).
    const answer = parse(client.received());
    expect(answer.status).toBe(408);
    expect(answer.body).toEqual({ code: 408, msg: "Request timeout", data: { reason: "timeout" } });
  }, 30_000);

  it("caps the connections one address holds", async () => {
    const { port, address } = await serve({ MAX_CONNECTIONS_PER_ADDRESS: "3" });
    const held = [rawClient(port), rawClient(port), rawClient(port)];
    await Promise.all(held.map((c) => c.connected));
    // The connection event reaches the server a little after the client sees it connected.
    await new Promise((r) => setTimeout(r, 200));
    const extra = rawClient(port);
    await extra.connected;
    extra.socket.write("GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n");
    await extra.closed;
    const answer = parse(extra.received());
    expect(answer.status).toBe(429);
    expect(answer.body.code).toBe(429);

    held[0]?.socket.destroy();
    await held[0]?.closed;
    await new Promise((r) => setTimeout(r, 200));
    const res = await fetch(`${address}/api/health`, { headers: { connection: "close" } });
    expect(res.status).toBe(200);
    for (const c of held) c.socket.destroy();
  }, 30_000);
});

describe("every error answer is the envelope", () => {
  it("404 under the static prefixes", async () => {
    const { address } = await serve();
    for (const url of ["/assets/nope.js", "/content/nope.svg", "/content/blog/nope.svg"]) {
      const res = await fetch(`${address}${url}`);
      expect(res.status, url).toBe(404);
      expect(await res.json(), url).toEqual({
        code: 404,
        msg: "Not found",
        data: { reason: "not_found" },
      });
    }
  });

  it("413 for a body over the limit", async () => {
    const { address } = await serve();
    const res = await fetch(`${address}/api/user/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "a@example.com", password: "x".repeat(70_000) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      code: 413,
      msg: "body: too large",
      data: { reason: "too_large" },
    });
  });

  it("431 for headers over Node's limit, and Node's own 400 for a malformed request", async () => {
    const { port } = await serve();
    const big = rawClient(port);
    await big.connected;
    big.socket.write(
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
    );
    await big.closed;
    expect(parse(big.received())).toMatchObject({
      status: 431,
      body: { code: 431, msg: "Request headers too large" },
    });

    const bad = rawClient(port);
    await bad.connected;
    bad.socket.write("NOT A REQUEST\r\n\r\n");
    await bad.closed;
    expect(parse(bad.received())).toMatchObject({ status: 400, body: { code: 400 } });
  });

  it("503 for a request that completes while the server is shutting down", async () => {
    const { app, port } = await serve();
    const late = rawClient(port);
    await late.connected;
    // Half a request: the connection is busy, so closing does not drop it as idle.
    late.socket.write("GET /api/health HTTP/1.1\r\nHost: localhost\r\n");
    await new Promise((r) => setTimeout(r, 200));
    const closing = app.close();
    await new Promise((r) => setTimeout(r, 200));
    late.socket.write("\r\n");
    await late.closed;
    await closing;
    const answer = parse(late.received());
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({
      code: 503,
      msg: "Service temporarily unavailable; try again shortly",
      data: { reason: "unavailable" },
    });
  });
});
