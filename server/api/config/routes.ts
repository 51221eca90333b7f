import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { Code } from "../../../contract/codes.ts";
import { EnvelopeSchema, ErrorEnvelopeSchema, fail, ok } from "../../../contract/envelope.ts";
import { type DataLanguage, parseDataLanguage } from "../../../contract/language.ts";
import type { Database } from "../../db/client.ts";
import { type ContentCache, sendCached, toCachedBody } from "../../lib/content-cache.ts";
import { LanguageHeadersSchema } from "../common.ts";
import { ConfigEntrySchema, SingleConfigQuerySchema } from "./schema.ts";
import { applyFilters, findConfig } from "./service.ts";

export const configCacheKey = (key: string, language: DataLanguage) => `config:${key}:${language}`;

export async function loadConfigBody(db: Database, key: string, language: DataLanguage) {
  const entry = await findConfig(db, key, language);
  return entry
    ? toCachedBody(ok(entry))
    : toCachedBody(fail(Code.notFound, `key: no config entry named ${key}`), 404);
}

export default async function configRoutes(app: FastifyInstance, options: { cache: ContentCache }) {
  const { cache } = options;
  app.withTypeProvider<ZodTypeProvider>().get(
    "/support/singleConfig",
    {
      schema: {
        tags: ["support"],
        summary: "One configuration entry",
        description:
          "The value of `key` in the `x-language` language, falling back to en_us. Further query " +
          "entries filter list values (e.g. `key=download.links&platform=android`).",
        querystring: SingleConfigQuerySchema,
        headers: LanguageHeadersSchema,
        response: {
          200: EnvelopeSchema(ConfigEntrySchema),
          400: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { key, from: _from, ...filters } = request.query;
      const language = parseDataLanguage(request.headers["x-language"]);
      const cached = await cache.get(configCacheKey(key, language), () =>
        loadConfigBody(app.db, key, language),
      );
      if (cached.status !== 200 || Object.keys(filters).length === 0) {
        return sendCached(request, reply, cached, "public, max-age=60");
      }
      const envelope = JSON.parse(cached.body) as ReturnType<typeof ok<{ value: unknown }>>;
      envelope.data.value = applyFilters(envelope.data.value, filters as Record<string, string>);
      return sendCached(request, reply, toCachedBody(envelope), "public, max-age=60");
    },
  );
}
