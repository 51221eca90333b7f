import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../../contract/envelope.ts";
import { LanguageHeadersSchema, languageOf, refusals } from "../common.ts";
import {
  SearchQuerySchema,
  SearchResultsSchema,
  SuggestionsSchema,
  SuggestQuerySchema,
} from "./schema.ts";
import type { SearchService } from "./service.ts";

/** GET /search and /search/suggest: public, under the API's per-address rate limit. */
export default async function searchRoutes(
  app: FastifyInstance,
  options: { search: SearchService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/search",
    {
      schema: {
        tags: ["content"],
        summary: "Search the manual, blog, FAQ, legal documents and download page",
        description:
          "Results in the `x-language` language (untranslated pages through their English text, " +
          "marked `untranslated`), best first, with a highlighted snippet.",
        querystring: SearchQuerySchema,
        headers: LanguageHeadersSchema,
        response: { 200: SearchResultsSchema, ...refusals({ 400: [], 429: [], 503: [] }) },
      },
    },
    async (request, reply) => {
      const { q, type, page } = request.query;
      const results = await options.search.search(q, type ?? null, page ?? 1, languageOf(request));
      reply.header("cache-control", "public, max-age=60");
      reply.header("vary", "x-language, accept-encoding");
      return ok(results);
    },
  );
  api.get(
    "/search/suggest",
    {
      schema: {
        tags: ["content"],
        summary: "Up to six page titles for a search field as the visitor types",
        querystring: SuggestQuerySchema,
        headers: LanguageHeadersSchema,
        response: { 200: SuggestionsSchema, ...refusals({ 400: [], 429: [], 503: [] }) },
      },
    },
    async (request, reply) => {
      const suggestions = await options.search.suggest(request.query.q, languageOf(request));
      reply.header("cache-control", "public, max-age=60");
      reply.header("vary", "x-language, accept-encoding");
      return ok(suggestions);
    },
  );
}
