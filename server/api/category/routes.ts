import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { EnvelopeSchema, ErrorEnvelopeSchema } from "../../../contract/envelope.ts";
import { sendCached } from "../../lib/content-cache.ts";
import type { ContentRoutes } from "../../lib/content-service.ts";
import { LanguageHeadersSchema, languageOf } from "../common.ts";
import { sendRefusal } from "../refusal-status.ts";
import { CategoryItemSchema, CategoryQuerySchema } from "./schema.ts";

export default async function categoryRoutes(app: FastifyInstance, options: ContentRoutes) {
  // The call carries no body; anything sent is read as text so it can be refused by name.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string", bodyLimit: 4096 }, (_request, body, done) =>
    done(null, body),
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    "/brand/category",
    {
      schema: {
        tags: ["content"],
        summary: "A page of blog posts or user-manual entries",
        description:
          "Blog (colType 1) or user manual (colType 3) for the website (webType 1), newest " +
          "first, in the `x-language` language with en_us for untranslated items. The body is empty.",
        querystring: CategoryQuerySchema,
        headers: LanguageHeadersSchema,
        response: {
          200: EnvelopeSchema(z.array(CategoryItemSchema)),
          400: ErrorEnvelopeSchema,
        },
      },
      preValidation: async (request, reply) => {
        if (typeof request.body === "string" && request.body.trim() !== "") {
          return sendRefusal(reply, { reason: "invalid_input" }, "body: must be empty");
        }
      },
    },
    async (request, reply) => {
      const { colType, webType, currentPage, pageSize } = request.query;
      const language = languageOf(request);
      const { body } = await options.content.category({
        colType,
        webType,
        page: currentPage,
        pageSize,
        language,
      });
      return sendCached(request, reply, body, "public, max-age=60");
    },
  );
}
