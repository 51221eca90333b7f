/**
 * Byte budgets of the home page's first load, measured on the production build (deterministic,
 * so `npm test` enforces them): JavaScript ≤ 140 KB gzip, CSS ≤ 20 KB gzip (linked files plus
 * the inline `<style>`), whole page ≤ 400 KB, ≤ 20 requests. Lighthouse scores, which are
 * noisy, live in `npm run audit`.
 *
 * /pose (the 3D doll, issue 15) counts the three.js chunk it imports on demand as part of its
 * first load (the doll must be on screen). The issue asked ≤ 220 KB gzip in all, React included;
 * React (104.6 KB) plus three.js's own floor (a bare WebGLRenderer, 128.6 KB) is already ~233 KB, so
 * the budget is the measured 304 KB plus a small margin, to catch growth (docs/decisions/0014).
 * And three.js reaches no other route, not even lazily: the chunks holding its code are found
 * by its signature and every route's module graph is walked.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import consoleCatalogue from "../app/locales/console/en-US.ts";
import siteCatalogue from "../app/locales/en-US.ts";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { syncContent } from "../server/db/seed.ts";
import { chunkGraph } from "./chunk-graph.ts";

const root = path.resolve(import.meta.dirname, "..");
const KB = 1024;
const BUDGET = { js: 140 * KB, css: 20 * KB, total: 400 * KB, requests: 20 };
const POSE_BUDGET = { ...BUDGET, js: 310 * KB };
const PAGES = [
  ["/", BUDGET],
  ["/download", BUDGET],
  ["/themes", BUDGET],
  ["/themes/couples", BUDGET],
  ["/pose", POSE_BUDGET],
] as const;
/** The route that may load three.js, and a string only three.js's code contains. */
const POSE_ROUTE = "routes/pose";
const THREE_SIGNATURE = "__THREE__";
/** Calls the page makes at start-up (spec §4): getImei, ip2geo, the blog list. */
const STARTUP_CALLS = 3;

const gz = (buffer: Buffer | string) => gzipSync(buffer, { level: 9 }).length;
// Pages share most of their files (the framework, the app chunk): each is compressed once.
const gzFileCache = new Map<string, number>();
const gzFile = (file: string) => {
  let bytes = gzFileCache.get(file);
  if (bytes === undefined) {
    bytes = gz(readFileSync(file));
    gzFileCache.set(file, bytes);
  }
  return bytes;
};

const handle = await openDatabase({ driver: "pglite", client: new PGlite() });
await handle.migrate();
await syncContent(handle.db, { contentDir: path.join(root, "content") });
const app = await buildApp({
  config: loadConfig({ LOG_LEVEL: "silent", RATE_LIMIT_API_PER_MINUTE: "0" }),
  dbHandle: handle,
  buildDir: path.join(root, "build"),
});

const graph = chunkGraph(path.join(root, "build/client"));
type Result = {
  page: string;
  js: number;
  jsBrotli: number;
  css: number;
  total: number;
  requests: number;
};
const results: (Result & { budget: typeof BUDGET })[] = [];
for (const [page, budget] of PAGES) {
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
  const linked = assets(/(?:href="|import\s*(?:[\w*{}\s,]+from\s*)?")(\/assets\/[^"]+\.js)"/g);
  if (linked.length === 0) throw new Error(`${page}: found no JavaScript in the page to measure`);
  // The editor imports the doll's engine as soon as it loads: part of the first load there. Its
  // other on-demand chunks (the save dialog, the no-WebGL fallback) load only when asked for.
  const js =
    page === "/pose"
      ? [...graph.closure([...linked, ...graph.containing(THREE_SIGNATURE)], { dynamic: false })]
      : linked;
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
      return sum + gzFile(full);
    }, 0);
  const jsBytes = size(js);
  // What a browser that takes brotli receives: the build's `.br` copies (ADR 0022). The budget
  // stays in gzip, the measure issue 15 set; this shows what phones actually download.
  const jsBrotli = js.reduce((sum, file) => {
    const full = path.join(root, "build/client", file);
    return sum + (existsSync(`${full}.br`) ? statSync(`${full}.br`).size : gzFile(full));
  }, 0);
  // The stylesheet is inlined in the head (app/lib/inline-css.tsx): its bytes are CSS the page
  // loads, so they count against the CSS budget; they are also part of the HTML, counted once.
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? "");
  const inlineCssBytes = inlineCss.length ? gz(inlineCss.join("")) : 0;
  const cssBytes = size(css) + inlineCssBytes;
  const total = gz(html) + jsBytes + size(css) + size(images);
  results.push({
    page,
    budget,
    js: jsBytes,
    jsBrotli,
    css: cssBytes,
    total,
    requests: 1 + js.length + css.length + images.length + STARTUP_CALLS,
  });
}

/**
 * The operator console's code and text never reach public pages (issue 17): the JavaScript a
 * public page loads (every module it preloads or imports) holds no console chunk, and neither its
 * HTML nor that JavaScript carries the console's catalogue. The console page itself is checked to
 * carry the catalogue, so the probe is known to find it.
 */
