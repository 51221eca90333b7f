import { createHash, createHmac, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { poseShares, poses } from "../../db/schema.ts";
import type { Outcome } from "../common.ts";
import { findPose, type PoseRecord, type PoseRow } from "./service.ts";

/**
 * A link's token is the HMAC of a random salt under the server's share key: 43 URL-safe
 * characters. The row keeps the salt and the token's SHA-256, so the owner can be shown the link
 * again on any device, while the table alone (a backup, a leaked dump) opens no link.
 */
export function shareTokenOf(key: string, salt: string): string {
  return createHmac("sha256", key).update(salt).digest("base64url");
}

export function newShareSalt(): string {
  return randomBytes(16).toString("base64url");
}

export function hashShareToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/**
 * The active link's token from its seed (salt and token hash), or null when the key no longer
 * derives it (the server secret changed): the owner is then offered a new link, never a dead one.
 */
export function shareTokenFromSeed(key: string, seed: string): string | null {
  const [salt, hash] = seed.split(" ");
  if (!salt) return null;
  const token = shareTokenOf(key, salt);
  return hashShareToken(token) === hash ? token : null;
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
  key: string,
  input: { userId: number; publicId: string; now: Date },
): Promise<Outcome<{ token: string; pose: PoseRecord }, "not_found">> {
  const pose = await findPose(db, input.userId, input.publicId);
  if (!pose || pose.deletedAt) return { refused: { reason: "not_found" } };
  const salt = newShareSalt();
  const token = shareTokenOf(key, salt);
  await db.transaction(async (tx) => {
    await revokeActive(tx as unknown as Database, pose.id, input.now);
    await tx
      .insert(poseShares)
      .values({ poseId: pose.id, salt, tokenHash: hashShareToken(token), createdAt: input.now });
  });
  return {
    ok: { token, pose: { ...pose, shared: true, shareSeed: `${salt} ${hashShareToken(token)}` } },
  };
}

/** Revokes the pose's public link; revoking an unshared pose answers it as it is. */
export async function unsharePose(
  db: Database,
  input: { userId: number; publicId: string; now: Date },
): Promise<Outcome<PoseRecord, "not_found">> {
  const pose = await findPose(db, input.userId, input.publicId);
  if (!pose) return { refused: { reason: "not_found" } };
  await revokeActive(db, pose.id, input.now);
  return { ok: { ...pose, shared: false, shareSeed: null } };
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
