/**
 * `npm run bench`: autocannon against the API endpoints and a Fastify hello world, all served by
 * one child process and measured one after another in the same run, so ratios compare like with like.
 */
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import autocannon from "autocannon";

const root = path.resolve(import.meta.dirname, "..");
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const duration = Number(process.env.BENCH_SECONDS ?? 10);

const child = spawn(process.execPath, ["scripts/bench-server.ts"], {
  cwd: root,
  stdio: ["ignore", "pipe", "inherit"],
  env: process.env,
});
const ports = await new Promise<{ app: number; bare: number }>((resolve, reject) => {
  child.once("exit", (code) => reject(new Error(`bench server exited (${code})`)));
  createInterface({ input: child.stdout }).once("line", (line) => resolve(JSON.parse(line)));
});

type Target = {
  name: string;
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
};
const app = `http://127.0.0.1:${ports.app}`;
const targets: Target[] = [
  { name: "bare Fastify hello world", url: `http://127.0.0.1:${ports.bare}/` },
  { name: "hello world in the app (all hooks)", url: `${app}/bench/hello` },
  {
    name: "POST /api/brand/category (blog, cached)",
    url: `${app}/api/brand/category?colType=1&webType=1&currentPage=1&pageSize=999&from=2`,
    method: "POST",
    headers: { "x-language": "zh_cn" },
  },
  {
    name: "POST /api/brand/category (blog, cached, brotli)",
    url: `${app}/api/brand/category?colType=1&webType=1&currentPage=1&pageSize=999&from=2`,
    method: "POST",
    headers: { "x-language": "zh_cn", "accept-encoding": "br, gzip" },
  },
  {
    name: "GET /api/support/singleConfig (cached)",
    url: `${app}/api/support/singleConfig?key=subsites&from=2`,
    headers: { "x-language": "en_us" },
  },
  {
    name: "GET /api/support/ip2geo (X-Forwarded-For 223.5.5.5)",
    url: `${app}/api/support/ip2geo?from=2`,
    headers: { "x-forwarded-for": "223.5.5.5" },
  },
];

// Warm caches and the IP database before measuring.
for (const t of targets) {
  await fetch(t.url, { method: t.method ?? "GET", headers: t.headers ?? {} });
}

const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const rows: {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}[] = [];
for (const t of targets) {
  // JIT warm-up, not counted.
  await autocannon({
    url: t.url,
    method: t.method ?? "GET",
    headers: t.headers ?? {},
    connections,
    duration: warmup,
  });
  const result = await autocannon({
    url: t.url,
    method: t.method ?? "GET",
    headers: t.headers ?? {},
    connections,
    duration,
  });
  rows.push({
    name: t.name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  });
  console.log(
    `${t.name}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`,
  );
}
child.kill("SIGTERM");

const hello = rows[0]?.rps ?? 1;
const table = [
  `connections ${connections}, ${duration} s each after ${warmup} s warm-up, Node ${process.version}, ${new Date().toISOString()}`,
  "",
  "| target | req/s | vs bare hello | p50 ms | p99 ms | errors | non-2xx |",
  "|---|---:|---:|---:|---:|---:|---:|",
  ...rows.map(
    (r) =>
      `| ${r.name} | ${r.rps} | ${((100 * r.rps) / hello).toFixed(0)}% | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`,
  ),
].join("\n");
console.log(`\n${table}`);
mkdirSync(path.join(root, "reports"), { recursive: true });
writeFileSync(path.join(root, "reports/bench.md"), `${table}\n`);
