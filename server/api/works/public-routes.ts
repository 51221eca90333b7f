import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { EnvelopeSchema, ok } from "../../../contract/envelope.ts";
import { normaliseTag } from "../../../contract/works.ts";
import { storedKey, takeAttempt } from "../../lib/attempts.ts";
import { languageOf } from "../common.ts";
import { answer, sendRefusal } from "../refusal-status.ts";
import { sendUpload } from "../uploads/routes.ts";
import { originalOf, readWorkImage } from "./images-service.ts";
import { findPublicWork, listPublicWorks } from "./listing-service.ts";
import { reportWork } from "./moderation-service.ts";
import { gone, MESSAGES, refusals400, refusals404, WORK_RATE_LIMITS } from "./route-common.ts";
import {
  PublicListQuerySchema,
  ReportSchema,
  SignatureQuerySchema,
  WorkIdParamsSchema,
  WorkImageParamsSchema,
  WorkPageSchema,
  WorkViewSchema,
} from "./schema.ts";
import { CONTENT_TYPE, parseImageName, type WorkUrls } from "./signing.ts";

/** The public works, their reports and images (issue 19, ADR 0020). */
export default async function publicWorkRoutes(app: FastifyInstance, options: { urls: WorkUrls }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { urls } = options;

  api.get(
    "/works",
    {
      schema: {
        tags: ["works"],
        summary: "Public featured works, featured first (or newest), 24 a page",
        querystring: PublicListQuerySchema,
        response: { 200: EnvelopeSchema(WorkPageSchema), ...refusals400() },
      },
    },
    async (request) => {
      const { app: which, tag, sort, page } = request.query;
      const list = await listPublicWorks(app.db, urls, {
        app: which ?? null,
        tag: tag ? normaliseTag(tag) || null : null,
        sort,
        page,
        language: languageOf(request),
      });
      return ok({ items: list.items, nextCursor: list.nextCursor });
    },
  );

  api.get(
    "/works/:id",
    {
      schema: {
        tags: ["works"],
        summary: "One public work",
        params: WorkIdParamsSchema,
        response: { 200: EnvelopeSchema(WorkViewSchema), ...refusals404() },
      },
    },
    async (request, reply) => {
      const work = await findPublicWork(app.db, urls, request.params.id, languageOf(request));
      return work ? ok(work) : sendRefusal(reply, { reason: "not_found" }, MESSAGES.not_found);
    },
  );

  api.post(
    "/works/:id/report",
    {
      preHandler: app.optionalSession,
      schema: {
        tags: ["works"],
        summary: "Report a public work; enough reports hide it until a moderator looks",
        params: WorkIdParamsSchema,
        body: ReportSchema,
        response: {
          200: EnvelopeSchema(z.object({ hidden: z.boolean() })),
          ...refusals404(),
        },
      },
    },
    async (request, reply) => {
      const attempt = await takeAttempt(
        app.db,
        [[`works:report:address:${request.ip}`, WORK_RATE_LIMITS.reportAddress]],
        app.now(),
      );
      if (!attempt.ok) {
        const refusal = { reason: "rate_limited", retryAfter: attempt.retryAfter } as const;
        return sendRefusal(reply, refusal, MESSAGES.rate_limited);
      }
      const userId = request.session?.userId;
      // One report per account, else per address (keyed hash: no address is stored).
      const reporter = userId ? `user:${userId}` : `address:${storedKey(request.ip)}`;
      const outcome = await reportWork(app.db, {
        id: request.params.id,
        reporter,
        address: storedKey(request.ip),
        userId: userId ?? null,
        reason: request.body.reason,
        now: app.now(),
      });
      return answer(reply, outcome, MESSAGES);
    },
  );

  api.get(
    "/works/:id/original",
    {
      schema: {
        tags: ["works"],
        summary: "A work's original, at the signed URL moderators are given",
        params: WorkIdParamsSchema,
        querystring: SignatureQuerySchema,
        response: { ...refusals404() },
      },
    },
    async (request, reply) => {
      const path = `/api/works/${request.params.id}/original`;
      if (!urls.validSignature(path, request.query.sig))
        return sendRefusal(reply, { reason: "not_found" }, MESSAGES.not_found);
      const file = await originalOf(app.db, request.params.id);
      if (!file) return sendRefusal(reply, { reason: "not_found" }, MESSAGES.not_found);
      return sendUpload(request, reply, file);
    },
  );

  api.get(
    "/works/:id/:name",
    {
      schema: {
        tags: ["works"],
        summary: "One published image of a work (AVIF, WebP or JPEG)",
        description:
          "The name is `<width>-<hash>.<avif|webp|jpg>`, so the URL is cached for good. A work " +
          "not public is served only at a signed URL; a removed work's images answer 410.",
        params: WorkImageParamsSchema,
        querystring: SignatureQuerySchema,
        response: { ...refusals404(), 410: gone() },
      },
    },
    async (request, reply) => {
      const { id, name } = request.params;
      const wanted = parseImageName(name);
      if (!wanted) return sendRefusal(reply, { reason: "not_found" }, MESSAGES.not_found);
      const found = await readWorkImage(app.db, id, wanted);
      if ("refused" in found) {
        return answer(reply, found, { ...MESSAGES, gone: "id: this work was removed" });
      }
      const path = `/api/works/${id}/${name}`;
      const image = found.ok;
      if (!image.public && !urls.validSignature(path, request.query.sig)) {
        return sendRefusal(reply, { reason: "not_found" }, MESSAGES.not_found);
      }
      const etag = `"${image.etag}"`;
      reply
        .header("etag", etag)
        .header(
          "cache-control",
          image.public ? "public, max-age=31536000, immutable" : "private, max-age=3600",
        )
        .header("x-content-type-options", "nosniff");
      const raw = reply as FastifyReply;
      if (request.headers["if-none-match"] === etag) return raw.status(304).send();
      return raw.type(CONTENT_TYPE[image.format]).send(image.bytes);
    },
  );
}
