import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, asc, desc, eq, inArray, isNotNull, lt, or, sql } from "drizzle-orm";
import type { DataLanguage, UiLocale } from "../../../contract/language.ts";
import { encodeScene, quantiseScene } from "../../../contract/pose-link.ts";
import { UPLOAD_PURPOSES } from "../../../contract/uploads.ts";
import {
  type ModerationWork,
  type MyWork,
  WORK_LIMITS,
  type WorkApp,
  type WorkFormat,
  type WorkModerationView,
  type WorkPage,
  type WorkRefusalReason,
  type WorkRejectReason,
  type WorkReportReason,
  type WorkState,
  type WorkSummary,
  type WorksQuery,
  type WorkVariant,
  type WorkView,
} from "../../../contract/works.ts";
import type { TeamWorkSource } from "../../content/works.ts";
import type { Database } from "../../db/client.ts";
import type { WorkTranslations } from "../../db/schema/works.ts";
import { poses, users, workImages, workReports, works } from "../../db/schema.ts";
import { type AuditActor, recordAudit } from "../../lib/audit.ts";
import { notifyChange } from "../../lib/change-notifications.ts";
import { makeWorkImages } from "../../lib/work-images.ts";
import type { Outcome } from "../common.ts";
import { claimUploads, deleteUploads, keepOwnFile, readUpload } from "../uploads/service.ts";

type WorkRow = typeof works.$inferSelect;

/** A processing claim older than this is taken to be a crashed instance's: another retries. */
export const PROCESSING_LEASE_MS = 10 * 60 * 1000;
const MAX_PROCESSING_TRIES = 5;

const EXT: Record<WorkFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };
const FORMAT_OF_EXT: Record<string, WorkFormat> = { avif: "avif", webp: "webp", jpg: "jpeg" };
export const CONTENT_TYPE: Record<WorkFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
};

/**
 * Image URLs: `/api/works/<id>/<width>-<etag>.<ext>`. The etag is a hash of the bytes, so a URL
 * never changes meaning. A work not public (pending, rejected) is only served with `?sig=`, an
 * HMAC of the path given to its artist and to moderators.
 */
