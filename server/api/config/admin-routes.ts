import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { EnvelopeSchema, ok } from "../../../contract/envelope.ts";
import { staffOf } from "../../plugins/staff.ts";
import { answer, sendRefusal } from "../refusal-status.ts";
import { consoleRefusals } from "../staff/schema.ts";
import {
  ConfigEditBodySchema,
  ConfigKeyParamsSchema,
  ConfigKeyViewSchema,
  configEditRefusals,
} from "./admin-schema.ts";
import { editConfig, listConfig } from "./admin-service.ts";
import { isConfigKey } from "./values.ts";

/** The configuration editor's API, under /api/admin/config (`update:config`). */
export default async function configAdminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/",
    {
      preHandler: app.requirePermission("update:config"),
      schema: {
        summary: "Every editable configuration value, per language",
        tags: ["console"],
        security: [{ bearer: [] }],
        response: { 200: EnvelopeSchema(z.array(ConfigKeyViewSchema)), ...consoleRefusals() },
      },
    },
    async () => ok(await listConfig(app.db)),
  );

  api.post(
    "/:key",
    {
      preHandler: app.requirePermission("update:config"),
      schema: {
        summary: "Save one configuration value (refused with the field named when invalid)",
        tags: ["console"],
        security: [{ bearer: [] }],
        params: ConfigKeyParamsSchema,
        body: ConfigEditBodySchema,
        response: { 200: EnvelopeSchema(ConfigKeyViewSchema), ...configEditRefusals() },
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      if (!isConfigKey(key)) {
        return sendRefusal(reply, { reason: "not_found" }, `key: no configuration ${key}`);
      }
      const outcome = await editConfig(
        app.db,
        { key, ...request.body },
        staffOf(request).actor,
        app.now(),
      );
      // This instance drops its cached content and pages at once (the operator reloads the
      // site next); other instances follow the notification and the bumped version.
      if ("ok" in outcome) app.contentCache.invalidate();
      const messages = {
        // The value's own schema found the fault (values.ts), below the body's shape.
        invalid_input: (refusal: { field?: string; message?: string }) =>
          `${refusal.field}: ${refusal.message}`,
        conflict: "updatedAt: changed since you read it; load it again",
        not_found: `${key}: no ${request.body.language} value to update`,
      };
      return answer(reply, outcome, messages, { refused: ({ message: _, ...refusal }) => refusal });
    },
  );
}
