/**
 * `node scripts/bench-redis-outage.ts`: API throughput and p99 with the rate limits in process
 * (no REDIS_URL), with REDIS_URL at a closed port, and with a redis-server of its own stopped
 * part-way through the run and started again. Needs `redis-server` on PATH; never touches
 * another Redis. BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50), BENCH_REDIS_PORT
 * (default 6391).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import autocannon from "autocannon";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const redisPort = Number(process.env.BENCH_REDIS_PORT ?? 6391);

function startRedis(): ChildProcess {
  return spawn(
    "redis-server",
    ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: "ignore" },
  );
}

async function measure(name: string, redisUrl: string | undefined, midRun?: () => Promise<void>) {
  const dbHandle = await openDatabase({ driver: "pglite" });
  await dbHandle.migrate();
  const app = await buildApp({
    config: loadConfig({
      LOG_LEVEL: "warn",
      RATE_LIMIT_API_PER_MINUTE: "1000000000",
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    }),
    dbHandle,
  });
  const address = await app.listen({ host: "127.0.0.1", port: 0 });
  const url = `${address}/api/support/ip2geo?from=2`;
  await autocannon({ url, connections, duration: 2 });
  const run = autocannon({ url, connections, duration: seconds, timeout: 10 });
  if (midRun) void midRun();
  const result = await run;
  await app.close();
  await dbHandle.close();
  const row = `| ${name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.latency.max} | ${result.errors} | ${result.timeouts} | ${result.non2xx} |`;
  console.log(row);
  return row;
}

console.log(`${connections} connections, ${seconds} s each, GET /api/support/ip2geo`);
console.log("| configuration | req/s | p50 ms | p99 ms | max ms | errors | timeouts | non-2xx |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
await measure("no REDIS_URL (limits per process)", undefined);
await measure("REDIS_URL at a closed port", "redis://127.0.0.1:1");
let redis = startRedis();
await new Promise((r) => setTimeout(r, 300));
await measure("own Redis up", `redis://127.0.0.1:${redisPort}`);
await measure(
  "own Redis stopped at 1/3, restarted at 2/3",
  `redis://127.0.0.1:${redisPort}`,
  async () => {
    await new Promise((r) => setTimeout(r, (seconds * 1000) / 3));
    redis.kill("SIGKILL");
    await once(redis, "exit");
    await new Promise((r) => setTimeout(r, (seconds * 1000) / 3));
    redis = startRedis();
  },
);
redis.kill("SIGKILL");
