import { configDefaults, defineConfig } from "vitest/config";

/**
 * Test lanes, chosen by file name (README, "Tests"):
 * - unit: no database — the `*.test.ts` under app/, contract/, scripts/, and `server/**\/*.unit.test.ts`;
 * - component: `app/**\/*.test.tsx`, React components in happy-dom with Testing Library (the network
 *   faked per test: app/test/render.tsx);
 * - api: every other server test, on PGlite (a template migrated once per run, copied per file);
 * - slow: `*.slow.test.ts` anywhere — crash, shutdown, long fuzz, anything that starts processes;
 * - postgres: the api and slow files again on PostgreSQL, when TEST_DATABASE_URL is set;
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
 * Files whose subject is not the database run on PGlite only: the postgres lane would repeat
 * them word for word (Redis outages, sockets and HTTP limits, the IP database, argon2 timing,
 * the metrics endpoint, pages' HTML), or they reach PostgreSQL on their own when TEST_DATABASE_URL is set.
 * The crash and shutdown files too: on PostgreSQL the cluster lane kills an instance with SIGKILL
 * and restarts every instance under load, checking every acknowledged write (tests/cluster/
 * failures.test.ts); and the fuzz, whose subject is the edge's refusals, before any query.
 */
const ONE_DATABASE = [
  "server/api/gift/crash.slow.test.ts",
  "server/shutdown.slow.test.ts",
  "server/api/fuzz.slow.test.ts",
  "server/admin-invite.slow.test.ts",
  "server/connections.test.ts",
  "server/plugins/rate-limit.slow.test.ts",
  "server/plugins/metrics.test.ts",
  "server/lib/stats-redis.slow.test.ts",
  "server/api/geo/geo.test.ts",
  "server/api/user/forgot-timing.slow.test.ts",
  "server/pages-html.test.ts",
  "server/document-pages.test.ts",
  // Builds a PGlite of its own to run one migration on rows of the old shape.
  "server/db/release-channels-migration.test.ts",
];

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
                include: DATABASE,
                isolate: false,
                exclude: [...configDefaults.exclude, ...NOT_DATABASE, ...ONE_DATABASE],
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