const manifestFile = readdirSync(path.join(root, "build/client/assets")).find((f) =>
  /^manifest-[\w-]+\.js$/.test(f),
);
if (!manifestFile) throw new Error("no React Router manifest in build/client/assets");
const manifest = JSON.parse(
  readFileSync(path.join(root, "build/client/assets", manifestFile), "utf8").replace(
    /^window\.__reactRouterManifest=|;?\s*$/g,
    "",
  ),
) as {
  routes: Record<string, { id: string; parentId?: string; module: string; imports?: string[] }>;
};
const routes = Object.values(manifest.routes);
const isConsole = (id: string): boolean => {
  const route = manifest.routes[id];
  return id === "console" || (!!route?.parentId && isConsole(route.parentId));
};
const filesOf = (list: typeof routes) =>
  new Set(list.flatMap((route) => [route.module, ...(route.imports ?? [])]));
const publicFiles = filesOf(routes.filter((route) => !isConsole(route.id)));
const consoleOnly = [...filesOf(routes.filter((route) => isConsole(route.id)))].filter(
  (file) => !publicFiles.has(file),
);
if (consoleOnly.length < 5) throw new Error(`found only ${consoleOnly.length} console chunks`);
/** Sentences of the console's catalogue long enough to be nowhere else. */
const probes: string[] = [];
const collect = (tree: unknown) => {
  if (typeof tree === "string") {
    if (tree.length >= 40 && !tree.includes("{")) probes.push(tree);
  } else if (tree && typeof tree === "object") Object.values(tree).forEach(collect);
};
collect(consoleCatalogue);
// Sentences the site's own catalogue shares ("Too many attempts…") prove nothing.
const shared = JSON.stringify(siteCatalogue);
probes.splice(
  0,
  probes.length,
  ...probes.filter((probe) => !shared.includes(JSON.stringify(probe))),
);
const consoleChecks: [string, boolean][] = [];
for (const page of ["/", "/download", "/blog"]) {
  const res = await app.inject({
    url: page,
    headers: { "accept-language": "en-US", "user-agent": "Mozilla/5.0" },
  });
  const js = [
    ...new Set(
      [
        ...res.body.matchAll(/(?:href="|import\s*(?:[\w*{}\s,]+from\s*)?")(\/assets\/[^"]+\.js)"/g),
      ].map((m) => m[1] as string),
    ),
  ];
  const chunks = js.filter((file) => consoleOnly.includes(file));
  const code = js
    .map((file) => readFileSync(path.join(root, "build/client", file), "utf8"))
    .join("\n");
  const text = probes.filter((probe) => res.body.includes(probe) || code.includes(probe));
  consoleChecks.push([
    `${page} loads no console JavaScript (${js.length} modules)`,
    chunks.length === 0,
  ]);
  consoleChecks.push([`${page} carries none of the console catalogue`, text.length === 0]);
  if (chunks.length || text.length) console.log(`  found: ${[...chunks, ...text].join(", ")}`);
}
const consolePage = await app.inject({
  url: "/admin/staff",
  headers: { "accept-language": "en-US", "user-agent": "Mozilla/5.0" },
});
consoleChecks.push([
  `/admin/staff carries the console catalogue (the probe works: ${probes.length} sentences)`,
  probes.filter((probe) => consolePage.body.includes(probe)).length === probes.length,
]);
await app.close();
await handle.close();

const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
let failed = false;
for (const r of results) {
  const checks: [string, number, number, (n: number) => string][] = [
    ["JavaScript (gzip)", r.js, r.budget.js, kb],
    ["CSS (gzip)", r.css, r.budget.css, kb],
    ["whole page (gzip)", r.total, r.budget.total, kb],
    ["requests", r.requests, r.budget.requests, String],
  ];
  for (const [name, value, limit, show] of checks) {
    const ok = value <= limit;
    if (!ok) failed = true;
    const served = name.startsWith("JavaScript") ? `; sent as brotli: ${kb(r.jsBrotli)}` : "";
    console.log(
      `${ok ? "✓" : "✗"} ${r.page} ${name}: ${show(value)} (budget ${show(limit)}${served})`,
    );
  }
}
for (const [name, ok] of consoleChecks) {
  if (!ok) failed = true;
  console.log(`${ok ? "✓" : "✗"} ${name}`);
}

// three.js: found by its signature, reached by /pose only, and there only through import().
const three = new Set(graph.containing(THREE_SIGNATURE));
const reaching = (id: string, dynamic: boolean) =>
  [...graph.closure(graph.routeModules(id), { dynamic })].filter((file) => three.has(file));
const others = Object.keys(graph.manifest.routes).filter((id) => id !== POSE_ROUTE);
const leaks = others.filter((id) => reaching(id, true).length > 0);
const threeChecks: [boolean, string][] = [
  [three.size > 0, `three.js is in the build: ${[...three].join(", ") || "not found"}`],
  [
    three.size > 0 && reaching(POSE_ROUTE, true).length === three.size,
    `${POSE_ROUTE} reaches three.js`,
  ],
  [reaching(POSE_ROUTE, false).length === 0, `${POSE_ROUTE} loads three.js only on demand`],
  [
    leaks.length === 0,
    `no other route reaches three.js, even on demand (${others.length} routes${leaks.length ? `; reached by ${leaks.join(", ")}` : ""})`,
  ],
];
for (const [ok, text] of threeChecks) {
  if (!ok) failed = true;
  console.log(`${ok ? "✓" : "✗"} ${text}`);
}
process.exit(failed ? 1 : 0);
