import { asc, eq, max } from "drizzle-orm";
import type { DataLanguage } from "../../../contract/language.ts";
import type { Database } from "../../db/client.ts";
import { faqEntries } from "../../db/schema.ts";
import { DELETED, defineKind, type LiveItem, removedAt, sameText, snapshotOf } from "./kinds.ts";

async function read(db: Database, id: string): Promise<LiveItem | null> {
  const rows = await db.select().from(faqEntries).where(eq(faqEntries.id, id));
  const first = rows.find((r) => r.language === "en_us") ?? rows[0];
  if (!first || first.status === DELETED) return null;
  const { snapshot, updatedAt } = snapshotOf(
    first,
    { category: first.category, sortOrder: first.sortOrder },
    rows.map((row) => ({
      language: row.language,
      text: { title: row.question, summary: "", body: row.answer },
      updatedAt: row.updatedAt,
    })),
  );
  const editedAt = rows.find((r) => r.editedAt)?.editedAt ?? null;
  return { id, section: "faq", name: id, snapshot, updatedAt, path: "/faq", editedAt };
}

/** FAQ entries: one row per id and language; status and schedule are kept on every row. */
export const faqKind = defineKind("faq", {
  async ids(db) {
    const rows = await db
      .selectDistinct({ id: faqEntries.id, sortOrder: faqEntries.sortOrder })
      .from(faqEntries)
      .where(eq(faqEntries.language, "en_us"))
      .orderBy(asc(faqEntries.sortOrder));
    const ids = rows.map((r) => r.id);
    const all = await db.selectDistinct({ id: faqEntries.id }).from(faqEntries);
    return [...ids, ...all.map((r) => r.id).filter((id) => !ids.includes(id))];
  },
  read,
  async write(db, id, snapshot, now) {
    const current = await read(db, id);
    const [order] = await db
      .select({ sortOrder: max(faqEntries.sortOrder) })
      .from(faqEntries)
      .where(eq(faqEntries.id, id));
    const [last] = await db.select({ sortOrder: max(faqEntries.sortOrder) }).from(faqEntries);
    const sortOrder = snapshot.meta.sortOrder ?? order?.sortOrder ?? (last?.sortOrder ?? 0) + 1;
    const shared = {
      status: snapshot.status,
      publishAt: snapshot.publishAt ? new Date(snapshot.publishAt) : null,
      category: snapshot.meta.category ?? current?.snapshot.meta.category ?? "general",
      editedAt: now,
    };
    for (const [language, text] of Object.entries(snapshot.texts)) {
      if (!text) continue;
      const changed = !sameText(current?.snapshot.texts[language as DataLanguage], text);
      const values = {
        ...shared,
        question: text.title,
        answer: text.body,
        ...(changed ? { updatedAt: now } : {}),
      };
      await db
        .insert(faqEntries)
        .values({ id, language, sortOrder, ...values })
        .onConflictDoUpdate({ target: [faqEntries.id, faqEntries.language], set: values });
    }
    await db
      .update(faqEntries)
      .set({ ...shared, sortOrder })
      .where(eq(faqEntries.id, id));
  },
  async remove(db, id, now) {
    await db.update(faqEntries).set(removedAt(now)).where(eq(faqEntries.id, id));
  },
});

export async function faqExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: faqEntries.id })
    .from(faqEntries)
    .where(eq(faqEntries.id, id))
    .limit(1);
  return !!row;
}
