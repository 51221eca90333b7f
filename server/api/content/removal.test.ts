// Issue 17: taking content off the site (unpublish) and deleting it (soft, drafts only), the
// publish permission, and an article's own fields (cover, tags, display order).
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contentVersions, faqEntries } from "../../db/schema.ts";
import { seedContent } from "../../test/seed.ts";
import { contentCopyForFile, publicBlog } from "./test-client.ts";

const copy = contentCopyForFile("removal", ["editor", "support"]);
const { t, dir, api, get, audit } = copy;
const { editor, support } = copy.staff;

describe("unpublishing and deleting", () => {
  let id: string;
  let revision: number;

  it("unpublish takes a post off /blog, the post page, the sitemap and search at once", async () => {
    const list = (await api.get("/articles", editor.token)).json().data;
    const post = list.find((a: { path: string }) => a.path === "/blog/dynamic-action-poses");
    id = post.id;
    expect(await publicBlog(t)).toContain("dynamic-action-poses");
    const search = async () =>
      (await get("/api/search?q=dynamic%20action%20poses"))
        .json()
        .data.hits.map((hit: { url: string }) => hit.url);
    expect(await search()).toContain("/blog/dynamic-action-poses");
    const res = await api.post(`/articles/${id}/unpublish`, { baseRevision: 0 }, editor.token);
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().data;
    expect(item).toMatchObject({ status: "draft", visible: false, publishAt: null });
    expect(item.revisions.map((r: { action: string }) => r.action)).toEqual(["unpublish", "seed"]);
    revision = item.revision;
    expect(await publicBlog(t)).not.toContain("dynamic-action-poses");
    expect((await get("/api/brand/article?colType=1&slug=dynamic-action-poses")).statusCode).toBe(
      404,
    );
    expect((await get("/sitemap.xml")).body).not.toContain("/blog/dynamic-action-poses<");
    expect(await search()).not.toContain("/blog/dynamic-action-poses");
  });

  it("refuses deleting a published item, and a stale revision", async () => {
    const faq = await api.post("/faq/create-account/delete", { baseRevision: 0 }, editor.token);
    expect(faq.statusCode).toBe(409);
    expect(faq.json().data).toEqual({ reason: "unpublish_first", field: "status" });
    const stale = await api.post(`/articles/${id}/delete`, { baseRevision: 0 }, editor.token);
    expect(stale.json().data).toEqual({ reason: "conflict", field: "baseRevision" });
  });

  it("deletes a draft softly: gone from the console, kept in the audit log, never re-seeded", async () => {
    const res = await api.post(`/articles/${id}/delete`, { baseRevision: revision }, editor.token);
    expect(res.statusCode, res.body).toBe(200);
    const list = (await api.get("/articles", editor.token)).json().data;
    expect(list.map((a: { id: string }) => a.id)).not.toContain(id);
    expect((await api.get(`/articles/${id}`, editor.token)).statusCode).toBe(404);
    const again = await api.post(
      `/articles/${id}/delete`,
      { baseRevision: revision + 1 },
      editor.token,
    );
    expect(again.statusCode).toBe(404);
    const rows = await audit("article", id);
    expect(rows.map((r) => r.action)).toEqual(["publish:article", "delete:article"]);
    expect(rows[1]?.before).toMatchObject({ status: "draft", revision });
    expect(rows[1]?.after).toEqual({ revision: revision + 1, status: "deleted" });

    const file = path.join(dir, "articles/blog/dynamic-action-poses/en_us.md");
    await writeFile(file, (await readFile(file, "utf8")).replace("Dynamic", "Redeployed Dynamic"));
    await seedContent(t, dir);
    t.app.contentCache.invalidate();
    expect(await publicBlog(t)).not.toContain("dynamic-action-poses");
  });

  it("keeps a deleted FAQ entry hidden when content/ brings a language it lacked", async () => {
    const un = await api.post("/faq/forgot-password/unpublish", { baseRevision: 0 }, editor.token);
    expect(un.statusCode, un.body).toBe(200);
    const del = await api.post(
      "/faq/forgot-password/delete",
      { baseRevision: un.json().data.revision },
      editor.token,
    );
    expect(del.statusCode, del.body).toBe(200);
    // As if the Japanese text were new in content/: the next seed inserts it.
    await t.db.db
      .delete(faqEntries)
      .where(and(eq(faqEntries.id, "forgot-password"), eq(faqEntries.language, "ja_jp")));
    await t.db.db
      .update(contentVersions)
      .set({ checksum: "an older deploy" })
      .where(eq(contentVersions.scope, "seed"));
    await seedContent(t, dir);
    t.app.contentCache.invalidate();
    const [ja] = await t.db.db
      .select()
      .from(faqEntries)
      .where(and(eq(faqEntries.id, "forgot-password"), eq(faqEntries.language, "ja_jp")));
    expect(ja?.status).toBe("deleted");
    const faq = (await get("/api/support/faq", "ja_jp")).json().data as { id: string }[];
    expect(faq.map((entry) => entry.id)).not.toContain("forgot-password");
  });

  it("needs the publish permission, and keeps the last public legal document version", async () => {
    const denied = await api.post("/themes/dance/unpublish", { baseRevision: 0 }, support.token);
    expect(denied.json().data).toEqual({
      reason: "permission_missing",
      permission: "publish:theme",
    });
    const list = (await api.get("/documents", editor.token)).json().data;
    const cookies = list.filter(
      (d: { section: string; visible: boolean }) => d.section === "cookies" && d.visible,
    );
    expect(cookies).toHaveLength(1);
    const res = await api.post(
      `/documents/${cookies[0].id}/unpublish`,
      { baseRevision: 0 },
      editor.token,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().data).toEqual({ reason: "last_version", field: "status" });
    expect((await get("/api/support/document?key=cookies")).statusCode).toBe(200);
  });

  it("saves an article's cover, tags and order, refusing a cover on another scheme", async () => {
    const list = (await api.get("/articles", editor.token)).json().data;
    const post = list.find((a: { section: string }) => a.section === "blog");
    for (const cover of ["javascript:alert(1)", "//evil.example/x.png", "http://x.example/a.png"]) {
      const bad = await api.post(
        `/articles/${post.id}`,
        { baseRevision: post.revision, status: "published", meta: { cover }, texts: {} },
        editor.token,
      );
      expect(bad.json().data, cover).toMatchObject({
        reason: "invalid_input",
        field: "meta.cover",
      });
    }
    const res = await api.post(
      `/articles/${post.id}`,
      {
        baseRevision: post.revision,
        status: "published",
        meta: {
          cover: "https://cdn.example/cover.png",
          tags: [" ink ", "ink", "poses"],
          sortOrder: 7,
        },
        texts: {},
      },
      editor.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.snapshot.meta).toEqual({
      cover: "https://cdn.example/cover.png",
      tags: ["ink", "poses"],
      sortOrder: 7,
    });
    const slug = post.path.split("/").at(-1);
    const listed = (
      await t.app.inject({
        method: "POST",
        url: "/api/brand/category?colType=1&webType=1&currentPage=1&pageSize=100",
      })
    ).json().data as { slug: string; cover: string; tags: string[] }[];
    expect(listed.find((item) => item.slug === slug)).toMatchObject({
      cover: "https://cdn.example/cover.png",
      tags: ["ink", "poses"],
    });
  });
});
