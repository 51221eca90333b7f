import { describe, expect, it } from "vitest";
import { DOCUMENT_KEYS } from "../../../contract/documents.ts";
import { documents } from "../../db/schema.ts";
import { getIn } from "../../test/app.ts";
import { testAppForFile } from "../../test/per-file.ts";
import { contentChanged, insertPost } from "../../test/seed.ts";

const t = testAppForFile({ seed: true });

const get = getIn(() => t);

describe("GET /api/support/document", () => {
  it.each(DOCUMENT_KEYS)("serves %s in all six languages", async (key) => {
    const titles = new Set<string>();
    for (const language of ["en_us", "zh_cn", "zh_hk", "ja_jp", "ko_kr", "es_es"]) {
      const res = await get(`/api/support/document?key=${key}`, language);
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data).toMatchObject({ key, language });
      expect(data.version).toMatch(/^\d+(\.\d+)*$/);
      expect(data.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(data.html).toContain("<h2 id=");
      expect(data.toc.length).toBeGreaterThan(2);
      titles.add(data.title);
    }
    expect(titles.size).toBeGreaterThanOrEqual(5);
  });

  it("falls back to en_us and says so", async () => {
    await t.db.db.insert(documents).values({
      key: "cookies",
      language: "en_us",
      version: "9.0",
      effectiveDate: "2030-01-01",
      title: "Cookies v9",
      body: "## Only in English",
    });
    await contentChanged(t);
    const ja = (await get("/api/support/document?key=cookies", "ja_jp")).json().data;
    expect(ja.language).toBe("ja_jp");
    const en = (await get("/api/support/document?key=cookies", "en_us")).json().data;
    expect(en).toMatchObject({ version: "9.0", title: "Cookies v9" });
  });

  it("rejects unknown keys by name", async () => {
    const res = await get("/api/support/document?key=secrets");
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/^key:/);
  });
});

describe("GET /api/brand/article", () => {
  it("serves a post with reading time and neighbours", async () => {
    const list = (
      await t.app.inject({
        method: "POST",
        url: "/api/brand/category?colType=1&webType=1&currentPage=1&pageSize=999",
      })
    ).json().data;
    const middle = list[1];
    const { data } = (
      await get(`/api/brand/article?colType=1&slug=${middle.slug}`, "ko_kr")
    ).json();
    expect(data).toMatchObject({ slug: middle.slug, language: "ko_kr" });
    expect(data.readingMinutes).toBeGreaterThan(0);
    expect(data.next.slug).toBe(list[0].slug);
    expect(data.prev.slug).toBe(list[2].slug);
  });

  it("neutralises scripts and javascript: links in article Markdown", async () => {
    await insertPost(t.db.db, {
      slug: "xss-test",
      publishedAt: new Date("2020-01-01"),
      title: "XSS",
      summary: "x",
      body: "## Hi\n\n<script>alert(1)</script>\n\n[click](javascript:alert(2)) <img src=x onerror=alert(3)>",
    });
    const { data } = (await get("/api/brand/article?colType=1&slug=xss-test")).json();
    expect(data.html).not.toMatch(/<script|href="javascript|<img/i);
    expect(data.html).toContain("&lt;script&gt;");
  });

  it("answers 404 for an unknown slug and 400 for a malformed one", async () => {
    expect((await get("/api/brand/article?colType=3&slug=nope")).statusCode).toBe(404);
    const bad = await get("/api/brand/article?colType=3&slug=../etc");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/^slug:/);
  });
});

describe("GET /api/support/faq", () => {
  it("lists at least 15 questions across the categories in each language", async () => {
    for (const language of ["en_us", "zh_cn", "ja_jp"]) {
      const { data } = (await get("/api/support/faq", language)).json();
      expect(data.length).toBeGreaterThanOrEqual(15);
      const categories = new Set(data.map((e: { category: string }) => e.category));
      for (const c of ["accounts", "gifts", "downloads", "sync", "pro", "ai", "privacy"]) {
        expect(categories).toContain(c);
      }
      expect(data[0].answerHtml).toMatch(/<p>/);
    }
  });
});
