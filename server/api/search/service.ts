import type { DataLanguage } from "../../../contract/language.ts";
import type { SearchResults, SearchSuggestion, SearchType } from "../../../contract/search.ts";
import type { ContentService } from "../../lib/content-service.ts";
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
