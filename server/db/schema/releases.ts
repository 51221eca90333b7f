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
export const releases = pgTable(
  "releases",
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
    uniqueIndex("releases_app_version_key").on(t.app, t.version),
    index("releases_app_status_idx").on(t.app, t.status),
    check("releases_status_check", sql`${t.status} in ('draft', 'published')`),
    check("releases_app_check", sql`${t.app} in ('doll', 'brush', 'create', 'ai')`),
  ],
);

/**
 * A release's build on one channel (App Store, Google Play, APK, Huawei…). `available` false
 * keeps the build but takes it off that channel: visitors are offered the channel's previous
 * version. The platform follows from the channel (contract/releases.ts).
 */
export const releaseChannels = pgTable(
  "release_channels",
  {
    releaseId: integer("release_id")
      .notNull()
      .references(() => releases.id, { onDelete: "cascade" }),
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
      sql`(${t.channel} in ('apk', 'betaapk')) = (${t.fileSize} is not null and ${t.sha256} is not null)`,
    ),
  ],
);
