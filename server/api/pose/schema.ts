import { z } from "zod";
import { POSE_VERSION, type Scene } from "../../../contract/pose.ts";
import { SceneSchema } from "../../../contract/pose-schema.ts";
import {
  POSE_ID_PATTERN,
  SAVED_POSE_LIMITS,
  type SavedPoseRefusalReason,
  SHARE_TOKEN_PATTERN,
} from "../../../contract/saved-pose.ts";
import { FromQuerySchema, intQuery, refusals } from "../common.ts";

// Control characters have no place in a name shown on a card.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

export const PoseNameSchema = z
  .string({ error: "is required" })
  .transform((s) => s.trim())
  .refine((s) => s.length > 0, { error: "is required" })
  .refine((s) => [...s].length <= SAVED_POSE_LIMITS.maxName, {
    error: `must be at most ${SAVED_POSE_LIMITS.maxName} characters`,
  })
  .refine((s) => !CONTROL.test(s), { error: "must not contain control characters" })
  .describe(`1 to ${SAVED_POSE_LIMITS.maxName} characters`);

/**
 * The scene's own JSON Schema, made from the pose format's schema (contract/pose-schema.ts), for
 * the OpenAPI document's components: the apps sync scenes too, and read the format there. Input
 * shape: a version-1 scene is still taken (and stored as version 2).
 */
export const SceneJsonSchema = (() => {
  const { $schema: _, ...schema } = z.toJSONSchema(SceneSchema, {
    io: "input",
    unrepresentable: "any",
  });
  return {
    ...schema,
    description:
      `A scene of the pose format, version ${POSE_VERSION} (dolls with their pins, camera, ` +
      "light, render style), or version 1 (no pins, no style), which is stored as version " +
      `${POSE_VERSION}. A held end names a doll of the scene and an end that is not itself held.`,
  };
})();
const SCENE_REF = { $ref: "#/components/schemas/Scene" };

/**
 * The scene is checked in the handler, not here: first its size (413 too_large), then its shape
 * by the pose format's own schema (contract/pose-schema.ts), which names the path at fault. The
 * document describes it by the format's schema (SceneJsonSchema).
 */
const SceneInputSchema = z.unknown().meta({
  ...SCENE_REF,
  description: `A scene (components.schemas.Scene), at most ${SAVED_POSE_LIMITS.maxSceneBytes} bytes as JSON`,
});

const ThumbnailInputSchema = z
  .string()
  .nullable()
  .optional()
  .describe(
    "A freeze frame as base64 or a data URL (PNG, JPEG, WebP or GIF, judged by its bytes, at " +
      `most ${SAVED_POSE_LIMITS.maxThumbnailBytes} bytes); stored as WebP at most ` +
      `${SAVED_POSE_LIMITS.thumbnailSize} px. On update: null removes it, absent keeps it.`,
  );

const VersionSchema = z
  .number({ error: "must be the version the change started from" })
  .int({ error: "must be a whole number" })
  .min(1, { error: "must be at least 1" })
  .describe("The version this change started from");

export const PoseIdParamsSchema = z.object({
  id: z.string().regex(POSE_ID_PATTERN, { error: "must be a pose id" }),
});

export const ShareTokenParamsSchema = z.object({
  token: z.string().regex(SHARE_TOKEN_PATTERN, { error: "must be a share token" }),
});

export const CreatePoseBodySchema = z.object({
  name: PoseNameSchema,
  scene: SceneInputSchema,
  thumbnail: ThumbnailInputSchema,
});

export const UpdatePoseBodySchema = z.object({
  version: VersionSchema,
  name: PoseNameSchema.optional(),
  scene: SceneInputSchema.optional(),
  thumbnail: ThumbnailInputSchema,
});

export const DeletePoseBodySchema = z.object({ version: VersionSchema });
export const DuplicatePoseBodySchema = z.object({ name: PoseNameSchema });
export const EmptyBodySchema = z.object({}).optional();

export const ListQuerySchema = z.object({
  limit: intQuery(1, SAVED_POSE_LIMITS.maxPageSize)
    .optional()
    .describe(`Poses per page (default ${SAVED_POSE_LIMITS.pageSize})`),
  cursor: z.string().max(200).optional().describe("nextCursor of the page before"),
  updatedSince: z.iso
    .datetime({ offset: true, error: "must be an ISO 8601 date-time" })
    .optional()
    .describe("Incremental sync: only what changed after it (syncedUntil of the last answer)"),
  from: FromQuerySchema,
});

export const ThumbnailQuerySchema = z.object({
  v: z.string().max(64).optional(),
  sig: z.string().max(128).optional(),
  from: FromQuerySchema,
});

// Typed as the contract's Scene (an interface, which no index signature accepts); checked on the
// way in by the pose format's schema, so it is not checked again on the way out.
const SceneOutputSchema = z.record(z.string(), z.unknown()).meta({
  ...SCENE_REF,
  description: `A version-${POSE_VERSION} scene`,
}) as unknown as z.ZodType<Scene>;

export const SavedPoseSchema = z.object({
  id: z.string(),
  name: z.string(),
  scene: SceneOutputSchema,
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable().describe("Set while deleted (restorable for 30 days)"),
  thumbnailUrl: z.string().nullable().describe("Signed: loads without the bearer"),
  shared: z.boolean().describe("A public link to it is active"),
  sharePath: z
    .string()
    .nullable()
    .describe(
      "The active link's /shared/<token> path (null if none, or made before it could be shown again)",
    ),
  deleted: z.boolean(),
});

export const PoseTombstoneSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
  deletedAt: z.string(),
  deleted: z.literal(true),
});

export const PosePageSchema = z.object({
  items: z
    .array(z.union([SavedPoseSchema, PoseTombstoneSchema]))
    .describe("Newest first; with updatedSince, oldest change first and tombstones included"),
  nextCursor: z.string().nullable(),
  syncedUntil: z.string().nullable().describe("updatedSince for the next sync"),
});

export const ShareSchema = z.object({
  token: z.string(),
  path: z.string().describe("/shared/<token> on the site"),
  pose: SavedPoseSchema,
});

export const SharedPoseSchema = z.object({
  name: z.string(),
  scene: SceneOutputSchema,
  thumbnailUrl: z.string().nullable(),
});

/** The refusals of a pose route per status, each naming its reasons (contract/saved-pose.ts). */
export function poseRefusals<S extends number>(
  byStatus: Record<S, readonly SavedPoseRefusalReason[]>,
) {
  return refusals(byStatus, {
    pose: SavedPoseSchema.optional().describe("conflict only: the pose as it is now"),
  });
}
