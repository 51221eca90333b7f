/**
 * `npm run bench:soak`: a benchmark, not a test. The two-instance cluster (nginx over HTTPS, ADR
 * 0016) on a PostgreSQL and a Redis of its own (or DATABASE_URL / REDIS_URL), then:
 * 1. a mixed workload through nginx for SOAK_SECONDS (default 300) at SOAK_CONNECTIONS (default
 *    50): home page SSR, /download, the category list API, gift info, search, the works page and
 *    its API, and a few log-ins —
 *    throughput, p50/p99, errors, and each instance's RSS and V8 heap in use every 10 s (the heap
 *    read from its /metrics; first and last minute);
 * 2. side by side in the same run, SIDE_SECONDS (default 15) each: the home page rendered by the
 *    cluster from its render cache, rendered for every request (a cookie the cache does not know
 *    makes it skip: the "before"), then the same bytes as a static file served by nginx; the
 *    throughput ratios.
 * Ports 4160-4173 (SOAK_PORT moves them).
 */
import { randomBytes } from "node:crypto";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { ClusterClient, visitor } from "./cluster/client.ts";
import { type Cluster, startCluster } from "./cluster/cluster.ts";
import {
  type PrivatePostgres,
  privatePostgresMissing,
  startPrivatePostgres,
} from "./cluster/postgres.ts";
import { type PrivateRedis, redisServerMissing, startPrivateRedis } from "./cluster/redis.ts";
import {
  heapMiB,
  interleave,
  type MemorySample,
  mkdirp,
  printMemory,
  sideBySide,
  statusesByPath,
} from "./soak-measures.ts";

const seconds = Number(process.env.SOAK_SECONDS ?? 300);
const connections = Number(process.env.SOAK_CONNECTIONS ?? 50);
const sideSeconds = Number(process.env.SIDE_SECONDS ?? 15);
const basePort = Number(process.env.SOAK_PORT ?? 4160);
const PASSWORD = "Soak benchmark passphrase 2026";
/** Lets the soak read each instance's heap from its /metrics (ADR 0017). */
const METRICS_TOKEN = randomBytes(24).toString("hex");

const dir = mkdtempSync(path.join(tmpdir(), "inkdoll-soak-"));
chmodSync(dir, 0o755);
let pg: PrivatePostgres | undefined;
let redis: PrivateRedis | undefined;
let databaseUrl = process.env.DATABASE_URL;
let redisUrl = process.env.REDIS_URL;
if (!databaseUrl) {
  const why = privatePostgresMissing();
  if (why) throw new Error(`set DATABASE_URL: ${why}`);
  pg = await startPrivatePostgres({ dir, port: basePort + 12 });
  pg.run("createdb", ["inkdoll"]);
  databaseUrl = pg.url("inkdoll");
}
if (!redisUrl) {
  const why = redisServerMissing();
  if (why) throw new Error(`set REDIS_URL: ${why}`);
  redis = await startPrivateRedis(basePort + 13);
  redisUrl = redis.url;
}

const staticDir = path.join(dir, "static");
const staticHome = path.join(staticDir, "home.html");
let cluster: Cluster;
try {
  cluster = await startCluster({
    dir,
    basePort,
    databaseUrl,
    redisUrl,
    // A benchmark: the API's per-address limit off (one connection, one address, may ask faster
    // than 600 a minute), and only warnings in the instances' logs.
    env: { RATE_LIMIT_API_PER_MINUTE: "0", LOG_LEVEL: "warn", METRICS_TOKEN },
    extraLocations: `
        # The soak's yardstick: one saved response of the home page, as a static file.
        # home.html.gz beside it is the same page gzipped once (level 9), sent as it is to
        # clients that take gzip, as the instances send their kept pages.
        location = /static-home.html {
            alias ${staticHome};
            default_type "text/html; charset=utf-8";
            gzip_static on;
        }`,
  });
} catch (error) {
  await redis?.stop();
  await pg?.stop();
  rmSync(dir, { recursive: true, force: true });
  throw error;
}

