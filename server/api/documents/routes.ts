import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { DOCUMENT_KEYS } from "../../../contract/documents.ts";
import { ArticleViewSchema, DocumentViewSchema } from "../../../contract/schemas.ts";
import { sendCached } from "../../lib/content-cache.ts";
import type { ContentRoutes } from "../../lib/content-service.ts";
import { FromQuerySchema, itemResponses, LanguageHeadersSchema, languageOf } from "../common.ts";

/** Documents and articles change with a content sync; browsers and CDNs may keep them briefly. */
const CACHE_CONTROL = "public, max-age=300";

export default async function documentRoutes(app: FastifyInstance, options: ContentRoutes) {
  const { content } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/support/document",
    {
      schema: {
        tags: ["content"],
        summary: "A legal or protocol document",
        description:
          "The newest version of a document in the `x-language` language (en_us when it has no " +
          "translation), as sanitised HTML with its table of contents. Used by the site and the apps.",
        querystring: z.object({
          key: z.enum(DOCUMENT_KEYS, { error: `must be one of ${DOCUMENT_KEYS.join(", ")}` }),
          from: FromQuerySchema,
        }),
        headers: LanguageHeadersSchema,
        response: itemResponses(DocumentViewSchema),
      },
    },
    async (request, reply) => {
      const { body } = await content.document(request.query.key, languageOf(request));
      return sendCached(request, reply, body, CACHE_CONTROL);
    },
  );

  api.get(
    "/brand/article",
    {
      schema: {
        tags: ["content"],
        summary: "One blog post or user-manual entry",
        description: "The article as sanitised HTML with reading time and its neighbours.",
        querystring: z.object({
          colType: z
            .enum(["1", "3"], { error: "must be 1 (blog) or 3 (user manual)" })
            .transform(Number),
          slug: z
            .string({ error: "is required" })
            .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "must be lowercase words joined by '-'" })
            .max(120, { error: "must be at most 120 characters" }),
          from: FromQuerySchema,
        }),
        headers: LanguageHeadersSchema,
        response: itemResponses(ArticleViewSchema),
      },
    },
    async (request, reply) => {
      const { colType, slug } = request.query;
      const { body } = await content.article(colType, slug, languageOf(request));
      return sendCached(request, reply, body, CACHE_CONTROL);
    },
  );
}
