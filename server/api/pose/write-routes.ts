import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { EnvelopeSchema } from "../../../contract/envelope.ts";
import {
  SAVED_POSE_LIMITS,
  type SavedPose,
  type SavedPoseRefusalReason,
} from "../../../contract/saved-pose.ts";
import { type AttemptLimit, takeAttempt } from "../../lib/attempts.ts";
import { BODY_LIMITS } from "../../lib/body-limits.ts";
import { sessionOf } from "../../plugins/auth.ts";
import type { Outcome } from "../common.ts";
import { answer } from "../refusal-status.ts";
import { checkScene, POSE_MESSAGES, SCENE_MESSAGES, type SceneOutcome } from "./refusals.ts";
import {
  CreatePoseBodySchema,
  DeletePoseBodySchema,
  DuplicatePoseBodySchema,
  EmptyBodySchema,
  PoseIdParamsSchema,
  poseRefusals,
  SavedPoseSchema,
  UpdatePoseBodySchema,
} from "./schema.ts";
import {
  createPose,
  deletePose,
  duplicatePose,
  type PoseRecord,
  restorePose,
  updatePose,
} from "./service.ts";
import { readThumbnail, type Thumbnail } from "./thumbnail.ts";

/** Thumbnails are decoded and re-encoded: uploads per account are limited. */
export const POSE_RATE_LIMITS = {
  thumbnailAccount: { max: 300, windowMs: 15 * 60 * 1000 },
} as const satisfies Record<string, AttemptLimit>;

/** Bodies may carry a thumbnail (512 KB as base64) beside the scene. */
const WRITE_BODY_LIMIT = BODY_LIMITS.pose;

