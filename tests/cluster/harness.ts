// The one cluster every file of the cluster lane runs against (ADR 0016; README "Production"):
// nginx over HTTPS in front of two instances on a PostgreSQL and a Redis of the lane's own (so
// tests can stop them). Starting it takes most of the lane's minute, so it is a worker-scoped
// fixture: the lane runs its files in one worker (isolate: false, vitest.config.ts), the first
// file's needsCluster() starts it, and it stops when the worker ends.
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { solveChallenge } from "altcha-lib/v1";
import { test } from "vitest";
import { type Answer, ClusterClient } from "../../scripts/cluster/client.ts";
import { type Cluster, startCluster } from "../../scripts/cluster/cluster.ts";
import { type PrivatePostgres, startPrivatePostgres } from "../../scripts/cluster/postgres.ts";
import { type PrivateRedis, startPrivateRedis } from "../../scripts/cluster/redis.ts";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { type DbHandle, openDatabase } from "../../server/db/client.ts";
import { createAccount } from "../../server/test/accounts.ts";
import { type TestApp, TestClock } from "../../server/test/app.ts";
import { testScene } from "../../server/test/poses.ts";
import { ensureBuild, ROOT } from "../../server/test/server-process.ts";
import { createStaff } from "../../server/test/staff.ts";
import { clusterMissing } from "./missing.ts";

/** Ports of this lane (the 4100-4199 range): nginx 4150/4151, instances 4152-4153. */
export const BASE_PORT = Number(process.env.CLUSTER_TEST_PORT ?? 4150);
const PG_PORT = BASE_PORT + 20;
const REDIS_PORT = BASE_PORT + 21;
export const RESTORED_PORT = BASE_PORT + 9;
export const API_PER_MINUTE = 120;
export const SIGNUPS_PER_HOUR = 3;
export const PASSWORD = "Cluster-test passphrase 2026";

export const missing = clusterMissing();
if (missing) console.log(`cluster tests skipped: ${missing}`);

// Live bindings: set once the fixture has started the cluster, read by the tests' bodies.
export let dir: string;
export let pg: PrivatePostgres;
export let redis: PrivateRedis;
export let cluster: Cluster;
export let db: DbHandle;
export let staffToken: string;

async function start(): Promise<TestApp> {
  ensureBuild();
  dir = mkdtempSync(path.join(tmpdir(), "inkdoll-cluster-test-"));
  chmodSync(dir, 0o755);
  pg = await startPrivatePostgres({ dir, port: PG_PORT });
  pg.run("createdb", ["inkdoll"]);
  redis = await startPrivateRedis(REDIS_PORT);
  cluster = await startCluster({
    dir,
    basePort: BASE_PORT,
    databaseUrl: pg.url("inkdoll"),
    redisUrl: redis.url,
    debugHeaders: true,
    env: {
      RATE_LIMIT_API_PER_MINUTE: String(API_PER_MINUTE),
      RATE_LIMIT_SIGNUPS_PER_HOUR: String(SIGNUPS_PER_HOUR),
      // Only NOTIFY can carry a change within a second.
      CONTENT_POLL_MS: "60000",
      SHUTDOWN_TIMEOUT_MS: "5000",
    },
  });
  db = await openDatabase({ driver: "postgres", url: pg.url("inkdoll"), max: 4 });
  // Staff are made through the real services (two-factor enrolment) in this process.
  const clock = new TestClock();
  clock.current = new Date(Date.now() - 2 * 60_000);
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: "silent" }),
    dbHandle: db,
    secret: cluster.authSecret,
    now: clock.now,
  });
  await app.ready();
  const local: TestApp = {
    app,
    db: { ...db, dispose: () => db.close() },
    clock,
    logs: [],
    mailer: undefined as never,
    close: () => app.close(),
  };
  staffToken = (await createStaff(local, "admin")).token;
  return local;
}

async function stop(local: TestApp | undefined) {
  await local?.close().catch(() => {});
  await db?.close().catch(() => {});
  await cluster?.stop().catch(() => {});
  await redis?.stop().catch(() => {});
  await pg?.stop().catch(() => {});
  if (!dir) return;
  // The instances' and nginx's logs stay in reports/cluster/ for whoever reads a failure.
  const keep = path.join(ROOT, "reports/cluster");
  rmSync(keep, { recursive: true, force: true });
  mkdirSync(keep, { recursive: true });
  for (const file of ["instances", "nginx"].flatMap((d) =>
    readdirSync(path.join(dir, d)).map((f) => path.join(dir, d, f)),
  )) {
    if (file.endsWith(".log")) cpSync(file, path.join(keep, path.basename(file)));
  }
  rmSync(dir, { recursive: true, force: true });
}

const clusterTest = test.extend<{ $worker: { started: true } }>({
  started: [
    // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern; it has none.
    async ({}, use) => {
      let local: TestApp | undefined;
      try {
        local = await start();
        await use(true);
      } finally {
        await stop(local);
      }
    },
    { scope: "worker" },
  ],
});

/** Starts the lane's cluster before this file's tests (once per lane), unless it cannot run here. */
export function needsCluster() {
  if (missing) return;
  clusterTest.beforeAll(async ({ started }) => {
    if (!started) throw new Error("the cluster did not start");
  }, 240_000);
}

export const through = () => new ClusterClient(cluster.origin, cluster.ca);
/** Straight to one instance, past nginx (as nginx itself talks to it). */
export const direct = (i: number) => new ClusterClient(cluster.instances[i]?.origin as string);
export const upstreamPort = (a: Answer) =>
  String(a.headers["x-upstream"] ?? "")
    .split(":")
    .at(-1);
export const instancePorts = () => cluster.instances.map((x) => String(x.port));
export const account = () => createAccount(db.db, { now: new Date() });
export const createPose = (c: ClusterClient, token: string, from?: string) =>
  c.post("/api/pose/create", { name: "Load", scene: testScene() }, { token, from });

/** A challenge fetched from the cluster and solved as a browser would: what a form sends. */
export async function solvedChallenge(c: ClusterClient, from?: string): Promise<string> {
  const issued = (await c.get("/api/challenge", { from })).json().data;
  const solution = await solveChallenge(
    issued.challenge,
    issued.salt,
    issued.algorithm,
    issued.maxnumber,
  ).promise;
  return Buffer.from(JSON.stringify({ ...issued, number: solution?.number })).toString("base64");
}
