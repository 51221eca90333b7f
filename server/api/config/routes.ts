import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../../contract/envelope.ts";
import { sendCached, toCachedBody } from "../../lib/content-cache.ts";
import type { ContentRoutes } from "../../lib/content-service.ts";
import { itemResponses, LanguageHeadersSchema, languageOf } from "../common.ts";
import { ConfigEntrySchema, SingleConfigQuerySchema } from "./schema.ts";
import { applyFilters } from "./service.ts";

export default async function configRoutes(app: FastifyInstance, options: ContentRoutes) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/support/singleConfig",
    {
      schema: {
        tags: ["support"],
        summary: "One configuration entry",
        description:
          "The value of `key` in the `x-language` language, falling back to en_us. Further query " +
          "entries filter list values (e.g. `platform=android` keeps the items whose platform is android).",
        querystring: SingleConfigQuerySchema,
        headers: LanguageHeadersSchema,
        response: itemResponses(ConfigEntrySchema),
      },
    },
    async (request, reply) => {
      const { key, from: _from, ...filters } = request.query;
      const language = languageOf(request);
      const { value: entry, body } = await options.content.config(key, language);
      if (!entry || Object.keys(filters).length === 0) {
        return sendCached(request, reply, body, "public, max-age=60");
      }
      const value = applyFilters(entry.value, filters as Record<string, string>);
      return sendCached(
        request,
        reply,
        toCachedBody(ok({ ...entry, value })),
        "public, max-age=60",
      );
    },
  );
}
