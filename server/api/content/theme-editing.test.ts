// Issue 17: themes edited in the console like every other content kind (ADR 0010), with their
// own fields (cover, tags, display order), and audit times from the app's clock.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { seedContent } from "../../test/seed.ts";
import { contentCopyForFile } from "./test-client.ts";

const copy = contentCopyForFile("theme-editing", ["editor", "support"]);
const { t, dir, api, get, audit } = copy;
const { editor, support } = copy.staff;

const themeTitles = async (language?: string) =>
  ((await get("/api/themes", language)).json().data as { slug: string; title: string }[]).map(
    (theme) => theme.title,
  );

describe("editing a theme in the console", () => {
  let revision = 0;

  it("lists the seeded themes with per-language status and their cover choices", async () => {
    const list = (await api.get("/themes", editor.token)).json().data;
    const hands = list.find((item: { id: string }) => item.id === "hands");
    expect(hands).toMatchObject({
      kind: "theme",
      section: "themes",
      status: "published",
      visible: true,
      revision: 0,
      path: "/themes/hands",
      languages: { missing: [], outdated: [] },
    });
    const item = (await api.get("/themes/hands", editor.token)).json().data;
    expect(item.coverChoices.length).toBeGreaterThan(1);
    expect(item.coverChoices).toContain(item.snapshot.meta.cover);
    expect(item.snapshot.texts.en_us).toMatchObject({ title: "Hands", body: "" });
    // Support edits the FAQ only.
    const refused = await api.get("/themes", support.token);
    expect(refused.json().data).toEqual({
      reason: "permission_missing",
      permission: "update:theme",
    });
  });

  it("saves a new title, tags, cover and order: the public theme shows them at once", async () => {
    const item = (await api.get("/themes/hands", editor.token)).json().data;
    const cover = item.coverChoices.find((id: string) => id !== item.snapshot.meta.cover);
    t.clock.advance(1000);
    const res = await api.post(
      "/themes/hands",
      {
        baseRevision: 0,
        status: "published",
        meta: { cover, tags: ["hands", "perspective"], sortOrder: 0 },
        texts: { en_us: { title: "Hands, edited", summary: "Hands in every grip." } },
      },
      editor.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().data;
    expect(saved.revisions.map((r: { action: string }) => r.action)).toEqual(["save", "seed"]);
    expect(saved.languages.outdated).toEqual(["zh_cn", "zh_hk", "ja_jp", "ko_kr", "es_es"]);
    revision = saved.revision;
    const theme = (await get("/api/themes/hands")).json().data;
    expect(theme).toMatchObject({
      title: "Hands, edited",
      description: "Hands in every grip.",
      tags: ["hands", "perspective"],
      cover,
    });
    // The Japanese text was not touched, and shows as it was.
    expect((await get("/api/themes/hands", "ja_jp")).json().data.title).toBe(
      item.snapshot.texts.ja_jp.title,
    );
    const list = (await get("/api/themes")).json().data as { slug: string }[];
    expect(list[0]?.slug).toBe("hands");
  });

  it("refuses a cover that is not one of its poses, and an unknown tag, naming the field", async () => {
    const badCover = await api.post(
      "/themes/hands",
      { baseRevision: revision, status: "published", meta: { cover: "no-such-pose" }, texts: {} },
      editor.token,
    );
    expect(badCover.statusCode).toBe(400);
    expect(badCover.json().data).toMatchObject({ reason: "invalid_input", field: "meta.cover" });
    const badTag = await api.post(
      "/themes/hands",
      { baseRevision: revision, status: "published", meta: { tags: ["nope"] }, texts: {} },
      editor.token,
    );
    expect(badTag.json().data).toMatchObject({ reason: "invalid_input", field: "meta.tags" });
    const badOrder = await api.post(
      "/themes/hands",
      { baseRevision: revision, status: "published", meta: { sortOrder: -1 }, texts: {} },
      editor.token,
    );
    expect(badOrder.json().data).toMatchObject({
      reason: "invalid_input",
      field: "meta.sortOrder",
    });
  });

  it("keeps a draft off /themes, the theme page and the sitemap; schedules it back", async () => {
    const draft = await api.post(
      "/themes/hands",
      { baseRevision: revision, status: "draft", texts: {} },
      editor.token,
    );
    expect(draft.statusCode, draft.body).toBe(200);
    revision = draft.json().data.revision;
    expect(await themeTitles()).not.toContain("Hands, edited");
    expect((await get("/api/themes/hands")).statusCode).toBe(404);
    expect((await get("/sitemap.xml")).body).not.toContain("/themes/hands</loc>");

    const at = new Date(t.clock.current.getTime() + 10 * 60 * 1000);
    const scheduled = await api.post(
      "/themes/hands",
      { baseRevision: revision, status: "published", publishAt: at.toISOString(), texts: {} },
      editor.token,
    );
    expect(scheduled.json().data).toMatchObject({ visible: false, publishAt: at.toISOString() });
    revision = scheduled.json().data.revision;
    expect(await themeTitles()).not.toContain("Hands, edited");
    t.clock.advance(10 * 60 * 1000 + 1000);
    expect(await themeTitles()).toContain("Hands, edited");
    expect((await get("/sitemap.xml")).body).toContain("/themes/hands</loc>");
  });

  it("restores the seeded text as a new revision", async () => {
    const item = (await api.get("/themes/hands", editor.token)).json().data;
    const seed = item.revisions.find((r: { action: string }) => r.action === "seed");
    const res = await api.post(
      "/themes/hands/restore",
      { baseRevision: revision, revision: seed.number },
      editor.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await get("/api/themes/hands")).json().data.title).toBe("Hands");
    revision = res.json().data.revision;
  });

  it("is never overwritten by content/ again, while other themes follow their files", async () => {
    const edit = await api.post(
      "/themes/hands",
      { baseRevision: revision, status: "published", texts: { en_us: { title: "Hands v3" } } },
      editor.token,
    );
    expect(edit.statusCode, edit.body).toBe(200);
    for (const slug of ["hands", "dance"]) {
      const file = path.join(dir, "themes", `${slug}.json`);
      const json = JSON.parse(await readFile(file, "utf8"));
      json.title.en_us = `From the file: ${slug}`;
      await writeFile(file, JSON.stringify(json));
    }
    await seedContent(t, dir);
    t.app.contentCache.invalidate();
    const titles = await themeTitles();
    expect(titles).toContain("Hands v3");
    expect(titles).toContain("From the file: dance");
  });

  it("audits every write at the app's clock, not the database's", async () => {
    const rows = await audit("theme", "hands");
    expect(rows.map((r) => r.action)).toEqual([
      "publish:theme",
      "publish:theme",
      "publish:theme",
      "publish:theme",
      "publish:theme",
    ]);
    // The test clock stands months away from the real one: only the app clock gives these times.
    const last = rows.at(-1);
    expect(last?.at.toISOString()).toBe(t.clock.current.toISOString());
    expect(rows.every((row) => row.at.getTime() <= t.clock.current.getTime())).toBe(true);
    expect(Math.abs((rows[0]?.at.getTime() ?? 0) - Date.now())).toBeGreaterThan(24 * 3600 * 1000);
  });
});
