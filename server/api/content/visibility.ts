import { and, eq, gt, isNull, lte, min, or } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { articles, documents, faqEntries, themes } from "../../db/schema.ts";

/**
 * What visitors may see at `now` (ADR 0010): published, and past its scheduled moment
 * (`publish_at`, set by the console). A draft never shows. Seeded content has no schedule: its
 * date is only the date shown.
 */
export const articleVisible = (now: Date) =>
  and(
    eq(articles.status, "published"),
    or(isNull(articles.publishAt), lte(articles.publishAt, now)),
  );

export const documentVisible = (now: Date) =>
  and(
    eq(documents.status, "published"),
    or(isNull(documents.publishAt), lte(documents.publishAt, now)),
  );

export const faqVisible = (now: Date) =>
  and(
    eq(faqEntries.status, "published"),
    or(isNull(faqEntries.publishAt), lte(faqEntries.publishAt, now)),
  );

export const themeVisible = (now: Date) =>
  and(eq(themes.status, "published"), or(isNull(themes.publishAt), lte(themes.publishAt, now)));

/**
 * The next moment after `now` at which scheduled content goes public, or null: the content
 * cache drops what it holds then (ContentCache.nextChange), so nothing waits for another change.
 */
export async function nextScheduled(db: Database, now: Date): Promise<Date | null> {
  const [a] = await db
    .select({ at: min(articles.publishAt) })
    .from(articles)
    .where(and(eq(articles.status, "published"), gt(articles.publishAt, now)));
  const [d] = await db
    .select({ at: min(documents.publishAt) })
    .from(documents)
    .where(and(eq(documents.status, "published"), gt(documents.publishAt, now)));
  const [f] = await db
    .select({ at: min(faqEntries.publishAt) })
    .from(faqEntries)
    .where(and(eq(faqEntries.status, "published"), gt(faqEntries.publishAt, now)));
  const [th] = await db
    .select({ at: min(themes.publishAt) })
    .from(themes)
    .where(and(eq(themes.status, "published"), gt(themes.publishAt, now)));
  const times = [a?.at, d?.at, f?.at, th?.at]
    .filter((at): at is Date => at != null)
    .map((at) => new Date(at).getTime());
  return times.length ? new Date(Math.min(...times)) : null;
}
