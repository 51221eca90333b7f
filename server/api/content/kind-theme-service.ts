import { asc, eq } from "drizzle-orm";
import { DATA_LANGUAGES, type DataLanguage } from "../../../contract/language.ts";
import { isThemeTag } from "../../../contract/themes.ts";
import type { Database } from "../../db/client.ts";
import { themes } from "../../db/schema.ts";
import {
  cleanTags,
  DELETED,
  defineKind,
  type LiveItem,
  removedAt,
  sameText,
  snapshotOf,
} from "./kinds.ts";

async function rowOf(db: Database, slug: string) {
  const [row] = await db.select().from(themes).where(eq(themes.slug, slug));
  return row && row.status !== DELETED ? row : null;
}

async function read(db: Database, id: string): Promise<LiveItem | null> {
  const row = await rowOf(db, id);
  if (!row) return null;
  const { snapshot, updatedAt } = snapshotOf(
    row,
    { cover: row.cover, tags: row.tags, sortOrder: row.sortOrder },
    DATA_LANGUAGES.filter((language) => row.titles[language]).map((language) => ({
      language,
      // A theme's text is its title and description; it has no Markdown body.
      text: {
        title: row.titles[language] ?? "",
        summary: row.descriptions[language] ?? "",
        body: "",
      },
      // A text the console never changed counts as the seed's, older than any console save.
      updatedAt: new Date(row.textsUpdatedAt[language] ?? 0),
    })),
  );
  return {
    id,
    section: "themes",
    name: row.slug,
    snapshot,
    updatedAt,
    path: `/themes/${row.slug}`,
    editedAt: row.editedAt,
    poseIds: row.poses.map((pose) => pose.id),
  };
}

/**
 * Pose themes (issue 16): titles, descriptions, tags, cover pose and display order are edited
 * here; the poses themselves (scenes and their renders) still come from content/themes/.
 */
export const themeKind = defineKind("theme", {
  async ids(db) {
    const rows = await db
      .select({ slug: themes.slug })
      .from(themes)
      .orderBy(asc(themes.sortOrder), asc(themes.slug));
    return rows.map((r) => r.slug);
  },
  read,
  async write(db, id, snapshot, now) {
    const row = await rowOf(db, id);
    const current = await read(db, id);
    if (!row || !current) return;
    const titles = { ...row.titles };
    const descriptions = { ...row.descriptions };
    const textsUpdatedAt = { ...row.textsUpdatedAt };
    for (const [key, text] of Object.entries(snapshot.texts)) {
      const language = key as DataLanguage;
      if (!text || sameText(current.snapshot.texts[language], text)) continue;
      titles[language] = text.title;
      descriptions[language] = text.summary;
      textsUpdatedAt[language] = now.toISOString();
    }
    const { cover, tags, sortOrder } = snapshot.meta;
    await db
      .update(themes)
      .set({
        status: snapshot.status,
        publishAt: snapshot.publishAt ? new Date(snapshot.publishAt) : null,
        titles,
        descriptions,
        textsUpdatedAt,
        ...(cover !== undefined ? { cover } : {}),
        ...(tags ? { tags: cleanTags(tags) } : {}),
        ...(sortOrder !== undefined ? { sortOrder } : {}),
        editedAt: now,
        updatedAt: now,
      })
      .where(eq(themes.slug, id));
  },
  async remove(db, id, now) {
    await db.update(themes).set(removedAt(now)).where(eq(themes.slug, id));
  },
  checkMeta(item, meta) {
    if (meta.cover !== undefined && !item.poseIds?.includes(meta.cover)) {
      return { field: "meta.cover" };
    }
    if (meta.tags && (!meta.tags.length || !meta.tags.every(isThemeTag))) {
      return { field: "meta.tags" };
    }
    return null;
  },
});
