import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { FaqEntry } from "../../../contract/documents.ts";
import { type DataLanguage, DEFAULT_DATA_LANGUAGE } from "../../../contract/language.ts";
import type { FaqSource } from "../../content/documents.ts";
import { renderMarkdown } from "../../content/markdown.ts";
import type { Database } from "../../db/client.ts";
import { faqEntries } from "../../db/schema.ts";
import { faqVisible, stateOfSiblings } from "../content/visibility-service.ts";

/** The FAQ in the asked language; an untranslated question appears in en_us. */
export async function listFaq(
  db: Database,
  language: DataLanguage,
  now: Date,
): Promise<FaqEntry[]> {
  const rows = await db
    .select()
    .from(faqEntries)
    .where(and(eq(faqEntries.language, language), faqVisible(now)))
    .orderBy(asc(faqEntries.sortOrder));
  const fallback =
    language === DEFAULT_DATA_LANGUAGE
      ? []
      : await db
          .select()
          .from(faqEntries)
          .where(and(eq(faqEntries.language, DEFAULT_DATA_LANGUAGE), faqVisible(now)))
          .orderBy(asc(faqEntries.sortOrder));
  const have = new Set(rows.map((r) => r.id));
  const merged = [...rows, ...fallback.filter((r) => !have.has(r.id))].sort(
    (a, b) => a.sortOrder - b.sortOrder,
  );
  return merged.map((row) => ({
    id: row.id,
    category: row.category,
    question: row.question,
    answerHtml: renderMarkdown(row.answer).html,
  }));
}

/**
 * content/faq/ into the database (server/db/seed.ts; ADR 0010): new questions and languages are
 * added, unedited ones follow the file; an entry an operator edited in the console (`edited_at`
 * set) is never overwritten.
 */
export async function applyFaq(db: Database, faqSources: FaqSource[]): Promise<void> {
  for (const entry of faqSources) {
    const text = {
      category: entry.category,
      question: entry.question,
      answer: entry.answer,
      sortOrder: entry.sortOrder,
      updatedAt: sql`now()`,
    };
    await db
      .insert(faqEntries)
      .values({
        id: entry.id,
        language: entry.language,
        ...text,
        ...stateOfSiblings(db, faqEntries, eq(faqEntries.id, entry.id)),
      })
      .onConflictDoUpdate({
        target: [faqEntries.id, faqEntries.language],
        set: text,
        setWhere: isNull(faqEntries.editedAt),
      });
  }
}
