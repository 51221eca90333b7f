/**
 * `npm run bench:pose`: the doll on a slow phone (issue 15's budget: on screen and answering a tap
 * ≤ 2.5 s after navigation), measured like scripts/first-load.ts (CDP emulation: 150 ms RTT,
 * 1.6 Mbit/s down, 4× CPU; Debian Chromium with software WebGL), median of 5 (POSE_LOAD_RUNS),
 * on /pose and, for comparison, / in en-US and zh-CN (POSE_LOAD_PAGES):
 *
 * - hydrated: the app's `inkdoll:hydrated` mark;
 * - engine in: when the last byte of three.js's chunk (`/assets/engine-*.js`) arrived (resource
 *   timing); doll minus engine in is the engine's start-up on the phone's CPU, the rest is bytes;
 * - doll: the editor's `inkdoll:doll-ready` mark (the frame right after the engine's first draw);
 * - tap: as soon as the doll is drawn, a tap on a body part (found once on an unthrottled load:
 *   the first point round the canvas centre whose tap selects a joint); the time from navigation
 *   to the paint after the joint list shows the selection, and from the tap's pointerdown to it.
 *   On / the tap is on the menu button, as in first-load.ts (measureTap);
 * - bytes: what went over the wire (CDP encodedDataLength of every response).
 *
 * Writes reports/pose-first-load/summary.md and runs.json. Noisy on shared cores: not in npm test.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, chromium } from "@playwright/test";
import { CHROMIUM_ARGS, ensureChromium } from "./chromium.ts";
import { CPU_SLOWDOWN, measureTap, menuButtonCentre, NETWORK, PHONE } from "./first-load-page.ts";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "reports/pose-first-load");
mkdirSync(out, { recursive: true });
const RUNS = Number(process.env.POSE_LOAD_RUNS ?? 5);
const PORT = Number(process.env.POSE_LOAD_PORT ?? 3760);
/** POSE_LOAD_PAGES=/pose measures the doll alone (a quicker A/B of two builds). */
const PAGES = (process.env.POSE_LOAD_PAGES ?? "/pose,/").split(",");
const LOCALES = ["en-US", "zh-CN"];
const PRESSED = '[data-testid="joint-list"] button[aria-pressed="true"]';

type Run = {
  page: string;
  locale: string;
  run: number;
  hydrated: number;
  engineIn: number;
  doll: number;
  tapAt: number;
  respondedAt: number;
  tapDelay: number;
  kb: number;
};

async function startServer(port: number): Promise<{ origin: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      // POSE_LOAD_DATA_DIR keeps one database between runs (an A/B of builds starts many).
      DATA_DIR:
        process.env.POSE_LOAD_DATA_DIR ?? path.join(tmpdir(), `inkdoll-pose-load-${process.pid}`),
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
    },
    stdio: "inherit",
  });
  const origin = `http://127.0.0.1:${port}`;
  // A fresh PGlite migrates and seeds first: on shared, loaded cores that can take a minute.
  for (let i = 0; i < 1200; i++) {
    if (
      await fetch(`${origin}/api/health/ready`).then(
        (r) => r.ok,
        () => false,
      )
    ) {
      return { origin, child };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`the server did not start on ${port}`);
}

/** Runs in the page before its scripts: the tap's pointerdown, and the paint after the selection. */
function observe() {
  const seen = { downs: [] as number[], responded: Number.NaN };
  (window as unknown as { __pose: typeof seen }).__pose = seen;
  addEventListener("pointerdown", (event) => seen.downs.push(event.timeStamp), true);
  new MutationObserver(() => {
    if (!Number.isNaN(seen.responded)) return;
    if (!document.querySelector('[data-testid="joint-list"] button[aria-pressed="true"]')) return;
    seen.responded = -1;
    // The frame that shows the selection is painted before the next task after it.
    requestAnimationFrame(() =>
      setTimeout(() => {
        seen.responded = performance.now();
      }),
    );
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["aria-pressed"] });
}

async function throttledPage(browser: Browser) {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(observe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  let bytes = 0;
  cdp.on("Network.loadingFinished", (event) => {
    bytes += event.encodedDataLength;
  });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  return { context, page, bytes: () => bytes };
}

const markAt = (name: string) => performance.getEntriesByName(name)[0]?.startTime ?? Number.NaN;

/** A point on the canvas whose tap selects a joint, found on an unthrottled load. */
async function bodyPoint(browser: Browser, url: string) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(markAt, "inkdoll:doll-ready", { timeout: 60_000 });
    const box = await page.getByTestId("pose-canvas").boundingBox();
    if (!box) throw new Error(`${url}: the canvas has no box`);
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    for (const dy of [0, -0.05, 0.05, -0.1, 0.1, -0.15, 0.15, -0.2, 0.2]) {
      const point = { x: cx, y: cy + dy * box.height };
      await page.touchscreen.tap(point.x, point.y);
      const hit = await page
        .locator(PRESSED)
        .waitFor({ state: "attached", timeout: 1000 })
        .then(() => true)
        .catch(() => false);
      if (hit) return point;
    }
    throw new Error(`${url}: no tap round the canvas centre selects a joint`);
  } finally {
    await context.close();
  }
}

