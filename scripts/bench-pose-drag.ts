/**
 * `npm run bench:drag`: frame times while a hand is dragged (issue 32's budget: a drag keeps
 * the editor's frame rate in software WebGL). Debian's Chromium, software WebGL (SwiftShader),
 * 1440 × 900, no throttling: three dolls, with no props and with four (chair, table, bench,
 * umbrella), side by side in one run. For DRAG_SECONDS (5) the mouse drags the first doll's right
 * hand in Drag limb mode in a slow circle, a move before every frame; every animation frame's
 * interval in the page is recorded, and the median and the 95th percentile reported, DRAG_RUNS
 * (3) times each. Writes reports/pose-drag/summary.md. Noisy on shared cores: not in npm test.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, ensureChromium } from "./chromium.ts";
import { startSite } from "./site-server.ts";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "reports/pose-drag");
mkdirSync(out, { recursive: true });
const SECONDS = Number(process.env.DRAG_SECONDS ?? 5);
const RUNS = Number(process.env.DRAG_RUNS ?? 3);
const PROPS = ["Chair", "Table", "Bench", "Umbrella"];

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

/** The right hand of the leftmost doll (it faces the camera): its leftmost wood at 55 %. */
async function handOnCanvas(page: Page) {
  const canvas = page.getByTestId("pose-canvas");
  const box = await canvas.boundingBox();
  if (!box) throw new Error("no canvas");
  const png = (await canvas.screenshot()).toString("base64");
  const found = await page.evaluate(async (encoded) => {
    const bytes = Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
    context.drawImage(bitmap, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    const wood = (x: number, y: number) => {
      const i = (y * width + x) * 4;
      return (data[i] ?? 0) - (data[i + 2] ?? 0) > 35;
    };
    let top = -1;
    let bottom = -1;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        if (wood(x, y)) {
          if (top < 0) top = y;
          bottom = y;
          break;
        }
    const y = Math.round(top + (bottom - top) * 0.55);
    let left = -1;
    for (let x = 0; x < width && left < 0; x++) if (wood(x, y)) left = x;
    return { x: left + 3, y };
  }, png);
  return { x: box.x + found.x, y: box.y + found.y };
}

async function measure(page: Page) {
  await page.getByText("Drag limb", { exact: true }).click();
  const hand = await handOnCanvas(page);
  await page.mouse.move(hand.x, hand.y);
  await page.mouse.down();
  // The drag's moves come from the page, one before each frame (as a 60 Hz pointer gives them),
  // so every frame has a new pose to draw and its interval is the frame's time.
  const frames = await page.evaluate(
    ({ x, y, seconds }) =>
      new Promise<number[]>((resolve) => {
        const canvas = document.querySelector('[data-testid="pose-canvas"]') as HTMLCanvasElement;
        const intervals: number[] = [];
        const started = performance.now();
        let last = started;
        let i = 0;
        const tick = (now: number) => {
          if (i > 0) intervals.push(now - last);
          last = now;
          if (now - started > seconds * 1000) return resolve(intervals);
          const angle = (i++ / 120) * Math.PI * 2;
          canvas.dispatchEvent(
            new PointerEvent("pointermove", {
              pointerId: 1,
              pointerType: "mouse",
              isPrimary: true,
              buttons: 1,
              clientX: x + Math.sin(angle) * 40,
              clientY: y - (1 - Math.cos(angle)) * 40,
              bubbles: true,
            }),
          );
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    { x: hand.x, y: hand.y, seconds: SECONDS },
  );
  await page.mouse.up();
  await page.keyboard.press("Control+z");
  return { median: quantile(frames, 0.5), p95: quantile(frames, 0.95), frames: frames.length };
}

const { origin, child } = await startSite(Number(process.env.DRAG_PORT ?? 3790), "pose-drag");
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
const rows: string[] = [];
try {
  for (const props of [0, PROPS.length]) {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: "en-US" });
    await page.addInitScript(() => localStorage.setItem("cookieConsent", "necessary"));
    await page.goto(`${origin}/pose`);
    await page.locator('main[data-state="ready"]').waitFor({ timeout: 120_000 });
    for (let i = 0; i < 2; i++) {
      await page.getByRole("tab", { name: "Body" }).click();
      await page.getByRole("button", { name: "Add a doll" }).click();
    }
    await page.getByRole("tab", { name: "Props" }).click();
    for (const prop of PROPS.slice(0, props))
      await page.getByRole("button", { name: `Add ${prop}`, exact: true }).click();
    await page.getByRole("tab", { name: "Body" }).click();
    await page
      .getByRole("group", { name: "Dolls" })
      .locator("label")
      .filter({ hasText: "Doll 1" })
      .click();
    for (let run = 1; run <= RUNS; run++) {
      const result = await measure(page);
      const row = `| 3 dolls, ${props} props | ${run} | ${result.median.toFixed(1)} ms | ${result.p95.toFixed(1)} ms | ${result.frames} |`;
      console.log(row);
      rows.push(row);
    }
    await page.close();
  }
  const lines = [
    `# Drag frame times, ${SECONDS} s drag of a hand`,
    "",
    `${new Date().toISOString()} · software WebGL (SwiftShader), 1440 × 900`,
    "",
    "| scene | run | median | p95 | frames |",
    "| --- | ---: | ---: | ---: | ---: |",
    ...rows,
    "",
  ];
  writeFileSync(path.join(out, "summary.md"), lines.join("\n"));
  console.log(lines.join("\n"));
} finally {
  await browser.close();
  child.kill();
}
