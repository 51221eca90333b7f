/**
 * `npm run renders:themes`: every theme pose of content/themes/ rendered by the real doll in the
 * ink style, as AVIF and WebP at each width of THEME_THUMB, into
 * public/renders/themes/<slug>/<pose>-<width>.{avif,webp}, with public/renders/themes/manifest.json
 * listing width and height per file for `srcset`.
 *
 * It drives the doll sandbox of the engine branch (scripts/doll-sandbox/, issue 15) the way
 * scripts/renders.ts does: Vite serves the sandbox, headless Chromium with software WebGL mounts
 * each scene as the theme stores it (its own camera and light) and exports a PNG. So it runs on a
 * tree where that branch is merged. `npm run renders:themes -- dance hands` renders only those
 * themes; THEME_RENDERS_PORT picks the sandbox port (default 3402).
 */
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { THEME_THUMB, themeThumbs, thumbHeight } from "../contract/themes.ts";
import { loadThemes } from "../server/content/themes.ts";
import { ensureChromium } from "./chromium.ts";

// The sandbox arrives with the engine branch (i15engine); imported by name so this file type-checks
// before that merge. What the script uses of it is typed here.
type Sandbox = {
  mount(scene: unknown): Promise<unknown>;
  exportBase64(options: { size: number; background: "paper"; style: "ink" }): Promise<string>;
};
type SandboxModule = {
  startSandbox(port: number): Promise<{ close(): Promise<void> }>;
  WEBGL_ARGS: string[];
};
type Resized = {
  clone(): Resized;
  avif(options: object): Resized;
  webp(options: object): Resized;
  toFile(file: string): Promise<unknown>;
};
type Sharp = (input: Buffer) => { resize(w: number, h: number, options: object): Resized };
const SANDBOX_MODULE = "./doll-sandbox/shots.ts";
const SHARP_MODULE = "sharp"; // a devDependency of the engine branch
const { startSandbox, WEBGL_ARGS } = (await import(SANDBOX_MODULE)) as SandboxModule;
const sharp = ((await import(SHARP_MODULE)) as { default: Sharp }).default;

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "public/renders/themes");
const manifestPath = path.join(out, "manifest.json");
type Manifest = Record<string, { width: number; height: number; avif: string; webp: string }[]>;

const only = process.argv.slice(2);
const themes = (await loadThemes(path.join(root, "content"))).filter(
  (theme) => only.length === 0 || only.includes(theme.slug),
);
let manifest: Manifest = {};
try {
  manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
} catch {
  manifest = {};
}

const port = Number(process.env.THEME_RENDERS_PORT ?? 3402);
const server = await startSandbox(port);
const browser = await chromium.launch({ executablePath: ensureChromium(), args: WEBGL_ARGS });
// The page is the thumbnails' shape, so the export (the view's aspect) is too.
const viewport = { width: 800, height: thumbHeight(800) };
const widest = Math.max(...THEME_THUMB.widths);
// Drawn half again as large as the widest output, then scaled down: smoother ink lines.
const drawLong = Math.round(thumbHeight(widest) * 1.5);
let total = 0;

try {
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
  page.on("pageerror", (error) => console.error(`page: ${error.message}`));
  await page.goto(`http://127.0.0.1:${port}/?auto=0`);
  await page.waitForFunction(() => "sandbox" in window);
  for (const theme of themes) {
    mkdirSync(path.join(out, theme.slug), { recursive: true });
    for (const pose of theme.poses) {
      const key = `${theme.slug}/${pose.id}`;
      const base64 = await page.evaluate(
        async ({ scene, size }) => {
          const sandbox = (window as unknown as { sandbox: Sandbox }).sandbox;
          await sandbox.mount(scene);
          return sandbox.exportBase64({ size, background: "paper", style: "ink" });
        },
        { scene: pose.scene, size: drawLong },
      );
      const source = Buffer.from(base64, "base64");
      for (const stale of manifest[key] ?? []) {
        for (const file of [stale.avif, stale.webp])
          rmSync(path.join(root, "public", file), { force: true });
      }
      const files = themeThumbs(theme.slug, pose.id);
      for (const file of files) {
        const resized = sharp(source).resize(file.width, file.height, {
          fit: "cover",
          kernel: "lanczos3",
        });
        await resized
          .clone()
          .avif({ quality: 50, effort: 6 })
          .toFile(path.join(root, "public", file.avif));
        await resized
          .clone()
          .webp({ quality: 72, effort: 6 })
          .toFile(path.join(root, "public", file.webp));
      }
      manifest[key] = files;
      const bytes = files
        .flatMap((file) => [file.avif, file.webp])
        .reduce((sum, file) => sum + statSync(path.join(root, "public", file)).size, 0);
      total += bytes;
      console.log(`${key}: ${Math.round(bytes / 1024)} KB`);
    }
  }
  await page.close();
  const sorted = Object.fromEntries(
    Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync(manifestPath, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`${themes.length} themes, ${Math.round(total / 1024)} KB written`);
} finally {
  await browser.close();
  await server.close();
}
