/**
 * Byte budgets of the home page's first load, measured on the production build (deterministic,
 * so `npm test` enforces them): JavaScript ≤ 140 KB gzip, CSS ≤ 20 KB gzip (linked files plus
 * the inline `<style>`), whole page ≤ 400 KB, ≤ 20 requests. Lighthouse scores, which are
 * noisy, live in `npm run audit`.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { syncContent } from "../server/db/seed.ts";

const root = path.resolve(import.meta.dirname, "..");
const KB = 1024;
const BUDGET = { js: 140 * KB, css: 20 * KB, total: 400 * KB, requests: 20 };
/** Calls the page makes at start-up (spec §4): getImei, ip2geo, the blog list. */
const STARTUP_CALLS = 3;

const gz = (buffer: Buffer | string) => gzipSync(buffer, { level: 9 }).length;

const handle = await openDatabase({ driver: "pglite", client: new PGlite() });
await handle.migrate();
await syncContent(handle.db, { contentDir: path.join(root, "content") });
const app = await buildApp({
  config: loadConfig({ LOG_LEVEL: "silent", RATE_LIMIT_API_PER_MINUTE: "0" }),
  dbHandle: handle,
  buildDir: path.join(root, "build"),
});

const results: { page: string; js: number; css: number; total: number; requests: number }[] = [];
for (const page of ["/", "/download", "/themes", "/themes/couples"]) {
  const res = await app.inject({
    url: page,
    headers: { "accept-language": "en-US", "user-agent": "Mozilla/5.0" },
  });
  const html = res.body;
  const assets = (pattern: RegExp) => [
    ...new Set([...html.matchAll(pattern)].map((m) => m[1] as string)),
  ];
  // React Router preloads every module the page loads from the head, and imports them in its
  // boot module.
  const js = assets(/(?:href="|import\s*(?:[\w*{}\s,]+from\s*)?")(\/assets\/[^"]+\.js)"/g);
  if (js.length === 0) throw new Error(`${page}: found no JavaScript in the page to measure`);
  const css = assets(/href="(\/assets\/[^"]+\.css)"/g);
  // Lazy images (the theme grids below the first cards) load as they scroll into view.
  const eagerHtml = html.replace(/<img[^>]*loading="lazy"[^>]*>/g, "");
  const images = [
    ...new Set([...eagerHtml.matchAll(/<img[^>]+src="(\/[^"]+)"/g)].map((m) => m[1] as string)),
  ].concat(["/favicon.svg"]);
  const size = (files: string[]) =>
    files.reduce((sum, file) => {
      const full = file.startsWith("/content/")
        ? path.join(root, "content/articles", file.slice("/content/".length))
        : path.join(root, "build/client", file);
      return sum + gz(readFileSync(full));
    }, 0);
  const jsBytes = size(js);
  // The stylesheet is inlined in the head (app/lib/inline-css.tsx): its bytes are CSS the page
  // loads, so they count against the CSS budget; they are also part of the HTML, counted once.
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? "");
  const inlineCssBytes = inlineCss.length ? gz(inlineCss.join("")) : 0;
  const cssBytes = size(css) + inlineCssBytes;
  const total = gz(html) + jsBytes + size(css) + size(images);
  results.push({
    page,
    js: jsBytes,
    css: cssBytes,
    total,
    requests: 1 + js.length + css.length + images.length + STARTUP_CALLS,
  });
}
await app.close();
await handle.close();

const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
let failed = false;
for (const r of results) {
  const checks: [string, number, number, (n: number) => string][] = [
    ["JavaScript (gzip)", r.js, BUDGET.js, kb],
    ["CSS (gzip)", r.css, BUDGET.css, kb],
    ["whole page (gzip)", r.total, BUDGET.total, kb],
    ["requests", r.requests, BUDGET.requests, String],
  ];
  for (const [name, value, limit, show] of checks) {
    const ok = value <= limit;
    if (!ok) failed = true;
    console.log(`${ok ? "✓" : "✗"} ${r.page} ${name}: ${show(value)} (budget ${show(limit)})`);
  }
}
process.exit(failed ? 1 : 0);
