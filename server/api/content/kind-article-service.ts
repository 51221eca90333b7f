import { and, asc, eq } from "drizzle-orm";
import { COL_TYPE } from "../../../contract/category.ts";
import { ARTICLE_SECTIONS, isCoverAddress } from "../../../contract/content-admin.ts";
import type { DataLanguage } from "../../../contract/language.ts";
import type { Database } from "../../db/client.ts";
import { articles, articleTranslations } from "../../db/schema.ts";
import {
  cleanTags,
  DELETED,
  defineKind,
  type LiveItem,
  removedAt,
  sameText,
  textSnapshot,
} from "./kinds.ts";

const SECTION_OF: Record<number, string> = { [COL_TYPE.blog]: "blog", [COL_TYPE.manual]: "manual" };
export const COL_TYPE_OF = { blog: COL_TYPE.blog, manual: COL_TYPE.manual } as const;
const COL_TYPES = ARTICLE_SECTIONS.map((section) => COL_TYPE_OF[section]);

async function read(db: Database, id: string): Promise<LiveItem | null> {
  if (!/^\d{1,9}$/.test(id)) return null;
  const [row] = await db
    .select()
    .from(articles)
    .where(eq(articles.id, Number(id)));
  const section = row && SECTION_OF[row.colType];
  if (!row || !section || row.status === DELETED) return null;
  const texts = await db
    .select()
    .from(articleTranslations)
    .where(eq(articleTranslations.articleId, row.id));
  const { snapshot, updatedAt } = textSnapshot(
    row,
    { cover: row.cover, tags: row.tags, sortOrder: row.sortOrder },
    texts,
  );
  return {
    id,
    section,
    name: row.slug,
    snapshot,
    updatedAt,
    path: `/${section}/${row.slug}`,
    editedAt: row.editedAt,
  };
}

/** Blog posts and manual articles (articles + article_translations). */
export const articleKind = defineKind("article", {
  async ids(db) {
    const rows = await db
      .select({ id: articles.id, colType: articles.colType })
      .from(articles)
      .orderBy(asc(articles.colType), asc(articles.slug));
    return rows.filter((r) => COL_TYPES.includes(r.colType as 1 | 3)).map((r) => String(r.id));
  },
  read,
  async write(db, id, snapshot, now) {
    const current = await read(db, id);
    if (!current) return;
    const articleId = Number(id);
    // The date shown is the scheduled moment, or the moment a draft was published.
    const publishAt = snapshot.publishAt ? new Date(snapshot.publishAt) : null;
    const goesPublic = snapshot.status === "published" && current.snapshot.status === "draft";
    await db
      .update(articles)
      .set({
        status: snapshot.status,
        publishAt,
        ...(publishAt ? { publishedAt: publishAt } : goesPublic ? { publishedAt: now } : {}),
        ...(snapshot.meta.cover !== undefined ? { cover: snapshot.meta.cover } : {}),
        ...(snapshot.meta.tags ? { tags: cleanTags(snapshot.meta.tags) } : {}),
        ...(snapshot.meta.sortOrder !== undefined ? { sortOrder: snapshot.meta.sortOrder } : {}),
        editedAt: now,
        updatedAt: now,
      })
      .where(eq(articles.id, articleId));
    for (const [language, text] of Object.entries(snapshot.texts)) {
      if (!text || sameText(current.snapshot.texts[language as DataLanguage], text)) continue;
      const values = { ...text, updatedAt: now };
      await db
        .insert(articleTranslations)
        .values({ articleId, language, ...values })
        .onConflictDoUpdate({
          target: [articleTranslations.articleId, articleTranslations.language],
          set: values,
        });
    }
  },
  checkMeta(_item, meta) {
    return meta.cover !== undefined && !isCoverAddress(meta.cover) ? { field: "meta.cover" } : null;
  },
  async remove(db, id, now) {
    await db
      .update(articles)
      .set(removedAt(now))
      .where(eq(articles.id, Number(id)));
  },
});

/** A new draft post or manual article; null when the slug is taken in its section. */
export async function createArticle(
  db: Database,
  input: { section: "blog" | "manual"; slug: string },
  now: Date,
): Promise<string | null> {
  const colType = COL_TYPE_OF[input.section];
  const [taken] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.colType, colType), eq(articles.slug, input.slug)));
  if (taken) return null;
  const [row] = await db
    .insert(articles)
    .values({
      colType,
      slug: input.slug,
      cover: "",
      status: "draft",
      publishedAt: now,
      editedAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: articles.id });
  return row ? String(row.id) : null;
}
