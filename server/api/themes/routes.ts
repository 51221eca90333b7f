import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { EnvelopeSchema, ok } from "../../../contract/envelope.ts";
import { sendCached } from "../../lib/content-cache.ts";
import type { ContentRoutes } from "../../lib/content-service.ts";
import { LanguageHeadersSchema, languageOf, refusals } from "../common.ts";
import {
  ThemeListQuerySchema,
  ThemeSlugParamsSchema,
  ThemeSummarySchema,
  ThemeViewSchema,
} from "./schema.ts";

/** Themes change with a content sync; browsers and CDNs may keep them briefly. */
const CACHE_CONTROL = "public, max-age=300";

export default async function themeRoutes(app: FastifyInstance, options: ContentRoutes) {
  const { content } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/themes",
    {
      schema: {
        tags: ["content"],
        summary: "Pose themes",
        description:
          "Every theme with its cover renders and pose count, texts in the `x-language` " +
          "language (en_us where untranslated); `tag` keeps the themes carrying that tag.",
        querystring: ThemeListQuerySchema,
        headers: LanguageHeadersSchema,
        response: { 200: EnvelopeSchema(z.array(ThemeSummarySchema)), ...refusals({ 400: [] }) },
      },
    },
    async (request, reply) => {
      const { tag } = request.query;
      const served = await content.themes(languageOf(request));
      if (!tag) return sendCached(request, reply, served.body, CACHE_CONTROL);
      const list = (served.value ?? []).filter((theme) => theme.tags.includes(tag));
      reply.header("cache-control", CACHE_CONTROL);
      return ok(list);
    },
  );

  api.get(
    "/themes/:slug",
    {
      schema: {
        tags: ["content"],
        summary: "One pose theme",
        description:
          "The theme with every pose: its name, the scene to open in the doll and the renders.",
        params: ThemeSlugParamsSchema,
        headers: LanguageHeadersSchema,
        response: {
          200: EnvelopeSchema(ThemeViewSchema),
          ...refusals({ 400: [], 404: ["not_found"] }),
        },
      },
    },
    async (request, reply) => {
      const { body } = await content.theme(request.params.slug, languageOf(request));
      return sendCached(request, reply, body, CACHE_CONTROL);
    },
  );
}
