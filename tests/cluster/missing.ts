import { spawnSync } from "node:child_process";
import { ensureNginx } from "../../scripts/cluster/nginx.ts";
import { privatePostgresMissing } from "../../scripts/cluster/postgres.ts";
import { redisServerMissing } from "../../scripts/cluster/redis.ts";

/**
 * Why the cluster suite cannot run on this machine (undefined when it can): it needs PostgreSQL's
 * server binaries, redis-server, openssl and nginx (installed with apt when running as root).
 */
export function clusterMissing(): string | undefined {
  if (process.env.CLUSTER_TESTS === "0") return "CLUSTER_TESTS=0";
  const pg = privatePostgresMissing();
  if (pg) return pg;
  const redis = redisServerMissing();
  if (redis) return redis;
  if (spawnSync("openssl", ["version"], { stdio: "ignore" }).status !== 0) {
    return "openssl is not on PATH";
  }
  try {
    ensureNginx();
  } catch (error) {
    return (error as Error).message;
  }
  return undefined;
}
