import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { ContentKind, ContentSnapshot } from "../../../contract/content-admin.ts";
import { EnvelopeSchema } from "../../../contract/envelope.ts";
import { staffOf } from "../../plugins/staff.ts";
import { answer } from "../refusal-status.ts";
import { createArticle } from "./kind-article-service.ts";
import { createDocumentVersion } from "./kind-document-service.ts";
import { faqExists } from "./kind-faq-service.ts";
import { changedIn, MESSAGES, PATHS } from "./route-common.ts";
import {
  CreateArticleBodySchema,
  CreateDocumentBodySchema,
  CreateFaqBodySchema,
  createRefusals,
  ItemSchema,
} from "./schema.ts";
import { KINDS, type WriteInput, writeItem } from "./service.ts";

/** The console's new drafts under /api/admin/content (ADR 0010): articles, FAQ entries, documents. */
export default async function contentCreateRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const changed = changedIn(app);

  const created = (
    request: FastifyRequest,
    kind: ContentKind,
    text: ContentSnapshot["texts"]["en_us"],
    meta: ContentSnapshot["meta"] = {},
  ) => ({
    kind,
    id: "",
    baseRevision: 0,
    actor: staffOf(request).actor,
    action: KINDS[kind].update,
    now: app.now(),
    revisionAction: "create" as const,
    next: (snapshot: ContentSnapshot): ContentSnapshot => ({
      ...snapshot,
      status: "draft",
      meta: { ...snapshot.meta, ...meta },
      texts: text ? { ...snapshot.texts, en_us: text } : snapshot.texts,
    }),
  });

  const createSchema = (kind: string, body: z.ZodType) => ({
    tags: ["console"],
    security: [{ bearer: [] }],
    summary: `Console: a new draft ${kind}`,
    body,
    response: { 200: EnvelopeSchema(ItemSchema), ...createRefusals },
  });

  api.post(
    PATHS.article,
    {
      preHandler: app.requirePermission("update:article"),
      schema: createSchema("blog post or manual article", CreateArticleBodySchema),
    },
    async (request, reply) => {
      const body = CreateArticleBodySchema.parse(request.body);
      const input: WriteInput = {
        ...created(request, "article", body.text),
        create: {
          make: (tx) => createArticle(tx, body, app.now()),
          taken: { reason: "slug_taken", field: "slug" },
        },
      };
      return answer(reply, changed(await writeItem(app.db, input)), MESSAGES);
    },
  );

  api.post(
    PATHS.faq,
    {
      preHandler: app.requirePermission("update:faq"),
      schema: createSchema("FAQ entry", CreateFaqBodySchema),
    },
    async (request, reply) => {
      const body = CreateFaqBodySchema.parse(request.body);
      const input: WriteInput = {
        ...created(request, "faq", { ...body.text, summary: "" }, { category: body.category }),
        id: body.slug,
        create: {
          make: async (tx) => ((await faqExists(tx, body.slug)) ? null : body.slug),
          taken: { reason: "slug_taken", field: "slug" },
        },
      };
      return answer(reply, changed(await writeItem(app.db, input)), MESSAGES);
    },
  );

  api.post(
    PATHS.document,
    {
      preHandler: app.requirePermission("update:document"),
      schema: createSchema("legal document version", CreateDocumentBodySchema),
    },
    async (request, reply) => {
      const body = CreateDocumentBodySchema.parse(request.body);
      const input: WriteInput = {
        ...created(request, "document", undefined, { effectiveDate: body.effectiveDate }),
        create: {
          make: (tx) => createDocumentVersion(tx, body, app.now()),
          taken: { reason: "version_taken", field: "version" },
        },
      };
      return answer(reply, changed(await writeItem(app.db, input)), MESSAGES);
    },
  );
}
