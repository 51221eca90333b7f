import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, inject } from "vitest";
import { type DbHandle, openDatabase } from "../db/client.ts";
import { createTestDb, type TestDb } from "./db.ts";
import { ensureBuild, startServerProcess } from "./server-process.ts";

/**
 * What a slow test's real servers (node server/main.ts) run on: a temporary data directory with
 * PGlite in it, or a fresh PostgreSQL database when TEST_DB=postgres. Made before the file's
 * tests (with the build they need) and removed after them; a test's own afterAll, registered
 * later, runs first, so it can stop its server before the data goes.
 *
 * The PGlite directory starts as a copy of the lane's migrated template (global-setup.ts), so
 * the first server neither runs initdb nor the migrations: shutdown, gift/crash and log-hygiene
 * together used 54–62 CPU-seconds before, 44–49 after (2026-12-04). A server's first start on an
 * empty directory is the browser lane's (its log is searched for secrets as this one is).
 */
export function serverData(prefix: string) {
  let dataDir = "";
  let pgDb: TestDb | undefined;

  beforeAll(async () => {
    ensureBuild();
    dataDir = await mkdtemp(path.join(tmpdir(), `inkdoll-${prefix}-`));
    if (process.env.TEST_DB === "postgres") pgDb = await createTestDb();
    else {
      const template = await readFile(inject("pgliteTemplate"));
      const copy = new PGlite({
        dataDir: path.join(dataDir, "pglite"),
        loadDataDir: new Blob([new Uint8Array(template)]),
      });
      await copy.waitReady;
      await copy.close();
    }
  }, 120_000);

  afterAll(async () => {
    await pgDb?.dispose();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  return {
    get dataDir() {
      return dataDir;
    },
    /** The PostgreSQL database's address; undefined on PGlite. */
    get databaseUrl() {
      return pgDb?.url;
    },
    /** The database's kind, for log lines. */
    get kind() {
      return pgDb ? "postgres" : "pglite";
    },
    start: (env: Record<string, string> = {}) =>
      startServerProcess({ dataDir, databaseUrl: pgDb?.url, env }),
    /** The server's database, opened by the test (PGlite only while no server is running). */
    open: (max = 1): Promise<DbHandle> =>
      pgDb
        ? openDatabase({ driver: "postgres", url: pgDb.url as string, max })
        : openDatabase({ driver: "pglite", dataDir: path.join(dataDir, "pglite") }),
  };
}
