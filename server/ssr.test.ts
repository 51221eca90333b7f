import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { pagesForFile } from "./test/pages.ts";
import { insertPost } from "./test/seed.ts";

const root = path.resolve(import.meta.dirname, "..");
const pages = pagesForFile();

beforeAll(async () => {
  await insertPost(pages.db.db, {
    slug: "xss-check",
    publishedAt: new Date("2019-01-01"),
    title: "Hostile post",
    summary: "Markdown that tries to run code",
    body: [
      "## Payloads",
      "<script>window.__pwned = 1</script>",
      "[click me](javascript:window.__pwned=2)",
      '<img src="x" onerror="window.__pwned=3">',
      '<a href="https://example.com" onclick="window.__pwned=4">styled</a>',
    ].join("\n\n"),
  });
});

describe("server-rendered article HTML", () => {
  it("neutralises scripts, event handlers and javascript: links from Markdown", async () => {
    const res = await pages.app.inject({ url: "/blog/xss-check" });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers["content-security-policy"]))?.[1];
    // Every script element on the page is the framework's own, carrying this response's nonce.
    expect(nonce).toBeTruthy();
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
      const trusted =
        tag.includes(`nonce="${nonce}"`) || tag.includes('type="application/ld+json"');
      expect(trusted, tag).toBe(true);
    }
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).not.toMatch(/<img[^>]*onerror/i);
    expect(html).not.toMatch(/<a[^>]*onclick/i);
    expect(html).toContain("&lt;script&gt;window.__pwned = 1&lt;/script&gt;");
  });

  it("inlines the stylesheet under the response's nonce and preloads the scripts from the head", async () => {
    const res = await pages.app.inject({ url: "/" });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers["content-security-policy"]);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(csp).not.toContain("unsafe-inline");
    const head = res.body.slice(0, res.body.indexOf("</head>"));
    const styles = head.match(/<style\b[^>]*>/g) ?? [];
    expect(styles).toEqual([`<style data-inline-css="" nonce="${nonce}">`]);
    expect(head).toMatch(/<style[^>]*>[^<]*\.ink-panel\{/);
    expect(res.body).not.toContain('rel="stylesheet"');
    // ADR 0007: React Router's own markup, untouched: the scripts preload from the head, with the
    // response's nonce, and its module script boots the page.
    const preloads = head.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads.some((tag) => /href="\/assets\/entry\.client-[\w-]+\.js"/.test(tag))).toBe(
      true,
    );
    for (const tag of preloads) expect(tag).toContain(`nonce="${nonce}"`);
    expect(res.body).toContain(`<script nonce="${nonce}" type="module"`);
  });

  it("renders a legal page completely on the server", async () => {
    const res = await pages.app.inject({ url: "/privacy", headers: { "accept-language": "ja" } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ja"');
    expect(res.body).toMatch(/<h2 id="[^"]+">/);
  });

  it("builds canonical links, the QR code and the official domain from configuration, not Host", async () => {
    for (const url of ["/download", "/"]) {
      const res = await pages.app.inject({
        url,
        headers: { host: "evil.example", "x-forwarded-host": "evil.example" },
        remoteAddress: "127.0.0.1", // a trusted proxy
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain("evil.example");
      expect(res.body).toMatch(/<link rel="canonical" href="http:\/\/localhost:3000\//);
    }
  });
});

describe("client navigations (`.data` requests, issue 13)", () => {
  it.each([
    ["/terms.data?_routes=legal-terms", "Terms of Service"],
    ["/cookies.data?_routes=legal-cookies", "Cookies Policy"],
    ["/agreement/privacy.data?_routes=agreement-privacy", "Privacy Policy"],
    ["/manual/camera-lens-and-perspective.data?_routes=manual-article", "camera-lens"],
    ["/blog/xss-check.data?_routes=blog-article", "Hostile post"],
  ])("%s answers the route's data, not a 404", async (url, expected) => {
    const res = await pages.app.inject({ url, headers: { "accept-language": "en-US" } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(expected);
  });

  it("a manual slug is not looked up among blog posts", async () => {
    const res = await pages.app.inject({
      url: "/manual/xss-check.data?_routes=manual-article",
      headers: { "accept-language": "en-US" },
    });
    expect(res.body).not.toContain("Hostile post");
  });
});

describe("the client's files (ADR 0022)", () => {
  const engine = () => {
    const name = readdirSync(path.join(root, "build/client/assets")).find((file) =>
      /^engine-[\w-]+\.js$/.test(file),
    );
    if (!name) throw new Error("no engine chunk in build/client/assets");
    return {
      url: `/assets/${name}`,
      bytes: readFileSync(path.join(root, "build/client/assets", name)),
    };
  };

  it("sends the build's brotli to browsers that take it, its gzip to the others, the file to the rest", async () => {
    const { url, bytes } = engine();
    const br = await pages.app.inject({
      url,
      headers: { "accept-encoding": "gzip, deflate, br, zstd" },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(br.rawPayload).equals(bytes)).toBe(true);
    // Brotli at its best setting, not a fast on-the-fly one: well under gzip's size.
    expect(br.rawPayload.length).toBeLessThan(0.9 * gzipSync(bytes, { level: 9 }).length);

    const gz = await pages.app.inject({ url, headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).equals(bytes)).toBe(true);

    const plain = await pages.app.inject({ url, headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.equals(bytes)).toBe(true);
  });

  it("does not serve the compressed copies at addresses of their own", async () => {
    const { url } = engine();
    for (const suffix of [".br", ".gz"]) {
      expect((await pages.app.inject({ url: `${url}${suffix}` })).statusCode).toBe(404);
    }
  });
});
