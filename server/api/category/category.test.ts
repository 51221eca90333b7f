import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { articles } from "../../db/schema.ts";
import { testAppForFile } from "../../test/per-file.ts";
import { contentChanged, insertPost } from "../../test/seed.ts";

const t = testAppForFile({ seed: true });

function list(query: string, language?: string, payload?: string, contentType?: string) {
  return t.app.inject({
    method: "POST",
    url: `/api/brand/category?${query}`,
    headers: {
      ...(language ? { "x-language": language } : {}),
      ...(contentType ? { "content-type": contentType } : {}),
    },
    ...(payload !== undefined ? { payload } : {}),
  });
}

const BLOG = "colType=1&webType=1&currentPage=1&pageSize=999";
const MANUAL = "colType=3&webType=1&currentPage=1&pageSize=999";

describe("POST /api/brand/category", () => {
  it("lists the blog newest first with every field", async () => {
    const res = await list(`${BLOG}&from=2`, "en_us");
    expect(res.statusCode).toBe(200);
    const { code, data } = res.json();
    expect(code).toBe(200);
    expect(data.length).toBeGreaterThanOrEqual(6);
    const dates = data.map((i: { publishedAt: string }) => i.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const item of data) {
      expect(item).toMatchObject({
        id: expect.any(Number),
        slug: expect.stringMatching(/^[a-z0-9-]+$/),
        title: expect.any(String),
        summary: expect.any(String),
        cover: expect.stringMatching(/^\/content\/blog\/.+\/cover\.(svg|webp)$/),
        url: `/blog/${item.slug}`,
        tags: expect.any(Array),
        language: "en_us",
      });
    }
  });

  it("lists the manual with app, topic and order", async () => {
    const { data } = (await list(MANUAL, "en_us")).json();
    expect(data.length).toBeGreaterThanOrEqual(8);
    for (const item of data) {
      expect(item.url).toBe(`/manual/${item.slug}`);
      expect(["doll", "brush", "create", "ai"]).toContain(item.app);
      expect(item.order).toEqual(expect.any(Number));
    }
  });

  it.each(["zh_cn", "zh_hk", "ja_jp", "ko_kr", "es_es"])(
    "has every item translated into %s",
    async (lang) => {
      for (const query of [BLOG, MANUAL]) {
        const { data } = (await list(query, lang)).json();
        const english = (await list(query, "en_us")).json().data;
        expect(data.map((i: { slug: string }) => i.slug)).toEqual(
          english.map((i: { slug: string }) => i.slug),
        );
        for (const item of data) {
          expect(item.language).toBe(lang);
          expect(item.title).not.toBe(
            english.find((e: { slug: string }) => e.slug === item.slug).title,
          );
        }
      }
    },
  );

  it("pages through the list", async () => {
    const all = (await list(BLOG)).json().data;
    const first = (await list("colType=1&webType=1&currentPage=1&pageSize=4")).json().data;
    const second = (await list("colType=1&webType=1&currentPage=2&pageSize=4")).json().data;
    expect([...first, ...second].map((i: { id: number }) => i.id)).toEqual(
      all.map((i: { id: number }) => i.id),
    );
    const beyond = (await list("colType=1&webType=1&currentPage=99&pageSize=4")).json();
    expect(beyond).toEqual({ code: 200, msg: "ok", data: [] });
  });

  it("answers the reserved column types with an empty array", async () => {
    for (const colType of [2, 4]) {
      const res = await list(`colType=${colType}&webType=1&currentPage=1&pageSize=10`);
      expect(res.json()).toEqual({ code: 200, msg: "ok", data: [] });
    }
  });

  it("falls back to en_us for an untranslated item and says so", async () => {
    await insertPost(t.db.db, {
      slug: "english-only",
      publishedAt: new Date("2030-01-01"),
      title: "English only",
      summary: "Only in English",
      body: "Body",
    });
    await contentChanged(t);
    const { data } = (await list(BLOG, "ko_kr")).json();
    expect(data[0]).toMatchObject({
      slug: "english-only",
      title: "English only",
      language: "en_us",
    });
    await t.db.db.delete(articles).where(eq(articles.slug, "english-only"));
    await contentChanged(t);
  });

  it.each([
    ["webType=1&currentPage=1&pageSize=10", /^colType:/],
    ["colType=5&webType=1&currentPage=1&pageSize=10", /^colType:/],
    ["colType=abc&webType=1&currentPage=1&pageSize=10", /^colType:/],
    ["colType=1&webType=2&currentPage=1&pageSize=10", /^webType:/],
    ["colType=1&webType=1&currentPage=0&pageSize=10", /^currentPage:/],
    ["colType=1&webType=1&currentPage=-1&pageSize=10", /^currentPage:/],
    ["colType=1&webType=1&currentPage=1.5&pageSize=10", /^currentPage:/],
    ["colType=1&webType=1&currentPage=99999999999999999999&pageSize=10", /^currentPage:/],
    ["colType=1&webType=1&currentPage=1&pageSize=1000", /^pageSize:/],
    ["colType=1&webType=1&currentPage=1&pageSize=0", /^pageSize:/],
    ["colType=1&webType=1&currentPage=1", /^pageSize:/],
  ])("rejects %s with 400 naming the field", async (query, message) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(400);
    expect(res.json().msg).toMatch(message);
  });

  it("refuses a body, accepts an empty one with any content type", async () => {
    const withJson = await list(BLOG, undefined, '{"colType":1}', "application/json");
    expect(withJson.statusCode).toBe(400);
    expect(withJson.json()).toEqual({
      code: 400,
      msg: "body: must be empty",
      data: { reason: "invalid_input" },
    });
    const emptyJson = await list(BLOG, undefined, "", "application/json");
    expect(emptyJson.statusCode).toBe(200);
    const tooBig = await list(BLOG, undefined, "x".repeat(10_000), "text/plain");
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({
      code: 413,
      msg: "body: too large",
      data: { reason: "too_large" },
    });
  });

  it("is cacheable per language with an ETag", async () => {
    const first = await list(BLOG, "ja_jp");
    expect(first.headers["cache-control"]).toMatch(/public, max-age=\d+/);
    expect(first.headers.vary).toMatch(/x-language/);
    const again = await t.app.inject({
      method: "POST",
      url: `/api/brand/category?${BLOG}`,
      headers: { "x-language": "ja_jp", "if-none-match": String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("serves covers but never the Markdown beside them", async () => {
    const { data } = (await list(BLOG)).json();
    const cover = await t.app.inject({ url: data[0].cover });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers["content-type"]).toMatch(/image\/(svg\+xml|webp)/);
    const markdown = await t.app.inject({
      url: data[0].cover.replace(/cover\.(svg|webp)$/, "en_us.md"),
    });
    expect(markdown.statusCode).toBe(404);
    const traversal = await t.app.inject({ url: "/content/../package.json" });
    expect(traversal.statusCode).toBe(404);
  });
});
