import { and, asc, eq, isNotNull, lt, or, sql } from "drizzle-orm";
import { UPLOAD_PURPOSES } from "../../../contract/uploads.ts";
import type { WorkFormat } from "../../../contract/works.ts";
import type { Database } from "../../db/client.ts";
import { workImages, works } from "../../db/schema.ts";
import { notifyChange } from "../../lib/change-notifications.ts";
import { makeWorkImages } from "../../lib/work-images.ts";
import type { Outcome } from "../common.ts";
import { readUpload } from "../uploads/service.ts";

/** A processing claim older than this is taken to be a crashed instance's: another retries. */
export const PROCESSING_LEASE_MS = 10 * 60 * 1000;
const MAX_PROCESSING_TRIES = 5;

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

// ---------------------------------------------------------------- serving

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

/** The private original, for moderators. */
export async function originalOf(db: Database, publicId: string) {
  const [row] = await db
    .select({ originalId: works.originalId })
    .from(works)
    .where(and(eq(works.publicId, publicId), isNotNull(works.originalId)));
  return row?.originalId ? readUpload(db, row.originalId) : undefined;
}
