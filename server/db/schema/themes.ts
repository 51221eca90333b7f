/** Themes (issue 16): curated pose collections seeded from content/themes/. */
import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import type { DataLanguage } from "../../../contract/language.ts";
import type { Scene } from "../../../contract/pose.ts";
import { createdAt, moment, scheduled, updatedAt } from "./columns.ts";

export type ThemePoseRow = { id: string; names: Record<DataLanguage, string>; scene: Scene };

/**
 * One row per theme, its texts keyed by data language. `edited_at` is set when an operator edits
 * the theme: content/ then seeds new themes but never overwrites that row again.
 */
export const themes = pgTable(
  "themes",
  {
    slug: text("slug").primaryKey(),
    sortOrder: integer("sort_order").notNull().default(0),
    tags: jsonb("tags").$type<string[]>().notNull(),
    cover: text("cover").notNull(),
    titles: jsonb("titles").$type<Record<DataLanguage, string>>().notNull(),
    descriptions: jsonb("descriptions").$type<Record<DataLanguage, string>>().notNull(),
    poses: jsonb("poses").$type<ThemePoseRow[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    editedAt: moment("edited_at"),
    /** draft | published | deleted (ADR 0010); seeded themes are published. */
    status: text("status").notNull().default("published"),
    ...scheduled(),
    /**
     * When each language's title or description last changed (ISO times keyed by data
     * language), for the console's per-language status; empty until the first console save.
     */
    textsUpdatedAt: jsonb("texts_updated_at")
      .$type<Partial<Record<DataLanguage, string>>>()
      .notNull()
      .default({}),
  },
  (t) => [check("themes_poses_array", sql`jsonb_typeof(${t.poses}) = 'array'`)],
);
