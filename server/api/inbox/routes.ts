import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { EnvelopeSchema, ok } from "../../../contract/envelope.ts";
import type { InquiryKind, InquiryReceipt } from "../../../contract/inbox.ts";
import type { UiLocale } from "../../../contract/language.ts";
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
import { sessionOf } from "../../plugins/auth.ts";
import { refusals } from "../common.ts";
import { answer, sendRefusal } from "../refusal-status.ts";
import { UPLOAD_MESSAGES } from "../uploads/routes.ts";
import { APP_NAMES, confirmationMail } from "./mails.ts";
import { announceSubmission, type InboxMailDeps } from "./notify.ts";
import {
  BetaBodySchema,
  BusinessBodySchema,
  MyBetaSchema,
  ReceiptSchema,
  TicketBodySchema,
  TicketMessageBodySchema,
  TicketParamsSchema,
  TicketQuerySchema,
  TicketStatusSchema,
} from "./schema.ts";
import {
  accountEmail,
  addVisitorMessage,
  type CreateOutcome,
  createInquiry,
  inquiryByStatusToken,
  myBetaApplications,
  type NewInquiry,
  ticketStatus,
} from "./service.ts";

export type InboxRouteOptions = {
  challenge: ChallengeSettings;
  mailer: Mailer;
  publicOrigin: () => string;
  /** Derives tickets' status-link tokens (statusTokenOf). */
  statusKey: string;
};

const PLATFORM_NAMES: Record<string, string> = { ios: "iOS", android: "Android", web: "Web" };

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

const formResponses = (uploads: boolean) => ({
  200: EnvelopeSchema(ReceiptSchema),
  ...refusals({ 400: uploads ? ["upload_unknown"] : [], 429: ["rate_limited"] }),
  428: formGuardRefusals[428],
});

/**
 * The visitor forms (issue 18, ADR 0018): support tickets and their status page, business
 * enquiries, beta applications. Every submission passes the form guard first.
 */
