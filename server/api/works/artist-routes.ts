import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { EnvelopeSchema, ok } from "../../../contract/envelope.ts";
import { WORK_LIMITS } from "../../../contract/works.ts";
import type { WorkQueue } from "../../jobs/work-images.ts";
import { takeAttempt } from "../../lib/attempts.ts";
import { countEvent } from "../../lib/metrics.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { answer, sendRefusal } from "../refusal-status.ts";
import { listMyWorks } from "./listing-service.ts";
import { MESSAGES, WORK_RATE_LIMITS } from "./route-common.ts";
import {
  MyWorkSchema,
  SubmitWorkSchema,
  WorkFieldsSchema,
  WorkIdParamsSchema,
  workRefusals,
} from "./schema.ts";
import type { WorkUrls } from "./signing.ts";
import { editWork, resubmitWork, submitWork, withdrawWork } from "./submission-service.ts";

/** The artists' own works: submit, edit, send again, withdraw (issue 19, ADR 0020). */
export default async function artistWorkRoutes(
  app: FastifyInstance,
  options: { urls: WorkUrls; queue: Pick<WorkQueue, "kick"> },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  /**
   * Submissions and resubmissions share one daily limit per account: past it this answers 429
   * and gives null, else the attempt (given back when the outcome is refused).
   */
  const takeSubmission = async (reply: FastifyReply, userId: number) => {
    const attempt = await takeAttempt(
      app.db,
      [[`works:submit:account:${userId}`, WORK_RATE_LIMITS.submitAccount]],
      app.now(),
    );
    if (attempt.ok) return attempt;
    const refusal = { reason: "rate_limited", retryAfter: attempt.retryAfter } as const;
    sendRefusal(reply, refusal, MESSAGES.rate_limited);
    return null;
  };
  const { urls, queue } = options;
  const security = [{ bearer: [] }];

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
          "`processing` until its variants exist, then `pending` until a moderator decides. " +
          "403 `email_unverified` until the account's email address is confirmed.",
        security,
        body: SubmitWorkSchema,
        response: {
          200: EnvelopeSchema(z.object({ id: z.string() })),
          ...workRefusals({
            400: ["upload_unknown", "pose_unknown"],
            403: ["email_unverified"],
            429: [],
          }),
        },
      },
    },
    async (request, reply) => {
      const { userId, user } = sessionOf(request);
      const attempt = await takeSubmission(reply, userId);
      if (!attempt) return reply;
      const { upload, rights: _rights, locale, ...fields } = request.body;
      const outcome = await submitWork(app.db, {
        ...fields,
        userId,
        emailVerified: user.emailVerified,
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
          ...workRefusals({
            403: ["email_unverified"],
            404: ["not_found"],
            409: ["wrong_state", "not_edited"],
            429: [],
          }),
        },
      },
    },
    async (request, reply) => {
      const { userId, user } = sessionOf(request);
      const attempt = await takeSubmission(reply, userId);
      if (!attempt) return reply;
      const outcome = await resubmitWork(app.db, {
        userId,
        emailVerified: user.emailVerified,
        id: request.params.id,
        now: app.now(),
      });
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
}
