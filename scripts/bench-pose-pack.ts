/**
 * `npm run bench:pack`: how long a pose pack takes (issue 33's budget: a 3-doll pack at 1024 px
 * in ≤ 2 s on the throttled phone profile). In Debian's Chromium with software WebGL, on the
 * phone profile of scripts/first-load-page.ts with 4× CPU emulated through CDP, and on a desktop
 * profile (1440 × 900, no throttling): three dolls (two added from the Body tab), Export → For
 * AI at 1024 px, from the click on "Download pose pack" to the browser's download. The first
 * pack of a page also fetches the pack's chunk (shown apart); then PACK_RUNS (5) more, median.
 * Writes reports/pose-pack/summary.md. Noisy on shared cores: not in npm test.
 */
import { mkdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type BrowserContextOptions, chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, ensureChromium } from "./chromium.ts";
import { CPU_SLOWDOWN, PHONE } from "./first-load-page.ts";
import { startSite } from "./site-server.ts";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "reports/pose-pack");
mkdirSync(out, { recursive: true });
const RUNS = Number(process.env.PACK_RUNS ?? 5);
const PORT = Number(process.env.PACK_PORT ?? 3770);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function packOnce(page: Page) {
  const started = Date.now();
  const [download] = await Promise.all([
    page.waitForEvent("download", { timeout: 120_000 }),
    page.getByRole("button", { name: "Download pose pack (ZIP)" }).click(),
  ]);
  const ms = Date.now() - started;
  const file = await download.path();
  // The build itself, from the editor's marks (the rest is the browser's download).
  const build = await page.evaluate(() => {
    const entries = performance.getEntriesByName("inkdoll:pack");
    return entries[entries.length - 1]?.duration ?? Number.NaN;
  });
  return { ms, build: Math.round(build), kb: statSync(file).size / 1024 };
}

async function profile(origin: string, name: string, options: BrowserContextOptions, cpu: number) {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ ...options, locale: "en-US" });
    const page = await context.newPage();
    // The consent banner answered, as a returning visitor has it.
    await page.addInitScript(() => localStorage.setItem("cookieConsent", "necessary"));
    await page.goto(`${origin}/pose`);
    await page.locator('main[data-state="ready"]').waitFor({ timeout: 120_000 });
    for (let i = 0; i < 2; i++) {
      await page.getByRole("tab", { name: "Body" }).click();
      await page.getByRole("button", { name: "Add a doll" }).click();
    }
    await page.getByRole("tab", { name: "Export" }).click();
    const sizes = page.getByRole("group", { name: "Map size" });
    await sizes
      .locator("label")
      .filter({ hasText: /^1024 px$/ })
      .click();
    if (cpu > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
    }
    const first = await packOnce(page);
    const runs: number[] = [];
    const builds: number[] = [];
    let kb = first.kb;
    for (let i = 0; i < RUNS; i++) {
      const run = await packOnce(page);
      runs.push(run.ms);
      builds.push(run.build);
      kb = run.kb;
    }
    console.log(
      `${name}: build ${builds.join(", ")} ms (median ${median(builds)}); click to file ${runs.join(", ")} ms`,
    );
    return { name, first: first.ms, firstBuild: first.build, runs, builds, kb };
  } finally {
    await browser.close();
  }
}

const { origin, child } = await startSite(PORT, "pose-pack");
try {
  const results = [
    await profile(origin, `phone, ${CPU_SLOWDOWN}× CPU`, PHONE, CPU_SLOWDOWN),
    await profile(origin, "desktop", { viewport: { width: 1440, height: 900 } }, 1),
  ];
  const lines = [
    "# Pose pack: three dolls at 1024 px",
    "",
    `${new Date().toISOString()} · software WebGL (SwiftShader) · ${RUNS} runs after a first one`,
    "",
    "| profile | build, median | builds | click to file, median | first pack: build / click | ZIP |",
    "| --- | ---: | --- | ---: | ---: | ---: |",
    ...results.map(
      (r) =>
        `| ${r.name} | ${median(r.builds)} ms | ${r.builds.join(", ")} | ${median(r.runs)} ms | ${r.firstBuild} / ${r.first} ms | ${r.kb.toFixed(0)} KB |`,
    ),
    "",
  ];
  writeFileSync(path.join(out, "summary.md"), lines.join("\n"));
  console.log(lines.join("\n"));
} finally {
  child.kill();
}
