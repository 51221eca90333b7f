import { and, eq, sql } from "drizzle-orm";
import type { UiLocale } from "../../../contract/language.ts";
import { quantiseScene } from "../../../contract/pose-link.ts";
import type { WorkState } from "../../../contract/works.ts";
import type { Database } from "../../db/client.ts";
import { poses, works } from "../../db/schema.ts";
import { notifyChange } from "../../lib/change-notifications.ts";
import { claimUploads, deleteUploads } from "../uploads/service.ts";
import { newPublicId, type WorkInput, type WorkOutcome } from "./model.ts";

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

/** The columns of what the artist wrote, with the pose scene it names (quantised, or null). */
const columnsOf = (input: WorkInput, scene: ReturnType<typeof quantiseScene> | null) => ({
  title: input.title,
  description: input.description,
  tags: input.tags,
  apps: input.apps,
  links: input.links,
  posePublicId: input.poseId,
  poseScene: scene,
});

/**
 * A new submission: the original's upload token is claimed in the same transaction as the row,
 * which starts `processing` (the variants are made by the job, after the answer).
 */
export async function submitWork(
  db: Database,
  input: WorkInput & {
    userId: number;
    /** The account's address is confirmed (the session's fresh read): else nothing is filed. */
    emailVerified: boolean;
    upload: string;
    locale: UiLocale;
    now: Date;
  },
): Promise<WorkOutcome<{ id: string }>> {
  if (!input.emailVerified) return { refused: { reason: "email_unverified" } };
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
      ...columnsOf(input, scene),
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
      .set({ ...columnsOf(input, scene), editedAt: input.now })
      .where(eq(works.id, row.id));
    return { ok: null };
  });
}

/** Sends a rejected work, edited since, back to the queue. */
export async function resubmitWork(
  db: Database,
  input: { userId: number; emailVerified: boolean; id: string; now: Date },
): Promise<WorkOutcome<null>> {
  if (!input.emailVerified) return { refused: { reason: "email_unverified" } };
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
