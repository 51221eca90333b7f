import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { EnvelopeSchema, ok } from "../../../contract/envelope.ts";
import { normaliseTag, WORK_LIMITS } from "../../../contract/works.ts";
import type { WorkQueue } from "../../jobs/work-images.ts";
import { type AttemptLimit, storedKey, takeAttempt } from "../../lib/attempts.ts";
import type { Mailer } from "../../lib/mailer.ts";
import { countEvent } from "../../lib/metrics.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { staffOf } from "../../plugins/staff.ts";
import { languageOf, refusals } from "../common.ts";
import { answer, sendRefusal } from "../refusal-status.ts";
import { sendUpload, UPLOAD_MESSAGES } from "../uploads/routes.ts";
import { decisionMail } from "./emails.ts";
import {
  DecisionSchema,
  ModerationQuerySchema,
  ModerationWorkSchema,
  MyWorkSchema,
  moderationRefusals,
  PublicListQuerySchema,
  ReportSchema,
  SignatureQuerySchema,
  SubmitWorkSchema,
  WorkFieldsSchema,
  WorkIdParamsSchema,
  WorkImageParamsSchema,
  WorkPageSchema,
  WorkViewSchema,
  workRefusals,
} from "./schema.ts";
import {
  CONTENT_TYPE,
  decideWork,
  editWork,
  findPublicWork,
  listModeration,
  listMyWorks,
  listPublicWorks,
  originalOf,
  parseImageName,
  readWorkImage,
  reportWork,
  resubmitWork,
  submitWork,
  type WorkUrls,
  withdrawWork,
} from "./service.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
export const WORK_RATE_LIMITS = {
  submitAccount: { max: WORK_LIMITS.perDay, windowMs: DAY_MS },
  reportAddress: { max: WORK_LIMITS.reportsPerDay, windowMs: DAY_MS },
} as const satisfies Record<string, AttemptLimit>;

const MESSAGES = {
  not_found: "id: no such work",
  wrong_state: "state: the work's state does not allow this",
  not_edited: "state: edit the rejected work before sending it again",
  pose_unknown: "poseId: not a saved pose of yours",
  rate_limited: "works: too many; try again later",
  upload_unknown: UPLOAD_MESSAGES.upload_unknown,
} as const;

