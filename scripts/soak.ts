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
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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

  /** The V8 heap in use (MiB), from an instance's own /metrics: what a leak would grow. */
  const heapMiB = async (port: number): Promise<number | undefined> => {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        signal: AbortSignal.timeout(2000),
      });
      const match = /^nodejs_heap_size_used_bytes (\S+)$/m.exec(await res.text());
      return match ? Number(match[1]) / 2 ** 20 : undefined;
    } catch {
      return undefined;
    }
  };
  const rss: { at: number; kb: (number | undefined)[]; heap: (number | undefined)[] }[] = [];
  const started = performance.now();
  const sample = async () => {
    const at = Math.round((performance.now() - started) / 1000);
    const kb = cluster.instances.map((x) => x.rssKb());
    const heap = await Promise.all(cluster.instances.map((x) => heapMiB(x.port)));
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
  console.log(`by request (nginx access log; 499 = cut when the run ended):\n${statusesByPath()}`);
  console.log("\nMemory per instance every 10 s (MiB): RSS, and the V8 heap in use");
  console.log(
    `| s | ${cluster.instances.map((x) => `${x.name} RSS | ${x.name} heap`).join(" | ")} |`,
  );
  console.log(`|---:|${cluster.instances.map(() => "---:|---:").join("|")}|`);
  const mib = (n: number | undefined) => (n ? n.toFixed(0) : "-");
  for (const s of rss) {
    const cells = s.kb.map((k, i) => `${mib(k && k / 1024)} | ${mib(s.heap[i])}`);
    console.log(`| ${s.at} | ${cells.join(" | ")} |`);
  }
  const mean = (from: number, to: number, of: (s: (typeof rss)[number], i: number) => number) =>
    cluster.instances.map((_, i) => {
      const values = rss
        .filter((s) => s.at >= from && s.at <= to)
        .map((s) => of(s, i))
        .filter(Boolean);
      return values.length ? mib(values.reduce((a, b) => a + b, 0) / values.length) : "-";
    });
  const rssOf = (s: (typeof rss)[number], i: number) => (s.kb[i] ?? 0) / 1024;
  const heapOf = (s: (typeof rss)[number], i: number) => s.heap[i] ?? 0;
  console.log(
    `mean RSS, first minute: ${mean(0, 60, rssOf).join(" / ")} MiB; last minute: ${mean(seconds - 60, seconds + 10, rssOf).join(" / ")} MiB`,
  );
  console.log(
    `mean heap in use, first minute: ${mean(0, 60, heapOf).join(" / ")} MiB; last minute: ${mean(seconds - 60, seconds + 10, heapOf).join(" / ")} MiB`,
  );

  // Side by side: the same bytes rendered per request, then read from a file by nginx.
  // On two cores the load generator takes much of the machine, and for small responses it is
  // the limit (autocannon tops out near 1800 req/s on a 41 KiB gzipped body whoever serves it).
  // So each row also says what serving cost: the machine's busy CPU time (/proc/stat) minus this
  // process's own (autocannon runs here), per request — nginx, the instances, PostgreSQL and
  // Redis together.
  const busyMs = () => {
    const [, ...fields] = (readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "")
      .trim()
      .split(/\s+/);
    const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
    const ticks = [user, nice, system, irq, softirq, steal].reduce((a = 0, b = 0) => a + b, 0) ?? 0;
    return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
  };
  const side = async (label: string, url: string, headers: Record<string, string> = {}) => {
    const busy = busyMs();
    const own = process.cpuUsage();
    const r = await autocannon({
      url,
      connections,
      duration: sideSeconds,
      headers: { ...base, ...headers },
    });
    const client = process.cpuUsage(own);
    const serving = busyMs() - busy - (client.user + client.system) / 1000;
    const perRequest = serving / Math.max(1, r.requests.total);
    console.log(
      `| ${label} | ${r.requests.average.toFixed(0)} | ${(r.throughput.total / Math.max(1, r.requests.total) / 1024).toFixed(1)} | ${r.latency.p50} | ${r.latency.p99} | ${r.errors + r.timeouts} | ${r.non2xx} | ${perRequest.toFixed(3)} |`,
    );
    return { rate: r.requests.average, perRequest };
  };
  console.log(
    `\nHome page (${(home.body.length / 1024).toFixed(1)} KiB uncompressed) through nginx, ${sideSeconds} s each, ${connections} connections:`,
  );
  console.log(
    "| served as | req/s | KiB per response | p50 ms | p99 ms | errors | non-2xx | serving CPU ms per request |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
  const ratios: string[] = [];
  for (const [encoding, label] of [
    ["identity", "uncompressed"],
    ["gzip, deflate, br, zstd", "compressed (as browsers ask)"],
  ] as const) {
    const headers = { "accept-encoding": encoding };
    const rendered = await side(`${label}: render cache`, `${cluster.origin}/`, headers);
    const uncached = await side(`${label}: rendered for every request`, `${cluster.origin}/`, {
      ...headers,
      cookie: "soak=uncached",
    });
    const file = await side(
      `${label}: static file from nginx`,
      `${cluster.origin}/static-home.html`,
      headers,
    );
    const percent = (n: number) => `${((n / file.rate) * 100).toFixed(1)} %`;
    const capacity = (n: number) => `${((file.perRequest / n) * 100).toFixed(1)} %`;
    ratios.push(
      `${label}: throughput, render cache ${percent(rendered.rate)} of static, rendered every time ${percent(uncached.rate)}; requests per CPU second, render cache ${capacity(rendered.perRequest)} of static, rendered every time ${capacity(uncached.perRequest)}`,
    );
  }
  console.log(ratios.join("\n"));
} finally {
  client.close();
  await cluster.stop();
  await redis?.stop();
  await pg?.stop();
  rmSync(dir, { recursive: true, force: true });
}

/** Requests per method and path (query left out) and their statuses, from nginx's access log. */
function statusesByPath() {
  const counts = new Map<string, Map<string, number>>();
  const log = readFileSync(path.join(path.dirname(cluster.nginx.conf), "access.log"), "utf8");
  for (const line of log.split("\n")) {
    const match = /"(\w+) ([^ ?"]+)[^"]*" (\d{3})/.exec(line);
    if (!match) continue;
    const key = `${match[1]} ${match[2]}`;
    const row = counts.get(key) ?? new Map<string, number>();
    row.set(match[3] as string, (row.get(match[3] as string) ?? 0) + 1);
    counts.set(key, row);
  }
  return [...counts]
    .map(([key, row]) => `  ${key}: ${[...row].map(([s, n]) => `${s}×${n}`).join(" ")}`)
    .join("\n");
}

/** Each request `weight` times, spread evenly (nginx's smooth weighted round robin). */
function interleave(kinds: [autocannon.Request, number][]): autocannon.Request[] {
  const total = kinds.reduce((sum, [, weight]) => sum + weight, 0);
  const current = kinds.map(() => 0);
  const out: autocannon.Request[] = [];
  for (let n = 0; n < total; n++) {
    let best = 0;
    for (const [k, [, weight]] of kinds.entries()) {
      current[k] = (current[k] ?? 0) + weight;
      if ((current[k] ?? 0) > (current[best] ?? 0)) best = k;
    }
    current[best] = (current[best] ?? 0) - total;
    out.push((kinds[best] as [autocannon.Request, number])[0]);
  }
  return out;
}

function mkdirp(p: string) {
  rmSync(p, { recursive: true, force: true });
  mkdirSync(p, { recursive: true, mode: 0o755 });
}
