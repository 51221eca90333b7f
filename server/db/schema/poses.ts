/** Poses saved to accounts, their thumbnails and public links (issue 16). */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { Scene } from "../../../contract/pose.ts";
import { ownerId } from "./accounts.ts";
import { bytea, createdAt, moment, partOf, serialId } from "./columns.ts";

/**
 * Saved poses. `public_id` is what clients see (random, 128 bits): the serial `id` never leaves
 * the server, so nobody can count or probe other accounts' poses. `version` starts at 1 and every
 * change adds 1 (optimistic concurrency). `updated_at` is strictly increasing per account (see
 * pose_clocks), so incremental sync by `updated_at > since` misses nothing. A deleted pose keeps
 * its row (deleted_at set) for 30 days as a restorable tombstone, then it is purged. The account's
 * deletion deletes its poses (CASCADE).
 *
 * The live listing reads poses_user_live_idx backwards (newest first, no deleted ones in it),
 * sync reads poses_user_changes_idx: both keep the first page of a 10,000-pose account as cheap as
 * that of a 100-pose one (scripts/bench-gallery.ts).
 */
export const poses = pgTable(
  "poses",
  {
    id: serialId(),
    publicId: text("public_id").notNull(),
    userId: ownerId(),
    name: text("name").notNull(),
    scene: jsonb("scene").$type<Scene>().notNull(),
    version: integer("version").notNull().default(1),
    /** The stored thumbnail's ETag; null without one. */
    thumbnailEtag: text("thumbnail_etag"),
    createdAt: createdAt(),
    updatedAt: moment("updated_at").notNull(),
    deletedAt: moment("deleted_at"),
  },
  (t) => [
    uniqueIndex("poses_public_id_key").on(t.publicId),
    index("poses_user_live_idx")
      .on(t.userId, t.updatedAt, t.publicId)
      .where(sql`${t.deletedAt} is null`),
    index("poses_user_changes_idx").on(t.userId, t.updatedAt, t.publicId),
    index("poses_deleted_idx").on(t.deletedAt).where(sql`${t.deletedAt} is not null`),
    check("poses_version_check", sql`${t.version} >= 1`),
  ],
);

/**
 * Thumbnails (WebP, at most 256 px, re-encoded from checked bytes), in the database so every
 * instance serves them; apart from poses so listings never read image bytes.
 */
export const poseThumbnails = pgTable("pose_thumbnails", {
  poseId: partOf("pose_id", () => poses.id, "cascade").primaryKey(),
  bytes: bytea("bytes").notNull(),
  etag: text("etag").notNull(),
});

/**
 * The last change time per account. Every pose write upserts this row first: its row lock
 * serialises one account's writes (so the count cap holds under races) and hands out strictly
 * increasing `updated_at` values in commit order (so a sync never skips a change committed late).
 */
export const poseClocks = pgTable("pose_clocks", {
  userId: ownerId().primaryKey(),
  lastChange: moment("last_change").notNull(),
});

/**
 * Public read-only links. Only a SHA-256 hash of the token is stored. Revoked links keep their
 * row, and so do links of purged or account-deleted poses (pose_id SET NULL, nothing personal
 * left): they answer 410 rather than 404.
 */
export const poseShares = pgTable(
  "pose_shares",
  {
    id: serialId(),
    poseId: integer("pose_id").references(() => poses.id, { onDelete: "set null" }),
    tokenHash: text("token_hash").notNull(),
    /** The token is HMAC(server key, salt): the owner can be shown it again; null for older links. */
    salt: text("salt"),
    createdAt: createdAt(),
    revokedAt: moment("revoked_at"),
  },
  (t) => [
    uniqueIndex("pose_shares_token_hash_key").on(t.tokenHash),
    index("pose_shares_pose_idx").on(t.poseId),
  ],
);
