import { readFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "./client.ts";

/**
 * Migration 0025 (issue 31) on rows of the old shape: one row per app, channel and version
 * becomes one release per version with a build per channel, and the old table stays as it was
 * for the instances of the previous version (expand/contract).
 */
const pg = new PGlite();
afterAll(() => pg.close());

async function run(tag: string) {
  const sql = await readFile(path.join(migrationsFolder, `${tag}.sql`), "utf8");
  for (const statement of sql.split("--> statement-breakpoint")) {
    if (statement.trim()) await pg.exec(statement);
  }
}

beforeAll(async () => {
  const journal = JSON.parse(
    await readFile(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"),
  ) as { entries: { tag: string }[] };
  const tags = journal.entries.map((entry) => entry.tag);
  const at = tags.indexOf("0025_release_channels");
  for (const tag of tags.slice(0, at)) await run(tag);
  const sha = "a".repeat(64);
  // 4.8.2 on three stores (the Huawei row edited, the APK a draft); 4.8.0 on one; 5.0 a draft.
  await pg.exec(`
    insert into releases (id, app, platform, channel, version, released_on, min_os, url, file_size, sha256, notes, status, published_at, edited_at, revision, updated_at) values
    (1, 'doll', 'ios', 'appstore', '4.8.2', '2026-11-10', '15.0', 'https://apps.apple.com/app/id1', null, null, '{"en_us":"old"}', 'published', '2026-11-10', null, 1, '2026-11-10'),
    (2, 'doll', 'android', 'huawei', '4.8.2', '2026-11-12', '8.0', 'https://appgallery.huawei.com/app/C1', null, null, '{"en_us":"newest"}', 'published', '2026-11-12', '2026-11-20', 3, '2026-11-20'),
    (3, 'doll', 'android', 'apk', '4.8.2', '2026-11-11', '8.0', 'https://dl.inkdoll.example/a.apk', 1000, '${sha}', '{"en_us":"apk"}', 'draft', null, null, 1, '2026-11-11'),
    (4, 'doll', 'ios', 'appstore', '4.8.0', '2026-10-01', '15.0', 'https://apps.apple.com/app/id1', null, null, '{"en_us":"480"}', 'published', '2026-10-01', null, 1, '2026-10-01'),
    (5, 'brush', 'ios', 'appstore', '5.0', '2026-12-01', '16.0', 'https://apps.apple.com/app/id2', null, null, '{"en_us":"d1"}', 'draft', null, null, 1, '2026-12-01'),
    (6, 'brush', 'android', 'googleplay', '5.0', '2026-12-02', '9.0', 'https://play.google.com/x', null, null, '{"en_us":"d2"}', 'draft', null, null, 2, '2026-12-02');
  `);
  await run("0025_release_channels");
});

describe("migration 0025: one release per version", () => {
  it("keeps the newest row of each version, with its notes, and the flags of the whole group", async () => {
    const { rows } = await pg.query<Record<string, unknown>>(
      "select id, app, version, released_on, notes, status, edited_at is not null as edited, revision from app_releases order by id",
    );
    expect(rows).toEqual([
      {
        id: 2,
        app: "doll",
        version: "4.8.2",
        released_on: "2026-11-10",
        notes: { en_us: "newest" },
        status: "published",
        edited: true,
        revision: 3,
      },
      {
        id: 4,
        app: "doll",
        version: "4.8.0",
        released_on: "2026-10-01",
        notes: { en_us: "480" },
        status: "published",
        edited: false,
        revision: 1,
      },
      {
        id: 6,
        app: "brush",
        version: "5.0",
        released_on: "2026-12-01",
        notes: { en_us: "d2" },
        status: "draft",
        edited: false,
        revision: 2,
      },
    ]);
  });

  it("moves every build to its version's release; a draft beside a published row stays off", async () => {
    const { rows } = await pg.query<Record<string, unknown>>(
      "select release_id, channel, min_os, url, file_size, sha256, available from release_channels order by release_id, channel",
    );
    expect(rows).toEqual([
      {
        release_id: 2,
        channel: "apk",
        min_os: "8.0",
        url: "https://dl.inkdoll.example/a.apk",
        file_size: 1000,
        sha256: "a".repeat(64),
        available: false,
      },
      expect.objectContaining({ release_id: 2, channel: "appstore", available: true }),
      expect.objectContaining({ release_id: 2, channel: "huawei", available: true }),
      expect.objectContaining({ release_id: 4, channel: "appstore", available: true }),
      // An all-draft version's builds go live when it is published.
      expect.objectContaining({ release_id: 6, channel: "appstore", available: true }),
      expect.objectContaining({ release_id: 6, channel: "googleplay", available: true }),
    ]);
  });

  it("refuses a second release of a version, and numbers new releases after every old row", async () => {
    await expect(
      pg.exec(
        "insert into app_releases (app, version, released_on) values ('doll', '4.8.2', '2026-12-01')",
      ),
    ).rejects.toThrow(/app_releases_app_version_key/);
    const { rows } = await pg.query<{ id: number }>(
      "insert into app_releases (app, version, released_on) values ('doll', '4.9.0', '2026-12-01') returning id",
    );
    expect(rows[0]?.id).toBeGreaterThan(6);
  });

  it("leaves the old table to the previous version's instances, row for row", async () => {
    const { rows } = await pg.query<{ id: number; status: string }>(
      "select id, status from releases order by id",
    );
    expect(rows.map((row) => `${row.id}:${row.status}`)).toEqual([
      "1:published",
      "2:published",
      "3:draft",
      "4:published",
      "5:draft",
      "6:draft",
    ]);
  });
});
