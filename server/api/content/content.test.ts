import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { seedContent } from "../../test/seed.ts";
import { createStaff, type TestStaff } from "../../test/staff.ts";
import { contentClient, publicBlog } from "./test-client.ts";

let t: TestApp;
let editor: TestStaff;
let support: TestStaff;
beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t);
  editor = await createStaff(t, "editor");
  support = await createStaff(t, "support");
});
afterAll(() => t.close());
const api = contentClient(() => t);

const text = (title: string, body = "Some **bold** words.") => ({
  title,
  summary: "A summary",
  body,
});

describe("writing a blog post in the console", () => {
  let id: string;
  let revision = 0;

  it("creates a draft that no visitor sees", async () => {
    const res = await api.post(
      "/articles",
      { section: "blog", slug: "console-post", text: text("Console post") },
      editor.token,
    );
    expect(res.statusCode).toBe(200);
    const item = res.json().data;
    expect(item).toMatchObject({
      kind: "article",
      section: "blog",
      status: "draft",
      visible: false,
    });
    expect(item.revisions).toHaveLength(1);
    expect(item.languages.missing).toEqual(["zh_cn", "zh_hk", "ja_jp", "ko_kr", "es_es"]);
    id = item.id;
    revision = item.revision;
    expect(await publicBlog(t)).not.toContain("console-post");
    const page = await t.app.inject({ url: "/api/brand/article?colType=1&slug=console-post" });
    expect(page.statusCode).toBe(404);
  });

  it("refuses a slug that is not kebab-case, or taken, naming the field", async () => {
    for (const slug of ["Console Post", "console--post", "-x", ""]) {
      const res = await api.post(
        "/articles",
        { section: "blog", slug, text: text("X") },
        editor.token,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().data).toMatchObject({ reason: "invalid_input", field: "slug" });
    }
    const taken = await api.post(
      "/articles",
      { section: "blog", slug: "console-post", text: text("X") },
      editor.token,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().data).toEqual({ reason: "slug_taken", field: "slug" });
  });

  it("previews Markdown rendered and sanitised on the server", async () => {
    const res = await api.post(
      "/articles/preview",
      {
        body: "## Heading\n\nHello <script>alert(1)</script> **there** <img src=x onerror=alert(1)>",
      },
      editor.token,
    );
    expect(res.statusCode).toBe(200);
    const { html, toc } = res.json().data;
    expect(html).toContain("<strong>there</strong>");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(toc[0]).toMatchObject({ text: "Heading", level: 2 });
  });

  it("schedules the post: hidden before its moment, on /blog from then on", async () => {
    // Within the staff idle lifetime (30 min), so the editor stays logged in.
    const at = new Date(t.clock.current.getTime() + 20 * 60 * 1000);
    const res = await api.post(
      `/articles/${id}`,
      {
        baseRevision: revision,
        status: "published",
        publishAt: at.toISOString(),
        texts: { ja_jp: text("コンソールの投稿") },
      },
      editor.token,
    );
    expect(res.statusCode).toBe(200);
    const item = res.json().data;
    expect(item).toMatchObject({
      status: "published",
      visible: false,
      publishAt: at.toISOString(),
    });
    revision = item.revision;
    expect(await publicBlog(t)).not.toContain("console-post");
    t.clock.advance(19 * 60 * 1000);
    expect(await publicBlog(t)).not.toContain("console-post");
    // No further write: the cache drops its copy when the scheduled moment comes.
    t.clock.advance(61 * 1000);
    expect(await publicBlog(t)).toContain("console-post");
    expect(await publicBlog(t, "ja_jp")).toContain("console-post");
    const page = await t.app.inject({ url: "/api/brand/article?colType=1&slug=console-post" });
    expect(page.json().data).toMatchObject({
      title: "Console post",
      publishedAt: at.toISOString(),
    });
  });

  it("refuses a save on a stale base revision (another editor saved since)", async () => {
    const first = await api.post(
      `/articles/${id}`,
      { baseRevision: revision, status: "published", texts: { en_us: text("Console post v2") } },
      editor.token,
    );
    expect(first.statusCode).toBe(200);
    const stale = await api.post(
      `/articles/${id}`,
      { baseRevision: revision, status: "published", texts: { en_us: text("Lost update") } },
      editor.token,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data).toEqual({ reason: "conflict", field: "baseRevision" });
    revision = first.json().data.revision;
  });

  it("marks the Japanese text older than the en_us source after the source changed", async () => {
    const item = (await api.get(`/articles/${id}`, editor.token)).json().data;
    expect(item.languages.outdated).toEqual(["ja_jp"]);
    expect(item.languages.missing).toEqual(["zh_cn", "zh_hk", "ko_kr", "es_es"]);
  });

  it("restores an older revision as a new revision, and the public page shows it", async () => {
    const before = (await api.get(`/articles/${id}`, editor.token)).json().data;
    const first = before.revisions.find((r: { title: string }) => r.title === "Console post");
    const res = await api.post(
      `/articles/${id}/restore`,
      { baseRevision: revision, revision: first.number },
      editor.token,
    );
    expect(res.statusCode).toBe(200);
    const item = res.json().data;
    expect(item.revision).toBe(revision + 1);
    expect(item.revisions[0]).toMatchObject({ action: "restore", restoredFrom: first.number });
    expect(item.snapshot.texts.en_us.title).toBe("Console post");
    expect(item.status).toBe("published");
    const page = await t.app.inject({ url: "/api/brand/article?colType=1&slug=console-post" });
    expect(page.json().data.title).toBe("Console post");
    const missing = await api.post(
      `/articles/${id}/restore`,
      { baseRevision: item.revision, revision: 999 },
      editor.token,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().data).toEqual({ reason: "not_found", field: "revision" });
  });

  it("audits every write with who, before and after", async () => {
    const rows = await t.db.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, "article"), eq(auditEntries.entityId, id)));
    expect(rows.map((r) => r.action)).toEqual([
      "update:article",
      "publish:article",
      "publish:article",
      "publish:article",
    ]);
    expect(rows.every((r) => r.actorId === editor.id)).toBe(true);
    expect(rows[1]?.before).toMatchObject({ status: "draft" });
    expect(rows[1]?.after).toMatchObject({ status: "published", changedTexts: ["ja_jp"] });
  });
});

