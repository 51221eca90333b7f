import { and, asc, desc, eq, ne } from "drizzle-orm";
import { type DocumentKey, isDocumentKey } from "../../../contract/documents.ts";
import type { DataLanguage } from "../../../contract/language.ts";
import { PAGES } from "../../../contract/pages.ts";
import type { Database } from "../../db/client.ts";
import { documents } from "../../db/schema.ts";
import { DELETED, defineKind, type LiveItem, removedAt, sameText, textSnapshot } from "./kinds.ts";
import { documentVisible } from "./visibility-service.ts";

/** `key@version`: one version of a legal document, in every language it has. */
export function parseDocumentId(id: string): { key: DocumentKey; version: string } | null {
  const at = id.indexOf("@");
  const key = id.slice(0, at);
  const version = id.slice(at + 1);
  if (at < 1 || !isDocumentKey(key) || !version) return null;
  return { key, version };
}

const pageOfDocument = (key: DocumentKey) =>
  PAGES.find((page) => page.layout === "site" && "document" in page && page.document === key)
    ?.path ?? null;

const rowsOf = (db: Database, key: string, version: string) =>
  db
    .select()
    .from(documents)
    .where(and(eq(documents.key, key), eq(documents.version, version)));

async function read(db: Database, id: string): Promise<LiveItem | null> {
  const parsed = parseDocumentId(id);
  if (!parsed) return null;
  const rows = await rowsOf(db, parsed.key, parsed.version);
  const first = rows.find((r) => r.language === "en_us") ?? rows[0];
  if (!first || first.status === DELETED) return null;
  const { snapshot, updatedAt } = textSnapshot(first, { effectiveDate: first.effectiveDate }, rows);
  return {
    id,
    section: parsed.key,
    name: parsed.version,
    snapshot,
    updatedAt,
    path: pageOfDocument(parsed.key),
    editedAt: rows.find((r) => r.editedAt)?.editedAt ?? null,
  };
}

/**
 * Legal documents: each version is an item, so publishing a new version adds rows and the public
 * page shows the newest effective one, with its version and effective date.
 */
export const documentKind = defineKind("document", {
  async ids(db) {
    const rows = await db
      .selectDistinct({
        key: documents.key,
        version: documents.version,
        effectiveDate: documents.effectiveDate,
      })
      .from(documents)
      .where(eq(documents.language, "en_us"))
      .orderBy(asc(documents.key), desc(documents.effectiveDate));
    return rows.map((r) => `${r.key}@${r.version}`);
  },
  read,
  async write(db, id, snapshot, now) {
    const parsed = parseDocumentId(id);
    const current = await read(db, id);
    if (!parsed || !current) return;
    const shared = {
      status: snapshot.status,
      publishAt: snapshot.publishAt ? new Date(snapshot.publishAt) : null,
      effectiveDate: snapshot.meta.effectiveDate ?? current.snapshot.meta.effectiveDate ?? "",
      editedAt: now,
    };
    for (const [language, text] of Object.entries(snapshot.texts)) {
      if (!text) continue;
      const changed = !sameText(current.snapshot.texts[language as DataLanguage], text);
      const values = { ...shared, ...text, ...(changed ? { updatedAt: now } : {}) };
      await db
        .insert(documents)
        .values({ key: parsed.key, version: parsed.version, language, ...values })
        .onConflictDoUpdate({
          target: [documents.key, documents.language, documents.version],
          set: values,
        });
    }
    await db
      .update(documents)
      .set(shared)
      .where(and(eq(documents.key, parsed.key), eq(documents.version, parsed.version)));
  },
  async remove(db, id, now) {
    const parsed = parseDocumentId(id);
    if (!parsed) return;
    await db
      .update(documents)
      .set(removedAt(now))
      .where(and(eq(documents.key, parsed.key), eq(documents.version, parsed.version)));
  },
  /** /terms and the other document pages must keep a version: the last public one stays. */
  async keepsPublic(db, id, now) {
    const parsed = parseDocumentId(id);
    if (!parsed) return false;
    const others = await db
      .selectDistinct({ version: documents.version })
      .from(documents)
      .where(
        and(
          eq(documents.key, parsed.key),
          ne(documents.version, parsed.version),
          documentVisible(now),
        ),
      );
    return others.length === 0;
  },
});

/**
 * A new draft version of a document, its texts copied from the newest version; null when the
 * version exists.
 */
export async function createDocumentVersion(
  db: Database,
  input: { key: DocumentKey; version: string; effectiveDate: string },
  now: Date,
): Promise<string | null> {
  const [taken] = await rowsOf(db, input.key, input.version);
  if (taken) return null;
  const [newest] = await db
    .select({ version: documents.version })
    .from(documents)
    .where(eq(documents.key, input.key))
    .orderBy(desc(documents.effectiveDate), desc(documents.id))
    .limit(1);
  const source = newest ? await rowsOf(db, input.key, newest.version) : [];
  const texts = source.length
    ? source.map((r) => ({
        language: r.language,
        title: r.title,
        summary: r.summary,
        body: r.body,
      }))
    : [{ language: "en_us", title: input.key, summary: "", body: "" }];
  await db.insert(documents).values(
    texts.map((t) => ({
      ...t,
      key: input.key,
      version: input.version,
      effectiveDate: input.effectiveDate,
      status: "draft",
      editedAt: now,
      updatedAt: now,
    })),
  );
  return `${input.key}@${input.version}`;
}
