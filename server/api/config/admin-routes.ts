import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { Code } from "../../../contract/codes.ts";
import { EnvelopeSchema, fail, ok } from "../../../contract/envelope.ts";
import { staffOf } from "../../plugins/staff.ts";
import { sendRefusal } from "../refusal-status.ts";
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
      if ("ok" in outcome) {
        // This instance drops its cached content and pages at once (the operator reloads the
        // site next); other instances follow the notification and the bumped version.
        app.contentCache.invalidate();
        return ok(outcome.ok);
      }
      const { refused } = outcome;
      if (refused.reason === "invalid_input") {
        // The value's own schema found the fault (values.ts), below the body's shape.
        return (reply as FastifyReply).status(400).send(
          fail(Code.badRequest, `${refused.field}: ${refused.message}`, {
            reason: "invalid_input",
            field: refused.field,
          }),
        );
      }
      if (refused.reason === "conflict") {
        return sendRefusal(reply, refused, "updatedAt: changed since you read it; load it again");
      }
      return sendRefusal(reply, refused, `${key}: no ${request.body.language} value to update`);
    },
  );
}
