/** Featured works (issue 19, ADR 0020): submissions, their published images, reports. */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { DataLanguage, UiLocale } from "../../../contract/language.ts";
import type { Scene } from "../../../contract/pose.ts";
import type { WorkApp, WorkFormat } from "../../../contract/works.ts";
import { users } from "./accounts.ts";
import { bytea, createdAt, moment, partOf, serialId } from "./columns.ts";
import { uploads } from "./uploads.ts";

export type WorkTranslations = Partial<
  Record<DataLanguage, { title: string; description: string }>
>;

/**
 * One row per work. `public_id` is what clients see. A work of the Inkdoll team (seeded from
 * content/works.json, `team_slug` set) has no account; an artist's work is deleted with the
 * account (CASCADE; its original upload is deleted by the works service first). `processing`
 * works are a durable job: any instance claims one by setting `processing_at` (a lease), makes
 * the variants from the private original, then moves it to `pending` (or `approved` for the
 * team's). `pose_scene` is a copy of the attached saved pose at submission, so the link keeps
 * working if the pose is later changed or deleted.
 */
export const works = pgTable(
  "works",
  {
    id: serialId(),
    publicId: text("public_id").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    teamSlug: text("team_slug"),
    originalId: integer("original_id").references(() => uploads.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    translations: jsonb("translations").$type<WorkTranslations>(),
    tags: jsonb("tags").$type<string[]>().notNull(),
    apps: jsonb("apps").$type<WorkApp[]>().notNull(),
    links: jsonb("links").$type<string[]>().notNull(),
    posePublicId: text("pose_public_id"),
    poseScene: jsonb("pose_scene").$type<Scene>(),
    state: text("state").notNull(),
    hidden: boolean("hidden").notNull().default(false),
    featured: boolean("featured").notNull().default(false),
    reportCount: integer("report_count").notNull().default(0),
    rejectReason: text("reject_reason"),
    decisionNote: text("decision_note"),
    decidedAt: moment("decided_at"),
    editedAt: moment("edited_at"),
    width: integer("width"),
    height: integer("height"),
    placeholder: text("placeholder"),
    /** The interface language the artist submitted in: decision emails are written in it. */
    locale: text("locale").notNull().default("en-US"),
    processingAt: moment("processing_at"),
    processingTries: integer("processing_tries").notNull().default(0),
    submittedAt: moment("submitted_at").notNull(),
    publishedAt: moment("published_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("works_public_id_key").on(t.publicId),
    uniqueIndex("works_team_slug_key").on(t.teamSlug),
    index("works_user_idx").on(t.userId, t.submittedAt),
    index("works_public_idx")
      .on(t.featured, t.publishedAt, t.id)
      .where(sql`${t.state} = 'approved' and not ${t.hidden}`),
    index("works_state_idx").on(t.state, t.submittedAt),
    check(
      "works_state_check",
      sql`${t.state} in ('processing', 'pending', 'approved', 'rejected', 'removed')`,
    ),
  ],
);

/**
 * The published files of a work (AVIF, WebP, JPEG per width), in the database so every instance
 * serves them (ADR 0015, 0020). `etag` is a hash of the bytes and is part of the URL, so a URL
 * never changes meaning and is cached for good.
 */
export const workImages = pgTable(
  "work_images",
  {
    workId: partOf("work_id", () => works.id, "cascade"),
    format: text("format").$type<WorkFormat>().notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    byteSize: integer("byte_size").notNull(),
    etag: text("etag").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.workId, t.format, t.width] })],
);

/** One report per reporter (an account, else a keyed hash of the address) and work. */
export const workReports = pgTable(
  "work_reports",
  {
    id: serialId(),
    workId: partOf("work_id", () => works.id, "cascade"),
    reporter: text("reporter").notNull(),
    /**
     * The address the report came from, as a keyed hash (no address is stored): reports from one
     * address count once, however many accounts sent them (issue 30).
     */
    originKey: text("origin_key").notNull().default(""),
    /** What the report weighs towards hiding the work (WORK_REPORT_WEIGHTS). */
    weight: real("weight").notNull().default(1),
    reason: text("reason").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("work_reports_once_key").on(t.workId, t.reporter)],
);

/**
 * Tags a moderator decided on (issue 31): an approved one is a filter on /works, shown with its
 * label in each interface language; a rejected one never is. A tag with no row here is still
 * free text on its works. `edited_at` is set by the console: content/work-tags.json then never
 * overwrites the row.
 */
export const workTags = pgTable(
  "work_tags",
  {
    slug: text("slug").primaryKey(),
    state: text("state").notNull(),
    labels: jsonb("labels").$type<Partial<Record<UiLocale, string>>>().notNull().default({}),
    editedAt: moment("edited_at"),
    updatedAt: moment("updated_at").notNull().defaultNow(),
  },
  (t) => [check("work_tags_state_check", sql`${t.state} in ('approved', 'rejected')`)],
);