describe("a seeded item's first console save", () => {
  it("keeps the seeded state as revision 1, so it can be restored", async () => {
    const list = (await api.get("/faq", support.token)).json().data;
    const entry = list[0];
    expect(entry.revision).toBe(0);
    const item = (await api.get(`/faq/${entry.id}`, support.token)).json().data;
    const res = await api.post(
      `/faq/${entry.id}`,
      {
        baseRevision: 0,
        status: "published",
        texts: { en_us: { title: "Edited question?", summary: "", body: "Edited answer." } },
      },
      support.token,
    );
    expect(res.statusCode).toBe(200);
    const saved = res.json().data;
    expect(saved.revisions.map((r: { action: string }) => r.action)).toEqual(["save", "seed"]);
    expect(saved.revisions[1].title).toBe(item.snapshot.texts.en_us.title);
    const faq = await t.app.inject({ url: "/api/support/faq" });
    expect(faq.json().data.map((e: { question: string }) => e.question)).toContain(
      "Edited question?",
    );
  });

  it("refuses a bad publish time and a missing title with the field named", async () => {
    const list = (await api.get("/faq", support.token)).json().data;
    const id = list[1].id;
    const bad = await api.post(
      `/faq/${id}`,
      { baseRevision: 0, status: "published", publishAt: "tomorrow", texts: {} },
      support.token,
    );
    expect(bad.json().data).toMatchObject({ reason: "invalid_input", field: "publishAt" });
    const empty = await api.post(
      `/faq/${id}`,
      { baseRevision: 0, status: "published", texts: { en_us: { title: " ", body: "x" } } },
      support.token,
    );
    expect(empty.json().data).toMatchObject({
      reason: "invalid_input",
      field: "texts.en_us.title",
    });
  });
});
