import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { poseClocks, poses } from "../../db/schema.ts";
import { at, type PoseRecord, type PoseRow, recordOf, withShared } from "./service.ts";

/** A position in a listing: the (updated_at, public_id) of the last pose of the page before. */
export type Cursor = { updatedAt: Date; id: string };

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.updatedAt.toISOString()}|${cursor.id}`).toString("base64url");
}

/** The cursor in `text`, or null when it is not one of ours. */
export function decodeCursor(text: string): Cursor | null {
  const [iso, id, ...rest] = Buffer.from(text, "base64url").toString().split("|");
  if (!iso || !id || rest.length > 0 || !/^[A-Za-z0-9_-]{1,40}$/.test(id)) return null;
  const updatedAt = new Date(iso);
  return Number.isNaN(updatedAt.getTime()) ? null : { updatedAt, id };
}

export type Listing = {
  records: (PoseRecord | PoseRow)[];
  nextCursor: string | null;
  syncedUntil: Date | null;
};

async function lastChangeOf(db: Database, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ lastChange: poseClocks.lastChange })
    .from(poseClocks)
    .where(eq(poseClocks.userId, userId));
  return row?.lastChange ?? null;
}

/**
 * The account's live poses, newest first, one page after `cursor` (keyset: never an OFFSET, so
 * page 200 costs what page 1 does). The clock is read first: whatever changes after it has a later
 * `updated_at`, so `syncedUntil` never skips a change.
 */
export async function listPoses(
  db: Database,
  input: { userId: number; limit: number; cursor: Cursor | null },
): Promise<Listing> {
  const syncedUntil = await lastChangeOf(db, input.userId);
  const after = input.cursor
    ? sql`(${poses.updatedAt}, ${poses.publicId}) < (${at(input.cursor.updatedAt)}, ${input.cursor.id})`
    : undefined;
  const rows = await db
    .select(withShared)
    .from(poses)
    .where(and(eq(poses.userId, input.userId), isNull(poses.deletedAt), after))
    .orderBy(desc(poses.updatedAt), desc(poses.publicId))
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit).map(recordOf);
  const last = page.at(-1);
  return {
    records: page,
    nextCursor:
      rows.length > input.limit && last
        ? encodeCursor({ updatedAt: last.updatedAt, id: last.publicId })
        : null,
    syncedUntil,
  };
}

/**
 * What changed after `since` (oldest change first): live poses whole, deleted ones as tombstones.
 * `updated_at` is strictly increasing per account in commit order (pose_clocks), so asking again
 * with `syncedUntil` returns exactly the changes made since, deletions and restores included.
 */
export async function changesSince(
  db: Database,
  input: { userId: number; since: Date; limit: number; cursor: Cursor | null },
): Promise<Listing> {
  const clock = await lastChangeOf(db, input.userId);
  const from = input.cursor
    ? sql`(${poses.updatedAt}, ${poses.publicId}) > (${at(input.cursor.updatedAt)}, ${input.cursor.id})`
    : sql`${poses.updatedAt} > ${at(input.since)}`;
  const rows = await db
    .select(withShared)
    .from(poses)
    .where(and(eq(poses.userId, input.userId), from))
    .orderBy(asc(poses.updatedAt), asc(poses.publicId))
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit).map(recordOf);
  const last = page.at(-1);
  const more = rows.length > input.limit && last;
  const latest = [clock, last?.updatedAt, input.cursor?.updatedAt, input.since]
    .filter((d): d is Date => d instanceof Date)
    .reduce((a, b) => (a.getTime() >= b.getTime() ? a : b));
  return {
    records: page,
    nextCursor: more ? encodeCursor({ updatedAt: last.updatedAt, id: last.publicId }) : null,
    syncedUntil: more ? last.updatedAt : latest,
  };
}
