import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { ArticleView, DocumentKey, DocumentView } from "../../../contract/documents.ts";
import { type DataLanguage, DEFAULT_DATA_LANGUAGE } from "../../../contract/language.ts";
import type { DocumentSource } from "../../content/documents.ts";
import { renderMarkdown } from "../../content/markdown.ts";
import type { Database } from "../../db/client.ts";
import { articles, articleTranslations, documents } from "../../db/schema.ts";
import { articleVisible, documentVisible, stateOfSiblings } from "../content/visibility-service.ts";

const languages = (language: DataLanguage) =>
  language === DEFAULT_DATA_LANGUAGE ? [language] : [language, DEFAULT_DATA_LANGUAGE];

/** The newest version of a document in the asked language, else in en_us; null if none. */
export async function findDocument(
  db: Database,
  key: DocumentKey,
  language: DataLanguage,
  now: Date,
): Promise<DocumentView | null> {
  const rows = await db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.key, key),
        inArray(documents.language, languages(language)),
        documentVisible(now),
      ),
    )
    .orderBy(desc(documents.effectiveDate), desc(documents.id));
  const row = rows.find((r) => r.language === language) ?? rows[0];
  if (!row) return null;
  const { html, toc } = renderMarkdown(row.body);
  return {
    key,
    title: row.title,
    summary: row.summary,
    version: row.version,
    effectiveDate: row.effectiveDate,
    html,
    toc,
    language: row.language,
  };
}

async function titleOf(db: Database, articleId: number, language: DataLanguage) {
  const rows = await db
    .select({ language: articleTranslations.language, title: articleTranslations.title })
    .from(articleTranslations)
    .where(
      and(
        eq(articleTranslations.articleId, articleId),
        inArray(articleTranslations.language, languages(language)),
      ),
    );
  return (rows.find((r) => r.language === language) ?? rows[0])?.title ?? "";
}

type Placed = { id: number; colType: number; publishedAt: Date };

/** The next visible article of the same column in publication order (ties broken by id). */
async function neighbour(db: Database, article: Placed, direction: "newer" | "older", now: Date) {
  const after = direction === "newer";
  const at = article.publishedAt;
  const [row] = await db
    .select({ id: articles.id, slug: articles.slug })
    .from(articles)
    .where(
      and(
        eq(articles.colType, article.colType),
        articleVisible(now),
        or(
          after ? gt(articles.publishedAt, at) : lt(articles.publishedAt, at),
          and(
            eq(articles.publishedAt, at),
            after ? gt(articles.id, article.id) : lt(articles.id, article.id),
          ),
        ),
      ),
    )
    .orderBy(
      ...(after
        ? [asc(articles.publishedAt), asc(articles.id)]
        : [desc(articles.publishedAt), desc(articles.id)]),
    )
    .limit(1);
  return row;
}

/** One blog post or manual entry with its neighbours in publication order. */
export async function findArticle(
  db: Database,
  colType: number,
  slug: string,
  language: DataLanguage,
  now: Date,
): Promise<ArticleView | null> {
  const [article] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.colType, colType), eq(articles.slug, slug), articleVisible(now)));
  if (!article) return null;
  const texts = await db
    .select()
    .from(articleTranslations)
    .where(
      and(
        eq(articleTranslations.articleId, article.id),
        inArray(articleTranslations.language, languages(language)),
      ),
    );
  const text = texts.find((t) => t.language === language) ?? texts[0];
  if (!text) return null;

  const newer = await neighbour(db, article, "newer", now);
  const older = await neighbour(db, article, "older", now);

  const { html, toc, readingMinutes } = renderMarkdown(text.body);
  const view: ArticleView = {
    id: article.id,
    slug: article.slug,
    title: text.title,
    summary: text.summary,
    cover: article.cover,
    html,
    toc,
    readingMinutes,
    publishedAt: article.publishedAt.toISOString(),
    updatedAt: article.updatedAt.toISOString(),
    tags: article.tags,
    language: text.language,
    prev: older ? { slug: older.slug, title: await titleOf(db, older.id, language) } : null,
    next: newer ? { slug: newer.slug, title: await titleOf(db, newer.id, language) } : null,
  };
  if (article.app) view.app = article.app;
  if (article.topic) view.topic = article.topic;
  return view;
}

/**
 * content/documents/ into the database (server/db/seed.ts; ADR 0010): new versions and
 * languages are added, unedited ones follow the file; a row an operator edited in the console
 * (`edited_at` set) is never overwritten.
 */
export async function applyDocuments(
  db: Database,
  documentSources: DocumentSource[],
): Promise<void> {
  for (const doc of documentSources) {
    const text = {
      title: doc.title,
      summary: doc.summary,
      body: doc.body,
      effectiveDate: doc.effectiveDate,
    };
    const version = and(eq(documents.key, doc.key), eq(documents.version, doc.version));
    await db
      .insert(documents)
      .values({
        key: doc.key,
        language: doc.language,
        version: doc.version,
        ...text,
        ...stateOfSiblings(db, documents, version),
      })
      .onConflictDoUpdate({
        target: [documents.key, documents.language, documents.version],
        set: { ...text, updatedAt: sql`now()` },
        setWhere: isNull(documents.editedAt),
      });
  }
}
