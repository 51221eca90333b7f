import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { type DataLanguage, DEFAULT_DATA_LANGUAGE } from "../../../contract/language.ts";
import type { ArticleSource } from "../../content/articles.ts";
import type { Database } from "../../db/client.ts";
import { articles, articleTranslations } from "../../db/schema.ts";
import { articleVisible } from "../content/visibility-service.ts";
import type { CategoryItem } from "./schema.ts";

const SECTION: Record<number, string> = { 1: "blog", 3: "manual" };

/** One page of a category, newest first, each item in the asked language or en_us. */
export async function listCategory(
  db: Database,
  query: {
    colType: number;
    webType: number;
    page: number;
    pageSize: number;
    language: DataLanguage;
    /** Drafts and posts scheduled after this moment are left out. */
    now: Date;
  },
): Promise<CategoryItem[]> {
  const section = SECTION[query.colType];
  if (!section) return [];
  const rows = await db
    .select({
      id: articles.id,
      slug: articles.slug,
      cover: articles.cover,
      coverWebp: articles.coverWebp,
      app: articles.app,
      topic: articles.topic,
      order: articles.sortOrder,
      tags: articles.tags,
      publishedAt: articles.publishedAt,
      updatedAt: articles.updatedAt,
    })
    .from(articles)
    .where(
      and(
        eq(articles.colType, query.colType),
        eq(articles.webType, query.webType),
        articleVisible(query.now),
      ),
    )
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  if (!rows.length) return [];

  const translations = await db
    .select({
      articleId: articleTranslations.articleId,
      language: articleTranslations.language,
      title: articleTranslations.title,
      summary: articleTranslations.summary,
    })
    .from(articleTranslations)
    .where(
      and(
        inArray(
          articleTranslations.articleId,
          rows.map((r) => r.id),
        ),
        inArray(articleTranslations.language, [query.language, DEFAULT_DATA_LANGUAGE]),
      ),
    );

  return rows.flatMap((row) => {
    const own = translations.filter((t) => t.articleId === row.id);
    const text = own.find((t) => t.language === query.language) ?? own[0];
    if (!text) return [];
    const item: CategoryItem = {
      id: row.id,
      slug: row.slug,
      title: text.title,
      summary: text.summary,
      cover: row.cover,
      url: `/${section}/${row.slug}`,
      publishedAt: row.publishedAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      tags: row.tags,
      language: text.language,
    };
    if (row.coverWebp) item.coverWebp = row.coverWebp;
    if (row.app) item.app = row.app;
    if (row.topic) item.topic = row.topic;
    if (query.colType === 3) item.order = row.order;
    return [item];
  });
}

/** Every blog post's and manual entry's address (`/blog/slug`) and the day it last changed. */
export async function listArticlePaths(
  db: Database,
  now: Date,
): Promise<{ path: string; lastmod: string }[]> {
  const rows = await db
    .select({ colType: articles.colType, slug: articles.slug, updatedAt: articles.updatedAt })
    .from(articles)
    .where(and(inArray(articles.colType, Object.keys(SECTION).map(Number)), articleVisible(now)))
    .orderBy(asc(articles.colType), asc(articles.slug));
  return rows.map((r) => ({
    path: `/${SECTION[r.colType]}/${r.slug}`,
    lastmod: r.updatedAt.toISOString().slice(0, 10),
  }));
}

/**
 * content/articles/ into the database (server/db/seed.ts; ADR 0010): new articles and new
 * translations are added; an article an operator edited in the console (`edited_at` set) is
 * left exactly as the operator left it, so a deploy never undoes an editor's work.
 */
export async function applyArticles(db: Database, articleSources: ArticleSource[]): Promise<void> {
  for (const source of articleSources) {
    const values = {
      colType: source.colType,
      slug: source.slug,
      cover: source.cover,
      app: source.app,
      topic: source.topic,
      sortOrder: source.order,
      tags: source.tags,
      publishedAt: source.publishedAt,
      updatedAt: source.updatedAt,
    };
    const [existing] = await db
      .select({ id: articles.id, editedAt: articles.editedAt })
      .from(articles)
      .where(and(eq(articles.colType, source.colType), eq(articles.slug, source.slug)));
    if (existing?.editedAt) continue;
    const [row] = existing
      ? await db
          .update(articles)
          .set(values)
          .where(eq(articles.id, existing.id))
          .returning({ id: articles.id })
      : await db.insert(articles).values(values).returning({ id: articles.id });
    if (!row) continue;
    for (const t of source.translations) {
      const text = {
        title: t.title,
        summary: t.summary,
        body: t.body,
        updatedAt: source.updatedAt,
      };
      await db
        .insert(articleTranslations)
        .values({ articleId: row.id, language: t.language, ...text })
        .onConflictDoUpdate({
          target: [articleTranslations.articleId, articleTranslations.language],
          set: text,
        });
    }
  }
}
