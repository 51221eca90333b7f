import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { syncContent } from "../db/seed.ts";
import { createTestDb, type TestDb } from "./db.ts";
import { forFile } from "./per-file.ts";
import { contentDir } from "./seed.ts";
import { ensureBuild, ROOT } from "./server-process.ts";

export type PagesApp = { app: FastifyInstance; db: TestDb; close(): Promise<void> };

/**
 * The real React Router handler on the production build (built first if missing) over a database
 * holding `content/`: what tests of rendered pages read. `env` adds configuration.
 */
export async function servePages(env: Record<string, string> = {}): Promise<PagesApp> {
  ensureBuild();
  const db = await createTestDb();
  await syncContent(db.db, { contentDir });
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: "silent", RATE_LIMIT_API_PER_MINUTE: "0", ...env }),
    dbHandle: db,
    buildDir: path.join(ROOT, "build"),
  });
  await app.ready();
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.dispose();
    },
  };
}

/** servePages for a test file: made before its tests (a build can take a while), closed after. */
export const pagesForFile = (env: Record<string, string> = {}): PagesApp =>
  forFile(() => servePages(env), 120_000);
