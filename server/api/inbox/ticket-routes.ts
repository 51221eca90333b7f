import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { EnvelopeSchema, ok } from "../../../contract/envelope.ts";
import { formGuardRefusals, guardVisitorForm, refuseByGuard } from "../../lib/form-guard.ts";
import { refusals } from "../common.ts";
import {
  TicketBodySchema,
  TicketMessageBodySchema,
  TicketParamsSchema,
  TicketQuerySchema,
  TicketStatusSchema,
} from "./schema.ts";
import { addVisitorMessage, inquiryByStatusToken, ticketStatus } from "./service.ts";
import {
  formResponses,
  type InboxRouteOptions,
  notFound,
  statusLink,
  subjectOf,
  visitorForms,
} from "./visitor-forms.ts";

/**
 * Support tickets (issue 18, ADR 0018): filing one, and its private status page. Every
 * submission passes the form guard first.
 */
export default async function ticketRoutes(app: FastifyInstance, options: InboxRouteOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { submit } = visitorForms(app, options);

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
}
