import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { EnvelopeSchema, ok } from "../../../contract/envelope.ts";
import { dataLanguageOf, type UiLocale } from "../../../contract/language.ts";
import type { ChallengeSettings } from "../../lib/challenge.ts";
import {
  fakeReceipt,
  formGuardRefusals,
  guardVisitorForm,
  refuseByGuard,
} from "../../lib/form-guard.ts";
import type { Mailer } from "../../lib/mailer.ts";
import { countEvent } from "../../lib/metrics.ts";
import { refusals } from "../common.ts";
import { confirmationMail } from "../inbox/mails.ts";
import { announceSubmission } from "../inbox/notify.ts";
import { createInquiry } from "../inbox/service.ts";
import { answer, sendRefusal } from "../refusal-status.ts";
import { ApplyBodySchema, ReceiptSchema } from "./apply-schema.ts";
import { findJob, openJobTitle } from "./service.ts";

/** The subject of a general application in the console's list (operators read English). */
export const GENERAL_APPLICATION = "General application";

/** The same, as the confirmation email names it in the visitor's language. */
const GENERAL_IN: Record<UiLocale, string> = {
  "en-US": "general application",
  "zh-CN": "通用申请",
  "zh-HK": "一般申請",
  ja: "一般応募",
  ko: "일반 지원",
  es: "candidatura general",
};

/**
 * POST /api/careers/apply: a job application (for an open position, or general) through the
 * visitor form guard, stored as an inbox inquiry of kind "job" with the CV claimed in the same
 * transaction; the confirmation goes out in the visitor's language once it is stored.
 */
export default async function applyRoutes(
  app: FastifyInstance,
  options: { challenge: ChallengeSettings; mailer: Mailer; publicOrigin: () => string },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/careers/apply",
    {
      preHandler: app.optionalSession,
      schema: {
        tags: ["forms"],
        summary: "Apply for a position, or send a general application",
        description:
          "The CV is a PDF sent first to POST /api/uploads?purpose=document; its token goes in " +
          "`cv`. Needs a solved proof-of-work challenge. A closed or unknown position is " +
          "refused with 410 `gone` (`data.field` position).",
        body: ApplyBodySchema,
        response: {
          200: EnvelopeSchema(ReceiptSchema),
          ...refusals({ 400: ["upload_unknown"], 410: ["gone"] }),
          ...formGuardRefusals,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const now = app.now();
      const guard = await guardVisitorForm(
        { db: app.db, now, ip: request.ip, challenge: options.challenge, log: request.log },
        { kind: "job", email: body.email, challenge: body.challenge, honeypot: body.website },
      );
      if ("refused" in guard) return refuseByGuard(reply, guard.refused);
      if ("trapped" in guard) return ok(fakeReceipt("job") as { reference: string; kind: "job" });

      const title = body.position ? await openJobTitle(app.db, body.position) : GENERAL_APPLICATION;
      if (title === null) {
        return sendRefusal(
          reply,
          { reason: "gone", field: "position" },
          "position: this position is not open",
        );
      }
      const outcome = await createInquiry(app.db, {
        kind: "job",
        language: body.language,
        email: body.email,
        name: body.name,
        userId: request.session?.userId ?? null,
        subject: title,
        details: { position: body.position, links: body.links },
        message: body.note,
        files: { tokens: [body.cv], purpose: "document", field: "cv" },
        now,
      });
      if ("refused" in outcome) {
        return answer(reply, outcome, { upload_unknown: "cv: no such upload, or already used" });
      }
      const { reference } = outcome.ok;
      countEvent("inquiry");
      // The email names the position as the visitor read it.
      const shown = body.position
        ? ((await findJob(app.db, body.position, dataLanguageOf(body.language)))?.title ?? title)
        : GENERAL_IN[body.language];
      await announceSubmission(
        {
          db: app.db,
          mailer: options.mailer,
          log: request.log,
          publicOrigin: options.publicOrigin,
        },
        {
          kind: "job",
          reference,
          subject: title,
          confirmation: confirmationMail({
            to: body.email,
            kind: "job",
            locale: body.language,
            reference,
            subject: shown,
          }),
        },
      );
      return ok({ reference, kind: "job" as const });
    },
  );
}
