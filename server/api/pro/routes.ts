import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { EnvelopeSchema, ok } from "../../../contract/envelope.ts";
import { staffOf } from "../../plugins/staff.ts";
import { consoleRefusals } from "../staff/schema.ts";
import {
  AdminPricesSchema,
  PriceChangeBodySchema,
  ProPriceChangeSchema,
  ProPriceSchema,
} from "./schema.ts";
import { changePrice, currentPrices, priceHistory } from "./service.ts";

/** The prices in effect, for /pro and the apps (public). */
export async function proRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/pro/prices",
    {
      schema: {
        tags: ["pro"],
        summary: "The Pro prices in effect, every region an operator entered one for",
        description: "A region with no entry has no price here: the app shows it before buying.",
        response: { 200: EnvelopeSchema(z.array(ProPriceSchema)) },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=60");
      return ok(await currentPrices(app.db, app.now()));
    },
  );
}

/** Entering and withdrawing prices, under /api/admin/pro (`update:price`, administrators). */
export default async function proAdminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = app.requirePermission("update:price");
  const common = { tags: ["console"], security: [{ bearer: [] }] };

  api.get(
    "/prices",
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: "The prices in effect and every change, newest first",
        response: { 200: EnvelopeSchema(AdminPricesSchema), ...consoleRefusals() },
      },
    },
    async () =>
      ok({ current: await currentPrices(app.db, app.now()), history: await priceHistory(app.db) }),
  );

  api.post(
    "/prices",
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: "A new price for an app, plan and region from now on; amount null withdraws it",
        description: "The earlier price stays in the history. Audited.",
        body: PriceChangeBodySchema,
        response: { 200: EnvelopeSchema(ProPriceChangeSchema), ...consoleRefusals({ 400: [] }) },
      },
    },
    async (request) => {
      const { app: proApp, plan, region, currency, amount } = request.body;
      return ok(
        await changePrice(app.db, {
          app: proApp,
          plan,
          region,
          price: amount === null ? null : { currency: currency ?? "", amount },
          actor: staffOf(request).actor,
          now: app.now(),
        }),
      );
    },
  );
}
