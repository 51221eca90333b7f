import { randomBytes } from "node:crypto";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import type { Scene } from "../../../contract/pose.ts";
import {
  type PoseTombstone,
  SAVED_POSE_LIMITS,
  type SavedPose,
} from "../../../contract/saved-pose.ts";
import type { Database } from "../../db/client.ts";
import { poseClocks, poses, poseThumbnails } from "../../db/schema.ts";
import type { Outcome } from "../common.ts";
import type { Thumbnail } from "./thumbnail.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Db = Database | Tx;
export type PoseRow = typeof poses.$inferSelect;
/**
 * `shared`: a public link is active. `shareSeed`: its salt and its token's hash, space-separated
 * (shares-service.ts derives the token again and checks it; a link made before tokens were
 * derivable has an empty salt, so it never checks), or null when not shared.
 */
export type PoseRecord = PoseRow & { shared: boolean; shareSeed: string | null };
/** Builds the thumbnail URL the owner's browser loads (signed by the routes). */
export type ThumbnailUrl = (publicId: string, etag: string) => string;

const DAY_MS = 24 * 3600 * 1000;
export const RESTORE_WINDOW_MS = SAVED_POSE_LIMITS.restoreDays * DAY_MS;

/** 16 random bytes: 22 URL-safe characters, unguessable, saying nothing about other poses. */
export function newPublicId(): string {
  return randomBytes(16).toString("base64url");
}

/** Timestamps in raw SQL travel as ISO text with a cast: the two drivers bind Date differently. */
export function at(date: Date) {
  return sql`${date.toISOString()}::timestamptz`;
}

/**
 * The active public link's seed, as a column of a select on poses: null when there is none.
 * Written with explicit names: drizzle leaves a column unqualified in a select on one table, so
 * `${poses.id}` inside the subquery read pose_shares' own id, and a pose counted as shared only
 * while its id happened to equal an active share's.
 */
const shareSeedColumn = sql<
  string | null
>`(select coalesce("s"."salt", '') || ' ' || "s"."token_hash" from "pose_shares" "s" where "s"."pose_id" = "poses"."id" and "s"."revoked_at" is null order by "s"."id" desc limit 1)`;
export const withShared = { pose: poses, shareSeed: shareSeedColumn };

/** A row of a `withShared` select as a record. */
export function recordOf(row: { pose: PoseRow; shareSeed: string | null }): PoseRecord {
  return { ...row.pose, shared: row.shareSeed !== null, shareSeed: row.shareSeed };
}

/** The active link's path from its salt (shares-service.ts), or null when it cannot be derived. */
export type SharePath = (seed: string) => string | null;

export function toSavedPose(record: PoseRecord, urlOf: ThumbnailUrl, pathOf: SharePath): SavedPose {
  return {
    id: record.publicId,
    name: record.name,
    scene: record.scene,
    version: record.version,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    deletedAt: record.deletedAt?.toISOString() ?? null,
    thumbnailUrl: record.thumbnailEtag ? urlOf(record.publicId, record.thumbnailEtag) : null,
    shared: Boolean(record.shared),
    sharePath: record.shareSeed ? pathOf(record.shareSeed) : null,
    deleted: record.deletedAt !== null,
  };
}

export function toTombstone(row: PoseRow): PoseTombstone {
  return {
    id: row.publicId,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: (row.deletedAt ?? row.updatedAt).toISOString(),
    deleted: true,
  };
}

/**
 * The account's next change time, strictly after its last one, taken under the row lock of its
 * pose_clocks row: held until the transaction ends, it serialises the account's pose writes, so
 * `updated_at` grows in commit order and the count cap cannot be raced past.
 */
async function tick(tx: Tx, userId: number, now: Date): Promise<Date> {
  const [row] = await tx
    .insert(poseClocks)
    .values({ userId, lastChange: now })
    .onConflictDoUpdate({
      target: poseClocks.userId,
      set: {
        lastChange: sql`greatest(${at(now)}, ${poseClocks.lastChange} + interval '1 millisecond')`,
      },
    })
    .returning({ lastChange: poseClocks.lastChange });
  if (!row) throw new Error("tick: no clock row");
  return row.lastChange;
}

