import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sendRefusal } from "../refusal-status.ts";
import { POSE_MESSAGES, validThumbnailSignature } from "./refusals.ts";
import { PoseIdParamsSchema, poseRefusals, ThumbnailQuerySchema } from "./schema.ts";
import { thumbnailByPublicId } from "./service.ts";
import type { Thumbnail } from "./thumbnail.ts";

/** Serves a stored thumbnail: WebP, an ETag, 304 when the browser has it. */
export function sendThumbnail(
  request: FastifyRequest,
  reply: FastifyReply,
  thumbnail: Thumbnail,
  cacheControl: string,
) {
  const etag = `"${thumbnail.etag}"`;
  reply.header("etag", etag).header("cache-control", cacheControl);
  if (request.headers["if-none-match"] === etag) return reply.status(304).send();
  return reply.type("image/webp").send(thumbnail.bytes);
}

/** The owner's thumbnails, at the signed URLs of their poses' thumbnailUrl. */
export default async function thumbnailRoutes(
  app: FastifyInstance,
  options: { thumbnailKey: string },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/pose/:id/thumbnail",
    {
      schema: {
        tags: ["pose"],
        summary: "The thumbnail of my pose (WebP), at the signed URL of its thumbnailUrl",
        description:
          "The URL carries a signature, so an <img> loads it without the bearer; it changes " +
          "with the thumbnail and is cached for good. Anything else is 404.",
        params: PoseIdParamsSchema,
        querystring: ThumbnailQuerySchema,
        response: { ...poseRefusals({ 400: [], 404: ["not_found"] }) },
      },
    },
    async (request, reply) => {
      const { v, sig } = request.query;
      const { id } = request.params;
      if (!v || !sig || !validThumbnailSignature(options.thumbnailKey, id, v, sig)) {
        return sendRefusal(reply, { reason: "not_found" }, POSE_MESSAGES.not_found);
      }
      const thumbnail = await thumbnailByPublicId(app.db, id);
      if (!thumbnail || thumbnail.etag !== v) {
        return sendRefusal(reply, { reason: "not_found" }, POSE_MESSAGES.not_found);
      }
      return sendThumbnail(request, reply, thumbnail, "private, max-age=31536000, immutable");
    },
  );
}
