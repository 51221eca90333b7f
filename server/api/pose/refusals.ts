import { createHmac, timingSafeEqual } from "node:crypto";
import type { Scene } from "../../../contract/pose.ts";
import { SceneSchema } from "../../../contract/pose-schema.ts";
import { SAVED_POSE_LIMITS, type SavedPoseRefusalReason } from "../../../contract/saved-pose.ts";
import type { Outcome } from "../common.ts";

/** `msg` of each pose refusal. */
export const POSE_MESSAGES = {
  not_an_image: "thumbnail: is not a PNG, JPEG, WebP or GIF image",
  not_found: "id: no pose of yours has this id",
  conflict: "version: the pose changed since; data.pose is the current copy",
  too_many_poses: `poses: at most ${SAVED_POSE_LIMITS.maxPoses} poses per account`,
  gone: "token: this link was revoked or its pose deleted",
  resync_required: `updatedSince: older than ${SAVED_POSE_LIMITS.restoreDays} days; list everything again`,
  too_large: "body: too large",
  rate_limited: "pose: too many attempts; try again later",
  unavailable: "pose: temporarily unavailable; try again shortly",
} as const satisfies Record<SavedPoseRefusalReason, string>;

/** A scene's refusal is worded by the schema that found its fault: `message`, for `msg` only. */
export type SceneOutcome = Outcome<Scene, "too_large" | "invalid_input", { message?: string }>;

export const SCENE_MESSAGES = {
  too_large: `scene: at most ${SAVED_POSE_LIMITS.maxSceneBytes} bytes as JSON`,
  invalid_input: (refusal: { field?: string; message?: string }) =>
    `${refusal.field}: ${refusal.message ?? "is not a scene"}`,
};

/**
 * The scene of a request: past SAVED_POSE_LIMITS.maxSceneBytes as JSON → 413 too_large; not a
 * valid version-1 scene → 400 invalid_input naming the path at fault (`scene.dolls.0.body.height`).
 */
export function checkScene(value: unknown): SceneOutcome {
  const bytes = Buffer.byteLength(JSON.stringify(value) ?? "");
  if (bytes > SAVED_POSE_LIMITS.maxSceneBytes) {
    return { refused: { reason: "too_large", field: "scene" } };
  }
  const parsed = SceneSchema.safeParse(value);
  if (parsed.success) return { ok: parsed.data };
  const issue = parsed.error.issues[0];
  const field = ["scene", ...(issue?.path ?? []).map(String)].join(".");
  const problem = value === undefined || value === null ? "required" : "invalid";
  return { refused: { reason: "invalid_input", field, problem, message: issue?.message } };
}

/** Thumbnail URLs are signed, so an owner's <img> loads them without the bearer token. */
export function signThumbnail(key: string, publicId: string, etag: string): string {
  return createHmac("sha256", key).update(`${publicId}:${etag}`).digest("base64url").slice(0, 32);
}

export function validThumbnailSignature(
  key: string,
  publicId: string,
  etag: string,
  sig: string,
): boolean {
  const expected = Buffer.from(signThumbnail(key, publicId, etag));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
