// The console's content editing (issue 17, ADR 0010): blog posts and manual articles, FAQ
// entries, legal document versions, pose themes. Shared by the API (server/api/content/) and the
// console.
import type { DataLanguage } from "./language.ts";

export const CONTENT_KINDS = ["article", "faq", "document", "theme"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Draft: never public. Published: public from `publishAt` (now or a scheduled moment). */
export const CONTENT_STATUSES = ["draft", "published"] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** Blog posts and manual articles share the article kind. */
export const ARTICLE_SECTIONS = ["blog", "manual"] as const;
export type ArticleSection = (typeof ARTICLE_SECTIONS)[number];

/** Slugs and FAQ ids: lower-case words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 80;

/** Title, summary and Markdown body; a FAQ entry uses title (question) and body (answer). */
export type ContentText = { title: string; summary: string; body: string };

/** One whole state of an item, as saved in a revision. */
export type ContentSnapshot = {
  status: ContentStatus;
  /** ISO time it goes (or went) public; null: when published. */
  publishAt: string | null;
  /**
   * The kind's own fields: FAQ category; document effective date (YYYY-MM-DD); article cover
   * (a site path or https address, "" for none); theme cover (one of its pose ids); tags
   * (articles: free words; themes: THEME_TAGS); display order (articles, FAQ, themes).
   */
  meta: ContentMeta;
  texts: Partial<Record<DataLanguage, ContentText>>;
};

export type ContentMeta = {
  category?: string;
  effectiveDate?: string;
  cover?: string;
  tags?: string[];
  sortOrder?: number;
};

/** Which meta fields each kind has (what the editor shows and the API accepts). */
export const KIND_META: Record<ContentKind, readonly (keyof ContentMeta)[]> = {
  article: ["cover", "tags", "sortOrder"],
  faq: ["category", "sortOrder"],
  document: ["effectiveDate"],
  theme: ["cover", "tags", "sortOrder"],
};

/** Theme texts: the title and the description (summary); a theme has no Markdown body. */
export const hasBody = (kind: ContentKind) => kind !== "theme";

/** An article's cover: none, a path on this site, or an https address (never another scheme). */
export function isCoverAddress(value: string): boolean {
  if (value === "" || /^\/(?!\/)[^\s\\]*$/.test(value)) return true;
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

export const TAGS_MAX = 12;
export const SORT_ORDER_MAX = 100_000;

/** Per-language status against the en_us source. */
export type LanguageStatus = { missing: DataLanguage[]; outdated: DataLanguage[] };

export type ContentSummary = {
  kind: ContentKind;
  /** Article id, FAQ id, or `key@version` of a document. */
  id: string;
  /** blog, manual, faq, or the document key. */
  section: string;
  title: string;
  status: ContentStatus;
  publishAt: string | null;
  /** Shown to visitors right now. */
  visible: boolean;
  /** The latest revision number (0: never saved in the console); the base of the next save. */
  revision: number;
  languages: LanguageStatus;
  /** The public address, when it has one. */
  path: string | null;
  editedAt: string | null;
};

export const REVISION_ACTIONS = [
  "seed",
  "create",
  "save",
  "restore",
  "unpublish",
  "delete",
] as const;

export type RevisionView = {
  number: number;
  action: (typeof REVISION_ACTIONS)[number];
  author: string;
  createdAt: string;
  restoredFrom: number | null;
  title: string;
};

export type ContentItem = ContentSummary & {
  snapshot: ContentSnapshot;
  /** Document version, article slug, FAQ id or theme slug: fixed once created. */
  name: string;
  revisions: RevisionView[];
  /** A theme's pose ids, the choices for its cover; null for other kinds. */
  coverChoices: string[] | null;
};

/** Why a content write was refused, besides the common reasons (`conflict`: a stale base revision). */
export const CONTENT_REFUSAL_REASONS = [
  /** 409: another item of this section already has the slug (`data.field` slug). */
  "slug_taken",
  /** 409: the document already has this version (`data.field` version). */
  "version_taken",
  /** 409: only a draft can be deleted; unpublish it first (`data.field` status). */
  "unpublish_first",
  /** 409: the newest public version of a legal document cannot be unpublished or deleted. */
  "last_version",
] as const;
export type ContentRefusalReason = (typeof CONTENT_REFUSAL_REASONS)[number];
