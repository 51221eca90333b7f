/** Public content and what visitors' devices ask of it: config, articles, documents, FAQ, downloads. */
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, editable, moment, partOf, scheduled, serialId, updatedAt } from "./columns.ts";

/** Device ids issued by getImei (spec §4 start-up). Only a hash of the user agent is kept. */
export const devices = pgTable(
  "devices",
  {
    imei: text("imei").primaryKey(),
    osType: smallint("os_type").notNull(),
    uaHash: text("ua_hash").notNull(),
    source: smallint("source"),
    createdAt: createdAt(),
  },
  (t) => [check("devices_os_type_check", sql`${t.osType} in (0, 1, 2)`)],
);

/** Configuration read through singleConfig, one row per key and data language. */
export const configEntries = pgTable(
  "config_entries",
  {
    key: text("key").notNull(),
    language: text("language").notNull(),
    value: jsonb("value").$type<unknown>().notNull(),
    updatedAt: updatedAt(),
    /** Set by console edits (/admin/config): seeding from content/ never overwrites such a row. */
    editedAt: moment("edited_at"),
  },
  (t) => [primaryKey({ columns: [t.key, t.language] })],
);

/** Blog posts (colType 1) and user-manual entries (colType 3). */
export const articles = pgTable(
  "articles",
  {
    id: serialId(),
    colType: smallint("col_type").notNull(),
    webType: smallint("web_type").notNull().default(1),
    slug: text("slug").notNull(),
    cover: text("cover").notNull(),
    coverWebp: text("cover_webp"),
    app: text("app"),
    topic: text("topic"),
    sortOrder: integer("sort_order").notNull().default(0),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    publishedAt: moment("published_at").notNull(),
    updatedAt: updatedAt(),
    ...editable(),
    ...scheduled(),
  },
  (t) => [
    uniqueIndex("articles_col_type_slug_key").on(t.colType, t.slug),
    index("articles_listing_idx").on(t.colType, t.webType, t.publishedAt),
  ],
);

export const articleTranslations = pgTable(
  "article_translations",
  {
    articleId: partOf("article_id", () => articles.id, "cascade"),
    language: text("language").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    body: text("body").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.language] })],
);

/** Bumped whenever public content changes, so every instance can drop its caches. */
export const contentVersions = pgTable("content_versions", {
  scope: text("scope").primaryKey(),
  version: integer("version").notNull().default(1),
  /** For scope "seed": checksum of the content/ folder last applied. */
  checksum: text("checksum"),
  updatedAt: updatedAt(),
});

/** Legal and protocol documents, one row per version and language (Markdown body). */
export const documents = pgTable(
  "documents",
  {
    id: serialId(),
    key: text("key").notNull(),
    language: text("language").notNull(),
    version: text("version").notNull(),
    effectiveDate: text("effective_date").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    body: text("body").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...editable(),
    ...scheduled(),
  },
  (t) => [
    uniqueIndex("documents_key_language_version_key").on(t.key, t.language, t.version),
    index("documents_lookup_idx").on(t.key, t.language, t.effectiveDate),
  ],
);

export const faqEntries = pgTable(
  "faq_entries",
  {
    id: text("id").notNull(),
    language: text("language").notNull(),
    category: text("category").notNull(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    updatedAt: updatedAt(),
    ...editable(),
    ...scheduled(),
  },
  (t) => [primaryKey({ columns: [t.id, t.language] })],
);

/** Download clicks: which app, platform, channel and region, when. No personal data. */
export const downloadEvents = pgTable(
  "download_events",
  {
    id: serialId(),
    app: text("app").notNull(),
    platform: text("platform").notNull(),
    channel: text("channel").notNull(),
    region: text("region").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("download_events_app_created_idx").on(t.app, t.createdAt)],
);
