import { readFile } from "node:fs/promises";
import { type Download, expect, type Page } from "@playwright/test";
import { dismissCookies } from "./helpers.ts";

/** Opens the editor and waits until the doll is ready (or the page gave up on WebGL). */
export async function openEditor(page: Page, url = "/pose", state = "ready") {
  await dismissCookies(page);
  await page.goto(url);
  await expect(page.locator("main")).toHaveAttribute("data-state", state, { timeout: 30_000 });
}

/** Applies a body preset by its id (content/poses/body.json), finding its group first. */
export async function applyPreset(page: Page, id: string) {
  await page.getByRole("tab", { name: "Pose" }).click();
  const button = page.locator(`[data-preset="${id}"]`);
  // Each group's radio is drawn as its label (the input is visually hidden, and a forced click
  // on its pixel can land on whatever covers it): click what a visitor sees.
  const groups = page.getByRole("group", { name: "Pose group" }).locator("label");
  for (let i = 0; i < (await groups.count()) && !(await button.isVisible()); i++) {
    await groups.nth(i).click();
  }
  await button.click();
}

/** Freezes the frame from the Export tab; the PNG's file name and bytes. */
export async function freezeFrame(page: Page) {
  await page.getByRole("tab", { name: "Export" }).click();
  // The radio is drawn as its label (the input is visually hidden): click what a visitor sees.
  // "For AI" has its own 1024 px: this is the picture's size.
  const sizes = page.getByRole("group", { name: "Size (long side)" });
  await sizes
    .locator("label")
    .filter({ hasText: /^1024 px$/ })
    .click();
  await expect(sizes.getByRole("radio", { name: "1024 px" })).toBeChecked();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Freeze frame" }).click(),
  ]);
  return { name: download.suggestedFilename(), png: await pngOf(download) };
}

async function pngOf(download: Download): Promise<Buffer> {
  const file = await download.path();
  return readFile(file);
}

export type PngStats = {
  width: number;
  height: number;
  /** Pixels that differ from the top-left pixel (the background), as a share of all pixels. */
  inked: number;
  /** SHA-256 of the decoded RGBA pixels. */
  digest: string;
  /** The inked pixels' bounding box, as shares of the width and height: [left, top, right, bottom]. */
  box: [number, number, number, number];
};

/**
 * Decodes PNGs with the browser's own decoder (no image library in the tests) and describes
 * them; `diff` counts the pixels where the first and each other image differ.
 */
export async function describePngs(page: Page, pngs: Buffer[]) {
  return page.evaluate(
    async (encoded: string[]) => {
      const decode = async (base64: string) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const images = await Promise.all(encoded.map(decode));
      const stats = await Promise.all(
        images.map(async (image) => {
          const d = image.data;
          let inked = 0;
          let [left, top, right, bottom] = [image.width, image.height, -1, -1];
          for (let i = 0; i < d.length; i += 4) {
            if (d[i] !== d[0] || d[i + 1] !== d[1] || d[i + 2] !== d[2] || d[i + 3] !== d[3]) {
              inked++;
              const x = (i / 4) % image.width;
              const y = Math.floor(i / 4 / image.width);
              left = Math.min(left, x);
              right = Math.max(right, x);
              top = Math.min(top, y);
              bottom = Math.max(bottom, y);
            }
          }
          const hash = await crypto.subtle.digest("SHA-256", d);
          const digest = [...new Uint8Array(hash)].map((b) => b.toString(16).padStart(2, "0"));
          return {
            width: image.width,
            height: image.height,
            inked: inked / (d.length / 4),
            digest: digest.join(""),
            box: [
              left / image.width,
              top / image.height,
              (right + 1) / image.width,
              (bottom + 1) / image.height,
            ] as [number, number, number, number],
          };
        }),
      );
      const [first, ...others] = images;
      const diff = others.map((other) => {
        if (!first || other.width !== first.width || other.height !== first.height) return -1;
        let count = 0;
        for (let i = 0; i < first.data.length; i += 4) {
          if (
            first.data[i] !== other.data[i] ||
            first.data[i + 1] !== other.data[i + 1] ||
            first.data[i + 2] !== other.data[i + 2] ||
            first.data[i + 3] !== other.data[i + 3]
          ) {
            count++;
          }
        }
        return count;
      });
      return { stats, diff };
    },
    pngs.map((png) => png.toString("base64")),
  );
}

/** The document is no wider than the viewport. */
export async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, JSON.stringify(widths)).toBeLessThanOrEqual(widths.client);
}

/**
 * Where the wooden doll is drawn, from the canvas's own pixels (the doll is wood-coloured: red
 * well above blue; the paper, grid and shadow are grey): its top, and at a given share of its
 * height the leftmost wood pixel. Page coordinates, for pointer drags on real parts.
 */
export async function dollOnCanvas(page: Page, row: number) {
  const canvas = page.getByTestId("pose-canvas");
  const box = await canvas.boundingBox();
  if (!box) throw new Error("no canvas");
  const png = (await canvas.screenshot()).toString("base64");
  const found = await page.evaluate(
    async ({ encoded, row }) => {
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
      let centre = 0;
      for (let y = 0; y < height && top < 0; y++)
        for (let x = 0; x < width; x++)
          if (wood(x, y)) {
            top = y;
            centre = x;
            break;
          }
      for (let y = height - 1; y >= 0 && bottom < 0; y--)
        for (let x = 0; x < width; x++) if (wood(x, y)) bottom = y;
      const y = Math.round(top + (bottom - top) * row);
      let left = -1;
      for (let x = 0; x < width && left < 0; x++) if (wood(x, y)) left = x;
      return { top, bottom, centre, y, left, scale: width / bitmap.width };
    },
    { encoded: png, row },
  );
  if (found.top < 0) throw new Error("the doll is not on the canvas");
  return {
    /** A point inside the head, near its top. */
    head: { x: box.x + found.centre, y: box.y + found.top + (found.bottom - found.top) * 0.04 },
    /** The leftmost point of the doll at `row` of its height (a hanging arm: the hand). */
    side: { x: box.x + found.left + 3, y: box.y + found.y },
    height: found.bottom - found.top,
    /** The lowest wood pixel's height on the page: the feet, which a drag of the head leaves. */
    feet: box.y + found.bottom,
  };
}