export class WorkUrls {
  private readonly key: string;
  constructor(key: string) {
    this.key = key;
  }
  path(publicId: string, v: { format: WorkFormat; width: number; etag: string }) {
    return `/api/works/${publicId}/${v.width}-${v.etag}.${EXT[v.format]}`;
  }
  private sign(path: string) {
    return createHmac("sha256", this.key).update(path).digest("base64url").slice(0, 32);
  }
  signed(path: string) {
    return `${path}?sig=${this.sign(path)}`;
  }
  validSignature(path: string, sig: string | undefined) {
    if (!sig) return false;
    const expected = Buffer.from(this.sign(path));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}

/** `<width>-<etag>.<ext>` of an image URL; undefined when it is not one. */
export function parseImageName(name: string) {
  const match = /^(\d{1,5})-([A-Za-z0-9_-]{22})\.(avif|webp|jpg)$/.exec(name);
  if (!match) return undefined;
  const format = FORMAT_OF_EXT[match[3] ?? ""];
  if (!format) return undefined;
  return { width: Number(match[1]), etag: match[2] ?? "", format };
}

export type WorkInput = {
  title: string;
  description: string;
  tags: string[];
  apps: WorkApp[];
  links: string[];
  poseId: string | null;
};

/** wrong_state says which state the work is in. */
export type WorkOutcome<T> = Outcome<
  T,
  WorkRefusalReason | "not_found" | "upload_unknown" | "rate_limited",
  { state?: WorkState }
>;

const newPublicId = () => randomBytes(12).toString("base64url");

/** The scene of the account's live saved pose, quantised as links carry it; undefined if none. */
async function sceneOf(db: Database, userId: number, poseId: string) {
  const [row] = await db
    .select({ scene: poses.scene })
    .from(poses)
    .where(
      and(eq(poses.publicId, poseId), eq(poses.userId, userId), sql`${poses.deletedAt} is null`),
    );
  return row ? quantiseScene(row.scene) : undefined;
}

/**
 * A new submission: the original's upload token is claimed in the same transaction as the row,
 * which starts `processing` (the variants are made by the job, after the answer).
 */
export async function submitWork(
  db: Database,
  input: WorkInput & { userId: number; upload: string; locale: UiLocale; now: Date },
): Promise<WorkOutcome<{ id: string }>> {
  const scene = input.poseId ? await sceneOf(db, input.userId, input.poseId) : null;
  if (scene === undefined) return { refused: { reason: "pose_unknown", field: "poseId" } };
  return db.transaction(async (tx) => {
    const claimed = await claimUploads(tx, [input.upload], "work", input.now);
    const original = claimed?.[0];
    if (!original) return { refused: { reason: "upload_unknown", field: "upload" } } as const;
    const publicId = newPublicId();
    await tx.insert(works).values({
      publicId,
      userId: input.userId,
      originalId: original.id,
      title: input.title,
      description: input.description,
      tags: input.tags,
      apps: input.apps,
      links: input.links,
      posePublicId: input.poseId,
      poseScene: scene,
      state: "processing",
      width: original.width,
      height: original.height,
      locale: input.locale,
      submittedAt: input.now,
    });
    return { ok: { id: publicId } };
  });
}

/** The artist's own work, locked for a change; undefined when it is not theirs. */
async function ownWork(tx: Database, userId: number, publicId: string) {
  const [row] = await tx
    .select()
    .from(works)
    .where(and(eq(works.publicId, publicId), eq(works.userId, userId)))
    .for("update");
  return row;
}

/** Edits a work not yet public, or a rejected one (which may then be sent again). */
export async function editWork(
  db: Database,
  input: WorkInput & { userId: number; id: string; now: Date },
): Promise<WorkOutcome<null>> {
  const scene = input.poseId ? await sceneOf(db, input.userId, input.poseId) : null;
  if (scene === undefined) return { refused: { reason: "pose_unknown", field: "poseId" } };
  return db.transaction(async (tx) => {
    const row = await ownWork(tx, input.userId, input.id);
    if (!row) return { refused: { reason: "not_found" } } as const;
    const state = row.state as WorkState;
    if (state === "approved" || state === "removed")
      return { refused: { reason: "wrong_state", state } } as const;
    await tx
      .update(works)
      .set({
        title: input.title,
        description: input.description,
        tags: input.tags,
        apps: input.apps,
        links: input.links,
        posePublicId: input.poseId,
        poseScene: scene,
        editedAt: input.now,
      })
      .where(eq(works.id, row.id));
    return { ok: null };
  });
}

/** Sends a rejected work, edited since, back to the queue. */
export async function resubmitWork(
  db: Database,
  input: { userId: number; id: string; now: Date },
): Promise<WorkOutcome<null>> {
  return db.transaction(async (tx) => {
    const row = await ownWork(tx, input.userId, input.id);
    if (!row) return { refused: { reason: "not_found" } } as const;
    if (row.state !== "rejected")
      return { refused: { reason: "wrong_state", state: row.state as WorkState } } as const;
    if (!row.editedAt || !row.decidedAt || row.editedAt <= row.decidedAt) {
      return { refused: { reason: "not_edited" } } as const;
    }
    await tx
      .update(works)
      .set({ state: "pending", submittedAt: input.now, rejectReason: null, decisionNote: null })
      .where(eq(works.id, row.id));
    return { ok: null };
  });
}

/** Withdraws a work in any state: the row, its images and its original are deleted. */
export async function withdrawWork(
  db: Database,
  input: { userId: number; id: string },
): Promise<WorkOutcome<null>> {
  return db.transaction(async (tx) => {
    const row = await ownWork(tx, input.userId, input.id);
    if (!row) return { refused: { reason: "not_found" } } as const;
    await tx.delete(works).where(eq(works.id, row.id));
    if (row.originalId) await deleteUploads(tx, [row.originalId]);
    if (row.state === "approved") await notifyChange(tx, "works");
    return { ok: null };
  });
}

/**
 * Before an account is deleted: its works' originals (the works and their images go with the
 * account by CASCADE). In the caller's transaction.
 */
export async function deleteWorksOfUser(tx: Database, userId: number): Promise<void> {
  const rows = await tx
    .delete(works)
    .where(eq(works.userId, userId))
    .returning({ originalId: works.originalId });
  await deleteUploads(
    tx,
    rows.flatMap((r) => (r.originalId ? [r.originalId] : [])),
  );
  if (rows.length) await notifyChange(tx, "works");
}

// ---------------------------------------------------------------- processing job

/**
 * Claims the next work to process (never one another instance holds under a fresh lease), makes
 * its variants from the original outside any transaction, then stores them and moves it on:
 * `pending`, or `approved` for the team's own. Answers whether there was one. A crash leaves the
 * row `processing` with a lease that runs out, so the work is never lost.
 */
export async function processNextWork(db: Database, now: Date): Promise<boolean> {
  const stale = new Date(now.getTime() - PROCESSING_LEASE_MS);
  const claimed = await db.transaction(async (tx) => {
    const [next] = await tx
      .select({ id: works.id, originalId: works.originalId, tries: works.processingTries })
      .from(works)
      .where(
        and(
          eq(works.state, "processing"),
          or(sql`${works.processingAt} is null`, lt(works.processingAt, stale)),
        ),
      )
      // An artist waiting on a submission goes before the team's seeded backlog.
      .orderBy(sql`${works.teamSlug} is not null`, asc(works.id))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!next) return undefined;
    await tx
      .update(works)
      .set({ processingAt: now, processingTries: next.tries + 1 })
      .where(eq(works.id, next.id));
    return next;
  });
  if (!claimed) return false;
  const original = claimed.originalId ? await readUpload(db, claimed.originalId) : undefined;
  let made: Awaited<ReturnType<typeof makeWorkImages>> | undefined;
  if (original) {
    try {
      made = await makeWorkImages(original.bytes, UPLOAD_PURPOSES.work.maxPixels);
    } catch {
      made = undefined;
    }
  }
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: works.id, state: works.state, teamSlug: works.teamSlug })
      .from(works)
      .where(eq(works.id, claimed.id))
      .for("update");
    // Withdrawn (deleted) or decided meanwhile: nothing to store.
    if (row?.state !== "processing") return;
    if (!made) {
      // Checked at upload, so this is rare: give up after a few tries and tell the artist.
      if (original && claimed.tries + 1 < MAX_PROCESSING_TRIES) {
        await tx.update(works).set({ processingAt: null }).where(eq(works.id, row.id));
        return;
      }
      await tx
        .update(works)
        .set({
          state: "rejected",
          rejectReason: "other",
          decisionNote: "unreadable",
          decidedAt: now,
        })
        .where(eq(works.id, row.id));
      return;
    }
    await tx.delete(workImages).where(eq(workImages.workId, row.id));
    await tx.insert(workImages).values(
      made.variants.map((v) => ({
        workId: row.id,
        format: v.format,
        width: v.width,
        height: v.height,
        byteSize: v.bytes.length,
        etag: v.etag,
        bytes: v.bytes,
      })),
    );
    const team = row.teamSlug !== null;
    await tx
      .update(works)
      .set({
        state: team ? "approved" : "pending",
        width: made.width,
        height: made.height,
        placeholder: made.placeholder,
        processingAt: null,
        ...(team ? { publishedAt: now, decidedAt: now } : {}),
      })
      .where(eq(works.id, row.id));
    // The team's works go public as they are made.
    if (team) await notifyChange(tx, "works");
  });
  return true;
}

