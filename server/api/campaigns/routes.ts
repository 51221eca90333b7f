import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { EnvelopeSchema, ok } from "../../../contract/envelope.ts";
import { staffOf } from "../../plugins/staff.ts";
import { answer } from "../refusal-status.ts";
import { consoleRefusals } from "../staff/schema.ts";
import {
  CampaignCreateSchema,
  CampaignEditSchema,
  CampaignParamsSchema,
  CampaignViewSchema,
  campaignRefusals,
} from "./schema.ts";
import { createCampaign, editCampaign, listCampaigns } from "./service.ts";

/** Gift campaigns in the console, under /api/admin/campaigns (`manage:campaign`). */
export default async function campaignRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = app.requirePermission("manage:campaign");
  const common = { tags: ["console"], security: [{ bearer: [] }] };

  api.get(
    "/",
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: "Every campaign with its claims per day (last 30 days)",
        response: { 200: EnvelopeSchema(z.array(CampaignViewSchema)), ...consoleRefusals() },
      },
    },
    async () => ok(await listCampaigns(app.db, app.now())),
  );

  api.post(
    "/",
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: "Create a campaign gift",
        body: CampaignCreateSchema,
        response: {
          200: EnvelopeSchema(z.object({ id: z.number().int() })),
          ...campaignRefusals(),
        },
      },
    },
    async (request, reply) => {
      const outcome = await createCampaign(app.db, request.body, staffOf(request).actor, app.now());
      return answer(
        reply,
        outcome,
        { conflict: "code: another gift already has this code" },
        { ok: (id) => ({ id }) },
      );
    },
  );

  api.post(
    "/:id",
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: "Edit limits, expiry, messages, or pause/resume a campaign",
        params: CampaignParamsSchema,
        body: CampaignEditSchema,
        response: {
          200: EnvelopeSchema(z.object({ id: z.number().int() })),
          ...campaignRefusals(),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const outcome = await editCampaign(
        app.db,
        id,
        request.body,
        staffOf(request).actor,
        app.now(),
      );
      const messages = {
        invalid_input: (refusal: { field?: string; message?: string }) =>
          `${refusal.field}: ${refusal.message}`,
        conflict: "editedAt: changed since you read it; load it again",
        not_found: `id: no campaign ${id}`,
      };
      return answer(reply, outcome, messages, {
        ok: () => ({ id }),
        refused: ({ message: _, ...refusal }) => refusal,
      });
    },
  );
}
