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
};

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
