import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { type DataLanguage, DEFAULT_DATA_LANGUAGE } from "../../../contract/language.ts";
import {
  isThemeTag,
  type ThemeSummary,
  type ThemeView,
  themeThumbs,
} from "../../../contract/themes.ts";
import type { ThemeSource } from "../../content/themes.ts";
import type { Database } from "../../db/client.ts";
import { themes } from "../../db/schema.ts";
import { themeVisible } from "../content/visibility-service.ts";

type ThemeRow = typeof themes.$inferSelect;

const inLanguage = (texts: Record<DataLanguage, string>, language: DataLanguage) =>
  texts[language] || texts[DEFAULT_DATA_LANGUAGE];

function summaryOf(row: ThemeRow, language: DataLanguage): ThemeSummary {
  return {
    slug: row.slug,
    title: inLanguage(row.titles, language),
    description: inLanguage(row.descriptions, language),
    tags: row.tags.filter(isThemeTag),
    cover: row.cover,
    coverThumbs: themeThumbs(row.slug, row.cover),
    poseCount: row.poses.length,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Every theme visitors may see at `now` (drafts and scheduled ones left out), in display order,
 * its texts in the asked language (English where missing).
 */
export async function listThemes(
  db: Database,
  language: DataLanguage,
  now: Date,
): Promise<ThemeSummary[]> {
  const rows = await db
    .select()
    .from(themes)
    .where(themeVisible(now))
    .orderBy(asc(themes.sortOrder), asc(themes.slug));
  return rows.map((row) => summaryOf(row, language));
}

/** One theme with its poses (full scenes and thumbnails); null when there is none. */
export async function findTheme(
  db: Database,
  slug: string,
  language: DataLanguage,
  now: Date,
): Promise<ThemeView | null> {
  const [row] = await db
    .select()
    .from(themes)
    .where(and(eq(themes.slug, slug), themeVisible(now)));
  if (!row) return null;
  return {
    ...summaryOf(row, language),
    poses: row.poses.map((pose) => ({
      id: pose.id,
      name: inLanguage(pose.names, language),
      scene: pose.scene,
      thumbs: themeThumbs(row.slug, pose.id),
    })),
  };
}

/** The theme pages' addresses with their last change, for the sitemap. */
export async function listThemePaths(
  db: Database,
  now: Date,
): Promise<{ path: string; lastmod: string }[]> {
  const rows = await db
    .select({ slug: themes.slug, updatedAt: themes.updatedAt })
    .from(themes)
    .where(themeVisible(now))
    .orderBy(asc(themes.sortOrder), asc(themes.slug));
  return rows.map((row) => ({
    path: `/themes/${row.slug}`,
    lastmod: row.updatedAt.toISOString().slice(0, 10),
  }));
}

/**
 * content/themes/ into the database (server/db/seed.ts): new themes are added and unedited ones
 * follow the files; a theme an operator edited (`edited_at` set) is never overwritten.
 */
export async function applyThemes(db: Database, sources: ThemeSource[]): Promise<void> {
  for (const theme of sources) {
    const values = {
      sortOrder: theme.sortOrder,
      tags: theme.tags,
      cover: theme.cover,
      titles: theme.titles,
      descriptions: theme.descriptions,
      poses: theme.poses,
    };
    await db
      .insert(themes)
      .values({ slug: theme.slug, ...values })
      .onConflictDoUpdate({
        target: themes.slug,
        set: { ...values, updatedAt: sql`now()` },
        setWhere: isNull(themes.editedAt),
      });
  }
}
