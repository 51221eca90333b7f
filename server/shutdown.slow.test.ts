import { connect } from "node:net";
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { devices } from "./db/schema.ts";
import { serverData } from "./test/server-data.ts";

const data = serverData("shutdown");

describe("graceful shutdown", () => {
  it("loses no acknowledged write when SIGTERM arrives during a burst", async () => {
    const server = await data.start({
      RATE_LIMIT_IMEI_PER_MINUTE: "0",
      RATE_LIMIT_API_PER_MINUTE: "0",
    });
    const { child, origin } = server;
    const acknowledged: string[] = [];
    let sent = 0;
    let signalled = false;

    const worker = async () => {
      while (sent < 2000) {
        sent++;
        try {
          const res = await fetch(`${origin}/api/support/getImei?osType=0&ua=burst`);
          if (res.status !== 200) continue;
          const body = (await res.json()) as { data: { imei: string } };
          acknowledged.push(body.data.imei);
          if (acknowledged.length === 150 && !signalled) {
            signalled = true;
            child.kill("SIGTERM");
          }
        } catch {
          if (signalled) return;
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    if (!signalled) child.kill("SIGKILL");
    const code = await server.exited;
    expect(code, server.output().slice(-3000)).toBe(0);
    expect(signalled).toBe(true);
    expect(acknowledged.length).toBeGreaterThanOrEqual(150);

    const handle = await data.open();
    try {
      const stored = await handle.db
        .select({ imei: devices.imei })
        .from(devices)
        .where(inArray(devices.imei, acknowledged));
      expect(stored.length).toBe(acknowledged.length);
    } finally {
      await handle.close();
    }
  }, 90_000);

  it("after the grace period cuts a slow client and still closes the database cleanly", async () => {
    const server = await data.start({ SHUTDOWN_TIMEOUT_MS: "1000", REQUEST_TIMEOUT_MS: "120000" });
    const { origin } = server;
    // A request whose body never finishes arriving keeps its connection busy.
    const slow = connect(Number(new URL(origin).port), "127.0.0.1");
    slow.on("error", () => {});
    await new Promise((resolve) => slow.once("connect", resolve));
    slow.write(
      "POST /api/user/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
    );
    const trickle = setInterval(() => slow.writable && slow.write(" "), 200);
    await new Promise((r) => setTimeout(r, 300));
    const signalled = Date.now();
    const code = await server.stop();
    clearInterval(trickle);
    slow.destroy();
    const output = server.output();
    expect(code, output.slice(-3000)).toBe(0);
    expect(output).toContain("grace period over");
    expect(output).toContain("database closed; shutdown complete");
    // The grace period and a little more, not the hard stop 10 s later.
    expect(Date.now() - signalled).toBeLessThan(8000);
  }, 90_000);
});
