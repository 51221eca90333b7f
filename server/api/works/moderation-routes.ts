import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { EnvelopeSchema, ok } from "../../../contract/envelope.ts";
import type { Mailer } from "../../lib/mailer.ts";
import { staffOf } from "../../plugins/staff.ts";
import { answer } from "../refusal-status.ts";
import { decisionMail } from "./emails.ts";
import { decideWork, listModeration } from "./moderation-service.ts";
import { MESSAGES } from "./route-common.ts";
import {
  DecisionSchema,
  ModerationQuerySchema,
  ModerationTagSchema,
  ModerationWorkSchema,
  moderationRefusals,
  TagDecisionSchema,
  TagParamsSchema,
  WorkIdParamsSchema,
} from "./schema.ts";
import type { WorkUrls } from "./signing.ts";
import { decideTag, moderationTags } from "./tags-service.ts";

/** The console's moderation queue, under /api/admin/works (`moderate:work`). */
export default async function workModerationRoutes(
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

  api.get(
    "/tags",
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: "Every tag works carry or a moderator decided on: undecided first, then by use",
        response: { 200: EnvelopeSchema(z.array(ModerationTagSchema)), ...moderationRefusals() },
      },
    },
    async () => ok(await moderationTags(app.db)),
  );

  api.post(
    "/tags/:slug",
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: "Approve a tag with its label in every interface language, or reject it",
        description:
          "An approved tag is a filter on /works, labelled in the visitor's language; a " +
          "rejected or undecided one stays the artist's text on its works. Audited.",
        params: TagParamsSchema,
        body: TagDecisionSchema,
        response: { 200: EnvelopeSchema(ModerationTagSchema), ...moderationRefusals() },
      },
    },
    async (request) =>
      ok(
        await decideTag(app.db, {
          slug: request.params.slug,
          decision: request.body,
          actor: staffOf(request).actor,
          now: app.now(),
        }),
      ),
  );
}
