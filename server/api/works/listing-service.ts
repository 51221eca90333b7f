import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { type DataLanguage, type UiLocale, uiLocaleOf } from "../../../contract/language.ts";
import { encodeScene } from "../../../contract/pose-link.ts";
import {
  type MyWork,
  WORK_LIMITS,
  type WorkFormat,
  type WorkPage,
  type WorkRejectReason,
  type WorkState,
  type WorkSummary,
  type WorksQuery,
  type WorkTagView,
  type WorkVariant,
  type WorkView,
} from "../../../contract/works.ts";
import type { Database } from "../../db/client.ts";
import type { WorkTranslations } from "../../db/schema/works.ts";
import { users, workImages, works, workTags } from "../../db/schema.ts";
import type { WorkRow } from "./model.ts";
import type { WorkUrls } from "./signing.ts";

export type VariantRow = {
  workId: number;
  format: string;
  width: number;
  height: number;
  byteSize: number;
  etag: string;
};

export async function variantsOf(db: Database, ids: number[]) {
  const map = new Map<number, VariantRow[]>();
  if (!ids.length) return map;
  const rows = await db
    .select({
      workId: workImages.workId,
      format: workImages.format,
      width: workImages.width,
      height: workImages.height,
      byteSize: workImages.byteSize,
      etag: workImages.etag,
    })
    .from(workImages)
    .where(inArray(workImages.workId, ids))
    .orderBy(asc(workImages.width));
  for (const row of rows) map.set(row.workId, [...(map.get(row.workId) ?? []), row]);
  return map;
}

const variantView = (
  urls: WorkUrls,
  publicId: string,
  v: VariantRow,
  signed: boolean,
): WorkVariant => {
  const path = urls.path(publicId, {
    format: v.format as WorkFormat,
    width: v.width,
    etag: v.etag,
  });
  return {
    format: v.format as WorkFormat,
    width: v.width,
    height: v.height,
    bytes: v.byteSize,
    url: signed ? urls.signed(path) : path,
  };
};

const textOf = (
  row: Pick<WorkRow, "title" | "description" | "translations">,
  language: DataLanguage,
) => {
  const own = (row.translations as WorkTranslations | null)?.[language];
  return { title: own?.title ?? row.title, description: own?.description ?? row.description };
};

/** The works visitors may see: approved and not hidden by reports. */
export const PUBLIC = and(eq(works.state, "approved"), eq(works.hidden, false));

/** The label of an approved tag in `locale`: its own, else English, else the tag itself. */
export const labelOf = (
  row: { slug: string; labels: Partial<Record<UiLocale, string>> },
  locale: UiLocale,
) => row.labels[locale] || row.labels["en-US"] || row.slug;

/** Which of `slugs` are approved tags (server/api/works/tags-service.ts), labelled in `locale`. */
async function approvedTagsOf(
  db: Database,
  slugs: string[],
  locale: UiLocale,
): Promise<WorkTagView[]> {
  if (!slugs.length) return [];
  const rows = await db
    .select()
    .from(workTags)
    .where(and(eq(workTags.state, "approved"), inArray(workTags.slug, slugs)));
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  return slugs.flatMap((slug) => {
    const row = bySlug.get(slug);
    return row ? [{ slug, label: labelOf(row, locale) }] : [];
  });
}

function summary(
  row: WorkRow & { nickname: string | null },
  variants: VariantRow[],
  urls: WorkUrls,
  language: DataLanguage,
): WorkSummary {
  return {
    id: row.publicId,
    title: textOf(row, language).title,
    artist: { name: row.nickname ?? "", team: row.teamSlug !== null },
    apps: row.apps,
    tags: row.tags,
    featured: row.featured,
    width: row.width ?? 0,
    height: row.height ?? 0,
    placeholder: row.placeholder ?? "",
    variants: variants.map((v) => variantView(urls, row.publicId, v, false)),
    publishedAt: (row.publishedAt ?? row.submittedAt).toISOString(),
  };
}

export type PublicQuery = WorksQuery;

