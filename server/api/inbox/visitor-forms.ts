import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { EnvelopeSchema, ok } from "../../../contract/envelope.ts";
import { FORM_LIMITS, type InquiryKind, type InquiryReceipt } from "../../../contract/inbox.ts";
import type { UiLocale } from "../../../contract/language.ts";
import { takeAttempt } from "../../lib/attempts.ts";
import type { ChallengeSettings } from "../../lib/challenge.ts";
import {
  type FormGuardOutcome,
  fakeReceipt,
  formGuardRefusals,
  guardVisitorForm,
  refuseByGuard,
} from "../../lib/form-guard.ts";
import type { Mailer } from "../../lib/mailer.ts";
import { countEvent } from "../../lib/metrics.ts";
import { refusals } from "../common.ts";
import { answer, sendRefusal } from "../refusal-status.ts";
import { UPLOAD_MESSAGES } from "../uploads/routes.ts";
import { confirmationMail } from "./mails.ts";
import { announceSubmission, type InboxMailDeps } from "./notify.ts";
import { ReceiptSchema } from "./schema.ts";
import { type CreateOutcome, createInquiry, type NewInquiry } from "./service.ts";

/** What the visitor forms' route plugins (tickets, business and beta) share. */

export type InboxRouteOptions = {
  challenge: ChallengeSettings;
  mailer: Mailer;
  publicOrigin: () => string;
  /** Derives tickets' status-link tokens (statusTokenOf). */
  statusKey: string;
};

/** The list's one line for a ticket: the first line of the message, cut at 80 characters. */
export function subjectOf(message: string): string {
  const line = message.split("\n")[0]?.trim() ?? "";
  const chars = [...line];
  return chars.length > 80 ? `${chars.slice(0, 79).join("")}…` : line;
}

/** The address of a ticket's private status page, in the visitor's language. */
export function statusLink(origin: string, reference: string, token: string, locale: UiLocale) {
  return `${origin}/support/ticket/${reference}?token=${encodeURIComponent(token)}&lang=${locale}`;
}

export const formResponses = (uploads: boolean) => ({
  200: EnvelopeSchema(ReceiptSchema),
  ...refusals({ 400: uploads ? ["upload_unknown"] : [], 429: ["rate_limited"] }),
  428: formGuardRefusals[428],
});

/** The form guard and the submission (guard, store, announce) the visitor forms go through. */
export function visitorForms(app: FastifyInstance, options: InboxRouteOptions) {
  const mails: InboxMailDeps = {
    db: app.db,
    mailer: options.mailer,
    log: app.log,
    publicOrigin: options.publicOrigin,
  };

  function guard(
    request: FastifyRequest,
    body: { email: string; challenge?: string | undefined; website?: string | undefined },
    kind: InquiryKind,
  ): Promise<FormGuardOutcome> {
    return guardVisitorForm(
      { db: app.db, now: app.now(), ip: request.ip, challenge: options.challenge, log: app.log },
      { kind, email: body.email, challenge: body.challenge, honeypot: body.website },
    );
  }

  /** Guard, store, then announce (after the commit); answers the receipt or the refusal. */
  async function submit(
    request: FastifyRequest,
    reply: FastifyReply,
    body: { email: string; challenge?: string | undefined; website?: string | undefined },
    inquiry: Omit<NewInquiry, "now" | "userId">,
    confirmation: (created: { reference: string; statusToken: string | null }) => {
      link?: string;
      app?: string;
      subject?: string;
    },
  ) {
    const checked = await guard(request, body, inquiry.kind);
    if ("refused" in checked) return refuseByGuard(reply, checked.refused);
    if ("trapped" in checked) return ok(fakeReceipt(inquiry.kind));
    const outcome: CreateOutcome = await createInquiry(app.db, {
      ...inquiry,
      userId: request.session?.userId ?? null,
      now: app.now(),
    });
    if ("refused" in outcome) return answer(reply, outcome, UPLOAD_MESSAGES);
    const created = outcome.ok;
    countEvent("inquiry");
    const mailable = await takeAttempt(
      app.db,
      [[`form:confirmation:${inquiry.email}`, FORM_LIMITS.confirmationsPerEmail]],
      app.now(),
    );
    await announceSubmission(mails, {
      kind: inquiry.kind,
      reference: created.reference,
      subject: inquiry.subject,
      confirmation: mailable.ok
        ? confirmationMail({
            to: inquiry.email,
            kind: inquiry.kind,
            locale: inquiry.language,
            reference: created.reference,
            ...confirmation(created),
          })
        : null,
    });
    const receipt: InquiryReceipt = { reference: created.reference, kind: inquiry.kind };
    return ok(receipt);
  }

  return { submit };
}

/** The 404 of a ticket unknown, or named with a wrong token. */
export function notFound(reply: FastifyReply) {
  return sendRefusal(reply, { reason: "not_found" }, "ticket: no such ticket, or a wrong token");
}
