import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { EnvelopeSchema, ok } from "../../../contract/envelope.ts";
import { sendCached } from "../../lib/content-cache.ts";
import type { ContentRoutes } from "../../lib/content-service.ts";
import { staffOf } from "../../plugins/staff.ts";
import { LanguageHeadersSchema, languageOf, refusals } from "../common.ts";
import { answer, sendRefusal } from "../refusal-status.ts";
import {
  EditJobBodySchema,
  GoneJobSchema,
  JobBodySchema,
  JobIdParamsSchema,
  JobRecordSchema,
  JobSlugParamsSchema,
  JobStatusBodySchema,
  JobSummarySchema,
  JobViewSchema,
  jobRefusals,
} from "./schema.ts";
import { changeJob, createJob, findJobRecord, type JobOutcome, listJobs } from "./service.ts";

const MESSAGES = {
  not_found: "id: no such position",
  conflict: "revision: the position changed since it was loaded; load it again",
  slug_taken: "slug: another position has this address",
} as const;

/** Positions change with the console; browsers may keep the public list briefly. */
const CACHE_CONTROL = "public, max-age=60";

/** The public positions: GET /api/careers and /api/careers/:slug. */
export async function careerRoutes(app: FastifyInstance, options: ContentRoutes) {
  const { content } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/careers",
    {
      schema: {
        tags: ["content"],
        summary: "Open positions",
        description:
          "Every open position, newest first, its title in the `x-language` language " +
          "(`language` says when it is the English text instead).",
        headers: LanguageHeadersSchema,
        response: { 200: EnvelopeSchema(z.array(JobSummarySchema)), ...refusals({ 400: [] }) },
      },
    },
    async (request, reply) => {
      const served = await content.jobs(languageOf(request));
      return sendCached(request, reply, served.body, CACHE_CONTROL);
    },
  );

  api.get(
    "/careers/:slug",
    {
      schema: {
        tags: ["content"],
        summary: "One position",
        description:
          "The position with its description rendered; a closed one answers 410 `gone` with " +
          "the position in `data.job`, so a page can say it was filled.",
        params: JobSlugParamsSchema,
        headers: LanguageHeadersSchema,
        response: {
          200: EnvelopeSchema(JobViewSchema),
          ...refusals({ 400: [], 404: ["not_found"] }),
          410: GoneJobSchema,
        },
      },
    },
    async (request, reply) => {
      const served = await content.job(request.params.slug, languageOf(request));
      const job = served.value;
      if (job?.status === "closed") {
        return sendRefusal(reply, { reason: "gone", job }, "slug: this position is closed");
      }
      return sendCached(request, reply, served.body, CACHE_CONTROL);
    },
  );
}

/** Positions in the console, under /api/admin/careers (`manage:job`, every write audited). */
export default async function careerAdminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["console"];
  const security = [{ bearer: [] }];
  const guard = app.requirePermission("manage:job");
  const changed = (outcome: JobOutcome) => {
    // This instance drops its cached pages at once; others follow the bumped version.
    if ("ok" in outcome) app.contentCache.invalidate();
    return outcome;
  };
  /** A change to the position in the path, by the operator calling, at `revision`. */
  const change = async (
    request: FastifyRequest<{ Params: { id: number } }>,
    revision: number,
    what: Parameters<typeof changeJob>[3],
  ) =>
    changed(
      await changeJob(app.db, request.params.id, revision, what, staffOf(request).actor, app.now()),
    );

  api.get(
    "/",
    {
      preHandler: guard,
      schema: {
        summary: "Every position, open and closed",
        tags,
        security,
        response: { 200: EnvelopeSchema(z.array(JobRecordSchema)), ...jobRefusals() },
      },
    },
    async () => ok(await listJobs(app.db)),
  );

  api.get(
    "/:id",
    {
      preHandler: guard,
      schema: {
        summary: "One position with its texts in Markdown",
        tags,
        security,
        params: JobIdParamsSchema,
        response: { 200: EnvelopeSchema(JobRecordSchema), ...jobRefusals() },
      },
    },
    async (request, reply) => {
      const job = await findJobRecord(app.db, request.params.id);
      if (!job) return sendRefusal(reply, { reason: "not_found", field: "id" }, MESSAGES.not_found);
      return ok(job);
    },
  );

  api.post(
    "/",
    {
      preHandler: guard,
      schema: {
        summary: "Create a position (closed until opened)",
        tags,
        security,
        body: JobBodySchema,
        response: {
          200: EnvelopeSchema(JobRecordSchema),
          ...jobRefusals({ 409: ["slug_taken"] }),
        },
      },
    },
    async (request, reply) =>
      answer(
        reply,
        changed(await createJob(app.db, request.body, staffOf(request).actor, app.now())),
        MESSAGES,
      ),
  );

  api.post(
    "/:id",
    {
      preHandler: guard,
      schema: {
        summary: "Edit a position",
        tags,
        security,
        params: JobIdParamsSchema,
        body: EditJobBodySchema,
        response: {
          200: EnvelopeSchema(JobRecordSchema),
          ...jobRefusals({ 409: ["conflict", "slug_taken"] }),
        },
      },
    },
    async (request, reply) => {
      const { revision, ...edit } = request.body;
      return answer(reply, await change(request, revision, { edit }), MESSAGES);
    },
  );

  api.post(
    "/:id/status",
    {
      preHandler: guard,
      schema: {
        summary: "Open or close a position",
        tags,
        security,
        params: JobIdParamsSchema,
        body: JobStatusBodySchema,
        response: { 200: EnvelopeSchema(JobRecordSchema), ...jobRefusals({ 409: ["conflict"] }) },
      },
    },
    async (request, reply) => {
      const { revision, status } = request.body;
      return answer(reply, await change(request, revision, { status }), MESSAGES);
    },
  );
}