async function measurePose(browser: Browser, url: string, point: { x: number; y: number }) {
  const { context, page, bytes } = await throttledPage(browser);
  try {
    await page.goto(url, { waitUntil: "commit", timeout: 60_000 });
    await page.waitForFunction(markAt, "inkdoll:doll-ready", { timeout: 60_000, polling: 20 });
    await page.touchscreen.tap(point.x, point.y);
    await page.waitForFunction(
      () => (window as unknown as { __pose: { responded: number } }).__pose.responded > 0,
      undefined,
      { timeout: 30_000, polling: 20 },
    );
    await page.waitForLoadState("networkidle").catch(() => undefined);
    const seen = await page.evaluate(() => ({
      ...(window as unknown as { __pose: { downs: number[]; responded: number } }).__pose,
      hydrated: performance.getEntriesByName("inkdoll:hydrated")[0]?.startTime ?? Number.NaN,
      doll: performance.getEntriesByName("inkdoll:doll-ready")[0]?.startTime ?? Number.NaN,
      engineIn:
        (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).find((entry) =>
          /\/assets\/engine-[^/]+\.js$/.test(entry.name),
        )?.responseEnd ?? Number.NaN,
    }));
    const tapAt = seen.downs[0] ?? Number.NaN;
    return {
      hydrated: seen.hydrated,
      engineIn: seen.engineIn,
      doll: seen.doll,
      tapAt,
      respondedAt: seen.responded,
      tapDelay: seen.responded - tapAt,
      kb: bytes() / 1024,
    };
  } finally {
    await context.close();
  }
}

async function measureHome(browser: Browser, url: string, centre: { x: number; y: number }) {
  const { context, page, bytes } = await throttledPage(browser);
  let load: { hydrated: number; fcp: number };
  try {
    await page.goto(url, { waitUntil: "commit", timeout: 60_000 });
    await page.waitForFunction(markAt, "inkdoll:hydrated", { timeout: 60_000, polling: 100 });
    await page.waitForLoadState("networkidle").catch(() => undefined);
    load = await page.evaluate(() => ({
      hydrated: performance.getEntriesByName("inkdoll:hydrated")[0]?.startTime ?? Number.NaN,
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    }));
  } finally {
    await context.close();
  }
  const kb = bytes() / 1024;
  const tap = await measureTap(browser, url, centre, load.fcp);
  return {
    hydrated: load.hydrated,
    engineIn: Number.NaN,
    doll: Number.NaN,
    tapAt: tap.firstTap,
    respondedAt: tap.openAt,
    tapDelay: tap.delay,
    kb,
  };
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

const server = await startServer(PORT);
const runs: Run[] = [];
try {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    const points = new Map<string, { x: number; y: number }>();
    for (const page of PAGES) {
      for (const locale of LOCALES) {
        const url = `${server.origin}${page}?lang=${locale}`;
        points.set(
          url,
          page === "/pose" ? await bodyPoint(browser, url) : await menuButtonCentre(browser, url),
        );
      }
    }
    for (let run = 1; run <= RUNS; run++) {
      for (const page of PAGES) {
        for (const locale of LOCALES) {
          const url = `${server.origin}${page}?lang=${locale}`;
          const point = points.get(url) as { x: number; y: number };
          const result =
            page === "/pose"
              ? await measurePose(browser, url, point)
              : await measureHome(browser, url, point);
          runs.push({ page, locale, run, ...result });
          console.log(
            `${page} ${locale} #${run}: hydrated ${s(result.hydrated)} s, engine in ${s(result.engineIn)} s, ` +
              `doll ${s(result.doll)} s, ` +
              `tap ${s(result.tapAt)} s → responded ${s(result.respondedAt)} s ` +
              `(+${Math.round(result.tapDelay)} ms), ${result.kb.toFixed(1)} KB`,
          );
        }
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  server.child.kill();
}

const rows = PAGES.flatMap((page) =>
  LOCALES.map((locale) => {
    const mine = runs.filter((r) => r.page === page && r.locale === locale);
    const m = (key: keyof Run) => median(mine.map((r) => r[key] as number));
    return `| ${page} | ${locale} | ${s(m("hydrated"))} | ${s(m("engineIn"))} | ${s(m("doll"))} | ${s(m("tapAt"))} | ${s(m("respondedAt"))} | ${Math.round(m("tapDelay"))} | ${m("kb").toFixed(1)} |`;
  }),
);
const summary = [
  `# /pose first load (median of ${RUNS}; 150 ms RTT, 1.6 Mbit/s, ${CPU_SLOWDOWN}× CPU)`,
  "",
  "Seconds from navigation start. On /pose the tap is on the doll as soon as it is drawn, and " +
    "responded is the paint showing the selected joint; on / it is the menu button from first paint.",
  "",
  "| page | locale | hydrated | engine in | doll drawn | tap | responded | tap → paint (ms) | transferred (KB) |",
  "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ...rows,
  "",
].join("\n");
writeFileSync(path.join(out, "summary.md"), summary);
writeFileSync(path.join(out, "runs.json"), `${JSON.stringify(runs, null, 2)}\n`);
console.log(`\n${summary}`);