/** Saving to my gallery: create, update, delete, restore, duplicate (issue 16). */
export default async function poseWriteRoutes(
  app: FastifyInstance,
  options: { view: (record: PoseRecord) => SavedPose },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const requireSession = app.requireSession;
  const { view } = options;
  const security = [{ bearer: [] }];

  /**
   * The options of a change to one of my poses (its id in the path): a session, and the pose as
   * it is afterwards, or why not (400 and 401 always, `refused` the rest).
   */
  const onMyPose = <Body extends z.ZodType, S extends number>(
    doc: { summary: string; description?: string },
    body: Body,
    refused: Record<S, readonly SavedPoseRefusalReason[]>,
  ) => ({
    preHandler: requireSession,
    schema: {
      tags: ["pose"],
      ...doc,
      security,
      params: PoseIdParamsSchema,
      body,
      response: {
        200: EnvelopeSchema(SavedPoseSchema),
        ...poseRefusals({ 400: [], 401: [], ...refused }),
      },
    },
  });

  /** The thumbnail of a write, checked from its bytes; undefined keeps, null removes. */
  async function thumbnailOf(
    userId: number,
    text: string | null | undefined,
  ): Promise<Outcome<Thumbnail | null | undefined, "rate_limited" | "too_large" | "not_an_image">> {
    if (text === undefined || text === null) return { ok: text };
    const keys: [string, AttemptLimit][] = [
      [`pose:thumbnail:account:${userId}`, POSE_RATE_LIMITS.thumbnailAccount],
    ];
    const attempt = await takeAttempt(app.db, keys, app.now());
    if (!attempt.ok) return { refused: { reason: "rate_limited", retryAfter: attempt.retryAfter } };
    return readThumbnail(text);
  }

  /** The schema's words of the fault go in `msg`, not in `data`. */
  const sceneShape = {
    refused: ({ message: _, ...refusal }: Extract<SceneOutcome, { refused: unknown }>["refused"]) =>
      refusal,
  };

  /** The pose is shown to its owner: as it is now, too, in a conflict. */
  const shown = {
    ok: view,
    refused: <F extends { pose?: PoseRecord }>(refusal: F) =>
      refusal.pose ? { ...refusal, pose: view(refusal.pose) } : refusal,
  };

  api.post(
    "/pose/create",
    {
      preHandler: requireSession,
      bodyLimit: WRITE_BODY_LIMIT,
      schema: {
        tags: ["pose"],
        summary: "Save a scene to my gallery",
        description: `At most ${SAVED_POSE_LIMITS.maxPoses} poses per account: 409 too_many_poses.`,
        security,
        body: CreatePoseBodySchema,
        response: {
          200: EnvelopeSchema(SavedPoseSchema),
          ...poseRefusals({
            400: ["not_an_image"],
            401: [],
            409: ["too_many_poses"],
            413: ["too_large"],
            429: ["rate_limited"],
          }),
        },
      },
    },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      const scene = checkScene(request.body.scene);
      if ("refused" in scene) return answer(reply, scene, SCENE_MESSAGES, sceneShape);
      const thumbnail = await thumbnailOf(userId, request.body.thumbnail);
      if ("refused" in thumbnail) return answer(reply, thumbnail, POSE_MESSAGES);
      const outcome = await createPose(app.db, {
        userId,
        name: request.body.name,
        scene: scene.ok,
        thumbnail: thumbnail.ok ?? null,
        now: app.now(),
      });
      return answer(reply, outcome, POSE_MESSAGES, { ok: view });
    },
  );

  api.post(
    "/pose/:id/update",
    {
      ...onMyPose(
        {
          summary: "Rename, change the scene or the thumbnail of my pose",
          description:
            "Send the `version` the change started from: if the pose changed since (another " +
            "device), 409 conflict with `data.pose`, the current copy; nothing is overwritten. " +
            "A deleted pose is a conflict too (restore it first).",
        },
        UpdatePoseBodySchema,
        {
          400: ["not_an_image"],
          404: ["not_found"],
          409: ["conflict"],
          413: ["too_large"],
          429: ["rate_limited"],
        },
      ),
      bodyLimit: WRITE_BODY_LIMIT,
    },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      const { version, name } = request.body;
      let scene: PoseRecord["scene"] | undefined;
      if (request.body.scene !== undefined) {
        const checked = checkScene(request.body.scene);
        if ("refused" in checked) return answer(reply, checked, SCENE_MESSAGES, sceneShape);
        scene = checked.ok;
      }
      const thumbnail = await thumbnailOf(userId, request.body.thumbnail);
      if ("refused" in thumbnail) return answer(reply, thumbnail, POSE_MESSAGES);
      const outcome = await updatePose(app.db, {
        userId,
        publicId: request.params.id,
        version,
        ...(name === undefined ? {} : { name }),
        ...(scene === undefined ? {} : { scene }),
        ...(request.body.thumbnail === undefined ? {} : { thumbnail: thumbnail.ok ?? null }),
        now: app.now(),
      });
      return answer(reply, outcome, POSE_MESSAGES, shown);
    },
  );

  api.post(
    "/pose/:id/delete",
    onMyPose(
      {
        summary: "Delete my pose (restorable for 30 days)",
        description:
          "Send the `version` you saw: a stale one is 409 conflict with the current copy. " +
          "Deleting a deleted pose answers it as it is.",
      },
      DeletePoseBodySchema,
      { 404: ["not_found"], 409: ["conflict"] },
    ),
    async (request, reply) => {
      const outcome = await deletePose(app.db, {
        userId: sessionOf(request).userId,
        publicId: request.params.id,
        version: request.body.version,
        now: app.now(),
      });
      return answer(reply, outcome, POSE_MESSAGES, shown);
    },
  );

  api.post(
    "/pose/:id/restore",
    onMyPose(
      {
        summary: "Bring back a pose deleted in the last 30 days",
        description: "Later it is gone: 404. Restoring counts against the pose cap.",
      },
      EmptyBodySchema,
      { 404: ["not_found"], 409: ["too_many_poses"] },
    ),
    async (request, reply) => {
      const outcome = await restorePose(app.db, {
        userId: sessionOf(request).userId,
        publicId: request.params.id,
        now: app.now(),
      });
      return answer(reply, outcome, POSE_MESSAGES, { ok: view });
    },
  );

  api.post(
    "/pose/:id/duplicate",
    onMyPose(
      { summary: "Copy my pose (scene and thumbnail) under a new name" },
      DuplicatePoseBodySchema,
      { 404: ["not_found"], 409: ["too_many_poses"] },
    ),
    async (request, reply) => {
      const outcome = await duplicatePose(app.db, {
        userId: sessionOf(request).userId,
        publicId: request.params.id,
        name: request.body.name,
        now: app.now(),
      });
      return answer(reply, outcome, POSE_MESSAGES, { ok: view });
    },
  );
}
