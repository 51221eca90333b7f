import type {
  ContentKind,
  ContentSnapshot,
  ContentText,
  LanguageStatus,
} from "../../../contract/content-admin.ts";
import { DATA_LANGUAGES, type DataLanguage } from "../../../contract/language.ts";
import type { Permission } from "../../../contract/permissions.ts";
import type { Database } from "../../db/client.ts";

/** An item as its kind reads it from the live tables. */
export type LiveItem = {
  id: string;
  section: string;
  name: string;
  snapshot: ContentSnapshot;
  /** When each language's text last changed (for the per-language status). */
  updatedAt: Partial<Record<DataLanguage, Date>>;
  path: string | null;
  editedAt: Date | null;
  /** A theme's pose ids (the choices for its cover). */
  poseIds?: string[];
};

/**
 * What the console's generic editing (service.ts) needs of each kind: its permissions, its ids,
 * reading an item from the live tables and writing a snapshot back (marking it edited).
 */
export type KindAdapter = {
  kind: ContentKind;
  update: Permission;
  publish: Permission;
  ids(db: Database): Promise<string[]>;
  read(db: Database, id: string): Promise<LiveItem | null>;
  /** Writes `snapshot` to the live tables; a language's text is touched only if it changed. */
  write(db: Database, id: string, snapshot: ContentSnapshot, now: Date): Promise<void>;
  /** Public at `now`. */
  visible(snapshot: ContentSnapshot, now: Date): boolean;
  /**
   * Soft delete (ADR 0010): the rows stay with status `deleted` and `edited_at`, so no visitor,
   * sitemap, search or cache sees them, and content/ never seeds them back.
   */
  remove(db: Database, id: string, now: Date): Promise<void>;
  /** A meta value the kind refuses for this item (a theme cover that is not one of its poses). */
  checkMeta?(item: LiveItem, meta: ContentSnapshot["meta"]): { field: string } | null;
  /** Whether taking the item off the site is refused (the last public legal document version). */
  keepsPublic?(db: Database, id: string, now: Date): Promise<boolean>;
};

/**
 * A kind's adapter with what every kind shares: the permissions `update:<kind>` and
 * `publish:<kind>` (contract/permissions.ts) and, unless it says otherwise, isVisible.
 */
export function defineKind(
  kind: ContentKind,
  adapter: Omit<KindAdapter, "kind" | "update" | "publish" | "visible"> &
    Partial<Pick<KindAdapter, "visible">>,
): KindAdapter {
  return {
    kind,
    update: `update:${kind}`,
    publish: `publish:${kind}`,
    visible: isVisible,
    ...adapter,
  };
}

/** Soft-deleted rows read as missing everywhere in the console. */
export const DELETED = "deleted";

/** What remove() sets on an item's rows (ADR 0010: deleted softly, marked edited). */
export const removedAt = (now: Date) => ({ status: DELETED, editedAt: now, updatedAt: now });

export const sameText = (a: ContentText | undefined, b: ContentText | undefined) =>
  !!a && !!b && a.title === b.title && a.summary === b.summary && a.body === b.body;

/** Missing languages, and those whose text is older than the en_us source's. */
export function languageStatus(item: LiveItem): LanguageStatus {
  const source = item.updatedAt.en_us?.getTime();
  const missing = DATA_LANGUAGES.filter((language) => !item.snapshot.texts[language]);
  const outdated = DATA_LANGUAGES.filter((language) => {
    const at = item.updatedAt[language]?.getTime();
    return language !== "en_us" && at !== undefined && source !== undefined && at < source;
  });
  return { missing, outdated };
}

/** Published and past its moment (publishAt null: since it was published). */
export const isVisible = (snapshot: ContentSnapshot, now: Date) =>
  snapshot.status === "published" &&
  (snapshot.publishAt === null || Date.parse(snapshot.publishAt) <= now.getTime());

export const asStatus = (value: string) => (value === "draft" ? "draft" : "published");

/** One language's text of an item, and when that text last changed. */
export type LanguageText = { language: string; text: ContentText; updatedAt: Date };

/**
 * An item as the editor sees it: the status and schedule of the row that holds them, its meta,
 * and each language's text with the moment it last changed (for the per-language status).
 */
export function snapshotOf(
  state: { status: string; publishAt: Date | null },
  meta: ContentSnapshot["meta"],
  texts: Iterable<LanguageText>,
): Pick<LiveItem, "snapshot" | "updatedAt"> {
  const snapshot: ContentSnapshot = {
    status: asStatus(state.status),
    publishAt: state.publishAt?.toISOString() ?? null,
    meta,
    texts: {},
  };
  const updatedAt: LiveItem["updatedAt"] = {};
  for (const { language, text, updatedAt: at } of texts) {
    snapshot.texts[language as DataLanguage] = text;
    updatedAt[language as DataLanguage] = at;
  }
  return { snapshot, updatedAt };
}

/** Tags as the editor sent them: trimmed, without empties or repeats. */
export const cleanTags = (tags: readonly string[]) => [
  ...new Set(tags.map((tag) => tag.trim()).filter(Boolean)),
];

/**
 * snapshotOf for a kind whose rows hold a title, summary and body per language (articles'
 * translations, a document version's languages).
 */
export const textSnapshot = (
  state: { status: string; publishAt: Date | null },
  meta: ContentSnapshot["meta"],
  rows: readonly {
    language: string;
    title: string;
    summary: string;
    body: string;
    updatedAt: Date;
  }[],
) =>
  snapshotOf(
    state,
    meta,
    rows.map(({ language, title, summary, body, updatedAt }) => ({
      language,
      text: { title, summary, body },
      updatedAt,
    })),
  );
