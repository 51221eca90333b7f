import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { EnvelopeSchema, ok } from "../../../contract/envelope.ts";
import { consoleRefusals } from "../staff/schema.ts";
import { AuditPageSchema, AuditQuerySchema } from "./schema.ts";
import { auditPage } from "./service.ts";

/**
 * The audit log (/api/admin/audit), read-only: there is no route that changes or deletes an
 * entry, and the database refuses both (trigger of migration 0009).
 */
export default async function auditRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/",
    {
      preHandler: app.requirePermission("read:audit"),
      schema: {
        summary: "The audit log, newest first, filtered by actor, entity, action and days",
        tags: ["console"],
        security: [{ bearer: [] }],
        querystring: AuditQuerySchema,
        response: { 200: EnvelopeSchema(AuditPageSchema), ...consoleRefusals() },
      },
    },
    async (request) => {
      const { page = 1, actor, entity, action, since, until } = request.query;
      return ok(await auditPage(app.db, { actor, entity, action, from: since, to: until }, page));
    },
  );
}
