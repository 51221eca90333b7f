/**
 * `npm run screenshots -- [paths…]`: full-page PNGs of a running site (SITE_URL, default
 * http://127.0.0.1:3000) at 390 and 1440 px, in en-US and zh-CN, light and dark, into reports/screenshots.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, ensureChromium } from "./chromium.ts";

const root = path.resolve(import.meta.dirname, "..");
const site = process.env.SITE_URL ?? "http://127.0.0.1:3000";
const paths = process.argv.slice(2).filter((a) => a.startsWith("/"));
const widths = (process.env.WIDTHS ?? "390,1440").split(",").map(Number);
const locales = (process.env.LOCALES ?? "en-US,zh-CN").split(",");
const schemes = (process.env.SCHEMES ?? "light").split(",") as ("light" | "dark")[];
const out = path.join(root, "reports/screenshots");
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
for (const locale of locales) {
  for (const width of widths) {
    for (const colorScheme of schemes) {
      const context = await browser.newContext({
        locale,
        colorScheme,
        viewport: { width, height: width < 800 ? 844 : 900 },
        deviceScaleFactor: 1,
        extraHTTPHeaders: { "accept-language": locale },
      });
      const page = await context.newPage();
      for (const p of paths.length ? paths : ["/"]) {
        await page.goto(`${site}${p}`, { waitUntil: "networkidle" });
        const name = `${p.replace(/[^a-z0-9]+/gi, "_") || "home"}-${locale}-${width}-${colorScheme}.png`;
        // Sections with `content-visibility: auto` (.render-when-visible) are only painted near
        // the viewport, which a full-page capture is not: render them all first (CSSOM, so the
        // page's CSP does not apply).
        await page.evaluate(() => {
          for (const element of document.querySelectorAll<HTMLElement>(".render-when-visible")) {
            element.style.contentVisibility = "visible";
          }
        });
        await page.screenshot({ path: path.join(out, name), fullPage: process.env.FULL !== "0" });
        console.log(path.join("reports/screenshots", name));
      }
      await context.close();
    }
  }
}
await browser.close();