export default async function inboxRoutes(app: FastifyInstance, options: InboxRouteOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
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
    await announceSubmission(mails, {
      kind: inquiry.kind,
      reference: created.reference,
      subject: inquiry.subject,
      confirmation: confirmationMail({
        to: inquiry.email,
        kind: inquiry.kind,
        locale: inquiry.language,
        reference: created.reference,
        ...confirmation(created),
      }),
    });
    const receipt: InquiryReceipt = { reference: created.reference, kind: inquiry.kind };
    return ok(receipt);
  }

  api.post(
    "/support/tickets",
    {
      preHandler: app.optionalSession,
      schema: {
        tags: ["inbox"],
        summary: "File a support ticket",
        description:
          "Needs a solved proof-of-work challenge (GET /api/challenge) in `challenge`, else 428. " +
          "Screenshots are uploaded first (POST /api/uploads?purpose=screenshot) and named by " +
          "token. The visitor gets the reference here and, by email, the private status link.",
        body: TicketBodySchema,
        response: formResponses(true),
      },
    },
    async (request, reply) => {
      const body = request.body;
      const subject = subjectOf(body.message);
      return submit(
        request,
        reply,
        body,
        {
          kind: "support",
          language: body.language,
          email: body.email,
          name: null,
          subject,
          details: { topic: body.topic, app: body.app, platform: body.platform },
          message: body.message,
          files: { tokens: body.screenshots, purpose: "screenshot", field: "screenshots" },
          statusKey: options.statusKey,
        },
        ({ reference, statusToken }) => ({
          link: statusLink(options.publicOrigin(), reference, statusToken ?? "", body.language),
        }),
      );
    },
  );

  /** The ticket a status link names, or the 404 that a wrong token also gets. */
  async function ticketOf(reference: string, token: string) {
    return inquiryByStatusToken(app.db, reference, token);
  }

  api.get(
    "/support/tickets/:reference",
    {
      schema: {
        tags: ["inbox"],
        summary: "A ticket's status and thread, by its private link",
        description:
          "`token` comes from the confirmation email's link. A wrong token and an unknown " +
          "reference both answer 404. Internal notes are never included.",
        params: TicketParamsSchema,
        querystring: TicketQuerySchema,
        response: { 200: EnvelopeSchema(TicketStatusSchema), ...refusals({ 404: ["not_found"] }) },
      },
    },
    async (request, reply) => {
      const found = await ticketOf(request.params.reference, request.query.token);
      const status = found ? await ticketStatus(app.db, found.id) : undefined;
      if (!status) return notFound(reply);
      reply.header("referrer-policy", "no-referrer");
      return ok(status);
    },
  );

  api.post(
    "/support/tickets/:reference/messages",
    {
      schema: {
        tags: ["inbox"],
        summary: "Add a message to a ticket from its status page",
        description:
          "Needs the private token and a solved proof-of-work challenge. A ticket waiting for " +
          "the visitor, or closed, is opened again.",
        params: TicketParamsSchema,
        querystring: TicketQuerySchema,
        body: TicketMessageBodySchema,
        response: {
          200: EnvelopeSchema(TicketStatusSchema),
          ...refusals({ 404: ["not_found"], 429: ["rate_limited"] }),
          428: formGuardRefusals[428],
        },
      },
    },
    async (request, reply) => {
      const found = await ticketOf(request.params.reference, request.query.token);
      const before = found ? await ticketStatus(app.db, found.id) : undefined;
      if (!found || !before) return notFound(reply);
      const checked = await guardVisitorForm(
        { db: app.db, now: app.now(), ip: request.ip, challenge: options.challenge, log: app.log },
        {
          kind: "support",
          // Counted per ticket: the link, not a typed address, is what identifies the visitor.
          email: `ticket:${request.params.reference}`,
          challenge: request.body.challenge,
          honeypot: request.body.website,
        },
      );
      if ("refused" in checked) return refuseByGuard(reply, checked.refused);
      if ("trapped" in checked) return ok(before);
      await addVisitorMessage(app.db, found.id, request.body.message, app.now());
      const after = await ticketStatus(app.db, found.id);
      if (!after) return notFound(reply);
      return ok(after);
    },
  );

  api.post(
    "/business/enquiries",
    {
      preHandler: app.optionalSession,
      schema: {
        tags: ["inbox"],
        summary: "Send a business cooperation enquiry",
        description:
          "Needs a solved proof-of-work challenge in `challenge`, else 428. An optional PDF " +
          "(≤ 10 MB) is uploaded first (POST /api/uploads?purpose=document) and named by token.",
        body: BusinessBodySchema,
        response: formResponses(true),
      },
    },
    async (request, reply) => {
      const body = request.body;
      return submit(
        request,
        reply,
        body,
        {
          kind: "business",
          language: body.language,
          email: body.email,
          name: body.name,
          subject: body.company,
          details: {
            company: body.company,
            role: body.role,
            country: body.country,
            partnership: body.partnership,
            budget: body.budget,
          },
          message: body.message,
          files: {
            tokens: body.document ? [body.document] : [],
            purpose: "document",
            field: "document",
          },
        },
        () => ({}),
      );
    },
  );

  api.post(
    "/beta/applications",
    {
      preHandler: app.optionalSession,
      schema: {
        tags: ["inbox"],
        summary: "Apply to test an app before release",
        description:
          "Needs a solved proof-of-work challenge in `challenge`, else 428. One application per " +
          "email and app: a second one updates the first (same reference). Logged in, it is " +
          "listed in GET /api/beta/mine.",
        body: BetaBodySchema,
        response: formResponses(false),
      },
    },
    async (request, reply) => {
      const body = request.body;
      const platform = PLATFORM_NAMES[body.platform] ?? body.platform;
      return submit(
        request,
        reply,
        body,
        {
          kind: "beta",
          language: body.language,
          email: body.email,
          name: null,
          subject: `${APP_NAMES[body.app]} · ${platform} · ${body.device}`,
          details: {
            app: body.app,
            platform: body.platform,
            device: body.device,
            osVersion: body.osVersion,
            consent: true,
          },
          message: body.drawing,
          dedupeKey: `beta:${body.email}:${body.app}`,
        },
        () => ({ app: body.app, link: `${options.publicOrigin()}/beta?lang=${body.language}` }),
      );
    },
  );

  api.get(
    "/forms/me",
    {
      preHandler: app.requireSession,
      schema: {
        tags: ["inbox"],
        summary: "The logged-in visitor's own email, to pre-fill the visitor forms",
        description: "The stored user info masks the email; the forms need it whole.",
        response: {
          200: EnvelopeSchema(z.object({ email: z.string() })),
          ...refusals({ 401: [], 404: ["not_found"] }),
        },
      },
    },
    async (request, reply) => {
      const email = await accountEmail(app.db, sessionOf(request).userId);
      if (email === undefined) return notFound(reply);
      return ok({ email });
    },
  );

  api.get(
    "/beta/mine",
    {
      preHandler: app.requireSession,
      schema: {
        tags: ["inbox"],
        summary: "The logged-in visitor's beta applications and their state",
        response: { 200: EnvelopeSchema(MyBetaSchema), ...refusals({ 401: [] }) },
      },
    },
    async (request) => ok(await myBetaApplications(app.db, sessionOf(request).userId)),
  );
}

function notFound(reply: FastifyReply) {
  return sendRefusal(reply, { reason: "not_found" }, "ticket: no such ticket, or a wrong token");
}
