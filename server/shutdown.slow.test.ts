import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./db/client.ts";
import { devices } from "./db/schema.ts";
import { createTestDb, type TestDb } from "./test/db.ts";
import { ensureBuild, startServerProcess } from "./test/server-process.ts";

let dataDir: string;
let pgDb: TestDb | undefined;

beforeAll(async () => {
  ensureBuild();
  dataDir = await mkdtemp(path.join(tmpdir(), "inkdoll-shutdown-"));
  if (process.env.TEST_DB === "postgres") pgDb = await createTestDb();
}, 120_000);

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  await pgDb?.dispose();
});

describe("graceful shutdown", () => {
  it("loses no acknowledged write when SIGTERM arrives during a burst", async () => {
    const server = await startServerProcess({
      dataDir,
      databaseUrl: pgDb?.url,
      env: { RATE_LIMIT_IMEI_PER_MINUTE: "0", RATE_LIMIT_API_PER_MINUTE: "0" },
    });
    const { child, origin } = server;
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
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
    const code = await exited;
    expect(code, server.output().slice(-3000)).toBe(0);
    expect(signalled).toBe(true);
    expect(acknowledged.length).toBeGreaterThanOrEqual(150);

    const handle = pgDb
      ? await openDatabase({ driver: "postgres", url: pgDb.url as string, max: 1 })
      : await openDatabase({ driver: "pglite", dataDir: path.join(dataDir, "pglite") });
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
});