/** The public works, the artists' submissions and the images (issue 19, ADR 0020). */
export default async function workRoutes(
  app: FastifyInstance,
  options: { urls: WorkUrls; queue: Pick<WorkQueue, "kick"> },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { urls, queue } = options;
  const security = [{ bearer: [] }];

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
    "/works/mine",
    {
      preHandler: app.requireSession,
      schema: {
        tags: ["works"],
        summary: "My submitted works and their states",
        security,
        response: { 200: EnvelopeSchema(z.array(MyWorkSchema)), ...workRefusals() },
      },
    },
    async (request) => ok(await listMyWorks(app.db, urls, sessionOf(request).userId)),
  );

  api.post(
    "/works",
    {
      preHandler: app.requireSession,
      schema: {
        tags: ["works"],
        summary: "Submit a work (its image uploaded first with purpose=work)",
        description:
          `At most ${WORK_LIMITS.perDay} submissions a day per account. The work is ` +
          "`processing` until its variants exist, then `pending` until a moderator decides.",
        security,
        body: SubmitWorkSchema,
        response: {
          200: EnvelopeSchema(z.object({ id: z.string() })),
          ...workRefusals({ 400: ["upload_unknown", "pose_unknown"], 429: [] }),
        },
      },
    },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      const attempt = await takeAttempt(
        app.db,
        [[`works:submit:account:${userId}`, WORK_RATE_LIMITS.submitAccount]],
        app.now(),
      );
      if (!attempt.ok) {
        const refusal = { reason: "rate_limited", retryAfter: attempt.retryAfter } as const;
        return sendRefusal(reply, refusal, MESSAGES.rate_limited);
      }
      const { upload, rights: _rights, locale, ...fields } = request.body;
      const outcome = await submitWork(app.db, {
        ...fields,
        userId,
        upload,
        locale,
        now: app.now(),
      });
      if ("refused" in outcome) {
        await attempt.giveBack();
        return answer(reply, outcome, MESSAGES);
      }
      void queue.kick();
      countEvent("work_submission");
      return ok(outcome.ok);
    },
  );

  api.post(
    "/works/mine/:id/update",
    {
      preHandler: app.requireSession,
      schema: {
        tags: ["works"],
        summary: "Edit my work while it is pending or after it was rejected",
        security,
        params: WorkIdParamsSchema,
        body: WorkFieldsSchema,
        response: {
          200: EnvelopeSchema(z.null()),
          ...workRefusals({ 400: ["pose_unknown"], 404: ["not_found"], 409: ["wrong_state"] }),
        },
      },
    },
    async (request, reply) => {
      const outcome = await editWork(app.db, {
        ...request.body,
        userId: sessionOf(request).userId,
        id: request.params.id,
        now: app.now(),
      });
      return answer(reply, outcome, MESSAGES);
    },
  );

  api.post(
    "/works/mine/:id/resubmit",
    {
      preHandler: app.requireSession,
      schema: {
        tags: ["works"],
        summary: "Send a rejected work, edited since, back to the moderators",
        security,
        params: WorkIdParamsSchema,
        response: {
          200: EnvelopeSchema(z.null()),
          ...workRefusals({ 404: ["not_found"], 409: ["wrong_state", "not_edited"], 429: [] }),
        },
      },
    },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      const attempt = await takeAttempt(
        app.db,
        [[`works:submit:account:${userId}`, WORK_RATE_LIMITS.submitAccount]],
        app.now(),
      );
      if (!attempt.ok) {
        const refusal = { reason: "rate_limited", retryAfter: attempt.retryAfter } as const;
        return sendRefusal(reply, refusal, MESSAGES.rate_limited);
      }
      const outcome = await resubmitWork(app.db, { userId, id: request.params.id, now: app.now() });
      if ("refused" in outcome) await attempt.giveBack();
      return answer(reply, outcome, MESSAGES);
    },
  );

  api.post(
    "/works/mine/:id/withdraw",
    {
      preHandler: app.requireSession,
      schema: {
        tags: ["works"],
        summary: "Withdraw my work (deleted with its images and original)",
        security,
        params: WorkIdParamsSchema,
        response: { 200: EnvelopeSchema(z.null()), ...workRefusals({ 404: ["not_found"] }) },
      },
    },
    async (request, reply) => {
      const outcome = await withdrawWork(app.db, {
        userId: sessionOf(request).userId,
        id: request.params.id,
      });
      return answer(reply, outcome, MESSAGES);
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

/** The console's moderation queue, under /api/admin/works (`moderate:work`). */
export async function workModerationRoutes(
  app: FastifyInstance,
  options: { urls: WorkUrls; mailer: Mailer; publicOrigin: () => string },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = app.requirePermission("moderate:work");
  const common = { tags: ["console"], security: [{ bearer: [] }] };
  const originalUrl = (id: string) => options.urls.signed(`/api/works/${id}/original`);

  api.get(
    "/",
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: "Works of one moderation view (pending, reported, approved, rejected, removed)",
        querystring: ModerationQuerySchema,
        response: { 200: EnvelopeSchema(z.array(ModerationWorkSchema)), ...moderationRefusals() },
      },
    },
    async (request) =>
      ok(await listModeration(app.db, options.urls, request.query.view, originalUrl)),
  );

  api.post(
    "/:id",
    {
      preHandler: guard,
      schema: {
        ...common,
        summary:
          "Approve (optionally featured), reject with a reason, remove, keep a reported work, or (un)feature",
        params: WorkIdParamsSchema,
        body: DecisionSchema,
        response: { 200: EnvelopeSchema(z.null()), ...moderationRefusals() },
      },
    },
    async (request, reply) => {
      const outcome = await decideWork(app.db, {
        id: request.params.id,
        decision: request.body,
        actor: staffOf(request).actor,
        now: app.now(),
      });
      if ("refused" in outcome) return answer(reply, outcome, MESSAGES);
      if (outcome.ok) {
        const mail = decisionMail(outcome.ok, options.publicOrigin());
        await options.mailer
          .send(mail)
          .catch((err) => app.log.warn({ err }, "telling the artist of a decision failed"));
      }
      return ok(null);
    },
  );
}

function refusals400() {
  return workRefusals({ 400: [] });
}
function refusals404() {
  return workRefusals({ 404: ["not_found"], 429: [] });
}
function gone() {
  return refusals({ 410: ["gone"] })[410];
}
