/** What site search finds (ADR 0013). New kinds (themes, changelog) are appended here. */
export const SEARCH_TYPES = ["manual", "blog", "faq", "theme", "document", "download"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export function isSearchType(value: unknown): value is SearchType {
  return typeof value === "string" && (SEARCH_TYPES as readonly string[]).includes(value);
}

/** Bounds on a query, shared by the API's schema and the results page. */
export const SEARCH_LIMITS = {
  /** Characters of `q`, after trimming. */
  queryMin: 1,
  queryMax: 100,
  /** Suggestions start at two characters (a single kana or letter would match everything). */
  suggestMin: 2,
  suggestCount: 6,
  pageSize: 10,
  maxPage: 50,
} as const;

export type SearchHit = {
  title: string;
  type: SearchType;
  url: string;
  /** Server-made HTML: the text escaped, each match in `<mark>`; nothing else. */
  snippet: string;
  /** The language of the text: the asked one, or en_us when it has no translation yet. */
  language: string;
  /** True when the text is the English original because the asked language has none. */
  untranslated: boolean;
};

export type SearchResults = {
  query: string;
  type: SearchType | null;
  page: number;
  pageSize: number;
  total: number;
  /** Matches per type over the whole query (before the type filter), for the filter links. */
  counts: Partial<Record<SearchType, number>>;
  hits: SearchHit[];
};

export type SearchSuggestion = { title: string; type: SearchType; url: string };
