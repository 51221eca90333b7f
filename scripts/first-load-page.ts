/**
 * What scripts/first-load.ts measures in one page load on an emulated phone: the CDP throttling,
 * the in-page observers (paint, LCP, hydration mark, event timing) and the tap-until-it-works loop.
 */
import type { Browser } from "@playwright/test";

/** The phone: the RTT and bandwidth of Lighthouse's slow 4G, a CPU four times slower. */
export const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;
/** Lighthouse's mobile device (moto g power). */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Mobile Safari/537.36",
};
const RETAP_MS = 300;
const MAX_TAPS = 40;

/** Runs in the page before its own scripts (not subject to its CSP). */
function observe() {
  type Fl = {
    lcp: number;
    events: { name: string; start: number; end: number; id: number }[];
    downs: number[];
    opened: number[];
  };
  const fl: Fl = { lcp: 0, events: [], downs: [], opened: [] };
  (window as unknown as { __firstLoad: Fl }).__firstLoad = fl;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) fl.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      fl.events.push({
        name: entry.name,
        start: entry.startTime,
        end: entry.startTime + entry.duration,
        id: entry.interactionId,
      });
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  addEventListener("pointerdown", (event) => fl.downs.push(event.timeStamp), true);
  // Bubbling to window comes after React's listener on the document: if that click opened the
  // menu, the frame after it is the one that shows it.
  addEventListener("click", () => {
    requestAnimationFrame(() =>
      setTimeout(() => {
        // MENU_OPEN, written out: this function runs in the page.
        if (
          document.querySelector(
            'header [data-popover-panel]:popover-open, header button[aria-controls][aria-expanded="true"]',
          )
        ) {
          fl.opened.push(performance.now());
        }
      }),
    );
  });
}

export type Load = {
  target: string;
  page: string;
  locale: string;
  run: number;
  fcp: number;
  lcp: number;
  hydrated: number;
};
export type Tap = {
  target: string;
  page: string;
  locale: string;
  run: number;
  firstTap: number;
  hydrated: number;
  taps: number;
  /** From the first tap's pointerdown to the paint after the tap that opened the menu. */
  delay: number;
  /** When that paint came, from the start of the navigation. */
  openAt: number;
  /** From the opening tap's own pointerdown to the next paint (INP-style). */
  inp: number;
};

export async function newPage(browser: Browser) {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(observe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  return { context, page };
}

export async function measureLoad(browser: Browser, url: string) {
  const { context, page } = await newPage(browser);
  try {
    await page.goto(url, { waitUntil: "commit", timeout: 60_000 });
    await page.waitForFunction(
      () => performance.getEntriesByName("inkdoll:hydrated").length > 0,
      undefined,
      { timeout: 60_000, polling: 100 },
    );
    // Let a late largest paint (an image, a font swap) come in.
    await page.waitForTimeout(1000);
    return await page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      lcp: (window as unknown as { __firstLoad: { lcp: number } }).__firstLoad.lcp,
      hydrated: performance.getEntriesByName("inkdoll:hydrated")[0]?.startTime ?? Number.NaN,
    }));
  } finally {
    await context.close();
  }
}

const MENU_BUTTON = "header button[aria-controls]";
/** The menu is open: its popover (ADR 0024), or the button of a build from before it. */
const MENU_OPEN =
  'header [data-popover-panel]:popover-open, header button[aria-controls][aria-expanded="true"]';

/** Where the menu button is on the phone's screen (the header does not move while loading). */
export async function menuButtonCentre(browser: Browser, url: string) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.goto(url);
    const box = await page.locator(MENU_BUTTON).last().boundingBox();
    if (!box) throw new Error(`${url}: the menu button has no box`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await context.close();
  }
}

export async function measureTap(
  browser: Browser,
  url: string,
  centre: { x: number; y: number },
  tapAt: number,
) {
  const { context, page } = await newPage(browser);
  try {
    // The tap goes in when this page painted its first content on the untouched load (the button
    // is in that paint). Waiting for a signal from the page instead would wait for its busy main
    // thread: even the browser's own paint event arrives only after the parse.
    const started = Date.now();
    await page.goto(url, { waitUntil: "commit", timeout: 60_000 });
    await new Promise((r) => setTimeout(r, Math.max(0, started + tapAt - Date.now())));
    let taps = 0;
    for (;;) {
      taps++;
      await page.touchscreen.tap(centre.x, centre.y);
      const open = await page
        .locator(MENU_OPEN)
        .first()
        .waitFor({ timeout: RETAP_MS })
        .then(() => true)
        .catch(() => false);
      if (open) break;
      if (taps >= MAX_TAPS) throw new Error(`${url}: the menu never opened`);
    }
    await page.waitForFunction(
      () => (window as unknown as { __firstLoad: { opened: number[] } }).__firstLoad.opened.length,
      undefined,
      { timeout: 10_000 },
    );
    await page.waitForTimeout(200);
    const seen = await page.evaluate(() => ({
      ...(
        window as unknown as {
          __firstLoad: {
            events: { name: string; start: number; end: number; id: number }[];
            downs: number[];
            opened: number[];
          };
        }
      ).__firstLoad,
      hydrated: performance.getEntriesByName("inkdoll:hydrated")[0]?.startTime ?? Number.NaN,
    }));
    const first = seen.downs[0] ?? Number.NaN;
    const last = seen.downs.at(-1) ?? Number.NaN;
    // Event Timing reports the opening tap's events (≥ 16 ms) up to the paint that followed them.
    const entries = seen.events.filter((e) => e.id > 0 && e.start >= last - 1);
    const painted = entries.length
      ? Math.max(...entries.map((e) => e.end))
      : (seen.opened[0] ?? Number.NaN);
    return {
      firstTap: first,
      hydrated: seen.hydrated,
      taps,
      delay: painted - first,
      openAt: painted,
      inp: painted - last,
    };
  } finally {
    await context.close();
  }
}
