import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { EnvelopeSchema, ErrorEnvelopeSchema } from "../../../contract/envelope.ts";
import { FaqEntrySchema } from "../../../contract/schemas.ts";
import { sendCached } from "../../lib/content-cache.ts";
import type { ContentRoutes } from "../../lib/content-service.ts";
import { FromQuerySchema, LanguageHeadersSchema, languageOf } from "../common.ts";

export default async function faqRoutes(app: FastifyInstance, options: ContentRoutes) {
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
      const language = languageOf(request);
      const { body } = await options.content.faq(language);
      return sendCached(request, reply, body, "public, max-age=300");
    },
  );
}
