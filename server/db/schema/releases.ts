/** Releases of the four apps (issue 17): the console edits them, /download and the changelogs read them. */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, moment, serialId, updatedAt } from "./columns.ts";

/**
 * One version of one app (issue 31: published once, live on several channels). Notes are
 * Markdown per data language, rendered and sanitised on the server when read. `edited_at` is set
 * by the console: content/releases.json never overwrites a release an operator changed (ADR 0010).
 */
export const appReleases = pgTable(
  "app_releases",
  {
    id: serialId(),
    app: text("app").notNull(),
    version: text("version").notNull(),
    releasedOn: text("released_on").notNull(),
    notes: jsonb("notes").$type<Record<string, string>>().notNull().default({}),
    status: text("status").notNull().default("draft"),
    publishedAt: moment("published_at"),
    /** Set by every console write; null while the release is as content/ seeded it. */
    editedAt: moment("edited_at"),
    /** Bumped by every change; a console write naming an older revision is refused (409). */
    revision: integer("revision").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("app_releases_app_version_key").on(t.app, t.version),
    index("app_releases_app_status_idx").on(t.app, t.status),
    check("app_releases_status_check", sql`${t.status} in ('draft', 'published')`),
    check("app_releases_app_check", sql`${t.app} in ('doll', 'brush', 'create', 'ai')`),
  ],
);

/**
 * A release's build on one channel (App Store, Google Play, APK, Huawei…). `available` false
 * keeps the build but takes it off that channel: visitors are offered the channel's previous
 * version. The platform follows from the channel (contract/releases.ts). A beta APK carried over
 * from `releases` may lack its size and SHA-256 (that table could not hold them); the console
 * asks for both on its next edit.
 */
export const releaseChannels = pgTable(
  "release_channels",
  {
    releaseId: integer("release_id")
      .notNull()
      .references(() => appReleases.id, { onDelete: "cascade" }),
    channel: text("channel").notNull(),
    minOs: text("min_os").notNull(),
    url: text("url").notNull(),
    fileSize: bigint("file_size", { mode: "number" }),
    sha256: text("sha256"),
    available: boolean("available").notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.releaseId, t.channel] }),
    index("release_channels_channel_idx").on(t.channel),
    check(
      "release_channels_channel_check",
      sql`${t.channel} in ('appstore', 'googleplay', 'apk', 'huawei', 'testflight', 'betaapk')`,
    ),
    check(
      "release_channels_apk_check",
      sql`case ${t.channel} when 'apk' then ${t.fileSize} is not null and ${t.sha256} is not null when 'betaapk' then (${t.fileSize} is null) = (${t.sha256} is null) else ${t.fileSize} is null and ${t.sha256} is null end`,
    ),
  ],
);

/**
 * The release table before issue 31, one row per app × platform × channel × version. Instances
 * of the previous version still read and write it during a rolling upgrade (README, "Upgrading
 * with migrations"), so every write to app_releases mirrors itself here (service.ts,
 * mirrorLegacy). Contract step, next release: drop this table and the mirror.
 */
export const legacyReleases = pgTable(
  "releases",
  {
    id: serialId(),
    app: text("app").notNull(),
    platform: text("platform").notNull(),
    channel: text("channel").notNull(),
    version: text("version").notNull(),
    releasedOn: text("released_on").notNull(),
    minOs: text("min_os").notNull(),
    url: text("url").notNull(),
    fileSize: bigint("file_size", { mode: "number" }),
    sha256: text("sha256"),
    notes: jsonb("notes").$type<Record<string, string>>().notNull().default({}),
    status: text("status").notNull().default("draft"),
    publishedAt: moment("published_at"),
    editedAt: moment("edited_at"),
    revision: integer("revision").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("releases_app_platform_channel_version_key").on(
      t.app,
      t.platform,
      t.channel,
      t.version,
    ),
    index("releases_app_status_idx").on(t.app, t.status),
    check("releases_status_check", sql`${t.status} in ('draft', 'published')`),
    check("releases_app_check", sql`${t.app} in ('doll', 'brush', 'create', 'ai')`),
    check(
      "releases_apk_check",
      sql`(${t.channel} = 'apk') = (${t.fileSize} is not null and ${t.sha256} is not null)`,
    ),
  ],
);
