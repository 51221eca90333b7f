import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { quantiseScene } from "../../../contract/pose-link.ts";
import { loadThemes } from "../../content/themes.ts";
import { themes } from "../../db/schema.ts";
import { getIn } from "../../test/app.ts";
import { testAppForFile } from "../../test/per-file.ts";
import { contentChanged, contentDir } from "../../test/seed.ts";
import { applyThemes } from "./service.ts";

const t = testAppForFile({ seed: true });

const get = getIn(() => t);

describe("GET /api/themes", () => {
  it("lists every theme with its cover renders and pose count, in the asked language", async () => {
    const en = (await get("/api/themes")).json().data;
    expect(en.length).toBeGreaterThanOrEqual(8);
    expect(en[0]).toMatchObject({ slug: "sword-fighting", title: "Sword fighting", poseCount: 6 });
    expect(en[0].coverThumbs[0]).toEqual({
      width: 320,
      height: 400,
      avif: "/renders/themes/sword-fighting/guard-320.avif",
      webp: "/renders/themes/sword-fighting/guard-320.webp",
    });
    const zh = (await get("/api/themes", "zh_cn")).json().data;
    expect(zh[0].title).toBe("剑术对决");
  });

  it("keeps the themes of one tag, and refuses an unknown tag naming the field", async () => {
    const couples = (await get("/api/themes?tag=two-characters")).json().data;
    expect(couples.map((theme: { slug: string }) => theme.slug)).toEqual(["couples"]);
    const bad = await get("/api/themes?tag=nope");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data).toMatchObject({ reason: "invalid_input", field: "tag" });
  });
});

describe("GET /api/themes/:slug", () => {
  it("gives every pose its name and the full scene to open in the doll", async () => {
    const res = await get("/api/themes/couples", "ja_jp");
    expect(res.statusCode).toBe(200);
    const theme = res.json().data;
    expect(theme.title).toBe("二人のシーン");
    expect(theme.poses).toHaveLength(6);
    const [source] = (await loadThemes(contentDir)).filter((s) => s.slug === "couples");
    expect(theme.poses[0].scene).toEqual(source?.poses[0]?.scene);
    expect(quantiseScene(theme.poses[0].scene).dolls).toHaveLength(2);
  });

  it("answers 404 with the reason for a theme that does not exist, 400 for a malformed slug", async () => {
    const missing = await get("/api/themes/no-such-theme");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().data).toMatchObject({ reason: "not_found" });
    const bad = await get("/api/themes/Bad_Slug");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data).toMatchObject({ reason: "invalid_input", field: "slug" });
  });
});

describe("seeding themes", () => {
  it("updates unedited themes from content/ but never a theme an operator edited", async () => {
    const sources = await loadThemes(contentDir);
    await t.db.db
      .update(themes)
      .set({ titles: sql`jsonb_set(titles, '{en_us}', '"Edited by staff"')`, editedAt: new Date() })
      .where(eq(themes.slug, "dance"));
    await t.db.db
      .update(themes)
      .set({ titles: sql`jsonb_set(titles, '{en_us}', '"Stale"')` })
      .where(eq(themes.slug, "hands"));
    await t.db.db.delete(themes).where(eq(themes.slug, "couples"));
    await applyThemes(t.db.db, sources);
    await contentChanged(t);
    const list = (await get("/api/themes")).json().data as { slug: string; title: string }[];
    const title = (slug: string) => list.find((theme) => theme.slug === slug)?.title;
    expect(title("dance")).toBe("Edited by staff");
    expect(title("hands")).toBe("Hands");
    expect(title("couples")).toBe("Couples and two-character scenes");
  });

  it("lists the theme pages in sitemap.xml", async () => {
    const xml = (await t.app.inject({ url: "/sitemap.xml" })).body;
    for (const source of await loadThemes(contentDir)) {
      expect(xml).toContain(`/themes/${source.slug}</loc>`);
    }
  });
});
