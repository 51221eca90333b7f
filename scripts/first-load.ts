/**
 * `npm run bench:first-load`: what a visitor on a slow phone gets on a first visit, measured in a
 * really throttled browser (CDP emulation: 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, 4× CPU),
 * on / and /download in en-US and zh-CN, median of 5 (FIRST_LOAD_RUNS):
 *
 * - LCP (largest-contentful-paint entries) and FCP, on a load nobody touches;
 * - hydrated: the app's `inkdoll:hydrated` mark (app/lib/hydration.ts);
 * - first tap: on a second load, a tap on the menu button as soon as it is visible (at the first
 *   load's FCP, the button being in the header), repeated every
 *   300 ms while the menu stays shut (a tap before hydration does nothing). The figure runs from
 *   the first tap's pointerdown to the paint after the tap that opened the menu (Event Timing
 *   `duration`, or the frame after the click when the entry is under 16 ms), and the table says
 *   how many taps it took.
 *
 * Then Lighthouse 13 with `throttlingMethod: devtools` on the same pages (LCP, TBT; FIRST_LOAD_LH_RUNS,
 * default 5, 0 skips it).
 *
 * FIRST_LOAD_TARGETS compares builds side by side in one run: `label=dir,label=dir`, each dir a
 * checkout with its own `build/` (default: this checkout). Each gets its own server, from
 * FIRST_LOAD_PORT (default 3700) upwards; loads alternate between them so machine noise hits both.
 * Writes reports/first-load/summary.md and runs.json. Noisy on two shared cores: not in npm test.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, ensureChromium } from "./chromium.ts";
import {
  CPU_SLOWDOWN,
  type Load,
  measureLoad,
  measureTap,
  menuButtonCentre,
  type Tap,
} from "./first-load-page.ts";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "reports/first-load");
mkdirSync(out, { recursive: true });

const RUNS = Number(process.env.FIRST_LOAD_RUNS ?? 5);
const LH_RUNS = Number(process.env.FIRST_LOAD_LH_RUNS ?? 5);
const PAGES = ["/", "/download"];
const LOCALES = ["en-US", "zh-CN"];
const TARGETS = (process.env.FIRST_LOAD_TARGETS ?? `current=${root}`).split(",").map((pair) => {
  const [label, dir] = pair.split("=");
  if (!label || !dir) throw new Error(`FIRST_LOAD_TARGETS: expected label=dir, got ${pair}`);
  return { label, dir: path.resolve(dir) };
});
const FIRST_PORT = Number(process.env.FIRST_LOAD_PORT ?? 3700);

type Server = { label: string; origin: string; child: ChildProcess; dataDir: string };

async function startServer(label: string, dir: string, port: number): Promise<Server> {
  const dataDir = path.join(tmpdir(), `inkdoll-first-load-${process.pid}-${port}`);
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
    },
    stdio: "inherit",
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(`${origin}/api/health/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { label, origin, child, dataDir };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${label}: server in ${dir} did not start on ${port}`);
}

const median = (values: number[]) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
const s = (ms: number) => (Number.isNaN(ms) ? "–" : (ms / 1000).toFixed(2));
const msText = (ms: number) => (Number.isNaN(ms) ? "–" : String(Math.round(ms)));

const servers: Server[] = [];
const loads: Load[] = [];
const tapRuns: Tap[] = [];
const lighthouseRuns: { target: string; page: string; locale: string; lcp: number; tbt: number }[] =
  [];
try {
  for (const [i, target] of TARGETS.entries()) {
    servers.push(await startServer(target.label, target.dir, FIRST_PORT + i));
  }
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    const centres = new Map<string, { x: number; y: number }>();
    for (const server of servers) {
      for (const page of PAGES) {
        for (const locale of LOCALES) {
          const url = `${server.origin}${page}?lang=${locale}`;
          centres.set(url, await menuButtonCentre(browser, url));
        }
      }
    }
    for (let run = 1; run <= RUNS; run++) {
      for (const page of PAGES) {
        for (const locale of LOCALES) {
          for (const server of servers) {
            const url = `${server.origin}${page}?lang=${locale}`;
            const load = await measureLoad(browser, url);
            loads.push({ target: server.label, page, locale, run, ...load });
            const tap = await measureTap(
              browser,
              url,
              centres.get(url) as { x: number; y: number },
              load.fcp,
            );
            tapRuns.push({ target: server.label, page, locale, run, ...tap });
            console.log(
              `${server.label} ${page} ${locale} #${run}: LCP ${s(load.lcp)} s, hydrated ${s(load.hydrated)} s; ` +
                `tap at ${s(tap.firstTap)} s, ${tap.taps} tap(s), open after ${msText(tap.delay)} ms (INP ${msText(tap.inp)} ms)`,
            );
          }
        }
      }
    }
  } finally {
    await browser.close();
  }

  if (LH_RUNS > 0) {
    const chrome = await chromeLauncher.launch({
      chromePath: ensureChromium(),
      chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
    });
    try {
      for (let run = 1; run <= LH_RUNS; run++) {
        for (const page of PAGES) {
          for (const locale of LOCALES) {
            for (const server of servers) {
              const url = `${server.origin}${page}?lang=${locale}`;
              for (let attempt = 1; attempt <= 3; attempt++) {
                const result = await lighthouse(url, {
                  port: chrome.port,
                  output: "json",
                  logLevel: "error",
                  onlyCategories: ["performance"],
                  throttlingMethod: "devtools",
                });
                const lhr = result?.lhr;
                if (!lhr || lhr.runtimeError) continue;
                const lcp = lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN;
                const tbt = lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN;
                lighthouseRuns.push({ target: server.label, page, locale, lcp, tbt });
                console.log(
                  `Lighthouse devtools ${server.label} ${page} ${locale} #${run}: LCP ${s(lcp)} s, TBT ${msText(tbt)} ms`,
                );
                break;
              }
            }
          }
        }
      }
    } finally {
      await chrome.kill();
    }
  }
} finally {
  for (const server of servers) {
    server.child.kill("SIGTERM");
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}

const rows: string[] = [];
for (const page of PAGES) {
  for (const locale of LOCALES) {
    for (const { label } of TARGETS) {
      const pick = <T extends { target: string; page: string; locale: string }>(list: T[]) =>
        list.filter((r) => r.target === label && r.page === page && r.locale === locale);
      const l = pick(loads);
      const t = pick(tapRuns);
      const h = pick(lighthouseRuns);
      const worked = t.filter((r) => r.taps === 1).length;
      rows.push(
        `| ${page} | ${locale} | ${label} | ${s(median(l.map((r) => r.fcp)))} | ${s(median(l.map((r) => r.lcp)))} | ` +
          `${s(median(l.map((r) => r.hydrated)))} | ${s(median(t.map((r) => r.firstTap)))} | ${worked}/${t.length} | ` +
          `${msText(median(t.map((r) => r.delay)))} | ${s(median(t.map((r) => r.openAt)))} | ` +
          `${msText(median(t.map((r) => r.inp)))} | ` +
          `${s(median(h.map((r) => r.lcp)))} | ${msText(median(h.map((r) => r.tbt)))} |`,
      );
    }
  }
}
const table = [
  `First load under CDP emulation (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, ${CPU_SLOWDOWN}× CPU), ` +
    `median of ${RUNS}; Lighthouse devtools throttling, median of ${LH_RUNS}; ${new Date().toISOString()}`,
  "",
  "| page | locale | build | FCP s | LCP s | hydrated s | first tap at s | 1st tap worked | tap → menu painted ms | menu painted at s | opening tap INP ms | LH devtools LCP s | LH devtools TBT ms |",
  "|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  ...rows,
].join("\n");
writeFileSync(path.join(out, "summary.md"), `${table}\n`);
writeFileSync(
  path.join(out, "runs.json"),
  `${JSON.stringify({ loads, taps: tapRuns, lighthouse: lighthouseRuns }, null, 2)}\n`,
);
console.log(`\n${table}`);
