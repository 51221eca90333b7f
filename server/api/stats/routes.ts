import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { EnvelopeSchema, ok } from "../../../contract/envelope.ts";
import { consoleRefusals } from "../staff/schema.ts";
import { StatsQuerySchema, StatsReportSchema } from "./schema.ts";
import { statsCsv, statsReport } from "./service.ts";

/** The statistics dashboard's reads, under /api/admin/stats (ADR 0012). */
export default async function statsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/",
    {
      preHandler: app.requirePermission("read:stats"),
      schema: {
        summary: "Daily statistics over the last 7, 30 or 90 days",
        tags: ["console"],
        security: [{ bearer: [] }],
        querystring: StatsQuerySchema,
        response: { 200: EnvelopeSchema(StatsReportSchema), ...consoleRefusals() },
      },
    },
    async (request) => ok(await statsReport(app.db, request.query.days, app.now())),
  );

  api.get(
    "/csv",
    {
      preHandler: app.requirePermission("export:stats"),
      schema: {
        summary: "The same statistics as CSV (section,key,count)",
        tags: ["console"],
        security: [{ bearer: [] }],
        querystring: StatsQuerySchema,
        response: { 200: z.string().describe("text/csv: section,key,count"), ...consoleRefusals() },
      },
    },
    async (request, reply) => {
      const report = await statsReport(app.db, request.query.days, app.now());
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header(
          "content-disposition",
          `attachment; filename="inkdoll-stats-${report.from}-to-${report.to}.csv"`,
        )
        .send(statsCsv(report));
    },
  );
}
