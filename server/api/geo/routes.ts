import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { EnvelopeSchema, ErrorEnvelopeSchema, ok } from "../../../contract/envelope.ts";
import { IpDataSchema } from "../../../contract/schemas.ts";
import { FromQuerySchema, LanguageHeadersSchema, languageOf } from "../common.ts";
import type { GeoLookup } from "./service.ts";

export default async function geoRoutes(app: FastifyInstance, options: { geo: GeoLookup }) {
  const { geo } = options;
  app.withTypeProvider<ZodTypeProvider>().get(
    "/support/ip2geo",
    {
      schema: {
        tags: ["support"],
        summary: "Where the caller is",
        description:
          "Country (ISO code as `region`) and subdivision (`province`) of the caller's address. " +
          "X-Forwarded-For counts only from trusted proxies. Private, loopback and unknown " +
          'addresses answer `region: ""`. IP geolocation by DB-IP (CC BY 4.0).',
        querystring: z.object({ from: FromQuerySchema }),
        headers: LanguageHeadersSchema,
        response: {
          200: EnvelopeSchema(
            IpDataSchema.meta({
              examples: [
                { region: "CN", province: "Zhejiang", country: "China", city: "Hangzhou" },
              ],
            }),
          ),
          400: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const data = await geo.lookup(request.ip, languageOf(request));
      reply.header("cache-control", "private, max-age=300");
      reply.header("vary", "x-language");
      return ok(data);
    },
  );
}
