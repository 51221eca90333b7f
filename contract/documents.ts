import { type PageEntry, pageOfRoute } from "./pages.ts";

/** The eight documents of spec §2's legal route, by URL path segment. */
export const DOCUMENT_KEYS = [
  "terms",
  "privacy",
  "about",
  "copyright",
  "logout-agreement",
  "third-party",
  "collection-list",
  "cookies",
] as const;
export type DocumentKey = (typeof DOCUMENT_KEYS)[number];

export function isDocumentKey(value: unknown): value is DocumentKey {
  return typeof value === "string" && (DOCUMENT_KEYS as readonly string[]).includes(value);
}

/**
 * The document a route shows, from its path pattern (`/terms`, `/agreement/privacy`) as the
 * route table declares it; null for any other route.
 */
export function documentKeyOfRoute(pattern: string): DocumentKey | null {
  const page: PageEntry | null = pageOfRoute(pattern);
  return page?.document ?? null;
}

export type TocEntry = { id: string; text: string; level: number };

export type DocumentView = {
  key: DocumentKey;
  title: string;
  summary: string;
  version: string;
  effectiveDate: string;
  html: string;
  toc: TocEntry[];
  /** The language the text is in; en_us when the asked one has no translation. */
  language: string;
};

/** What a blog post or manual entry says of itself, in a list and on its own page alike. */
export type ArticleBase = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  cover: string;
  publishedAt: string;
  updatedAt: string;
  tags: string[];
  /** The language of the text: the one asked for, or en_us when it has no translation. */
  language: string;
  app?: string;
  topic?: string;
};

export type ArticleView = ArticleBase & {
  html: string;
  toc: TocEntry[];
  readingMinutes: number;
  prev: { slug: string; title: string } | null;
  next: { slug: string; title: string } | null;
};

export type FaqEntry = { id: string; category: string; question: string; answerHtml: string };
