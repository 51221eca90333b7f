import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { EnvelopeSchema, ok } from "../../../contract/envelope.ts";
import { SAVED_POSE_LIMITS, sharedPosePath } from "../../../contract/saved-pose.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { sendRefusal } from "../refusal-status.ts";
import { changesSince, decodeCursor, listPoses } from "./list-service.ts";
import { POSE_MESSAGES, signThumbnail } from "./refusals.ts";
import {
  ListQuerySchema,
  PoseIdParamsSchema,
  PosePageSchema,
  poseRefusals,
  SavedPoseSchema,
} from "./schema.ts";
import {
  findPose,
  type PoseRecord,
  RESTORE_WINDOW_MS,
  toSavedPose,
  toTombstone,
} from "./service.ts";
import shareRoutes from "./share-routes.ts";
import { shareTokenFromSeed } from "./shares-service.ts";
import thumbnailRoutes from "./thumbnail-routes.ts";
import writeRoutes from "./write-routes.ts";

/**
 * Saved poses (issue 16): the gallery's and the apps' cloud saving, with sync and sharing. Here
 * the reads (list, sync, one pose); the writes, thumbnails and shares are the plugins registered
 * at the end. Deleted poses are purged by a job (server/jobs/deleted-poses-purge.ts).
 */
export default async function poseRoutes(
  app: FastifyInstance,
  options: { thumbnailKey: string; shareKey: string },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const requireSession = app.requireSession;
  const urlOf = (id: string, etag: string) =>
    `/api/pose/${id}/thumbnail?v=${etag}&sig=${signThumbnail(options.thumbnailKey, id, etag)}`;
  const pathOf = (seed: string) => {
    const token = shareTokenFromSeed(options.shareKey, seed);
    return token ? sharedPosePath(token) : null;
  };
  const view = (record: PoseRecord) => toSavedPose(record, urlOf, pathOf);
  const security = [{ bearer: [] }];
  const idRefusals = poseRefusals({ 400: [], 401: [], 404: ["not_found"] });

  api.get(
    "/pose/list",
    {
      preHandler: requireSession,
      schema: {
        tags: ["pose"],
        summary: "My saved poses: newest first, or what changed since a time (sync)",
        description:
          "Keyset pages: pass `nextCursor` as `cursor`. Without `updatedSince`: live poses, " +
          "newest first. With it: every change after it, oldest first, deleted poses as " +
          "tombstones (`deleted: true`); pass `syncedUntil` as the next `updatedSince`. Deletions " +
          `are remembered ${SAVED_POSE_LIMITS.restoreDays} days: an older updatedSince is 410 ` +
          "resync_required (list everything again).",
        security,
        querystring: ListQuerySchema,
        response: {
          200: EnvelopeSchema(PosePageSchema),
          ...poseRefusals({ 400: [], 401: [], 410: ["resync_required"] }),
        },
      },
    },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      const { cursor: text, updatedSince } = request.query;
      const limit = request.query.limit ?? SAVED_POSE_LIMITS.pageSize;
      const cursor = text ? decodeCursor(text) : null;
      if (text && !cursor) {
        return sendRefusal(
          reply,
          { reason: "invalid_input", field: "cursor", problem: "invalid" },
          "cursor: is not a cursor",
        );
      }
      if (updatedSince === undefined) {
        const page = await listPoses(app.db, { userId, limit, cursor });
        return ok({
          items: page.records.map((r) => view(r as PoseRecord)),
          nextCursor: page.nextCursor,
          syncedUntil: page.syncedUntil?.toISOString() ?? null,
        });
      }
      const since = new Date(updatedSince);
      if (since.getTime() < app.now().getTime() - RESTORE_WINDOW_MS) {
        return sendRefusal(
          reply,
          { reason: "resync_required", field: "updatedSince" },
          POSE_MESSAGES.resync_required,
        );
      }
      const page = await changesSince(app.db, { userId, since, limit, cursor });
      return ok({
        items: page.records.map((r) => (r.deletedAt ? toTombstone(r) : view(r as PoseRecord))),
        nextCursor: page.nextCursor,
        syncedUntil: page.syncedUntil?.toISOString() ?? null,
      });
    },
  );

  api.get(
    "/pose/:id",
    {
      preHandler: requireSession,
      schema: {
        tags: ["pose"],
        summary: "One of my poses (a deleted one too, while restorable)",
        description: "Another account's pose is 404, like an unknown id.",
        security,
        params: PoseIdParamsSchema,
        response: { 200: EnvelopeSchema(SavedPoseSchema), ...idRefusals },
      },
    },
    async (request, reply) => {
      const pose = await findPose(app.db, sessionOf(request).userId, request.params.id);
      if (!pose) return sendRefusal(reply, { reason: "not_found" }, POSE_MESSAGES.not_found);
      return ok(view(pose));
    },
  );

  await app.register(writeRoutes, { view });
  await app.register(thumbnailRoutes, { thumbnailKey: options.thumbnailKey });
  await app.register(shareRoutes, { view, shareKey: options.shareKey });
}
