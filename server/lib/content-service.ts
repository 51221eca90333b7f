import type { AppServices } from "../../contract/app-context.ts";
import type { CategoryItem } from "../../contract/category.ts";
import { Code } from "../../contract/codes.ts";
import type { ArticleView, DocumentKey, DocumentView, FaqEntry } from "../../contract/documents.ts";
import { fail, ok } from "../../contract/envelope.ts";
import type { DataLanguage } from "../../contract/language.ts";
import { type PublishedRelease, RELEASE_APPS, type ReleaseApp } from "../../contract/releases.ts";
import type { ThemeSummary, ThemeView } from "../../contract/themes.ts";
import { listArticlePaths, listCategory } from "../api/category/service.ts";
import { type ConfigEntry, findConfig } from "../api/config/service.ts";
import { findArticle, findDocument } from "../api/documents/service.ts";
import { listFaq } from "../api/faq/service.ts";
import { listPublished } from "../api/releases/service.ts";
import { findTheme, listThemePaths, listThemes } from "../api/themes/service.ts";
import type { Database } from "../db/client.ts";
import { type CachedBody, type ContentCache, toCachedBody } from "./content-cache.ts";

/**
 * One piece of content as both sides want it: the parsed value for server rendering (null when
 * it does not exist) and the serialised envelope the API sends with its ETag.
 */
export type Served<T> = { value: T | null; body: CachedBody };

/** What the content routes (config, documents, articles, lists, FAQ) are registered with. */
export type ContentRoutes = { content: ContentService };

/** What loaders need of site search (server/api/search/service.ts). */
export type SearchReader = { search: AppServices["search"] };

export type CategoryQuery = Omit<Parameters<typeof listCategory>[1], "now">;

/** Cached values are shared by every request: a caller that changed one would change them all. */
function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/**
 * The one read path for public content (config, documents, articles, lists, FAQ): the API
 * routes, the loaders' `AppServices` and the sitemap all read through it, so each value is
 * loaded once per content version and, while the database is away, the last good copy is
 * served (ContentCache).
 */
export class ContentService {
  readonly db: Database;
  readonly cache: ContentCache;
  /** Site search, set by server/app.ts once built (it reads through this service). */
  search: SearchReader | undefined;

  constructor(db: Database, cache: ContentCache) {
    this.db = db;
    this.cache = cache;
  }

  served<T>(key: string, load: () => Promise<T | null>, missing: string): Promise<Served<T>> {
    return this.cache.get(key, async () => {
      const value = deepFreeze(await load());
      const body =
        value === null ? toCachedBody(fail(Code.notFound, missing), 404) : toCachedBody(ok(value));
      return { value, body };
    });
  }

  config(key: string, language: DataLanguage): Promise<Served<ConfigEntry>> {
    return this.served(
      `config:${key}:${language}`,
      () => findConfig(this.db, key, language),
      `key: no config entry named ${key}`,
    );
  }

  document(key: DocumentKey, language: DataLanguage): Promise<Served<DocumentView>> {
    return this.served(
      `document:${key}:${language}`,
      () => findDocument(this.db, key, language, this.cache.now()),
      `key: no document ${key}`,
    );
  }

  article(colType: number, slug: string, language: DataLanguage): Promise<Served<ArticleView>> {
    return this.served(
      `article:${colType}:${slug}:${language}`,
      () => findArticle(this.db, colType, slug, language, this.cache.now()),
      `slug: no article ${slug}`,
    );
  }

  category(query: CategoryQuery): Promise<Served<CategoryItem[]>> {
    const { colType, webType, page, pageSize, language } = query;
    return this.served(
      `category:${colType}:${webType}:${page}:${pageSize}:${language}`,
      () => listCategory(this.db, { ...query, now: this.cache.now() }),
      "",
    );
  }

  faq(language: DataLanguage): Promise<Served<FaqEntry[]>> {
    return this.served(`faq:${language}`, () => listFaq(this.db, language, this.cache.now()), "");
  }

  /** One app's published releases with their notes rendered (/download, changelog, feed). */
  releases(app: ReleaseApp): Promise<Served<PublishedRelease[]>> {
    return this.served(`releases:${app}`, () => listPublished(this.db, app), "");
  }

  /** The changelog pages with the date of each app's newest release, for the sitemap. */
  async changelogPaths(): Promise<{ path: string; lastmod: string | undefined }[]> {
    return Promise.all(
      RELEASE_APPS.map(async (app) => {
        const { value } = await this.releases(app);
        const newest = value
          ?.map((r) => r.releasedOn)
          .sort()
          .at(-1);
        return { path: `/changelog/${app}`, lastmod: newest };
      }),
    );
  }

  themes(language: DataLanguage): Promise<Served<ThemeSummary[]>> {
    return this.served(
      `themes:${language}`,
      () => listThemes(this.db, language, this.cache.now()),
      "",
    );
  }

  theme(slug: string, language: DataLanguage): Promise<Served<ThemeView>> {
    return this.served(
      `theme:${slug}:${language}`,
      () => findTheme(this.db, slug, language, this.cache.now()),
      `slug: no theme ${slug}`,
    );
  }

  /** The theme pages' addresses with their last change, for the sitemap. */
  themePaths(): Promise<{ path: string; lastmod: string }[]> {
    return this.cache.get("theme-paths", async () =>
      deepFreeze(await listThemePaths(this.db, this.cache.now())),
    );
  }

  /** The blog posts' and manual entries' addresses with their last change, for the sitemap. */
  articlePaths(): Promise<{ path: string; lastmod: string }[]> {
    return this.cache.get("article-paths", async () =>
      deepFreeze(await listArticlePaths(this.db, this.cache.now())),
    );
  }

  /** Any other text built from content (sitemap.xml), cached with the same version. */
  text(key: string, build: () => Promise<CachedBody>): Promise<CachedBody> {
    return this.cache.get(`text:${key}`, build);
  }

  /** What loaders read while rendering: the values, never re-parsed. */
  appServices(): AppServices {
    return {
      config: async (key, language) => {
        const { value } = await this.config(key, language);
        return value && { value: value.value, language: value.language };
      },
      document: async (key, language) => (await this.document(key, language)).value,
      article: async (colType, slug, language) =>
        (await this.article(colType, slug, language)).value,
      category: async (colType, language) =>
        (await this.category({ colType, webType: 1, page: 1, pageSize: 999, language })).value,
      faq: async (language) => (await this.faq(language)).value,
      releases: async (app) => (await this.releases(app)).value ?? [],
      themes: async (language) => (await this.themes(language)).value,
      theme: async (slug, language) => (await this.theme(slug, language)).value,
      search: async (query, type, page, language) => {
        if (!this.search) throw new Error("search is not set up");
        return this.search.search(query, type, page, language);
      },
    };
  }
}
