import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { EnvelopeSchema, ok } from "../../../contract/envelope.ts";
import { staffOf } from "../../plugins/staff.ts";
import { consoleRefusals, StaffMeSchema } from "./schema.ts";

/** The console's own account calls, under /api/admin. */
export default async function staffRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/me",
    {
      preHandler: app.requirePermission(null),
      schema: {
        summary: "The operator: role and permissions (the console's first call)",
        tags: ["console"],
        security: [{ bearer: [] }],
        response: { 200: EnvelopeSchema(StaffMeSchema), ...consoleRefusals() },
      },
    },
    async (request) => {
      const { userId, email, nickname, role, permissions } = staffOf(request);
      return ok({ userId, email, nickname, role, permissions });
    },
  );
}