// ---------------------------------------------------------------- reading

type VariantRow = {
  workId: number;
  format: string;
  width: number;
  height: number;
  byteSize: number;
  etag: string;
};

async function variantsOf(db: Database, ids: number[]) {
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

const PUBLIC = and(eq(works.state, "approved"), eq(works.hidden, false));

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

/** The tags of public works, most used first (the filter links of /works). */
export async function publicTags(db: Database, limit = 24): Promise<string[]> {
  const rows = await db
    .select({ tags: works.tags })
    .from(works)
    .where(PUBLIC)
    .orderBy(desc(works.publishedAt))
    .limit(2000);
  const counts = new Map<string, number>();
  for (const row of rows) for (const tag of row.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([tag]) => tag);
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
    description: textOf(row.work, language).description,
    links: row.work.links,
    poseLink: row.work.poseScene ? `/pose?s=${encodeScene(row.work.poseScene)}` : null,
  };
}

function myWork(row: WorkRow, variants: VariantRow[], urls: WorkUrls): MyWork {
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

export type ImageLookup = Outcome<
  { bytes: Buffer; format: WorkFormat; etag: string; public: boolean },
  "not_found" | "gone"
>;

/**
 * One image of a work. A removed work's images are gone (410), an unknown one's 404; a work not
 * public is served only to a signed URL (checked by the route).
 */
export async function readWorkImage(
  db: Database,
  publicId: string,
  v: { format: WorkFormat; width: number; etag: string },
): Promise<ImageLookup> {
  const [row] = await db
    .select({
      state: works.state,
      hidden: works.hidden,
      bytes: workImages.bytes,
      etag: workImages.etag,
    })
    .from(works)
    .leftJoin(
      workImages,
      and(
        eq(workImages.workId, works.id),
        eq(workImages.format, v.format),
        eq(workImages.width, v.width),
      ),
    )
    .where(eq(works.publicId, publicId));
  if (!row) return { refused: { reason: "not_found" } };
  if (row.state === "removed") return { refused: { reason: "gone" } };
  if (!row.bytes || row.etag !== v.etag) return { refused: { reason: "not_found" } };
  return {
    ok: {
      bytes: row.bytes,
      format: v.format,
      etag: row.etag,
      public: row.state === "approved" && !row.hidden,
    },
  };
}

// ---------------------------------------------------------------- reports

/**
 * One report per reporter and work; the work is hidden once WORK_LIMITS.reportsToHide distinct
 * reporters reported it, until a moderator keeps or removes it. Answers whether it is hidden.
 */
export async function reportWork(
  db: Database,
  input: { id: string; reporter: string; reason: WorkReportReason; now: Date },
): Promise<WorkOutcome<{ hidden: boolean }>> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: works.id, reportCount: works.reportCount })
      .from(works)
      .where(and(eq(works.publicId, input.id), PUBLIC))
      .for("update");
    if (!row) return { refused: { reason: "not_found" } } as const;
    const reporter = createHash("sha256").update(input.reporter).digest("base64url");
    const inserted = await tx
      .insert(workReports)
      .values({ workId: row.id, reporter, reason: input.reason, createdAt: input.now })
      .onConflictDoNothing()
      .returning({ id: workReports.id });
    if (!inserted.length) return { ok: { hidden: false } };
    const count = row.reportCount + 1;
    const hidden = count >= WORK_LIMITS.reportsToHide;
    await tx.update(works).set({ reportCount: count, hidden }).where(eq(works.id, row.id));
    if (hidden) await notifyChange(tx, "works");
    return { ok: { hidden } };
  });
}

