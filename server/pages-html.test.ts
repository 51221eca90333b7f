import { describe, expect, it } from "vitest";
import { loadThemes } from "./content/themes.ts";
import { pagesForFile } from "./test/pages.ts";
import { contentDir } from "./test/seed.ts";

// What the server sends for a page, read from its HTML and headers: these were browser tests
// that used only Playwright's `request`, moved to the cheapest lane that can fail for them.

const pages = pagesForFile();

const get = (url: string, language?: string) =>
  pages.app.inject({ url, headers: language ? { "accept-language": language } : {} });

const titleOf = (html: string) =>
  (/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "").replaceAll("&amp;", "&");

const ROUTES: [string, RegExp][] = [
  // path, en-US title
  ["/", /^Inkdoll — 3D pose reference for manga and illustration$/],
  ["/download", /^Download · Inkdoll$/],
  ["/changelog", /^Release notes · Inkdoll$/],
  ["/terms", /^Terms of Service · Inkdoll$/],
  ["/privacy", /^Privacy Policy · Inkdoll$/],
  ["/about", /^About .* · Inkdoll$/],
  ["/copyright", /^Copyright .* · Inkdoll$/],
  ["/logout-agreement", /^Account .* · Inkdoll$/],
  ["/third-party", /^Third-party .* · Inkdoll$/i],
  ["/collection-list", /^.* · Inkdoll$/],
  ["/cookies", /^Cookies? Policy · Inkdoll$/i],
  ["/agreement", /^Terms of Service · Inkdoll$/],
  ["/agreement/privacy", /^Privacy Policy · Inkdoll$/],
  ["/agreement/about", /^About .* · Inkdoll$/],
  ["/login?redirects=%2Fdownload", /^Log in · Inkdoll$/],
  ["/gift", /^Gifts and invitations · Inkdoll$/],
  ["/gift/manage", /^Manage gifts · Inkdoll$/],
  ["/faq", /^FAQ · Inkdoll$/],
  ["/manual", /^User manual · Inkdoll$/],
  ["/blog", /^Blog · Inkdoll$/],
  ["/themes", /^Themes · Inkdoll$/],
  ["/careers", /^Careers · Inkdoll$/],
  ["/support", /^Customer support · Inkdoll$/],
  ["/business", /^Business cooperation · Inkdoll$/],
  ["/beta", /^Beta program · Inkdoll$/],
  ["/pose", /^.* · Inkdoll$/],
];

describe("every route renders on the server", () => {
  it.each(ROUTES)("%s in en-US and zh-CN", async (route, enTitle) => {
    const en = await get(route, "en-US");
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('<html lang="en-US"');
    expect(titleOf(en.body)).toMatch(enTitle);

    const zh = await get(route, "zh-CN,zh;q=0.9");
    expect(zh.body).toContain('<html lang="zh-CN"');
    expect(titleOf(zh.body)).toMatch(/Inkdoll/);
    expect(titleOf(zh.body)).not.toBe(titleOf(en.body));
  });

  it("the in-app agreement pages take the app's lang and have no site chrome", async () => {
    const { body } = await get("/agreement/privacy?lang=ja_jp", "en-US");
    expect(body).toContain('<html lang="ja"');
    expect(body).not.toContain('href="#main"');
    expect(body).not.toContain("<footer");
  });

  it("an unknown page answers 404 in the site's frame, an unknown article too", async () => {
    const res = await get("/no/such/page");
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain("<title>Page not found · Inkdoll</title>");
    expect(res.body).toContain("<footer");
    expect((await get("/blog/no-such-post")).statusCode).toBe(404);
    expect((await get("/manual/no-such-entry")).statusCode).toBe(404);
  });

  it("the browser's first preference decides the language", async () => {
    expect((await get("/", "fr-FR,ja;q=0.8")).body).toContain('<html lang="en-US"');
    expect((await get("/", "ja-JP,en;q=0.5")).body).toContain('<html lang="ja"');
  });

  it("the home page's HTML holds its text under a fresh nonce per response", async () => {
    const res = await get("/", "fr-FR");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en-US">');
    expect(res.body).toContain("Pose it. Light it. Draw it.");
    const csp = String(res.headers["content-security-policy"] ?? "");
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(csp).toContain("'strict-dynamic'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(nonce).toBeTruthy();
    expect(res.body).toContain(`nonce="${nonce}"`);
    const again = await get("/");
    expect(String(again.headers["content-security-policy"])).not.toContain(`'nonce-${nonce}'`);
  });

  it("the doll's page is served as a shell whose controls wait for the engine", async () => {
    const { body } = await get("/pose", "en-US");
    expect(body).toMatch(/<fieldset disabled="" class="min-w-0">/);
  });

  it("pages carry descriptions, social cards, canonical and language alternates", async () => {
    const { body } = await get("/download?lang=ja");
    expect(body).toContain('<html lang="ja"');
    expect(body).toMatch(/<meta name="description" content="[^"]+"/);
    expect(body).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(body).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(body).toMatch(/<link rel="canonical" href="http[^"]+\/download\?lang=ja"/);
    for (const lang of ["en-US", "zh-CN", "zh-HK", "ja", "ko", "es", "x-default"]) {
      expect(body).toMatch(
        new RegExp(`<link rel="alternate" hreflang="${lang}" href="[^"]+"`, "i"),
      );
    }
  });

  it("sitemap.xml lists every theme page", async () => {
    const themes = await loadThemes(contentDir);
    const xml = (await get("/sitemap.xml")).body;
    expect(themes.length).toBeGreaterThan(0);
    for (const theme of themes) expect(xml).toContain(`/themes/${theme.slug}</loc>`);
  });

  it("answers the not-found page for an address holding a control character", async () => {
    // A NUL reached PostgreSQL through the page's loader and answered 500.
    for (const url of [
      "/careers/a%00b",
      "/works/a%00b",
      "/blog/a%00b",
      "/manual/a%01b",
      "/themes/a%1fb",
      "/support/ticket/T-1?token=a%00b",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain("<title>Page not found · Inkdoll</title>");
    }
  });

  it("an unknown API path answers the JSON envelope", async () => {
    const res = await get("/api/nope");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: "Not found", data: { reason: "not_found" } });
  });
});