async function liveCount(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(poses)
    .where(and(eq(poses.userId, userId), isNull(poses.deletedAt)));
  return row?.n ?? 0;
}

/** The owner's pose (deleted or not) by its public id; another account's is not found. */
export async function findPose(
  db: Db,
  userId: number,
  publicId: string,
): Promise<PoseRecord | null> {
  const [row] = await db
    .select(withShared)
    .from(poses)
    .where(and(eq(poses.publicId, publicId), eq(poses.userId, userId)));
  return row ? recordOf(row) : null;
}

async function setThumbnail(tx: Tx, poseId: number, thumbnail: Thumbnail | null) {
  if (thumbnail === null) {
    await tx.delete(poseThumbnails).where(eq(poseThumbnails.poseId, poseId));
    return;
  }
  await tx
    .insert(poseThumbnails)
    .values({ poseId, bytes: thumbnail.bytes, etag: thumbnail.etag })
    .onConflictDoUpdate({
      target: poseThumbnails.poseId,
      set: { bytes: thumbnail.bytes, etag: thumbnail.etag },
    });
}

export async function createPose(
  db: Database,
  input: { userId: number; name: string; scene: Scene; thumbnail?: Thumbnail | null; now: Date },
): Promise<Outcome<PoseRecord, "too_many_poses">> {
  return db.transaction(async (tx): Promise<Outcome<PoseRecord, "too_many_poses">> => {
    const changedAt = await tick(tx, input.userId, input.now);
    if ((await liveCount(tx, input.userId)) >= SAVED_POSE_LIMITS.maxPoses) {
      return { refused: { reason: "too_many_poses" } };
    }
    const [row] = await tx
      .insert(poses)
      .values({
        publicId: newPublicId(),
        userId: input.userId,
        name: input.name,
        scene: input.scene,
        thumbnailEtag: input.thumbnail?.etag ?? null,
        createdAt: changedAt,
        updatedAt: changedAt,
      })
      .returning();
    if (!row) throw new Error("createPose: not written");
    if (input.thumbnail) await setThumbnail(tx, row.id, input.thumbnail);
    return { ok: { ...row, shared: false, shareSeed: null } };
  });
}

/** A conflict carries the pose as it now is, for the client to merge with. */
export type ChangeOutcome = Outcome<PoseRecord, "not_found" | "conflict", { pose?: PoseRecord }>;

/**
 * Changes a live pose only if it is still at `version` (one conditional UPDATE): of two updates
 * started from the same version exactly one matches; the other is refused with the current copy.
 */
async function changeAt(
  db: Database,
  input: { userId: number; publicId: string; version: number; now: Date },
  change: (changedAt: Date) => Partial<typeof poses.$inferInsert>,
  after?: (tx: Tx, row: PoseRow) => Promise<void>,
): Promise<ChangeOutcome> {
  return db.transaction(async (tx): Promise<ChangeOutcome> => {
    const changedAt = await tick(tx, input.userId, input.now);
    const [row] = await tx
      .update(poses)
      .set({ ...change(changedAt), version: sql`${poses.version} + 1`, updatedAt: changedAt })
      .where(
        and(
          eq(poses.publicId, input.publicId),
          eq(poses.userId, input.userId),
          eq(poses.version, input.version),
          isNull(poses.deletedAt),
        ),
      )
      .returning();
    if (row) {
      await after?.(tx, row);
      const record = await findPose(tx, input.userId, input.publicId);
      return { ok: record ?? { ...row, shared: false, shareSeed: null } };
    }
    const current = await findPose(tx, input.userId, input.publicId);
    if (!current) return { refused: { reason: "not_found" } };
    return { refused: { reason: "conflict", pose: current } };
  });
}

