import type { JobSummary, JobView } from "./careers.ts";
import type { CategoryItem } from "./category.ts";
import type { ArticleView, DocumentKey, DocumentView, FaqEntry } from "./documents.ts";
import type { DataLanguage, UiLocale } from "./language.ts";
import type { ProPrice } from "./pro.ts";
import type { PublishedRelease, ReleaseApp } from "./releases.ts";
import type { SearchResults, SearchType } from "./search.ts";
import type { ThemeSummary, ThemeView } from "./themes.ts";
import type { WorkPage, WorksQuery, WorkTagView, WorkView } from "./works.ts";

/** Server-side data access for loaders, backed by the same cached content service as the API. */
export type ContentServices = {
  config(key: string, language: DataLanguage): Promise<{ value: unknown; language: string } | null>;
  document(key: DocumentKey, language: DataLanguage): Promise<DocumentView | null>;
  article(colType: number, slug: string, language: DataLanguage): Promise<ArticleView | null>;
  category(colType: number, language: DataLanguage): Promise<CategoryItem[] | null>;
  faq(language: DataLanguage): Promise<FaqEntry[] | null>;
  /** One app's published releases, newest first is not guaranteed: sort with newerFirst. */
  releases(app: ReleaseApp): Promise<PublishedRelease[]>;
  themes(language: DataLanguage): Promise<ThemeSummary[] | null>;
  theme(slug: string, language: DataLanguage): Promise<ThemeView | null>;
  /** Open positions (/careers), in the language asked where translated. */
  jobs(language: DataLanguage): Promise<JobSummary[]>;
  /** One position, open or closed; null when there is none. */
  job(slug: string, language: DataLanguage): Promise<JobView | null>;
  /** Site search (ADR 0013); the query is trimmed and checked by the caller. */
  search(
    query: string,
    type: SearchType | null,
    page: number,
    language: DataLanguage,
  ): Promise<SearchResults>;
};

/** The featured works for loaders (issue 19): read from the database, not cached. */
export type WorkServices = {
  works(query: WorksQuery): Promise<WorkPage & { page: number; hasMore: boolean }>;
  /** The approved tags with public works, labelled in `locale` (the filters of /works). */
  workTags(locale: UiLocale): Promise<WorkTagView[]>;
  work(id: string, language: DataLanguage): Promise<WorkView | null>;
};

/** Pro prices for /pro (issue 31): read from the database; the page is not kept rendered. */
export type ProServices = {
  proPrices(): Promise<ProPrice[]>;
  /** The region (ISO 3166 alpha-2) of an address, from the bundled geolocation; "" if unknown. */
  regionOf(address: string): Promise<string>;
};

export type AppServices = ContentServices & WorkServices & ProServices;

export type AnalyticsConfig = { scriptUrl: string; siteId: string } | null;

/** Values the Fastify server hands to every render (see server/plugins/react-router.ts). */
export type AppContextValues = {
  nonce: string;
  requestId: string;
  /** The visitor's address as the server trusts it (behind the proxy), for the region only. */
  clientAddress: string;
  siteName: string;
  /** PUBLIC_ORIGIN, else http://localhost:<port>: never a request header. */
  publicOrigin: string;
  analytics: AnalyticsConfig;
  services: AppServices;
};
