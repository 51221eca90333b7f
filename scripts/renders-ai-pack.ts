/**
 * `npm run renders:ai-pack`: the AI app's picture on the home page and /download, "what 3D mode
 * takes", made by the doll itself: the built site in headless Chromium (software WebGL) poses a
 * preset, exports its pose pack from Export → For AI through the page, as a visitor does, and
 * the view, the OpenPose skeleton and the depth map of that one pack go side by side into
 * public/renders/ai-pack-<width>.{avif,webp,png}, listed in public/renders/manifest.json.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { unzipSync } from "fflate";
import sharp from "sharp";
import { RENDERS } from "../app/lib/renders.ts";
import { CHROMIUM_ARGS, ensureChromium } from "./chromium.ts";
import { type RenderFile, writeRenderSizes } from "./render-files.ts";
import { startSite } from "./site-server.ts";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "public/renders");
const PRESET = process.env.AI_PACK_PRESET ?? "action-run";
const SIDE = 512;
const { widths, aspect } = RENDERS["ai-pack"];

const { origin, child } = await startSite(Number(process.env.AI_PACK_PORT ?? 3780), "ai-pack");
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: "en-US" });
  await page.addInitScript(() => localStorage.setItem("cookieConsent", "necessary"));
  await page.goto(`${origin}/pose`);
  await page.locator('main[data-state="ready"]').waitFor({ timeout: 120_000 });
  await page.getByRole("tab", { name: "Pose" }).click();
  const preset = page.locator(`[data-preset="${PRESET}"]`);
  const groups = page.getByRole("group", { name: "Pose group" }).locator("label");
  for (let i = 0; i < (await groups.count()) && !(await preset.isVisible()); i++) {
    await groups.nth(i).click();
  }
  await preset.click();
  await page.getByRole("tab", { name: "Export" }).click();
  const pick = async (group: string, label: string | RegExp) =>
    page.getByRole("group", { name: group }).locator("label").filter({ hasText: label }).click();
  await pick("Style", "Ink");
  await pick("Frame", "Square");
  await pick("Map size", /^512 px$/);
  await page.getByRole("checkbox", { name: "Crop to the figures" }).check();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download pose pack (ZIP)" }).click(),
  ]);
  const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
  const panel = (name: string) => {
    const bytes = files[name];
    if (!bytes) throw new Error(`the pack has no ${name}`);
    return sharp(Buffer.from(bytes)).resize(SIDE, SIDE, { fit: "contain", background: "#000" });
  };
  const tiles = await Promise.all(
    ["view.png", "openpose.png", "depth.png"].map(async (name) =>
      panel(name).flatten({ background: "#fafaf7" }).png().toBuffer(),
    ),
  );
  const strip = await sharp({
    create: { width: SIDE * 3, height: SIDE, channels: 3, background: "#000" },
  })
    .composite(tiles.map((input, index) => ({ input, left: index * SIDE, top: 0 })))
    .png()
    .toBuffer();

  const manifestPath = path.join(out, "manifest.json");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<
    string,
    {
      aspect: number;
      files: RenderFile[];
    }
  >;
  const written = await writeRenderSizes(
    strip,
    "ai-pack",
    widths,
    aspect,
    out,
    manifest["ai-pack"]?.files,
  );
  manifest["ai-pack"] = { aspect, files: written };
  const sorted = Object.fromEntries(
    Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync(manifestPath, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`ai-pack: ${widths.join("/")} px from ${PRESET}`);
} finally {
  await browser.close();
  child.kill();
}
