import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { EnvelopeSchema, ok } from "../../../contract/envelope.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { refusals } from "../common.ts";
import { APP_NAMES } from "./mails.ts";
import { BetaBodySchema, BusinessBodySchema, MyBetaSchema } from "./schema.ts";
import { accountEmail, myBetaApplications } from "./service.ts";
import { formResponses, type InboxRouteOptions, notFound, visitorForms } from "./visitor-forms.ts";

const PLATFORM_NAMES: Record<string, string> = { ios: "iOS", android: "Android", web: "Web" };

/**
 * The other visitor forms (issue 18, ADR 0018): business enquiries and beta applications, and
 * what a logged-in visitor reads of their own. Every submission passes the form guard first.
 */
export default async function formRoutes(app: FastifyInstance, options: InboxRouteOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { submit } = visitorForms(app, options);

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
