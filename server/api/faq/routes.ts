import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { EnvelopeSchema, ErrorEnvelopeSchema, ok } from "../../../contract/envelope.ts";
import { type DataLanguage, parseDataLanguage } from "../../../contract/language.ts";
import { FaqEntrySchema } from "../../../contract/schemas.ts";
import type { Database } from "../../db/client.ts";
import { type ContentCache, sendCached, toCachedBody } from "../../lib/content-cache.ts";
import { FromQuerySchema, LanguageHeadersSchema } from "../common.ts";
import { listFaq } from "./service.ts";

export const faqCacheKey = (language: DataLanguage) => `faq:${language}`;
export async function loadFaqBody(db: Database, language: DataLanguage) {
  return toCachedBody(ok(await listFaq(db, language)));
}

export default async function faqRoutes(app: FastifyInstance, options: { cache: ContentCache }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/support/faq",
    {
      schema: {
        tags: ["content"],
        summary: "Frequently asked questions",
        querystring: z.object({ from: FromQuerySchema }),
        headers: LanguageHeadersSchema,
        response: { 200: EnvelopeSchema(z.array(FaqEntrySchema)), 400: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const language = parseDataLanguage(request.headers["x-language"]);
      const cached = await options.cache.get(faqCacheKey(language), () =>
        loadFaqBody(app.db, language),
      );
      return sendCached(request, reply, cached, "public, max-age=300");
    },
  );
}
