import { and, eq, gt, isNull, lte, min, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { articles, documents, faqEntries, themes } from "../../db/schema.ts";

/** The tables of scheduled, console-edited content (editable() and scheduled() columns). */
type Scheduled = typeof articles | typeof documents | typeof faqEntries | typeof themes;

/**
 * What visitors may see at `now` (ADR 0010): published, and past its scheduled moment
 * (`publish_at`, set by the console). A draft never shows. Seeded content has no schedule: its
 * date is only the date shown.
 */
const visibleAt = (table: Scheduled, now: Date) =>
  and(eq(table.status, "published"), or(isNull(table.publishAt), lte(table.publishAt, now)));

export const articleVisible = (now: Date) => visibleAt(articles, now);
export const documentVisible = (now: Date) => visibleAt(documents, now);
export const faqVisible = (now: Date) => visibleAt(faqEntries, now);
export const themeVisible = (now: Date) => visibleAt(themes, now);

/**
 * The next moment after `now` at which scheduled content goes public, or null: the content
 * cache drops what it holds then (ContentCache.nextChange), so nothing waits for another change.
 */
export async function nextScheduled(db: Database, now: Date): Promise<Date | null> {
  const times: number[] = [];
  for (const table of [articles, documents, faqEntries, themes] as const) {
    const [next] = await db
      .select({ at: min(table.publishAt) })
      .from(table)
      .where(and(eq(table.status, "published"), gt(table.publishAt, now)));
    if (next?.at != null) times.push(new Date(next.at).getTime());
  }
  return times.length ? new Date(Math.min(...times)) : null;
}

/**
 * The state a language new to a seeded item takes from the languages it already has (the first
 * by language code, `where` naming the item's rows): a language content/ adds later must not make
 * a draft, scheduled or deleted item public in that language.
 */
export function stateOfSiblings(
  db: Database,
  table: typeof documents | typeof faqEntries,
  where: SQL | undefined,
) {
  const sibling = (column: AnyPgColumn) =>
    sql`(${db.select({ value: column }).from(table).where(where).orderBy(table.language).limit(1)})`;
  return {
    status: sql`coalesce(${sibling(table.status)}, 'published')`,
    publishAt: sibling(table.publishAt),
    editedAt: sibling(table.editedAt),
  };
}
