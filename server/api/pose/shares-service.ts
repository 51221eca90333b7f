import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { poseShares, poses } from "../../db/schema.ts";
import type { Outcome } from "../common.ts";
import { findPose, type PoseRecord, type PoseRow } from "./service.ts";

/** 32 random bytes: 43 URL-safe characters. Only the SHA-256 of it is stored. */
export function newShareToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashShareToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** Revokes the pose's active links (the owner's "stop sharing", and before a new link). */
async function revokeActive(db: Database, poseId: number, now: Date): Promise<number> {
  const rows = await db
    .update(poseShares)
    .set({ revokedAt: now })
    .where(and(eq(poseShares.poseId, poseId), isNull(poseShares.revokedAt)))
    .returning({ id: poseShares.id });
  return rows.length;
}

/**
 * A new public link to a live pose of the owner. One link is active at a time: a new one revokes
 * the earlier one (whose token only its holders know: the server cannot show it again).
 */
export async function sharePose(
  db: Database,
  input: { userId: number; publicId: string; now: Date },
): Promise<Outcome<{ token: string; pose: PoseRecord }, "not_found">> {
  const pose = await findPose(db, input.userId, input.publicId);
  if (!pose || pose.deletedAt) return { refused: { reason: "not_found" } };
  const token = newShareToken();
  await db.transaction(async (tx) => {
    await revokeActive(tx as unknown as Database, pose.id, input.now);
    await tx
      .insert(poseShares)
      .values({ poseId: pose.id, tokenHash: hashShareToken(token), createdAt: input.now });
  });
  return { ok: { token, pose: { ...pose, shared: true } } };
}

/** Revokes the pose's public link; revoking an unshared pose answers it as it is. */
export async function unsharePose(
  db: Database,
  input: { userId: number; publicId: string; now: Date },
): Promise<Outcome<PoseRecord, "not_found">> {
  const pose = await findPose(db, input.userId, input.publicId);
  if (!pose) return { refused: { reason: "not_found" } };
  await revokeActive(db, pose.id, input.now);
  return { ok: { ...pose, shared: false } };
}

/**
 * The pose behind a link: unknown token → not_found; revoked, or its pose deleted (soft, purged
 * or with its account) → gone.
 */
export async function findShared(
  db: Database,
  token: string,
): Promise<Outcome<PoseRow, "not_found" | "gone">> {
  const [row] = await db
    .select({ share: poseShares, pose: poses })
    .from(poseShares)
    .leftJoin(poses, eq(poses.id, poseShares.poseId))
    .where(eq(poseShares.tokenHash, hashShareToken(token)));
  if (!row) return { refused: { reason: "not_found" } };
  if (row.share.revokedAt || !row.pose || row.pose.deletedAt)
    return { refused: { reason: "gone" } };
  return { ok: row.pose };
}
