import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { type DataLanguage, DEFAULT_DATA_LANGUAGE } from "../../../contract/language.ts";
import type { SearchResults, SearchSuggestion, SearchType } from "../../../contract/search.ts";
import type { Database } from "../../db/client.ts";
import { articles, articleTranslations } from "../../db/schema.ts";
import type { ContentService } from "../../lib/content-service.ts";
import { articleVisible } from "../content/visibility-service.ts";
import { SearchIndex } from "./search-index.ts";
import { collectDocs, type SearchSource, SOURCES } from "./sources.ts";

/**
 * Site search (ADR 0013): one in-memory index per data language, built from the database
 * through the content read path and kept in the ContentCache under the shared content version.
 * When any instance changes content (bumpContentVersion), every instance sees the new version
 * within the cache's check interval and rebuilds from the same rows, so all answer alike on
 * PGlite and PostgreSQL. Nothing of the index goes to the browser.
 */
export class SearchService {
  readonly content: ContentService;
  readonly sources: readonly SearchSource[];

  constructor(content: ContentService, sources: readonly SearchSource[] = SOURCES) {
    this.content = content;
    this.sources = sources;
  }

  index(language: DataLanguage): Promise<SearchIndex> {
    return this.content.cache.get(
      `search:${language}`,
      async () =>
        new SearchIndex(language, await collectDocs(this.content, language, this.sources)),
    );
  }

  async search(
    query: string,
    type: SearchType | null,
    page: number,
    language: DataLanguage,
  ): Promise<SearchResults> {
    return (await this.index(language)).search(query, type, page);
  }

  async suggest(query: string, language: DataLanguage): Promise<SearchSuggestion[]> {
    return (await this.index(language)).suggest(query);
  }
}

export type ArticleText = {
  colType: number;
  slug: string;
  language: string;
  title: string;
  summary: string;
  body: string;
};

/**
 * Every website article of the columns in `colTypes` that visitors may see at `now` (published,
 * past its schedule: the same rule as the lists) with its text in `language`, else in en_us: one
 * query, so a rebuild costs the same few queries with ten articles or ten thousand.
 */
export async function listArticleTexts(
  db: Database,
  colTypes: readonly number[],
  language: DataLanguage,
  now: Date,
): Promise<ArticleText[]> {
  const languages = [...new Set([language, DEFAULT_DATA_LANGUAGE])];
  const rows = await db
    .select({
      colType: articles.colType,
      slug: articles.slug,
      language: articleTranslations.language,
      title: articleTranslations.title,
      summary: articleTranslations.summary,
      body: articleTranslations.body,
    })
    .from(articles)
    .innerJoin(articleTranslations, eq(articleTranslations.articleId, articles.id))
    .where(
      and(
        inArray(articles.colType, [...colTypes]),
        eq(articles.webType, 1),
        articleVisible(now),
        inArray(articleTranslations.language, languages),
      ),
    )
    .orderBy(asc(articles.colType), desc(articles.publishedAt), asc(articles.id));
  const chosen = new Map<string, ArticleText>();
  for (const row of rows) {
    const key = `${row.colType}:${row.slug}`;
    const seen = chosen.get(key);
    if (!seen || (seen.language !== language && row.language === language)) chosen.set(key, row);
  }
  return [...chosen.values()];
}
