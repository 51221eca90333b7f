import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SEARCH_LIMITS } from "../../../contract/search.ts";
import { articles } from "../../db/schema.ts";
import { bumpContentVersion, ContentCache } from "../../lib/content-cache.ts";
import { ContentService } from "../../lib/content-service.ts";
import { testAppForFile } from "../../test/per-file.ts";
import { contentChanged, insertPost } from "../../test/seed.ts";
import { SearchService } from "./service.ts";

const t = testAppForFile({ seed: true });

const get = (url: string, language = "en_us") =>
  t.app.inject({ url, headers: { "x-language": language } });

describe("GET /api/search", () => {
  it("answers with titled, typed, linked hits and a marked snippet", async () => {
    const res = await get("/api/search?q=lighting");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=60");
    const { data } = res.json();
    expect(data).toMatchObject({ query: "lighting", type: null, page: 1, pageSize: 10 });
    expect(data.total).toBeGreaterThan(1);
    const [first] = data.hits;
    expect(first).toMatchObject({ type: "manual", url: "/manual/lighting-setup" });
    expect(first.snippet).toMatch(/<mark>lighting<\/mark>/i);
    expect(first.untranslated).toBe(false);
  });

  it("filters by type and counts every type of the whole query", async () => {
    const all = (await get("/api/search?q=pose")).json().data;
    const faq = (await get("/api/search?q=pose&type=faq")).json().data;
    expect(faq.type).toBe("faq");
    expect(faq.hits.length).toBeGreaterThan(0);
    expect(faq.hits.every((h: { type: string }) => h.type === "faq")).toBe(true);
    expect(faq.total).toBe(all.counts.faq);
    expect(faq.counts).toEqual(all.counts);
  });

  it("pages through the results without repeats", async () => {
    const first = (await get("/api/search?q=inkdoll")).json().data;
    expect(first.total).toBeGreaterThan(SEARCH_LIMITS.pageSize);
    const second = (await get("/api/search?q=inkdoll&page=2")).json().data;
    const urls = new Set(first.hits.map((h: { url: string }) => h.url));
    expect(second.hits.length).toBeGreaterThan(0);
    for (const hit of second.hits) expect(urls.has(hit.url)).toBe(false);
  });

  it("finds nothing for nonsense, with a 200 and an empty list", async () => {
    const { data } = (await get("/api/search?q=qqzzxxkk")).json();
    expect(data).toMatchObject({ total: 0, hits: [], counts: {} });
  });

  it.each([
    ["q=", "q", "too_short"],
    ["q=%20%20", "q", "too_short"],
    [`q=${"a".repeat(SEARCH_LIMITS.queryMax + 1)}`, "q", "too_long"],
    ["q=pose&type=video", "type", "invalid"],
    ["q=pose&page=0", "page", "invalid"],
    [`q=pose&page=${SEARCH_LIMITS.maxPage + 1}`, "page", "invalid"],
    ["", "q", "required"],
  ])("refuses %s naming %s", async (query, field, problem) => {
    const res = await get(`/api/search?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toMatchObject({ reason: "invalid_input", field, problem });
  });

  it("labels an English-only article found through another language as untranslated", async () => {
    await insertPost(t.db.db, {
      slug: "zebra-crosshatching",
      publishedAt: new Date("2026-01-01"),
      title: "Zebra crosshatching <drills>",
      summary: "Crosshatching drills & warm-ups",
      body: "Crosshatching with a <b>pen</b>.",
    });
    await contentChanged(t);
    const { data } = (await get("/api/search?q=crosshatching", "ja_jp")).json();
    expect(data.hits[0]).toMatchObject({
      url: "/blog/zebra-crosshatching",
      language: "en_us",
      untranslated: true,
      title: "Zebra crosshatching <drills>",
    });
    // The snippet is HTML made here: the text's own angle brackets arrive escaped.
    expect(data.hits[0].snippet).toBe("<mark>Crosshatching</mark> drills &amp; warm-ups");
  });

  it("rebuilds when the shared content version changes, on every instance alike", async () => {
    const before = (await get("/api/search?q=quokka")).json().data;
    expect(before.total).toBe(0);
    await insertPost(t.db.db, {
      slug: "quokka-gesture",
      publishedAt: new Date("2026-02-01"),
      title: "Quokka gesture sketches",
      summary: "Quick gestures",
      body: "Body",
    });
    await contentChanged(t);
    const after = (await get("/api/search?q=quokka")).json().data;
    expect(after.hits[0]?.url).toBe("/blog/quokka-gesture");
  });
});

describe("what visitors may not see yet", () => {
  it("keeps a draft or a scheduled article out of the results", async () => {
    const id = await insertPost(t.db.db, {
      slug: "narwhal-sketches",
      publishedAt: new Date("2026-04-01"),
      title: "Narwhal sketches",
      summary: "Tusk studies",
      body: "Body",
    });
    await contentChanged(t);
    expect((await get("/api/search?q=narwhal")).json().data.total).toBe(1);
    await t.db.db.update(articles).set({ status: "draft" }).where(eq(articles.id, id));
    await contentChanged(t);
    expect((await get("/api/search?q=narwhal")).json().data.total).toBe(0);
    await t.db.db
      .update(articles)
      .set({ status: "published", publishAt: new Date(Date.now() + 86_400_000) })
      .where(eq(articles.id, id));
    await contentChanged(t);
    expect((await get("/api/search?q=narwhal")).json().data.total).toBe(0);
  });
});

describe("two instances over one database", () => {
  it("see a change through the shared version alone and answer alike", async () => {
    // A second instance: its own cache and index, told nothing but what the database says.
    const other = new SearchService(
      new ContentService(t.db.db, new ContentCache(t.db.db, { checkIntervalMs: 0 })),
    );
    const ask = async () => (await get("/api/search?q=walrus")).json().data;
    expect((await other.search("walrus", null, 1, "en_us")).total).toBe(0);
    await insertPost(t.db.db, {
      slug: "walrus-anatomy",
      publishedAt: new Date("2026-03-01"),
      title: "Walrus anatomy for creature design",
      summary: "Tusks and folds",
      body: "A walrus, drawn from a posed doll.",
    });
    await bumpContentVersion(t.db.db);
    t.app.contentCache.invalidate();
    const mine = await ask();
    const theirs = await other.search("walrus", null, 1, "en_us");
    expect(theirs.hits[0]?.url).toBe("/blog/walrus-anatomy");
    expect(theirs).toEqual(mine);
  });
});

describe("GET /api/search/suggest", () => {
  it("gives up to six titles from two characters on", async () => {
    const res = await get("/api/search/suggest?q=po");
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThanOrEqual(SEARCH_LIMITS.suggestCount);
    expect(data[0]).toEqual({
      title: expect.any(String),
      type: expect.any(String),
      url: expect.any(String),
    });
  });

  it("matches a Japanese word as typed", async () => {
    const { data } = (
      await get(`/api/search/suggest?q=${encodeURIComponent("ライティング")}`, "ja_jp")
    ).json();
    expect(data[0]).toMatchObject({ url: "/manual/lighting-setup" });
  });

  it("refuses one character, naming q", async () => {
    const res = await get("/api/search/suggest?q=p");
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toMatchObject({
      reason: "invalid_input",
      field: "q",
      problem: "too_short",
    });
  });
});
