import MiniSearch, { type Query, type SearchResult } from "minisearch";
import type { DataLanguage } from "../../../contract/language.ts";
import {
  SEARCH_LIMITS,
  type SearchHit,
  type SearchResults,
  type SearchSuggestion,
  type SearchType,
} from "../../../contract/search.ts";
import { isLatinTerm, matchRanges, snippet, tokenize } from "../../lib/search-text.ts";
import { topicSynonyms } from "./synonyms.ts";

/** One searchable page in one language, as every source (sources.ts) hands it over. */
export type SearchDoc = {
  /** Unique in the index: `<type>:<key>`. */
  id: string;
  type: SearchType;
  title: string;
  summary: string;
  /** Plain text: Markdown rendered then stripped. */
  body: string;
  headings: string;
  url: string;
  /** The language the text is in (en_us when the asked one has no translation). */
  language: string;
};

/**
 * Field weights. The title counts most: someone typing "lighting setup" wants the page of that
 * name before pages that mention lighting (the relevance set, relevance.test.ts, holds this).
 */
export const BOOST = { title: 6, headings: 2, summary: 1.5, body: 1 } as const;

const HANGUL = /\p{Script=Hangul}/u;

/**
 * Latin words match with one typo (four letters up) and as prefixes (three letters up); Korean
 * words as prefixes, because particles ride on the word (포즈를 for 포즈). Chinese and Japanese
 * match whole segmented words and character pairs only: a "typo" there is another word.
 */
const fuzzy = (term: string) => (isLatinTerm(term) && term.length >= 4 ? 1 : false);
const prefix = (term: string) =>
  isLatinTerm(term) ? term.length >= 3 : HANGUL.test(term) && term.length >= 1;

/** An in-memory index of one data language's content (ADR 0013), built whole from `docs`. */
export class SearchIndex {
  readonly language: DataLanguage;
  readonly docs = new Map<string, SearchDoc>();
  readonly mini: MiniSearch<SearchDoc>;

  /**
   * Builds in chunks that yield to the event loop between them, so requests keep being served
   * while a large index (thousands of articles) is rebuilt after a content change.
   */
  static async build(language: DataLanguage, docs: Iterable<SearchDoc>): Promise<SearchIndex> {
    const index = new SearchIndex(language, []);
    const list: SearchDoc[] = [];
    for (const doc of docs) {
      if (index.docs.has(doc.id)) continue;
      index.docs.set(doc.id, doc);
      list.push(doc);
    }
    await index.mini.addAllAsync(list, { chunkSize: 200 });
    return index;
  }

  constructor(language: DataLanguage, docs: Iterable<SearchDoc>) {
    this.language = language;
    this.mini = new MiniSearch<SearchDoc>({
      fields: ["title", "summary", "headings", "body"],
      storeFields: [],
      tokenize: (text) => tokenize(text, language),
      processTerm: (term) => term,
      searchOptions: { boost: { ...BOOST }, fuzzy, prefix, combineWith: "OR" },
    });
    const list: SearchDoc[] = [];
    for (const doc of docs) {
      if (this.docs.has(doc.id)) continue;
      this.docs.set(doc.id, doc);
      list.push(doc);
    }
    this.mini.addAll(list);
  }

  get size(): number {
    return this.docs.size;
  }

  /**
   * Best first: pages found through fewer typos before the others (a word of the query that
   * matched none of the page's words as typed, whole or as their start, only one letter off),
   * then by score; ties keep a stable order (type, then id) so every instance answers alike.
   * "lighting" must not put "Sword fighting", one letter away, above the lighting pages, however
   * short its title.
   */
  ranked(query: string, options: { fields?: string[]; typing?: boolean } = {}): SearchResult[] {
    const words = tokenize(query, this.language);
    // While typing, the last word is unfinished: it matches as a prefix from its first letter.
    const asPrefix = (term: string, i: number, terms: string[]) =>
      (options.typing === true && i === terms.length - 1) || prefix(term);
    // A topic typed in another language, a word this language's pages never use, brings the
    // topic's words (synonyms.ts): as typed only, and worth half a word of the query itself.
    const synonyms = topicSynonyms(words.filter((word) => !this.holds(word)));
    const search: Query = synonyms.length
      ? {
          combineWith: "OR",
          queries: [
            query,
            { queries: synonyms, fuzzy: false, prefix: false, boostTerm: () => 0.5 },
          ],
        }
      : query;
    const results = this.mini.search(search, {
      ...(options.fields ? { fields: options.fields } : {}),
      ...(options.typing ? { prefix: asPrefix } : {}),
    });
    const asTyped = (word: string, terms: string[]) => {
      const i = words.indexOf(word);
      return terms.some(
        (term) => term === word || (asPrefix(word, Math.max(i, 0), words) && term.startsWith(word)),
      );
    };
    const typos = new Map(
      results.map((r) => [r.id, r.queryTerms.filter((word) => !asTyped(word, r.terms)).length]),
    );
    return results.sort(
      (a, b) =>
        (typos.get(a.id) ?? 0) - (typos.get(b.id) ?? 0) ||
        b.score - a.score ||
        String(a.id).localeCompare(String(b.id)),
    );
  }

  /** Whether some page of this language has `word` itself (no typo, no longer word). */
  holds(word: string): boolean {
    return this.mini.search(word, { fuzzy: false, prefix: false, combineWith: "OR" }).length > 0;
  }

  search(query: string, type: SearchType | null, page: number): SearchResults {
    const pageSize = SEARCH_LIMITS.pageSize;
    const results = this.ranked(query);
    const counts: SearchResults["counts"] = {};
    const kept: SearchResult[] = [];
    for (const result of results) {
      const doc = this.docs.get(String(result.id));
      if (!doc) continue;
      counts[doc.type] = (counts[doc.type] ?? 0) + 1;
      if (!type || doc.type === type) kept.push(result);
    }
    const hits = kept.slice((page - 1) * pageSize, page * pageSize).flatMap((result) => {
      const doc = this.docs.get(String(result.id));
      return doc ? [this.hit(doc, result.terms)] : [];
    });
    return { query, type, page, pageSize, total: kept.length, counts, hits };
  }

  hit(doc: SearchDoc, terms: string[]): SearchHit {
    const language = this.textLanguage(doc);
    // The snippet comes from the first text that holds a match: summary, then body.
    const source =
      [doc.summary, doc.body, doc.headings].find(
        (text) => matchRanges(text, terms, language).length > 0,
      ) ??
      (doc.summary || doc.body);
    return {
      title: doc.title,
      type: doc.type,
      url: doc.url,
      snippet: snippet(source, terms, language),
      language: doc.language,
      untranslated: doc.language !== this.language,
    };
  }

  /** Text found through the English fallback is segmented as English. */
  textLanguage(doc: SearchDoc): DataLanguage {
    return doc.language === this.language ? this.language : "en_us";
  }

  /** Titles for the as-you-type list: titles first, then any field when no title matches. */
  suggest(query: string): SearchSuggestion[] {
    let results = this.ranked(query, { fields: ["title"], typing: true });
    if (results.length === 0) results = this.ranked(query, { typing: true });
    return results.slice(0, SEARCH_LIMITS.suggestCount).flatMap((result) => {
      const doc = this.docs.get(String(result.id));
      return doc ? [{ title: doc.title, type: doc.type, url: doc.url }] : [];
    });
  }
}
