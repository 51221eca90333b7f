import { createServer, type Server, type Socket, connect as tcpConnect } from "node:net";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { type DbHandle, openDatabase } from "./db/client.ts";
import { syncContent } from "./db/seed.ts";
import { createTestDb, type TestDb } from "./test/db.ts";
import { contentDir } from "./test/seed.ts";
import { ensureBuild, ROOT } from "./test/server-process.ts";

/**
 * A TCP relay between the app and PostgreSQL that the test can cut (every connection dropped,
 * new ones refused) and restore on the same port: a database outage without touching the
 * machine's PostgreSQL.
 */
async function startRelay(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      const relayServer = createServer((client) => {
        const upstream = tcpConnect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("error", () => {});
          s.on("close", () => {
            sockets.delete(s);
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server = relayServer;
      relayServer.listen(port, "127.0.0.1", () => {
        port = (relayServer.address() as { port: number }).port;
        resolve();
      });
    });
  await listen();
  return {
    port: () => port,
    cut: async () => {
      const closed = new Promise((resolve) => server?.close(resolve));
      for (const s of sockets) s.destroy();
      await closed;
    },
    restore: listen,
  };
}

const onPostgres = process.env.TEST_DB === "postgres";
const PAGES = [
  "/",
  "/download",
  "/terms",
  "/blog",
  "/manual",
  "/faq",
  "/blog/dynamic-action-poses",
];

let testDb: TestDb;
let appDb: DbHandle;
let app: FastifyInstance;
let relay: Awaited<ReturnType<typeof startRelay>> | undefined;
const logs: string[] = [];

beforeAll(async () => {
  ensureBuild();
  testDb = await createTestDb();
  await syncContent(testDb.db, { contentDir });
  if (onPostgres) {
    const url = new URL(testDb.url as string);
    relay = await startRelay({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = "127.0.0.1";
    url.port = String(relay.port());
    appDb = await openDatabase({ driver: "postgres", url: url.toString(), max: 4 });
  } else {
    appDb = testDb;
  }
  app = await buildApp({
    config: loadConfig({ LOG_LEVEL: "info", RATE_LIMIT_API_PER_MINUTE: "0" }),
    dbHandle: appDb,
    buildDir: path.join(ROOT, "build"),
    logStream: { write: (line) => void logs.push(line) },
  });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  if (appDb !== testDb) await appDb?.close().catch(() => {});
  await testDb?.dispose().catch(() => {});
});

const get = (url: string) => app.inject({ url });
const login = () =>
  app.inject({
    method: "POST",
    url: "/api/user/login",
    payload: { email: "nobody@example.com", password: "correct horse battery" },
  });
const createGift = () =>
  app.inject({
    method: "POST",
    url: "/api/gift/create",
    headers: { authorization: `Bearer ${"a".repeat(40)}` },
    payload: { templateId: "pro-7", message: "hi", maxClaims: 1, expiresInDays: 7 },
  });
const UNAVAILABLE = {
  code: 503,
  msg: "Service temporarily unavailable; try again shortly",
  data: { reason: "unavailable" },
};

describe("while the database is away", () => {
  it("serves the last good copy of content pages, answers 503 for accounts and gifts, and recovers", async () => {
    const before = new Map<string, string>();
    for (const url of PAGES) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      before.set(url, res.body);
    }
    expect((await get("/api/health/ready")).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(400);

    if (relay) await relay.cut();
    else await testDb.close();
    // Past the content version's check interval, so the cache really asks the database.
    await new Promise((r) => setTimeout(r, 1200));

    for (const url of PAGES) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      // Same content; only per-response values (nonce, request id) differ.
      const strip = (html: string) => html.replace(/nonce="[^"]+"|"[0-9a-f-]{36}"/g, "");
      expect(strip(res.body), url).toBe(strip(before.get(url) as string));
    }
    const ready = await get("/api/health/ready");
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ code: 503 });
    for (const res of [await login(), await createGift()]) {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(UNAVAILABLE);
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    }
    // The store redirect still works; only the count is lost.
    const go = await get("/api/download/go?app=doll&channel=googleplay");
    expect([302, 404]).toContain(go.statusCode);
    expect(logs.filter((l) => l.includes("serving the last good copy")).length).toBe(1);

    // PGlite lives in this process: once closed it stays closed, there is nothing to recover.
    if (!relay) return;
    await relay.restore();
    const deadline = Date.now() + 30_000;
    while ((await get("/api/health/ready")).statusCode !== 200 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
    }
    expect((await get("/api/health/ready")).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(400);
    expect((await createGift()).statusCode).toBe(401);
    // The cache notices on its next background check, within about a second.
    const back = () => logs.some((l) => l.includes("database reachable again"));
    while (!back() && Date.now() < deadline) {
      await get("/");
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(back()).toBe(true);
    for (const url of PAGES) expect((await get(url)).statusCode, url).toBe(200);
  }, 120_000);
});
