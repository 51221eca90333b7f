import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { EnvelopeSchema, ok } from "../../../contract/envelope.ts";
import { renderMarkdown } from "../../content/markdown.ts";
import { staffOf } from "../../plugins/staff.ts";
import { answer, sendRefusal } from "../refusal-status.ts";
import {
  EditReleaseBodySchema,
  IdParamsSchema,
  ListQuerySchema,
  PreviewBodySchema,
  PublishBodySchema,
  ReleaseBodySchema,
  ReleaseRecordSchema,
  releaseInputOf,
  releaseRefusals,
} from "./schema.ts";
import {
  changeRelease,
  createRelease,
  findRelease,
  listReleases,
  type ReleaseOutcome,
} from "./service.ts";

const MESSAGES = {
  not_found: "id: no such release",
  conflict: "revision: the release changed since it was loaded; load it again",
  release_exists: "version: this app already has this version",
  permission_missing: "console: editing a published release needs publish:release",
} as const;

/** Releases of the four apps in the console, under /api/admin/releases. */
export default async function releaseRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["console"];
  const security = [{ bearer: [] }];
  /**
   * After a change visitors may see: this instance drops its cached content at once (the
   * operator reloads /download next); other instances follow the bumped content version.
   */
  const changed = (outcome: ReleaseOutcome) => {
    if ("ok" in outcome) app.contentCache.invalidate();
    return outcome;
  };

  api.get(
    "/",
    {
      preHandler: app.requirePermission("update:release"),
      schema: {
        summary: "Every release (drafts too), optionally of one app",
        tags,
        security,
        querystring: ListQuerySchema,
        response: { 200: EnvelopeSchema(z.array(ReleaseRecordSchema)), ...releaseRefusals() },
      },
    },
    async (request) => ok(await listReleases(app.db, request.query.app)),
  );

  api.get(
    "/:id",
    {
      preHandler: app.requirePermission("update:release"),
      schema: {
        summary: "One release with its notes in Markdown",
        tags,
        security,
        params: IdParamsSchema,
        response: { 200: EnvelopeSchema(ReleaseRecordSchema), ...releaseRefusals() },
      },
    },
    async (request, reply) => {
      const release = await findRelease(app.db, request.params.id);
      if (!release) {
        return sendRefusal(reply, { reason: "not_found", field: "id" }, MESSAGES.not_found);
      }
      return ok(release);
    },
  );

  api.post(
    "/",
    {
      preHandler: app.requirePermission("update:release"),
      schema: {
        summary: "Create a release as a draft",
        tags,
        security,
        body: ReleaseBodySchema,
        response: {
          200: EnvelopeSchema(ReleaseRecordSchema),
          ...releaseRefusals({ 409: ["release_exists"] }),
        },
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await createRelease(
          app.db,
          releaseInputOf(request.body),
          staffOf(request).actor,
          app.now(),
        ),
        MESSAGES,
      ),
  );

  api.post(
    "/:id",
    {
      preHandler: app.requirePermission("update:release"),
      schema: {
        summary: "Edit a release (a published one also needs publish:release)",
        tags,
        security,
        params: IdParamsSchema,
        body: EditReleaseBodySchema,
        response: {
          200: EnvelopeSchema(ReleaseRecordSchema),
          ...releaseRefusals({ 409: ["conflict", "release_exists"] }),
        },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const { revision, ...edit } = request.body;
      const outcome = await changeRelease(
        app.db,
        request.params.id,
        revision,
        { edit: releaseInputOf(edit) },
        staff.actor,
        app.now(),
        // What visitors see changes only with the right to publish.
        (before) => before.status !== "published" || staff.permissions.includes("publish:release"),
      );
      return answer(reply, changed(outcome), MESSAGES);
    },
  );

  api.post(
    "/:id/publish",
    {
      preHandler: app.requirePermission("publish:release"),
      schema: {
        summary: "Publish or unpublish a release",
        tags,
        security,
        params: IdParamsSchema,
        body: PublishBodySchema,
        response: {
          200: EnvelopeSchema(ReleaseRecordSchema),
          ...releaseRefusals({ 409: ["conflict"] }),
        },
      },
    },
    async (request, reply) => {
      const { revision, published } = request.body;
      const status = published ? "published" : "draft";
      const outcome = await changeRelease(
        app.db,
        request.params.id,
        revision,
        { status },
        staffOf(request).actor,
        app.now(),
      );
      return answer(reply, changed(outcome), MESSAGES);
    },
  );

  api.post(
    "/preview",
    {
      preHandler: app.requirePermission("update:release"),
      schema: {
        summary: "Release notes rendered and sanitised exactly as visitors will see them",
        tags,
        security,
        body: PreviewBodySchema,
        response: { 200: EnvelopeSchema(z.object({ html: z.string() })), ...releaseRefusals() },
      },
    },
    async (request) => ok({ html: renderMarkdown(request.body.markdown).html }),
  );
}
