import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { Code, type CodeValue, defaultMessages, httpStatusFor } from "../../contract/codes.ts";
import { fail } from "../../contract/envelope.ts";
import type { InputProblem } from "../../contract/refusals.ts";
import { sendRefusal } from "../api/refusal-status.ts";
import { isDatabaseUnavailable } from "../db/unavailable.ts";

type ValidationIssue = {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
};

/** The field and problem of the first issue, for `data` of an invalid_input refusal. */
export function describeProblem(
  issue: ValidationIssue | undefined,
  input: unknown,
  context?: string,
): { field: string; problem: InputProblem } {
  const path = (issue?.instancePath ?? "").replace(/^\//, "").split("/").filter(Boolean);
  const field = path.join(".") || context || "request";
  let value: unknown = input;
  for (const part of path) value = (value as Record<string, unknown> | null | undefined)?.[part];
  const problem = ((): InputProblem => {
    switch (issue?.keyword) {
      case "invalid_type":
        return value === undefined || value === null ? "required" : "invalid";
      case "too_small":
        return value === "" || (typeof value === "string" && value.trim() === "")
          ? "required"
          : "too_short";
      case "too_big":
        return "too_long";
      case "invalid_format":
        return "format";
      default:
        return "invalid";
    }
  })();
  return { field, problem };
}

/** Names the offending field: `pageSize: Too big: expected number to be <=999`. */
export function describeValidation(issues: readonly ValidationIssue[], context?: string): string {
  const parts = issues.slice(0, 5).map((issue) => {
    const field = (issue.instancePath ?? "").replace(/^\//, "").replaceAll("/", ".");
    return `${field || context || "request"}: ${issue.message ?? "is invalid"}`;
  });
  return parts.join("; ");
}

const CATALOGUE = new Set<number>(Object.values(Code));

function codeForStatus(status: number): CodeValue {
  if (status === 401) return Code.notLoggedIn;
  if (CATALOGUE.has(status)) return status as CodeValue;
  if (status >= 500) return Code.internal;
  return Code.badRequest;
}

/** Every failure leaves as an envelope; 5xx details stay in the log with the request id. */
async function errors(app: FastifyInstance) {
  // Unknown files under the static prefixes (/assets/, /content/) and any other unrouted call.
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(fail(Code.notFound)));
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const msg = describeValidation(error.validation, error.validationContext);
      const context = error.validationContext;
      const input = context ? (request as unknown as Record<string, unknown>)[context] : undefined;
      const where = describeProblem(error.validation[0], input, context);
      return sendRefusal(reply, { reason: "invalid_input", ...where }, msg);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database unavailable");
      return reply.status(503).header("retry-after", "5").send(fail(Code.unavailable));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.status(500).send({ ...fail(Code.internal), requestId: request.id });
    }
    const code = codeForStatus(status);
    if (code === Code.tooManyRequests) {
      return reply.status(429).send(fail(code));
    }
    const msg = error.code?.startsWith("FST_") ? clientMessage(error) : error.message;
    return reply.status(httpStatusFor(code)).send(fail(code, msg));
  });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "body: unsupported content type";
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "body: too large";
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "body: empty JSON body";
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return "body: invalid";
    default:
      return error.statusCode === 404 ? defaultMessages[Code.notFound] : "request: invalid";
  }
}

export default fp(errors, { name: "errors" });
