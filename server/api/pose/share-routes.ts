import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { EnvelopeSchema, ok } from "../../../contract/envelope.ts";
import { type SavedPose, sharedPosePath } from "../../../contract/saved-pose.ts";
import { ATTEMPT_WINDOW_MS, type AttemptLimit, GUESS_WEIGHT } from "../../lib/attempts.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { lookupGuard } from "../lookup-guard.ts";
import { answer, sendRefusal } from "../refusal-status.ts";
import { POSE_MESSAGES } from "./refusals.ts";
import {
  EmptyBodySchema,
  PoseIdParamsSchema,
  poseRefusals,
  SavedPoseSchema,
  SharedPoseSchema,
  ShareSchema,
  ShareTokenParamsSchema,
  ThumbnailQuerySchema,
} from "./schema.ts";
import { type PoseRecord, thumbnailOf } from "./service.ts";
import { findShared, sharePose, unsharePose } from "./shares-service.ts";
import { sendThumbnail } from "./thumbnail-routes.ts";

/**
 * Look-ups of shared links per address, like gift codes: an unknown token counts
 * GUESS_WEIGHT.unknown times, so guessing runs out long before browsing real links does.
 */
export const SHARE_RATE_LIMITS = {
  lookupAddress: { max: 120, windowMs: ATTEMPT_WINDOW_MS },
} as const satisfies Record<string, AttemptLimit>;

/** Public read-only links to saved poses: make, revoke, open. */
export default async function shareRoutes(
  app: FastifyInstance,
  options: { view: (record: PoseRecord) => SavedPose; shareKey: string },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];

  const guard = lookupGuard(app, POSE_MESSAGES.rate_limited);
  /** Takes a look-up attempt for the address; refuses (429) past the limit. */
  const admit = (reply: FastifyReply, ip: string) =>
    guard(reply, [[`pose:shared:address:${ip}`, SHARE_RATE_LIMITS.lookupAddress]]);

  /** The options of a call on one of my poses (no body), answered with `ok`. */
  const onMyPose = <Ok extends z.ZodType>(
    doc: { summary: string; description?: string },
    ok: Ok,
  ) => ({
    preHandler: app.requireSession,
    schema: {
      tags: ["pose"],
      ...doc,
      security,
      params: PoseIdParamsSchema,
      body: EmptyBodySchema,
      response: {
        200: EnvelopeSchema(ok),
        ...poseRefusals({ 400: [], 401: [], 404: ["not_found"] }),
      },
    },
  });

  /** Which pose, whose, and when: what sharing and unsharing are asked. */
  const myPose = (request: FastifyRequest<{ Params: { id: string } }>) => ({
    userId: sessionOf(request).userId,
    publicId: request.params.id,
    now: app.now(),
  });

  api.post(
    "/pose/:id/share",
    onMyPose(
      {
        summary: "Make a public read-only link to my pose",
        description:
          "The page is `path` on the site; the owner's pose shows it again as `sharePath`. " +
          "One link at a time: a new one revokes the earlier one.",
      },
      ShareSchema,
    ),
    async (request, reply) => {
      const outcome = await sharePose(app.db, options.shareKey, myPose(request));
      return answer(reply, outcome, POSE_MESSAGES, {
        ok: ({ token, pose }) => ({ token, path: sharedPosePath(token), pose: options.view(pose) }),
      });
    },
  );

  api.post(
    "/pose/:id/unshare",
    onMyPose(
      { summary: "Revoke the public link to my pose (it then answers 410)" },
      SavedPoseSchema,
    ),
    async (request, reply) => {
      const outcome = await unsharePose(app.db, myPose(request));
      return answer(reply, outcome, POSE_MESSAGES, { ok: options.view });
    },
  );

  api.get(
    "/pose/shared/:token",
    {
      schema: {
        tags: ["pose"],
        summary: "A shared pose, read-only (public)",
        description:
          "Unknown token 404; revoked, or its pose deleted, 410 gone. Look-ups per address are " +
          `limited (${SHARE_RATE_LIMITS.lookupAddress.max} per 15 minutes, an unknown token ` +
          `counting ${GUESS_WEIGHT.unknown}): 429 with Retry-After.`,
        params: ShareTokenParamsSchema,
        response: {
          200: EnvelopeSchema(SharedPoseSchema),
          ...poseRefusals({ 400: [], 404: ["not_found"], 410: ["gone"], 429: ["rate_limited"] }),
        },
      },
    },
    async (request, reply) => {
      const chargeUnknown = await admit(reply, request.ip);
      if (!chargeUnknown) return reply;
      const { token } = request.params;
      const outcome = await findShared(app.db, token);
      if ("refused" in outcome) {
        if (outcome.refused.reason === "not_found") await chargeUnknown();
        return answer(reply, outcome, POSE_MESSAGES);
      }
      const pose = outcome.ok;
      return ok({
        name: pose.name,
        scene: pose.scene,
        thumbnailUrl: pose.thumbnailEtag
          ? `/api/pose/shared/${token}/thumbnail?v=${pose.thumbnailEtag}`
          : null,
      });
    },
  );

  api.get(
    "/pose/shared/:token/thumbnail",
    {
      schema: {
        tags: ["pose"],
        summary: "The thumbnail of a shared pose (WebP, public)",
        params: ShareTokenParamsSchema,
        querystring: ThumbnailQuerySchema,
        response: {
          ...poseRefusals({ 400: [], 404: ["not_found"], 410: ["gone"], 429: ["rate_limited"] }),
        },
      },
    },
    async (request, reply) => {
      const chargeUnknown = await admit(reply, request.ip);
      if (!chargeUnknown) return reply;
      const outcome = await findShared(app.db, request.params.token);
      if ("refused" in outcome) {
        if (outcome.refused.reason === "not_found") await chargeUnknown();
        return answer(reply, outcome, POSE_MESSAGES);
      }
      const thumbnail = await thumbnailOf(app.db, outcome.ok.id);
      if (!thumbnail) return sendRefusal(reply, { reason: "not_found" }, POSE_MESSAGES.not_found);
      // Short: a revoked link should stop showing the picture soon.
      return sendThumbnail(request, reply, thumbnail, "public, max-age=60");
    },
  );
}
