/**
 * `npm run og-image`: renders public/og-image.png (1200×630, the social card) from the running
 * site's hero (SITE_URL, default http://127.0.0.1:3000). Run after changing the hero.
 */
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, ensureChromium } from "./chromium.ts";

const site = process.env.SITE_URL ?? "http://127.0.0.1:3000";
const out = path.resolve(import.meta.dirname, "../public/og-image.png");
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
const page = await browser.newPage({
  viewport: { width: 1200, height: 630 },
  locale: "en-US",
  bypassCSP: true,
});
await page.addInitScript(() => localStorage.setItem("cookieConsent", "necessary"));
await page.goto(site, { waitUntil: "networkidle" });
await page.addStyleTag({
  content: "header, search, main > section:first-child p:has(a), dl { display: none !important }",
});
const hero = page.locator("main > section").first();
await hero.screenshot({ path: out });
await browser.close();
console.log(out);
