import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { pagesForFile } from "./test/pages.ts";

// The legal documents and the apps' agreement views are whole in the server's HTML (title,
// version, table of contents and its anchors, the in-app frame); what only a browser can show of
// them (hydration, axe) stays in tests/e2e/documents.spec.ts.

const root = path.resolve(import.meta.dirname, "..");

const PAGES: [string, string][] = [
  ["/terms", "terms"],
  ["/privacy", "privacy"],
  ["/about", "about"],
  ["/copyright", "copyright"],
  ["/logout-agreement", "logout-agreement"],
  ["/third-party", "third-party"],
  ["/collection-list", "collection-list"],
  ["/cookies", "cookies"],
  ["/agreement", "terms"],
  ["/agreement/privacy", "privacy"],
  ["/agreement/about", "about"],
];

const LANGUAGES: [string, string][] = [
  ["en-US", "en_us"],
  ["zh-CN", "zh_cn"],
  ["ja", "ja_jp"],
  ["ko", "ko_kr"],
];

function frontmatter(key: string, language: string) {
  const text = readFileSync(path.join(root, "content/documents", key, `${language}.md`), "utf8");
  return parse(/^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? "") as {
    title: string;
    version: string;
  };
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" };
/** The text of an HTML fragment as a reader sees it: tags and phrase breaks dropped, entities read. */
function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, "")
    .replaceAll("\u200b", "")
    .replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) => {
      if (ENTITIES[name]) return ENTITIES[name];
      if (name.startsWith("#x")) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
      return whole;
    })
    .trim();
}

const pages = pagesForFile();

describe("legal documents and agreement pages, as the server sends them", () => {
  for (const [route, key] of PAGES) {
    it.each(LANGUAGES)(`${route} in %s`, async (locale, language) => {
      const res = await pages.app.inject({ url: route, headers: { "accept-language": locale } });
      expect(res.statusCode).toBe(200);
      const html = res.body;
      const { title, version } = frontmatter(key, language);
      const h1s = html.match(/<h1\b[^>]*>[\s\S]*?<\/h1>/g) ?? [];
      expect(h1s.map(text)).toEqual([title]);
      const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
      expect(text(main)).toContain(String(version));
      // The table of contents: several in-page links, each to exactly one heading.
      const nav = /<nav\b[\s\S]*?<\/nav>/.exec(main)?.[0] ?? "";
      const anchors = [...nav.matchAll(/href="#([^"]+)"/g)].map((m) => m[1] ?? "");
      expect(anchors.length).toBeGreaterThan(2);
      for (const id of anchors) expect(main.split(`id="${id}"`).length - 1, id).toBe(1);
      if (route.startsWith("/agreement")) {
        // In the apps: a header and no site footer (the cookie banner, shown only once hydrated,
        // is checked in the browser lane).
        expect(html.match(/<header\b/g)).toHaveLength(1);
        expect(html).not.toMatch(/<footer\b/);
      }
    });
  }

  it("takes the apps' lang parameter over the browser's language", async () => {
    const res = await pages.app.inject({
      url: "/agreement/privacy?lang=ko",
      headers: { "accept-language": "en-US" },
    });
    expect(res.body).toContain('<html lang="ko"');
    expect(text(/<h1\b[^>]*>[\s\S]*?<\/h1>/.exec(res.body)?.[0] ?? "")).toBe(
      frontmatter("privacy", "ko_kr").title,
    );
  });
});
