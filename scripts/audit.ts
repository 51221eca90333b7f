/**
 * `npm run audit`: Lighthouse 13 (Debian Chromium) on the production build for / and /download,
 * en-US and zh-CN, mobile and desktop presets, median of 3 runs (AUDIT_RUNS, AUDIT_PAGES,
 * AUDIT_LOCALES, AUDIT_PRESETS, AUDIT_THROTTLING narrow or change that). Writes JSON reports and a
 * summary table to reports/lighthouse/. Scores are noisy on two cores, so this is not in npm test.
 */
import { spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { CHROMIUM_ARGS, ensureChromium } from "./chromium.ts";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "reports/lighthouse");
mkdirSync(out, { recursive: true });
const RUNS = Number(process.env.AUDIT_RUNS ?? 3);
/** Comma-separated subsets for quick iterations, e.g. AUDIT_PAGES=/ AUDIT_PRESETS=mobile. */
const only = <T extends string>(name: string, all: readonly T[]): T[] => {
  const wanted = process.env[name]?.split(",").filter(Boolean);
  return wanted ? all.filter((value) => wanted.includes(value)) : [...all];
};
const PAGES = only("AUDIT_PAGES", ["/", "/download"]);
const LOCALES = only("AUDIT_LOCALES", ["en-US", "zh-CN"]);
const PRESETS = only("AUDIT_PRESETS", ["mobile", "desktop"] as const);
/**
 * "simulate" (Lighthouse's default: Lantern estimates slow 4G from an unthrottled load) or
 * "devtools" (the browser really loads the page throttled): AUDIT_THROTTLING=devtools cross-checks
 * what the simulation reports.
 */
const THROTTLING = process.env.AUDIT_THROTTLING === "devtools" ? "devtools" : "simulate";

const port = await new Promise<number>((resolve) => {
  const s = createServer().listen(0, "127.0.0.1", () => {
    const address = s.address();
    s.close(() => resolve(typeof address === "object" && address ? address.port : 0));
  });
});
const dataDir = path.join(tmpdir(), `inkdoll-audit-${process.pid}`);
const server = spawn(process.execPath, ["server/main.ts"], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
  },
  stdio: "inherit",
});
const origin = `http://127.0.0.1:${port}`;
for (let i = 0; i < 200; i++) {
  const ok = await fetch(`${origin}/api/health/ready`)
    .then((r) => r.ok)
    .catch(() => false);
  if (ok) break;
  await new Promise((r) => setTimeout(r, 100));
}

const chrome = await chromeLauncher.launch({
  chromePath: ensureChromium(),
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});

type Row = {
  page: string;
  locale: string;
  preset: string;
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
};
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const rows: Row[] = [];

for (const page of PAGES) {
  for (const locale of LOCALES) {
    for (const preset of PRESETS) {
      const runs: Row[] = [];
      for (let run = 1; run <= RUNS; run++) {
        const url = `${origin}${page}?lang=${locale}`;
        // A run whose trace broke (e.g. NO_NAVSTART on a busy machine) has no metrics and would
        // count as 0 in the median: try it again, up to twice.
        let result: Awaited<ReturnType<typeof lighthouse>>;
        for (let attempt = 1; ; attempt++) {
          result = await lighthouse(
            url,
            { port: chrome.port, output: "json", logLevel: "error", throttlingMethod: THROTTLING },
            preset === "desktop" ? desktopConfig : undefined,
          );
          const error = result?.lhr.runtimeError;
          if (!error || attempt === 3) break;
          console.warn(`${url} ${preset} run ${run}: ${error.code}, retrying`);
        }
        if (!result) throw new Error(`no Lighthouse result for ${url}`);
        const { lhr } = result;
        const name = `${page === "/" ? "home" : "download"}-${locale}-${preset}-${run}.json`;
        writeFileSync(path.join(out, name), result.report as string);
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? 0;
        runs.push({
          page,
          locale,
          preset,
          perf: score("performance"),
          a11y: score("accessibility"),
          bp: score("best-practices"),
          seo: score("seo"),
          lcp: audit("largest-contentful-paint"),
          tbt: audit("total-blocking-time"),
          cls: audit("cumulative-layout-shift"),
        });
      }
      const pick = (key: keyof Row) => median(runs.map((r) => r[key] as number));
      rows.push({
        page,
        locale,
        preset,
        perf: pick("perf"),
        a11y: pick("a11y"),
        bp: pick("bp"),
        seo: pick("seo"),
        lcp: pick("lcp"),
        tbt: pick("tbt"),
        cls: pick("cls"),
      });
      console.log(`${page} ${locale} ${preset}: performance ${pick("perf")}`);
    }
  }
}
await chrome.kill();
server.kill("SIGTERM");
rmSync(dataDir, { recursive: true, force: true });

const table = [
  `Lighthouse 13, median of ${RUNS} runs, throttling: ${THROTTLING}, ${new Date().toISOString()}`,
  "",
  "| page | locale | preset | Performance | LCP s | TBT ms | CLS | Accessibility | Best Practices | SEO |",
  "|---|---|---|---:|---:|---:|---:|---:|---:|---:|",
  ...rows.map(
    (r) =>
      `| ${r.page} | ${r.locale} | ${r.preset} | ${r.perf} | ${(r.lcp / 1000).toFixed(2)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${r.a11y} | ${r.bp} | ${r.seo} |`,
  ),
].join("\n");
writeFileSync(path.join(out, "summary.md"), `${table}\n`);
console.log(`\n${table}`);
