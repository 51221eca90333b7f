import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { RELEASE_APPS } from "../../../contract/releases.ts";
import { releases } from "../../db/schema.ts";
import { syncContent } from "../../db/seed.ts";
import { ContentService } from "../../lib/content-service.ts";
import { client } from "../../test/app.ts";
import { testAppForFile } from "../../test/per-file.ts";
import { contentDir } from "../../test/seed.ts";
import { createStaff } from "../../test/staff.ts";
import { tempDirForFile } from "../../test/temp-dir.ts";

const dir = tempDirForFile("releases", contentDir);
const t = testAppForFile();
beforeAll(() => syncContent(t.db.db, { contentDir: dir }));
const { post } = client(() => t);

const row = async (app: string, channel: string, version: string) => {
  const [found] = await t.db.db
    .select()
    .from(releases)
    .where(
      and(eq(releases.app, app), eq(releases.channel, channel), eq(releases.version, version)),
    );
  if (!found) throw new Error(`no ${app} ${channel} ${version}`);
  return found;
};

describe("content/releases.json and the console", () => {
  it("seeds every app with published history and notes in all six languages", async () => {
    const rows = await t.db.db.select().from(releases);
    for (const app of RELEASE_APPS) {
      const versions = new Set(rows.filter((r) => r.app === app).map((r) => r.version));
      expect(versions.size).toBeGreaterThanOrEqual(3);
    }
    expect(rows.every((r) => r.status === "published" && r.editedAt === null)).toBe(true);
    expect(rows.every((r) => Object.keys(r.notes).length === 6)).toBe(true);
    const apk = await row("doll", "apk", "4.8.2");
    expect(apk.fileSize).toBeGreaterThan(0);
    expect(apk.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it("never overwrites an operator's edit when content/ changes; updates and adds the rest", async () => {
    const admin = await createStaff(t, "admin");
    const edited = await row("doll", "googleplay", "4.8.2");
    const res = await post(
      `/api/admin/releases/${edited.id}`,
      {
        app: "doll",
        channel: "googleplay",
        version: "4.8.2",
        releasedOn: edited.releasedOn,
        minOs: "9.0",
        url: edited.url,
        notes: { ...edited.notes, en_us: "- Edited in the console." },
        revision: edited.revision,
      },
      admin.token,
    );
    expect(res.statusCode).toBe(200);

    const file = path.join(dir, "releases.json");
    const json = JSON.parse(await readFile(file, "utf8"));
    const latest = json.doll[0];
    latest.notes.en_us = "- Changed in content/.";
    json.doll.unshift({
      ...latest,
      version: "4.9.0",
      releasedOn: "2026-12-01",
      builds: latest.builds.filter((b: { channel: string }) => b.channel !== "apk"),
    });
    await writeFile(file, JSON.stringify(json));
    expect(await syncContent(t.db.db, { contentDir: dir })).toBe(true);

    const kept = await row("doll", "googleplay", "4.8.2");
    expect(kept.minOs).toBe("9.0");
    expect(kept.notes.en_us).toBe("- Edited in the console.");
    expect(kept.editedAt).not.toBeNull();
    const untouched = await row("doll", "appstore", "4.8.2");
    expect(untouched.notes.en_us).toBe("- Changed in content/.");
    const added = await row("doll", "appstore", "4.9.0");
    expect(added.status).toBe("published");
  });

  it("serves visitors only published releases, with notes rendered per language", async () => {
    const content = new ContentService(t.db.db, t.app.contentCache);
    t.app.contentCache.invalidate();
    const admin = await createStaff(t, "admin");
    const draft = await post(
      "/api/admin/releases",
      {
        app: "create",
        channel: "appstore",
        version: "2.0.0",
        releasedOn: "2026-12-24",
        minOs: "16.0",
        url: "https://apps.apple.com/app/id6400000003",
        notes: { en_us: "- Draft <b>only</b>" },
      },
      admin.token,
    );
    expect(draft.statusCode).toBe(200);
    const services = content.appServices();
    const create = await services.releases("create");
    expect(create.map((r) => r.version)).not.toContain("2.0.0");
    const newest = create.find((r) => r.version === "1.6.0" && r.channel === "appstore");
    expect(newest?.notesHtml.ja_jp).toContain("<li>");
    expect(newest?.notesHtml.en_us).toContain("Panel templates");
    expect(Object.keys(newest?.notesHtml ?? {})).toHaveLength(6);
  });
});
