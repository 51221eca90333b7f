/**
 * What scripts/soak.ts measures besides the workload's own numbers: instances' heap from their
 * /metrics, the memory table, nginx's statuses per path, and the home page served three ways side
 * by side. Kept apart so the soak itself reads as its steps.
 */
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import type { Cluster } from "./cluster/cluster.ts";

/** Memory of each instance at one moment of the run (seconds since the start). */
export type MemorySample = { at: number; kb: (number | undefined)[]; heap: (number | undefined)[] };

/** The V8 heap in use (MiB), from an instance's own /metrics: what a leak would grow. */
export async function heapMiB(port: number, token: string): Promise<number | undefined> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(2000),
    });
    const match = /^nodejs_heap_size_used_bytes (\S+)$/m.exec(await res.text());
    return match ? Number(match[1]) / 2 ** 20 : undefined;
  } catch {
    return undefined;
  }
}

/** The samples as a table, then the mean of the first and of the last minute. */
export function printMemory(cluster: Cluster, rss: MemorySample[], seconds: number) {
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
  const mean = (from: number, to: number, of: (s: MemorySample, i: number) => number) =>
    cluster.instances.map((_, i) => {
      const values = rss
        .filter((s) => s.at >= from && s.at <= to)
        .map((s) => of(s, i))
        .filter(Boolean);
      return values.length ? mib(values.reduce((a, b) => a + b, 0) / values.length) : "-";
    });
  const rssOf = (s: MemorySample, i: number) => (s.kb[i] ?? 0) / 1024;
  const heapOf = (s: MemorySample, i: number) => s.heap[i] ?? 0;
  console.log(
    `mean RSS, first minute: ${mean(0, 60, rssOf).join(" / ")} MiB; last minute: ${mean(seconds - 60, seconds + 10, rssOf).join(" / ")} MiB`,
  );
  console.log(
    `mean heap in use, first minute: ${mean(0, 60, heapOf).join(" / ")} MiB; last minute: ${mean(seconds - 60, seconds + 10, heapOf).join(" / ")} MiB`,
  );
}

const busyMs = () => {
  const [, ...fields] = (readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "")
    .trim()
    .split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
  const ticks = [user, nice, system, irq, softirq, steal].reduce((a = 0, b = 0) => a + b, 0) ?? 0;
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
};

/** The home page rendered by the cluster (cached, then per request) and as nginx's static file. */
export async function sideBySide(options: {
  cluster: Cluster;
  base: Record<string, string>;
  home: Buffer;
  connections: number;
  seconds: number;
}) {
  const { cluster, base, home, connections } = options;
  // Side by side: the same bytes rendered per request, then read from a file by nginx.
  // On two cores the load generator takes much of the machine, and for small responses it is
  // the limit (autocannon tops out near 1800 req/s on a 41 KiB gzipped body whoever serves it).
  // So each row also says what serving cost: the machine's busy CPU time (/proc/stat) minus this
  // process's own (autocannon runs here), per request — nginx, the instances, PostgreSQL and
  // Redis together.
  const side = async (label: string, url: string, headers: Record<string, string> = {}) => {
    const busy = busyMs();
    const own = process.cpuUsage();
    const r = await autocannon({
      url,
      connections,
      duration: options.seconds,
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
    `\nHome page (${(home.length / 1024).toFixed(1)} KiB uncompressed) through nginx, ${options.seconds} s each, ${connections} connections:`,
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
}

/** Requests per method and path (query left out) and their statuses, from nginx's access log. */
export function statusesByPath(cluster: Cluster) {
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
export function interleave(kinds: [autocannon.Request, number][]): autocannon.Request[] {
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

export function mkdirp(p: string) {
  rmSync(p, { recursive: true, force: true });
  mkdirSync(p, { recursive: true, mode: 0o755 });
}
