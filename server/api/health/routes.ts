import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { EnvelopeSchema, ErrorEnvelopeSchema, ok } from "../../../contract/envelope.ts";
import { sendRefusal } from "../refusal-status.ts";

const HealthSchema = z.object({ status: z.enum(["up", "ready"]), uptime: z.number() });

export default async function healthRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/health",
    {
      config: { rateLimit: false },
      schema: {
        tags: ["health"],
        summary: "The process is up",
        response: { 200: EnvelopeSchema(HealthSchema) },
      },
    },
    async () => ok({ status: "up" as const, uptime: process.uptime() }),
  );

  api.get(
    "/health/ready",
    {
      config: { rateLimit: false },
      schema: {
        tags: ["health"],
        summary: "The database is reachable",
        response: { 200: EnvelopeSchema(HealthSchema), 503: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      try {
        await app.dbHandle.ping();
        return ok({ status: "ready" as const, uptime: process.uptime() });
      } catch (err) {
        request.log.error({ err }, "database not reachable");
        return sendRefusal(reply, { reason: "unavailable" }, "Database unreachable");
      }
    },
  );
}
