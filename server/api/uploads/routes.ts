import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { CHALLENGE_REQUIRED } from "../../../contract/challenge.ts";
import { EnvelopeSchema } from "../../../contract/envelope.ts";
import {
  ACCOUNT_PURPOSES,
  UPLOAD_LIMITS,
  type UploadRefusalReason,
} from "../../../contract/uploads.ts";
import { type AttemptLimit, takeAttempt } from "../../lib/attempts.ts";
import { BODY_LIMITS } from "../../lib/body-limits.ts";
import { type ChallengeSettings, redeemSolution } from "../../lib/challenge.ts";
import { answer, sendRefusal } from "../refusal-status.ts";
import { UploadQuerySchema, UploadReceiptSchema, uploadRefusals } from "./schema.ts";
import { storeUpload, type UploadBytes } from "./service.ts";

const LARGEST = BODY_LIMITS.upload;
const HOURLY: AttemptLimit = { max: UPLOAD_LIMITS.perHour, windowMs: 60 * 60 * 1000 };
const ANONYMOUS_BYTES: AttemptLimit = {
  max: UPLOAD_LIMITS.anonymousBytesPerHour,
  windowMs: 60 * 60 * 1000,
};

/** `msg` of each upload refusal; a form that claims uploads words upload_unknown the same way. */
export const UPLOAD_MESSAGES = {
  file_type: "file: its bytes are not a type this purpose accepts",
  file_too_large: "file: too large for this purpose",
  too_many_pixels: "file: the image has too many pixels",
  file_empty: "file: is empty",
  upload_unknown: "upload: unknown, expired or already used token",
} as const satisfies Record<UploadRefusalReason, string>;

/** The upload route's own refusals besides the file's. */
const ROUTE_MESSAGES = {
  ...UPLOAD_MESSAGES,
  unavailable: "uploads: too many files wait to be sent with a form; try again in a few minutes",
} as const;

/**
 * Sends a stored file for download: as an attachment unless it is an image, with nosniff and a
 * sandboxing CSP so that no upload is ever run by the browser as a page or script. The caller has
 * checked the permission; `cacheControl` says who may keep it.
 */
export function sendUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  file: UploadBytes,
  cacheControl = "private, no-store",
) {
  const etag = `"${file.etag}"`;
  const inline = file.contentType.startsWith("image/");
  reply
    .header("etag", etag)
    .header("cache-control", cacheControl)
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", "default-src 'none'; sandbox")
    .header(
      "content-disposition",
      `${inline ? "inline" : "attachment"}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    );
  if (request.headers["if-none-match"] === etag) return reply.status(304).send();
  return reply.type(file.contentType).send(file.bytes);
}

/**
 * POST /api/uploads: one file as the raw request body (any Content-Type; the type is read from
 * the bytes). Forms then name the returned token (ADR 0015).
 */
export default async function uploadRoutes(
  app: FastifyInstance,
  options: { challenge: ChallengeSettings; unclaimedMaxBytes: number },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Scoped to this plugin: the raw bytes of any declared type, up to the largest purpose's cap.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: LARGEST }, (_req, body, done) =>
    done(null, body),
  );

  api.post(
    "/uploads",
    {
      bodyLimit: LARGEST,
      preHandler: app.optionalSession,
      // Past the largest cap the body is refused before the handler: still the upload refusal
      // the schema names (the common error answer has no data.reason and would not serialize).
      errorHandler: (error, _request, reply) => {
        if ((error as { code?: string }).code === "FST_ERR_CTP_BODY_TOO_LARGE") {
          const refusal = { reason: "file_too_large", field: "file" } as const;
          return sendRefusal(reply, refusal, UPLOAD_MESSAGES.file_too_large);
        }
        throw error;
      },
      schema: {
        tags: ["uploads"],
        summary: "Upload one file for a form (screenshot, document or artwork)",
        description:
          "The body is the file's bytes. Its type is read from the bytes, never from the name " +
          "or Content-Type: screenshot PNG/JPEG/WebP ≤ 5 MB (re-encoded without metadata), " +
          "document PDF ≤ 10 MB, work PNG/JPEG/WebP ≤ 20 MB and ≤ 40 megapixels. The answer's " +
          "token goes into the form's body; unclaimed uploads are deleted after 20 minutes. " +
          "Artworks need an account. Without one, each upload needs a solved challenge in the " +
          "x-challenge header (428 otherwise), and an address may send 25 MB an hour. When the " +
          "files waiting to be claimed reach the site's cap, 503 with Retry-After.",
        querystring: UploadQuerySchema,
        response: { 200: EnvelopeSchema(UploadReceiptSchema), ...uploadRefusals },
      },
    },
    async (request, reply) => {
      const { purpose, name } = request.query;
      const userId = request.session?.userId ?? null;
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (userId === null && ACCOUNT_PURPOSES.includes(purpose)) {
        return sendRefusal(
          reply,
          { reason: "not_logged_in", field: "purpose" },
          "purpose: log in to upload an artwork",
        );
      }
      const keys: [string, AttemptLimit][] = [[`upload:address:${request.ip}`, HOURLY]];
      if (userId !== null) keys.push([`upload:account:${userId}`, HOURLY]);
      else {
        // Without an account: a proof of work per file, and a few megabytes an hour per address.
        const solution = request.headers["x-challenge"];
        const solved = typeof solution === "string" ? solution : undefined;
        if ((await redeemSolution(app.db, options.challenge, solved)) !== "ok") {
          return sendRefusal(
            reply,
            { reason: "challenge_required", field: "challenge" },
            CHALLENGE_REQUIRED,
          );
        }
        const taken = await takeAttempt(
          app.db,
          [[`upload:anonymous-bytes:${request.ip}`, ANONYMOUS_BYTES]],
          app.now(),
          Math.max(1, bytes.length),
        );
        if (!taken.ok) {
          return sendRefusal(
            reply,
            { reason: "rate_limited", retryAfter: taken.retryAfter },
            "uploads: too many bytes from this address without an account; try again later",
          );
        }
      }
      const attempt = await takeAttempt(app.db, keys, app.now());
      if (!attempt.ok) {
        return sendRefusal(
          reply,
          { reason: "rate_limited", retryAfter: attempt.retryAfter },
          "uploads: too many; try again later",
        );
      }
      const outcome = await storeUpload(app.db, {
        purpose,
        bytes,
        fileName: name,
        uploaderId: userId,
        now: app.now(),
        unclaimedMaxBytes: options.unclaimedMaxBytes,
      });
      return answer(reply, outcome, ROUTE_MESSAGES);
    },
  );
}
