import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { sendRefusal } from "../api/refusal-status.ts";
import { controlCharacterAt } from "../lib/control-characters.ts";

/**
 * One gate for every string of an API call before any route sees it: a control character in the
 * address, the query or the body is refused as invalid_input naming the field, instead of
 * reaching PostgreSQL (a NUL answered 500 and logged a stack).
 */
async function controlCharacters(app: FastifyInstance) {
  app.addHook("preValidation", async (request, reply) => {
    for (const [part, value, text] of [
      ["params", request.params, false],
      ["query", request.query, false],
      ["body", request.body, true],
    ] as const) {
      const at = controlCharacterAt(value, text);
      if (at === undefined) continue;
      const field = at || part;
      return sendRefusal(
        reply,
        { reason: "invalid_input", field, problem: "format" },
        `${field}: must not contain control characters`,
      );
    }
  });
}

export default fp(controlCharacters, { name: "control-characters" });
