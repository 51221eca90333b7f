import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ContentKind, ContentSnapshot } from "../../../contract/content-admin.ts";
import { EnvelopeSchema, ok } from "../../../contract/envelope.ts";
import { renderMarkdown } from "../../content/markdown.ts";
import { staffOf } from "../../plugins/staff.ts";
import { answer, sendRefusal } from "../refusal-status.ts";
import { changedIn, EDIT_BODY_LIMIT, MESSAGES, PATHS } from "./route-common.ts";
import {
  BaseBodySchema,
  deleteRefusals,
  IdParamsSchema,
  ItemSchema,
  PreviewBodySchema,
  PreviewSchema,
  RestoreBodySchema,
  readRefusals,
  SaveBodySchema,
  SummarySchema,
  writeRefusals,
} from "./schema.ts";
import {
  deleteItem,
  getItem,
  KINDS,
  listItems,
  revisionSnapshot,
  type WriteInput,
  writeItem,
} from "./service.ts";

/**
 * The console's content editing under /api/admin/content (ADR 0010): per kind a list with
 * per-language status, one item with its revisions, save (draft, publish, schedule), restore a
 * revision, unpublish, delete, and a server-rendered preview. Creating is in create-routes.ts.
 */
export default async function contentEditRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const changed = changedIn(app);

  for (const kind of Object.keys(KINDS) as ContentKind[]) {
    const adapter = KINDS[kind];
    const base = PATHS[kind];
    const schema = { tags: ["console"], security: [{ bearer: [] }] };

    /** Publishing, or changing what is public, needs the publish permission as well. */
    function needsPublish(request: FastifyRequest, reply: FastifyReply, touches: boolean) {
      if (!touches || staffOf(request).permissions.includes(adapter.publish)) return null;
      return sendRefusal(
        reply,
        { reason: "permission_missing", permission: adapter.publish },
        `console: ${adapter.publish} needed`,
      );
    }

    const writeInput = (request: FastifyRequest, touches: boolean) => ({
      kind,
      actor: staffOf(request).actor,
      action: touches ? adapter.publish : adapter.update,
      now: app.now(),
    });

    api.get(
      base,
      {
        preHandler: app.requirePermission(adapter.update),
        schema: {
          ...schema,
          summary: `Console: every ${kind} with status and per-language status`,
          response: { 200: EnvelopeSchema(z.array(SummarySchema)), ...readRefusals },
        },
      },
      async () => ok(await listItems(app.db, kind, app.now())),
    );

    api.get(
      `${base}/:id`,
      {
        preHandler: app.requirePermission(adapter.update),
        schema: {
          ...schema,
          summary: `Console: one ${kind} with its revisions`,
          params: IdParamsSchema,
          response: { 200: EnvelopeSchema(ItemSchema), ...readRefusals },
        },
      },
      async (request, reply) => {
        const item = await getItem(app.db, kind, request.params.id, app.now());
        if (!item) return sendRefusal(reply, { reason: "not_found" }, `${kind}: not found`);
        return ok(item);
      },
    );

    api.post(
      `${base}/:id`,
      {
        preHandler: app.requirePermission(adapter.update),
        bodyLimit: EDIT_BODY_LIMIT,
        schema: {
          ...schema,
          summary: `Console: save a ${kind} as a draft, published now, or scheduled`,
          params: IdParamsSchema,
          body: SaveBodySchema,
          response: { 200: EnvelopeSchema(ItemSchema), ...writeRefusals },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const body = request.body;
        const current = await adapter.read(app.db, id);
        if (!current) return sendRefusal(reply, { reason: "not_found" }, `${kind}: not found`);
        const touches = body.status === "published" || current.snapshot.status === "published";
        const refused = needsPublish(request, reply, touches);
        if (refused) return refused;
        const input: WriteInput = {
          ...writeInput(request, touches),
          id,
          baseRevision: body.baseRevision,
          revisionAction: "save",
          next: (snapshot) => ({
            status: body.status,
            publishAt: body.publishAt,
            meta: { ...snapshot.meta, ...body.meta },
            texts: { ...snapshot.texts, ...body.texts },
          }),
        };
        return answer(reply, changed(await writeItem(app.db, input)), MESSAGES);
      },
    );

    api.post(
      `${base}/:id/restore`,
      {
        preHandler: app.requirePermission(adapter.update),
        schema: {
          ...schema,
          summary: `Console: restore an older revision of a ${kind} as a new revision`,
          params: IdParamsSchema,
          body: RestoreBodySchema,
          response: { 200: EnvelopeSchema(ItemSchema), ...writeRefusals },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const current = await adapter.read(app.db, id);
        const old = await revisionSnapshot(app.db, kind, id, request.body.revision);
        if (!current || !old) {
          return sendRefusal(
            reply,
            { reason: "not_found", ...(current ? { field: "revision" } : {}) },
            `${kind}: no such item or revision`,
          );
        }
        const touches = current.snapshot.status === "published";
        const refused = needsPublish(request, reply, touches);
        if (refused) return refused;
        // The old texts come back; whether and when the item is public stays as it is.
        const restore = (snapshot: ContentSnapshot): ContentSnapshot => ({
          ...snapshot,
          meta: { ...snapshot.meta, ...old.meta },
          texts: { ...snapshot.texts, ...old.texts },
        });
        const outcome = await writeItem(app.db, {
          ...writeInput(request, touches),
          id,
          baseRevision: request.body.baseRevision,
          revisionAction: "restore",
          restoredFrom: request.body.revision,
          next: restore,
        });
        return answer(reply, changed(outcome), MESSAGES);
      },
    );

    api.post(
      `${base}/:id/unpublish`,
      {
        preHandler: app.requirePermission(adapter.publish),
        schema: {
          ...schema,
          summary: `Console: take a ${kind} off the site (back to a draft, schedule cleared)`,
          params: IdParamsSchema,
          body: BaseBodySchema,
          response: { 200: EnvelopeSchema(ItemSchema), ...writeRefusals },
        },
      },
      async (request, reply) => {
        const outcome = await writeItem(app.db, {
          ...writeInput(request, true),
          id: request.params.id,
          baseRevision: request.body.baseRevision,
          revisionAction: "unpublish",
          next: (snapshot) => ({ ...snapshot, status: "draft", publishAt: null }),
        });
        return answer(reply, changed(outcome), MESSAGES);
      },
    );

    api.post(
      `${base}/:id/delete`,
      {
        // Deleting is as strong as publishing: it decides what exists at all.
        preHandler: app.requirePermission(adapter.publish),
        schema: {
          ...schema,
          summary: `Console: delete a draft ${kind} (soft: kept in the revisions and audit log)`,
          params: IdParamsSchema,
          body: BaseBodySchema,
          response: { 200: EnvelopeSchema(z.null()), ...deleteRefusals },
        },
      },
      async (request, reply) => {
        const outcome = await deleteItem(app.db, {
          kind,
          id: request.params.id,
          baseRevision: request.body.baseRevision,
          actor: staffOf(request).actor,
          now: app.now(),
        });
        return answer(reply, changed(outcome), MESSAGES);
      },
    );

    api.post(
      `${base}/preview`,
      {
        preHandler: app.requirePermission(adapter.update),
        bodyLimit: EDIT_BODY_LIMIT,
        schema: {
          ...schema,
          summary: `Console: Markdown rendered and sanitised as the public ${kind} pages do`,
          body: PreviewBodySchema,
          response: { 200: EnvelopeSchema(PreviewSchema), ...readRefusals },
        },
      },
      async (request) => {
        const { html, toc } = renderMarkdown(request.body.body);
        return ok({ html, toc });
      },
    );
  }
}
