import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { EnvelopeSchema, ErrorEnvelopeSchema, ok } from "../../../contract/envelope.ts";
import { parseFrom } from "../common.ts";
import { GetImeiQuerySchema, ImeiSchema } from "./schema.ts";
import { issueDeviceId } from "./service.ts";

export default async function deviceRoutes(app: FastifyInstance, options: { perMinute: number }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/support/getImei",
    {
      config: {
        rateLimit: options.perMinute > 0 ? { max: options.perMinute, timeWindow: 60_000 } : false,
      },
      schema: {
        tags: ["support"],
        summary: "Issue a device id",
        description: "Issues a new opaque device id and records its OS type and a hash of the UA.",
        querystring: GetImeiQuerySchema,
        response: {
          200: EnvelopeSchema(ImeiSchema),
          400: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { osType, ua, from } = request.query;
      const imei = await issueDeviceId(app.db, {
        osType,
        ua,
        source: parseFrom(from),
        now: app.now(),
      });
      return ok({ imei });
    },
  );
}