const client = new ClusterClient(cluster.origin, cluster.ca);
try {
  // What the workload needs: accounts with a password, and a gift to look up. Log-ins are spread
  // over ACCOUNTS accounts: the per-account guard counts attempts in flight (ADR 0008), so one
  // account logged into by 50 connections at once would rightly be asked for proof of work.
  const ACCOUNTS = 10;
  const emails: string[] = [];
  let token = "";
  for (let i = 0; i < ACCOUNTS; i++) {
    const email = `soak-${Date.now()}-${i}@example.com`;
    const signup = await client.post(
      "/api/user/register",
      { email, password: PASSWORD, nickname: "Soak" },
      { from: visitor(i, 61) },
    );
    if (signup.status !== 200) throw new Error(`sign-up: ${signup.status} ${signup.text()}`);
    emails.push(email);
    token ||= signup.json().data.loginKey as string;
  }
  const gift = await client.post(
    "/api/gift/create",
    { templateId: "pro-7", message: "soak", maxClaims: 5, expiresInDays: 7 },
    { token },
  );
  if (gift.status !== 200) throw new Error(`gift: ${gift.status} ${gift.text()}`);
  const code = gift.json().data.code as string;

  const home = await client.get("/");
  mkdirp(staticDir);
  writeFileSync(staticHome, home.body);
  chmodSync(staticHome, 0o644);
  writeFileSync(`${staticHome}.gz`, gzipSync(home.body, { level: 9 }));
  chmodSync(`${staticHome}.gz`, 0o644);

  const json = { "content-type": "application/json" };
  // As a phone's browser asks: a user agent (page views are counted for it) and compression.
  const base = {
    host: new URL(cluster.origin).host,
    "user-agent":
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36",
    "accept-encoding": "gzip, deflate, br, zstd",
  };
  const category: autocannon.Request = {
    method: "POST",
    path: "/api/brand/category?colType=1&webType=1&currentPage=1&pageSize=20&from=2",
    headers: { "x-language": "en_us" },
  };
  const login = (email: string): autocannon.Request => ({
    method: "POST",
    path: "/api/user/login",
    headers: json,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  // One connection's cycle of 60 requests, the kinds interleaved (smooth weighted round robin)
  // and each connection starting elsewhere in it, so even a short run mixes every kind. Gift
  // look-ups and log-ins are rare: the gift info limit is 60 an address per 15 minutes, and a
  // log-in costs ~50 ms of argon2.
  const cycle = interleave([
    [{ method: "GET", path: "/" }, 20],
    [{ method: "GET", path: "/download" }, 10],
    [{ method: "GET", path: "/works" }, 4],
    [{ method: "GET", path: "/api/works?from=2" }, 2],
    [category, 10],
    [{ method: "GET", path: "/api/search?q=pose&from=2" }, 6],
    [{ method: "GET", path: "/api/search?q=sketch&from=2" }, 6],
    [{ method: "GET", path: `/api/gift/info?code=${encodeURIComponent(code)}&from=2` }, 1],
    [login(""), 1],
  ]);
  /** The cycle of connection `i`: its own starting point, its own account to log in to. */
  const cycleOf = (i: number) => {
    const start = (i * 7) % cycle.length;
    const own = login(emails[i % ACCOUNTS] as string);
    return [...cycle.slice(start), ...cycle.slice(0, start)].map((r) =>
      r.path === "/api/user/login" ? own : r,
    );
  };

  const rss: MemorySample[] = [];
  const started = performance.now();
  const sample = async () => {
    const at = Math.round((performance.now() - started) / 1000);
    const kb = cluster.instances.map((x) => x.rssKb());
    const heap = await Promise.all(cluster.instances.map((x) => heapMiB(x.port, METRICS_TOKEN)));
    rss.push({ at, kb, heap });
  };
  await sample();
  const sampler = setInterval(() => void sample(), 10_000);
  // One autocannon per connection, each from its own address (127.60.x.y), so per-address
  // limits see many visitors, as in production; the results are merged.
  const runs = await Promise.all(
    Array.from({ length: connections }, (_, i) =>
      autocannon({
        url: cluster.origin,
        connections: 1,
        duration: seconds,
        headers: base,
        requests: cycleOf(i),
        timeout: 30,
        tlsOptions: { localAddress: visitor(i, 60) },
        skipAggregateResult: true,
      } as autocannon.Options),
    ),
  );
  // aggregateResult exists (autocannon ≥ 7.3) but @types/autocannon does not declare it.
  const { aggregateResult } = autocannon as unknown as {
    aggregateResult(results: unknown[], options: autocannon.Options): autocannon.Result;
  };
  const result = aggregateResult(runs, {
    url: cluster.origin,
    connections,
    duration: seconds,
  });
  clearInterval(sampler);
  await sample();

  console.log(
    `\nMixed workload through nginx: ${seconds} s, ${connections} connections, 2 instances; machine load average ${loadavg()[0]?.toFixed(1)} at the end (${cpus().length} cores)`,
  );
  console.log("| req/s | p50 ms | p99 ms | max ms | requests | errors | timeouts | non-2xx |");
  console.log("|---:|---:|---:|---:|---:|---:|---:|---:|");
  console.log(
    `| ${(result.requests.total / seconds).toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.latency.max} | ${result.requests.total} | ${result.errors} | ${result.timeouts} | ${result.non2xx} |`,
  );
  console.log(
    `by request (nginx access log; 499 = cut when the run ended):\n${statusesByPath(cluster)}`,
  );
  printMemory(cluster, rss, seconds);

  await sideBySide({ cluster, base, home: home.body, connections, seconds: sideSeconds });
} finally {
  client.close();
  await cluster.stop();
  await redis?.stop();
  await pg?.stop();
  rmSync(dir, { recursive: true, force: true });
}