// ---------------------------------------------------------------- moderation

const VIEW_FILTER: Record<WorkModerationView, ReturnType<typeof and>> = {
  pending: eq(works.state, "pending"),
  reported: and(eq(works.state, "approved"), sql`${works.reportCount} > 0`),
  approved: eq(works.state, "approved"),
  rejected: eq(works.state, "rejected"),
  removed: eq(works.state, "removed"),
};

/** Works of one queue view for moderators, oldest submission first (reported: most reported). */
export async function listModeration(
  db: Database,
  urls: WorkUrls,
  view: WorkModerationView,
  originalUrl: (id: string) => string,
): Promise<ModerationWork[]> {
  const order =
    view === "reported"
      ? [desc(works.hidden), desc(works.reportCount), asc(works.id)]
      : view === "pending"
        ? [asc(works.submittedAt), asc(works.id)]
        : [desc(works.decidedAt), desc(works.id)];
  const rows = await db
    .select({ work: works, nickname: users.nickname, email: users.email })
    .from(works)
    .leftJoin(users, eq(users.id, works.userId))
    .where(VIEW_FILTER[view])
    .orderBy(...order)
    .limit(100);
  const ids = rows.map((r) => r.work.id);
  const variants = await variantsOf(db, ids);
  const reasons = ids.length
    ? await db
        .select({
          workId: workReports.workId,
          reason: workReports.reason,
          n: sql<number>`count(*)::int`,
        })
        .from(workReports)
        .where(inArray(workReports.workId, ids))
        .groupBy(workReports.workId, workReports.reason)
    : [];
  return rows.map(({ work, nickname, email }) => ({
    ...myWork(work, variants.get(work.id) ?? [], urls),
    artist: { name: work.teamSlug ? "Inkdoll" : (nickname ?? ""), email: email ?? null },
    reports: {
      count: work.reportCount,
      reasons: Object.fromEntries(
        reasons.filter((r) => r.workId === work.id).map((r) => [r.reason, r.n]),
      ),
    },
    width: work.width,
    height: work.height,
    originalUrl: originalUrl(work.publicId),
  }));
}

export type Decision =
  | { action: "approve"; featured: boolean }
  | { action: "reject"; reason: WorkRejectReason; note: string }
  | { action: "remove"; note: string }
  | { action: "keep" }
  | { action: "feature"; featured: boolean };

/** What the artist is told of a decision: undefined when they are not told (a team work). */
export type DecisionNotice = {
  email: string;
  locale: UiLocale;
  title: string;
  id: string;
  decision: "approved" | "rejected" | "removed";
  reason: WorkRejectReason | null;
  note: string;
};

const ALLOWED: Record<Decision["action"], (row: WorkRow) => boolean> = {
  approve: (row) => row.state === "pending",
  reject: (row) => row.state === "pending",
  remove: (row) => row.state === "approved",
  keep: (row) => row.state === "approved" && (row.hidden || row.reportCount > 0),
  feature: (row) => row.state === "approved",
};

