import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { RELEASE_APPS } from "../../../contract/releases.ts";
import { appReleases, legacyReleases, releaseChannels } from "../../db/schema.ts";
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

const release = async (app: string, version: string) => {
  const [found] = await t.db.db
    .select()
    .from(appReleases)
    .where(and(eq(appReleases.app, app), eq(appReleases.version, version)));
  if (!found) throw new Error(`no ${app} ${version}`);
  const builds = await t.db.db
    .select()
    .from(releaseChannels)
    .where(eq(releaseChannels.releaseId, found.id));
  return { ...found, builds };
};

describe("content/releases.json and the console", () => {
  it("seeds every app with published history and notes in all six languages", async () => {
    const rows = await t.db.db.select().from(appReleases);
    for (const app of RELEASE_APPS) {
      const versions = rows.filter((r) => r.app === app).map((r) => r.version);
      // One release per version (issue 31), however many stores it shipped on.
      expect(new Set(versions).size).toBe(versions.length);
      expect(versions.length).toBeGreaterThanOrEqual(3);
    }
    expect(rows.every((r) => r.status === "published" && r.editedAt === null)).toBe(true);
    expect(rows.every((r) => Object.keys(r.notes).length === 6)).toBe(true);
    const doll = await release("doll", "4.8.2");
    expect(doll.builds.map((b) => b.channel).sort()).toEqual(
      ["apk", "appstore", "googleplay", "huawei"].sort(),
    );
    const apk = doll.builds.find((b) => b.channel === "apk");
    expect(apk?.fileSize).toBeGreaterThan(0);
    expect(apk?.sha256).toMatch(/^[0-9a-f]{64}$/);
    // The previous version's instances, still running during a rolling upgrade, read a row per
    // build from the old table.
    const builds = await t.db.db.select().from(releaseChannels);
    const legacy = await t.db.db.select().from(legacyReleases);
    expect(legacy).toHaveLength(builds.length);
    const oldApk = legacy.find(
      (r) => r.app === "doll" && r.version === "4.8.2" && r.channel === "apk",
    );
    expect(oldApk).toMatchObject({
      platform: "android",
      fileSize: apk?.fileSize,
      status: "published",
    });
  });

  it("never overwrites an operator's edit when content/ changes; updates and adds the rest", async () => {
    const admin = await createStaff(t, "admin");
    const edited = await release("doll", "4.8.2");
    const channels = Object.fromEntries(
      edited.builds.map(({ channel, minOs, url, fileSize, sha256 }) => [
        channel,
        { minOs: channel === "googleplay" ? "9.0" : minOs, url, fileSize, sha256 },
      ]),
    );
    const res = await post(
      `/api/admin/releases/${edited.id}`,
      {
        app: "doll",
        version: "4.8.2",
        releasedOn: edited.releasedOn,
        channels,
        notes: { ...edited.notes, en_us: "- Edited in the console." },
        revision: edited.revision,
      },
      admin.token,
    );
    expect(res.statusCode).toBe(200);

    const file = path.join(dir, "releases.json");
    const json = JSON.parse(await readFile(file, "utf8"));
    const [latest, previous] = json.doll;
    latest.notes.en_us = "- Changed in content/.";
    previous.notes.en_us = "- Changed in content/ too.";
    previous.builds = previous.builds.map((b: { channel: string }) =>
      b.channel === "huawei" ? { ...b, available: false } : b,
    );
    json.doll.unshift({
      ...latest,
      version: "4.9.0",
      releasedOn: "2026-12-01",
      builds: latest.builds.filter((b: { channel: string }) => b.channel !== "apk"),
    });
    await writeFile(file, JSON.stringify(json));
    expect(await syncContent(t.db.db, { contentDir: dir })).toBe(true);

    const kept = await release("doll", "4.8.2");
    expect(kept.builds.find((b) => b.channel === "googleplay")?.minOs).toBe("9.0");
    expect(kept.notes.en_us).toBe("- Edited in the console.");
    expect(kept.editedAt).not.toBeNull();
    const updated = await release("doll", previous.version);
    expect(updated.notes.en_us).toBe("- Changed in content/ too.");
    expect(updated.revision).toBe(2);
    expect(updated.builds.find((b) => b.channel === "huawei")?.available).toBe(false);
    const added = await release("doll", "4.9.0");
    expect(added.status).toBe("published");
    expect(added.builds.map((b) => b.channel)).not.toContain("apk");
    // A second sync bumps only the release whose entry changed.
    const before = (await t.db.db.select().from(appReleases)).map((r) => [r.id, r.revision]);
    json.doll[0].notes.en_us = "- 4.9.0, reworded.";
    await writeFile(file, JSON.stringify(json));
    await syncContent(t.db.db, { contentDir: dir });
    const after = new Map(
      (await t.db.db.select().from(appReleases)).map((r) => [r.id, r.revision]),
    );
    const bumped = before.filter(([id, revision]) => after.get(Number(id)) !== revision);
    expect(bumped).toEqual([[added.id, added.revision]]);
  });

  it("serves visitors only published releases, with notes rendered per language", async () => {
    const content = new ContentService(t.db.db, t.app.contentCache);
    t.app.contentCache.invalidate();
    const admin = await createStaff(t, "admin");
    const draft = await post(
      "/api/admin/releases",
      {
        app: "create",
        version: "2.0.0",
        releasedOn: "2026-12-24",
        channels: { appstore: { minOs: "16.0", url: "https://apps.apple.com/app/id6400000003" } },
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
    // One entry per channel a published version is live on, each with its own address.
    const builds = create.filter((r) => r.version === "1.6.0");
    expect(new Set(builds.map((r) => r.url)).size).toBe(builds.length);
    expect(builds.length).toBeGreaterThan(1);
  });
});
