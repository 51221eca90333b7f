// Poses saved to an account (issue 16): "My gallery" on the web and cloud saving in the apps,
// shared by client and server. No zod here: the server's schemas live in server/api/pose/schema.ts,
// the scene's own schema in contract/pose-schema.ts.
import type { Scene } from "./pose.ts";

export const SAVED_POSE_LIMITS = {
  /** Poses one account may keep (deleted ones waiting out their 30 days do not count). */
  maxPoses: 5000,
  /** Characters (code points) of a name, after trimming. */
  maxName: 80,
  /** Bytes of the scene as JSON. */
  maxSceneBytes: 32 * 1024,
  /** Bytes of an uploaded thumbnail, before it is re-encoded. */
  maxThumbnailBytes: 512 * 1024,
  /** The stored thumbnail's longest side, in pixels (WebP). */
  thumbnailSize: 256,
  /** Days a deleted pose stays restorable; then it is purged. */
  restoreDays: 30,
  /** Poses per page of the gallery (default) and at most. */
  pageSize: 24,
  maxPageSize: 100,
} as const;

/**
 * Why a pose call was refused, in `data.reason` of the error envelope, so the client can say it
 * in the visitor's language (`msg` is English for logs and developers).
 */
export const SAVED_POSE_REFUSAL_REASONS = [
  /** 400: the thumbnail's bytes are not a PNG, JPEG, WebP or GIF image (`data.field` thumbnail). */
  "not_an_image",
  /** 404: no pose of this account has this id (another account's poses are not found either). */
  "not_found",
  /** 409: the pose changed since `version`; `data.pose` is the current copy. */
  "conflict",
  /** 409: the account already keeps SAVED_POSE_LIMITS.maxPoses poses. */
  "too_many_poses",
  /** 410: a shared link that was revoked, or whose pose was deleted. */
  "gone",
  /** 410: `updatedSince` is older than the 30 days deletions are remembered: list everything again. */
  "resync_required",
  /** 413: the scene or the thumbnail is past its size cap (`data.field` says which). */
  "too_large",
  /** 429: too many attempts; see Retry-After (and data.retryAfter). */
  "rate_limited",
  /** 503: the database is away for a moment; try again shortly. */
  "unavailable",
] as const;
export type SavedPoseRefusalReason = (typeof SAVED_POSE_REFUSAL_REASONS)[number];

/** A pose as its owner sees it. Dates are ISO 8601 strings. */
export type SavedPose = {
  /** Random and public: not a serial, so ids say nothing about other accounts' poses. */
  id: string;
  name: string;
  scene: Scene;
  /** Starts at 1; every change adds 1. Updates and deletes send the version they started from. */
  version: number;
  createdAt: string;
  updatedAt: string;
  /** Null unless deleted (then restorable until deletedAt + 30 days). */
  deletedAt: string | null;
  /** A URL the owner's browser can load (signed, cacheable), or null without a thumbnail. */
  thumbnailUrl: string | null;
  /** Whether a public link to it is active. */
  shared: boolean;
  /** The active link's `/shared/<token>` path, shown to its owner; null when not shared (or a
   * link older than derivable tokens, which only a new link replaces). */
  sharePath: string | null;
  /** deletedAt !== null: in a listing or sync, treat the pose as gone. */
  deleted: boolean;
};

/** A deleted pose in an incremental sync: what changed is that it is gone. */
export type PoseTombstone = {
  id: string;
  version: number;
  updatedAt: string;
  deletedAt: string;
  deleted: true;
};

export type PosePage = {
  items: (SavedPose | PoseTombstone)[];
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: string | null;
  /** Pass as `updatedSince` next time to get only what changed after this answer. */
  syncedUntil: string | null;
};

/** `data` of a refused pose call. */
export type SavedPoseRefusal = {
  reason: SavedPoseRefusalReason;
  field?: string;
  retryAfter?: number;
  /** conflict only: the pose as it is now. */
  pose?: SavedPose;
};

/** A public link to a pose: `/shared/<token>`. Only its hash is stored. */
export type PoseShare = { token: string; path: string };

/** What anyone holding a shared link sees. */
export type SharedPose = { name: string; scene: Scene; thumbnailUrl: string | null };

export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;
export const POSE_ID_PATTERN = /^[A-Za-z0-9_-]{16,40}$/;

export function sharedPosePath(token: string): string {
  return `/shared/${encodeURIComponent(token)}`;
}