export function updatePose(
  db: Database,
  input: {
    userId: number;
    publicId: string;
    version: number;
    name?: string;
    scene?: Scene;
    /** undefined: keep; null: remove. */
    thumbnail?: Thumbnail | null;
    now: Date;
  },
): Promise<ChangeOutcome> {
  const { thumbnail } = input;
  return changeAt(
    db,
    input,
    () => ({
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.scene === undefined ? {} : { scene: input.scene }),
      ...(thumbnail === undefined ? {} : { thumbnailEtag: thumbnail?.etag ?? null }),
    }),
    thumbnail === undefined ? undefined : (tx, row) => setThumbnail(tx, row.id, thumbnail),
  );
}

/**
 * Soft delete: the row stays, restorable for 30 days, and shows in syncs as a tombstone. Deleting
 * a deleted pose answers it as it is, whatever the version.
 */
export async function deletePose(
  db: Database,
  input: { userId: number; publicId: string; version: number; now: Date },
): Promise<ChangeOutcome> {
  const outcome = await changeAt(db, input, (changedAt) => ({ deletedAt: changedAt }));
  if ("refused" in outcome && outcome.refused.pose?.deletedAt) return { ok: outcome.refused.pose };
  return outcome;
}

type RestoreOutcome = Outcome<PoseRecord, "not_found" | "too_many_poses">;

/** Brings a deleted pose back within 30 days (a live one is answered as it is). */
export async function restorePose(
  db: Database,
  input: { userId: number; publicId: string; now: Date },
): Promise<RestoreOutcome> {
  return db.transaction(async (tx): Promise<RestoreOutcome> => {
    const changedAt = await tick(tx, input.userId, input.now);
    const current = await findPose(tx, input.userId, input.publicId);
    if (!current) return { refused: { reason: "not_found" } };
    if (!current.deletedAt) return { ok: current };
    if (current.deletedAt.getTime() <= input.now.getTime() - RESTORE_WINDOW_MS) {
      return { refused: { reason: "not_found" } };
    }
    if ((await liveCount(tx, input.userId)) >= SAVED_POSE_LIMITS.maxPoses) {
      return { refused: { reason: "too_many_poses" } };
    }
    const [row] = await tx
      .update(poses)
      .set({ deletedAt: null, version: sql`${poses.version} + 1`, updatedAt: changedAt })
      .where(eq(poses.id, current.id))
      .returning();
    return { ok: { ...(row ?? current), shared: current.shared, shareSeed: current.shareSeed } };
  });
}

/** A new pose with the scene and thumbnail of a live one, under a new name. */
export async function duplicatePose(
  db: Database,
  input: { userId: number; publicId: string; name: string; now: Date },
): Promise<Outcome<PoseRecord, "not_found" | "too_many_poses">> {
  const source = await findPose(db, input.userId, input.publicId);
  if (!source || source.deletedAt) return { refused: { reason: "not_found" } };
  const thumbnail = await thumbnailOf(db, source.id);
  return createPose(db, { ...input, scene: source.scene, thumbnail });
}

export async function thumbnailOf(db: Db, poseId: number): Promise<Thumbnail | null> {
  const [row] = await db
    .select({ bytes: poseThumbnails.bytes, etag: poseThumbnails.etag })
    .from(poseThumbnails)
    .where(eq(poseThumbnails.poseId, poseId));
  return row ?? null;
}

/** The thumbnail of a pose by its public id, for a URL already checked by its signature. */
export async function thumbnailByPublicId(db: Db, publicId: string): Promise<Thumbnail | null> {
  const [row] = await db
    .select({ bytes: poseThumbnails.bytes, etag: poseThumbnails.etag })
    .from(poseThumbnails)
    .innerJoin(poses, eq(poses.id, poseThumbnails.poseId))
    .where(eq(poses.publicId, publicId));
  return row ?? null;
}

/** Deletes poses deleted more than 30 days ago (their thumbnails cascade; links turn 410). */
export async function purgeDeletedPoses(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - RESTORE_WINDOW_MS);
  const rows = await db
    .delete(poses)
    .where(sql`${poses.deletedAt} is not null and ${poses.deletedAt} <= ${at(cutoff)}`)
    .returning({ id: poses.id });
  return rows.length;
}
