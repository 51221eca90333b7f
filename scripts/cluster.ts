/**
 * `npm run cluster`: the production topology on this machine (ADR 0016, README "Production") —
 * nginx over HTTPS with HTTP/2 at https://localhost:CLUSTER_PORT (default 4140) in front of
 * CLUSTER_INSTANCES (default 2) instances on the machine's PostgreSQL and Redis, or those of
 * DATABASE_URL and REDIS_URL. Builds first when there is no build. Ctrl-C stops everything.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { startCluster } from "./cluster/cluster.ts";

const root = path.resolve(import.meta.dirname, "..");
const basePort = Number(process.env.CLUSTER_PORT ?? 4140);
const databaseUrl =
  process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/inkdoll_cluster";
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

if (!existsSync(path.join(root, "build/server/index.js"))) {
  console.log("No build yet: npm run build");
  execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
}

// The default database is made when missing; a given DATABASE_URL must exist already.
if (!process.env.DATABASE_URL) {
  const admin = postgres(databaseUrl.replace(/\/[^/]+$/, "/postgres"), {
    max: 1,
    onnotice: () => {},
  });
  const [found] = await admin`select 1 from pg_database where datname = 'inkdoll_cluster'`;
  if (!found) await admin.unsafe("create database inkdoll_cluster");
  await admin.end();
}

const dir = mkdtempSync(path.join(tmpdir(), "inkdoll-cluster-"));
const cluster = await startCluster({
  dir,
  basePort,
  instances: Number(process.env.CLUSTER_INSTANCES ?? 2),
  databaseUrl,
  redisUrl,
  ...(process.env.AUTH_SECRET ? { authSecret: process.env.AUTH_SECRET } : {}),
});
console.log(`
Cluster up: ${cluster.origin}/  (self-signed for this run: ${path.join(dir, "tls/cert.pem")})
  nginx        ${cluster.nginx.conf}  (logs in ${path.dirname(cluster.nginx.conf)})
  instances    ${cluster.instances.map((x) => `${x.origin} pid ${x.pid()}`).join(", ")}
  database     ${databaseUrl.replace(/:[^:@/]+@/, ":***@")}
  redis        ${redisUrl}
Ctrl-C stops it.`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log("stopping…");
  await cluster.stop();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
