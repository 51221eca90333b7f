import type { FastifyInstance } from "fastify";
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

  const createSchema = (kind: string, body: z.ZodType) => ({
    tags: ["console"],
    security: [{ bearer: [] }],
    summary: `Console: a new draft ${kind}`,
    body,
    response: { 200: EnvelopeSchema(ItemSchema), ...createRefusals },
  });

  /**
   * POST `path`: a new draft of `kind` under its `update:` permission. `draft` reads the checked
   * body: the en_us text and meta the draft starts with, its id when the body names it, and how
   * the item is made in the write's transaction (`taken`: the refusal when its name is in use).
   */
  const draftRoute = <B extends z.ZodType>(
    path: string,
    kind: ContentKind,
    label: string,
    bodySchema: B,
    draft: (body: z.output<B>) => NonNullable<WriteInput["create"]> & {
      text?: ContentSnapshot["texts"]["en_us"];
      meta?: ContentSnapshot["meta"];
      id?: string;
    },
  ) =>
    api.post(
      path,
      {
        preHandler: app.requirePermission(KINDS[kind].update),
        schema: createSchema(label, bodySchema),
      },
      async (request, reply) => {
        const { text, meta = {}, id = "", make, taken } = draft(bodySchema.parse(request.body));
        const input: WriteInput = {
          kind,
          id,
          baseRevision: 0,
          actor: staffOf(request).actor,
          action: KINDS[kind].update,
          now: app.now(),
          revisionAction: "create",
          next: (snapshot) => ({
            ...snapshot,
            status: "draft",
            meta: { ...snapshot.meta, ...meta },
            texts: text ? { ...snapshot.texts, en_us: text } : snapshot.texts,
          }),
          create: { make, taken },
        };
        return answer(reply, changed(await writeItem(app.db, input)), MESSAGES);
      },
    );

  draftRoute(
    PATHS.article,
    "article",
    "blog post or manual article",
    CreateArticleBodySchema,
    (body) => ({
      text: body.text,
      make: (tx) => createArticle(tx, body, app.now()),
      taken: { reason: "slug_taken", field: "slug" },
    }),
  );

  draftRoute(PATHS.faq, "faq", "FAQ entry", CreateFaqBodySchema, (body) => ({
    text: { ...body.text, summary: "" },
    meta: { category: body.category },
    id: body.slug,
    make: async (tx) => ((await faqExists(tx, body.slug)) ? null : body.slug),
    taken: { reason: "slug_taken", field: "slug" },
  }));

  draftRoute(
    PATHS.document,
    "document",
    "legal document version",
    CreateDocumentBodySchema,
    (body) => ({
      meta: { effectiveDate: body.effectiveDate },
      make: (tx) => createDocumentVersion(tx, body, app.now()),
      taken: { reason: "version_taken", field: "version" },
    }),
  );
}
