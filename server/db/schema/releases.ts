/** Releases of the four apps (issue 17): the console edits them, /download and the changelogs read them. */
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, moment, serialId, updatedAt } from "./columns.ts";

/**
 * One build of one app on one channel (App Store, Google Play, APK, Huawei…). Notes are Markdown
 * per data language, rendered and sanitised on the server when read. `edited_at` is set by the
 * console: content/releases.json never overwrites a row an operator changed (ADR 0010).
 */
export const releases = pgTable(
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
    /** Set by every console write; null while the row is as content/ seeded it. */
    editedAt: moment("edited_at"),
    /** Bumped by every change; a console write naming an older revision is refused (409). */
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