/** A page of public works (approved, not hidden), featured first unless `newest`. */
export async function listPublicWorks(
  db: Database,
  urls: WorkUrls,
  query: PublicQuery,
): Promise<WorkPage & { page: number; hasMore: boolean }> {
  const size = WORK_LIMITS.pageSize;
  const filters = [PUBLIC];
  if (query.app) filters.push(sql`${works.apps} @> ${JSON.stringify([query.app])}::jsonb`);
  if (query.tag) filters.push(sql`${works.tags} @> ${JSON.stringify([query.tag])}::jsonb`);
  const order =
    query.sort === "featured"
      ? [desc(works.featured), desc(works.publishedAt), desc(works.id)]
      : [desc(works.publishedAt), desc(works.id)];
  const rows = await db
    .select({ work: works, nickname: users.nickname })
    .from(works)
    .leftJoin(users, eq(users.id, works.userId))
    .where(and(...filters))
    .orderBy(...order)
    .limit(size + 1)
    .offset((query.page - 1) * size);
  const page = rows.slice(0, size);
  const variants = await variantsOf(
    db,
    page.map((r) => r.work.id),
  );
  const hasMore = rows.length > size;
  return {
    items: page.map((r) =>
      summary(
        { ...r.work, nickname: r.nickname },
        variants.get(r.work.id) ?? [],
        urls,
        query.language,
      ),
    ),
    page: query.page,
    hasMore,
    nextCursor: hasMore ? String(query.page + 1) : null,
  };
}

/** One public work; undefined when it is not (or no longer) public. */
export async function findPublicWork(
  db: Database,
  urls: WorkUrls,
  publicId: string,
  language: DataLanguage,
): Promise<WorkView | undefined> {
  const [row] = await db
    .select({ work: works, nickname: users.nickname })
    .from(works)
    .leftJoin(users, eq(users.id, works.userId))
    .where(and(eq(works.publicId, publicId), PUBLIC));
  if (!row) return undefined;
  const variants = (await variantsOf(db, [row.work.id])).get(row.work.id) ?? [];
  return {
    ...summary({ ...row.work, nickname: row.nickname }, variants, urls, language),
    approvedTags: await approvedTagsOf(db, row.work.tags, uiLocaleOf(language)),
    description: textOf(row.work, language).description,
    links: row.work.links,
    poseLink: row.work.poseScene ? `/pose?s=${encodeScene(row.work.poseScene)}` : null,
  };
}

export function myWork(row: WorkRow, variants: VariantRow[], urls: WorkUrls): MyWork {
  const smallest = variants.find((v) => v.format === "webp");
  return {
    id: row.publicId,
    title: row.title,
    description: row.description,
    tags: row.tags,
    apps: row.apps,
    links: row.links,
    poseId: row.posePublicId,
    state: row.state as WorkState,
    hidden: row.hidden,
    featured: row.featured,
    rejectReason: (row.rejectReason as WorkRejectReason | null) ?? null,
    decisionNote: row.decisionNote,
    thumbnail: smallest ? variantView(urls, row.publicId, smallest, true) : null,
    editedSinceDecision: Boolean(row.editedAt && row.decidedAt && row.editedAt > row.decidedAt),
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** The artist's works, newest first. */
export async function listMyWorks(db: Database, urls: WorkUrls, userId: number): Promise<MyWork[]> {
  const rows = await db
    .select()
    .from(works)
    .where(eq(works.userId, userId))
    .orderBy(desc(works.submittedAt), desc(works.id))
    .limit(500);
  const variants = await variantsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => myWork(row, variants.get(row.id) ?? [], urls));
}

/** Public works for the sitemap: id and last change. */
export async function publicWorkIds(db: Database): Promise<{ id: string; at: Date }[]> {
  const rows = await db
    .select({ id: works.publicId, at: works.publishedAt, submitted: works.submittedAt })
    .from(works)
    .where(PUBLIC)
    .orderBy(desc(works.publishedAt))
    .limit(5000);
  return rows.map((r) => ({ id: r.id, at: r.at ?? r.submitted }));
}