/** A moderator's decision on a work, audited in the same transaction. */
export async function decideWork(
  db: Database,
  input: { id: string; decision: Decision; actor: AuditActor; now: Date },
): Promise<WorkOutcome<DecisionNotice | undefined>> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(works).where(eq(works.publicId, input.id)).for("update");
    if (!row) return { refused: { reason: "not_found" } } as const;
    const d = input.decision;
    if (!ALLOWED[d.action](row))
      return { refused: { reason: "wrong_state", state: row.state as WorkState } } as const;
    const before = {
      state: row.state,
      hidden: row.hidden,
      featured: row.featured,
      reports: row.reportCount,
    };
    let change: Partial<typeof works.$inferInsert>;
    switch (d.action) {
      case "approve":
        change = {
          state: "approved",
          featured: d.featured,
          publishedAt: row.publishedAt ?? input.now,
          decidedAt: input.now,
          rejectReason: null,
          decisionNote: null,
        };
        break;
      case "reject":
        change = {
          state: "rejected",
          rejectReason: d.reason,
          decisionNote: d.note || null,
          decidedAt: input.now,
        };
        break;
      case "remove":
        change = {
          state: "removed",
          featured: false,
          decisionNote: d.note || null,
          decidedAt: input.now,
        };
        break;
      case "keep":
        change = { hidden: false, reportCount: 0 };
        await tx.delete(workReports).where(eq(workReports.workId, row.id));
        break;
      case "feature":
        change = { featured: d.featured };
        break;
    }
    await tx.update(works).set(change).where(eq(works.id, row.id));
    // Every decision can change what /works and the work's page show on every instance.
    await notifyChange(tx, "works");
    await recordAudit(tx, {
      actor: input.actor,
      at: input.now,
      action: `${d.action}:work`,
      entity: "work",
      entityId: row.publicId,
      before,
      after: { ...before, ...pick(change), ...("reason" in d ? { reason: d.reason } : {}) },
    });
    const decision =
      d.action === "approve"
        ? "approved"
        : d.action === "reject"
          ? "rejected"
          : d.action === "remove"
            ? "removed"
            : null;
    if (!decision || row.userId === null) return { ok: undefined };
    const [user] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, row.userId));
    if (!user) return { ok: undefined };
    return {
      ok: {
        email: user.email,
        locale: row.locale as UiLocale,
        title: row.title,
        id: row.publicId,
        decision,
        reason: d.action === "reject" ? d.reason : null,
        note: "note" in d ? d.note : "",
      },
    };
  });
}

const pick = (change: Partial<typeof works.$inferInsert>) => ({
  ...(change.state ? { state: change.state } : {}),
  ...(change.hidden !== undefined ? { hidden: change.hidden } : {}),
  ...(change.featured !== undefined ? { featured: change.featured } : {}),
  ...(change.reportCount !== undefined ? { reports: change.reportCount } : {}),
});

/** The private original, for moderators. */
export async function originalOf(db: Database, publicId: string) {
  const [row] = await db
    .select({ originalId: works.originalId })
    .from(works)
    .where(and(eq(works.publicId, publicId), isNotNull(works.originalId)));
  return row?.originalId ? readUpload(db, row.originalId) : undefined;
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

/**
 * Seeds the team's works (content/works.json): new ones are queued for processing (approved once
 * their variants exist); existing ones get their texts, tags and featured flag updated, never
 * their image or a moderator's removal.
 */
export async function applyTeamWorks(tx: Database, sources: TeamWorkSource[]): Promise<void> {
  const now = new Date();
  for (const source of sources) {
    const fields = {
      title: source.translations.en_us.title,
      description: source.translations.en_us.description,
      translations: source.translations,
      tags: source.tags,
      poseScene: quantiseScene(source.scene),
    };
    const [existing] = await tx
      .select({ id: works.id, state: works.state })
      .from(works)
      .where(eq(works.teamSlug, source.slug));
    if (existing) {
      await tx
        .update(works)
        .set({ ...fields, ...(existing.state === "approved" ? { featured: source.featured } : {}) })
        .where(eq(works.id, existing.id));
      continue;
    }
    const originalId = await keepOwnFile(tx, {
      purpose: "work",
      bytes: source.image.bytes,
      fileName: source.image.fileName,
      now,
    });
    await tx.insert(works).values({
      ...fields,
      publicId: newPublicId(),
      teamSlug: source.slug,
      originalId,
      apps: ["doll"],
      links: [],
      featured: source.featured,
      state: "processing",
      submittedAt: now,
    });
  }
}
