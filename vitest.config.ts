import { existsSync } from "node:fs";
import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

/**
 * Test lanes, chosen by file name (README, "Tests"):
 * - unit: no database — the `*.test.ts` under app/, contract/, scripts/, and `server/**\/*.unit.test.ts`;
 * - component: `app/**\/*.test.tsx`, React components in happy-dom with Testing Library (the network
 *   faked per test: app/test/render.tsx);
 * - api: every other server test, on PGlite (a template migrated once per run, copied per file);
 * - slow: `*.slow.test.ts` anywhere — crash, shutdown, long fuzz, anything that starts processes;
 * - postgres: the server files whose subject is the database (POSTGRES_SUBJECT) again on
 *   PostgreSQL, when TEST_DATABASE_URL is set;
 * - cluster: tests/cluster, nginx in front of two server processes on a PostgreSQL and a Redis of
 *   its own (skipped, saying why, without PostgreSQL binaries, redis-server or nginx).
 * A new server test lands in api unless its name says otherwise, so it always gets a database.
 */
const SLOW = "**/*.slow.test.{ts,tsx}";
const UNIT = ["{app,contract,scripts}/**/*.test.ts", "server/**/*.unit.test.ts"];
const COMPONENT = ["app/**/*.test.tsx"];
const DATABASE = ["server/**/*.test.ts"];
const NOT_DATABASE = ["server/**/*.unit.test.ts"];
/**
 * The postgres lane: the files whose subject is where PostgreSQL and PGlite differ. PGlite is
 * PostgreSQL's own engine compiled to WebAssembly, so SQL means the same on both; what differs is
 * everything around it: many connections at once (races, row locks, a burst of counters), the
 * driver's types (timestamps to the microsecond, returned rows), LISTEN/NOTIFY, an outage of the
 * server, seeding and upserts on a shared database, and the connection string that must never
 * reach a log. Every other server file (routes' shapes, refusals, permissions, pages) would repeat
 * word for word there: it runs on PGlite only (it ran twice until 2026-12-04, 185 s of a CI run of
 * 1,110 s: docs/perf/ci-lanes.md). The cluster lane runs the whole site on PostgreSQL besides:
 * nginx, two instances, restarts under load and a SIGKILL, checking every acknowledged write.
 */
const POSTGRES_SUBJECT = [
  "server/api/gift/concurrency.test.ts",
  "server/api/gift/claim.test.ts",
  "server/api/pose/concurrency.test.ts",
  "server/api/pose/sync.test.ts",
  "server/api/staff/races.test.ts",
  "server/api/releases/releases.test.ts",
  "server/api/releases/seed.test.ts",
  "server/api/content/seed-rule.test.ts",
  "server/api/search/search.test.ts",
  "server/api/stats/stats.test.ts",
  "server/db/seed.test.ts",
  "server/lib/attempts-burst.test.ts",
  "server/lib/change-notifications.test.ts",
  "server/lib/change-notifications.slow.test.ts",
  "server/db-outage.slow.test.ts",
  "server/log-hygiene.slow.test.ts",
];
// A renamed file would drop out of the lane without a word: refuse to start instead.
for (const file of POSTGRES_SUBJECT) {
  if (!existsSync(path.join(import.meta.dirname, file))) {
    throw new Error(`vitest.config.ts: POSTGRES_SUBJECT names ${file}, which does not exist`);
  }
}

const globalSetup = ["server/test/global-setup.ts"];
const usePostgres = Boolean(process.env.TEST_DATABASE_URL);
// Guards against a hung test, not a performance check: files run three at a time on two cores.
const timeouts = { testTimeout: 60_000, hookTimeout: 90_000 };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: UNIT,
          // Pure functions that mock no module and restore what they stub: one module graph per
          // worker instead of one per file took the lane from 13 s to 5 s alone (2026-12-02).
          isolate: false,
          exclude: [...configDefaults.exclude, SLOW],
          ...timeouts,
        },
      },
      {
        test: {
          name: "component",
          include: COMPONENT,
          // One module graph per worker, as the unit lane: 35 s alone before, 15 s after (user
          // CPU 35 s → 13 s, 2026-12-04). The page is cleaned between tests (component-setup.ts);
          // the one file that mocks modules (PoseEditor.test.tsx) mocks modules that only it
          // imports, so no other file can have loaded them first (checked with a shuffled order).
          isolate: false,
          exclude: [...configDefaults.exclude, SLOW],
          environment: "happy-dom",
          setupFiles: ["app/test/component-setup.ts"],
          ...timeouts,
        },
      },
      {
        test: {
          name: "api",
          include: DATABASE,
          // A file gets a database and an app of its own (createTestApp), not a module graph of
          // its own: reusing the worker's saves loading the whole server per file (about a third
          // of the lane, measured side by side). No server test mocks a module.
          isolate: false,
          exclude: [...configDefaults.exclude, ...NOT_DATABASE, SLOW],
          globalSetup,
          env: { TEST_DB: "pglite" },
          ...timeouts,
        },
      },
      {
        test: {
          name: "slow",
          include: [SLOW],
          globalSetup,
          env: { TEST_DB: "pglite" },
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: "cluster",
          include: ["tests/cluster/**/*.test.ts"],
          // One cluster on fixed ports for the whole lane (tests/cluster/harness.ts): its files run
          // one after another in one worker that keeps it; the scenarios inside a file run in order.
          fileParallelism: false,
          isolate: false,
          testTimeout: 90_000,
          hookTimeout: 150_000,
        },
      },
      ...(usePostgres
        ? [
            {
              test: {
                name: "postgres",
                include: POSTGRES_SUBJECT,
                isolate: false,
                globalSetup,
                env: { TEST_DB: "postgres" },
                testTimeout: 120_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
    ],
  },
});
