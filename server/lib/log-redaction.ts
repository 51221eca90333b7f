import type { FastifyRequest } from "fastify";

/**
 * Query parameters whose values are logged as they are: none of them carries a secret or
 * personal data. Every other value (gift `code`, `token`, `email`, `redirects`, which may embed a
 * gift link, and whatever a future route adds) is masked, so a new parameter is safe by default.
 */
const LOGGED_AS_IS = new Set([
  "from",
  "lang",
  "language",
  "page",
  "pageSize",
  "colType",
  "webType",
  "key",
  "type",
  "mode",
  "platform",
  "store",
]);

export const MASK = "***";

/**
 * Fields that carry a secret wherever a log call puts them, at the top level or one below.
 * (`code` is not among them: errors' `code` names the failure, and gift and reset codes only
 * ever reach the log in URLs, masked by redactUrl.)
 */
const SECRET_KEYS = [
  "password",
  "newPassword",
  "currentPassword",
  "token",
  "loginKey",
  "secret",
  "recoveryCode",
  "recoveryCodes",
  "authorization",
  "cookie",
];

/**
 * pino's `redact` paths: request and response headers that carry credentials, and the secret
 * fields above wherever an object logged with a line holds them (`{ body }`, `{ mail }`…).
 */
export const REDACT_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  "res.headers['set-cookie']",
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
];

/** The request URL with every query value outside LOGGED_AS_IS masked (`/gift?code=***`). */
export function redactUrl(raw: string): string {
  // Shared-pose tokens ride in the path (/shared/<token>, /api/pose/shared/<token>/…).
  const url = raw.replace(/(\/shared\/)[^/?#]+/, `$1${MASK}`);
  const q = url.indexOf("?");
  if (q < 0) return url;
  const query = url.slice(q + 1).replace(/#.*$/, "");
  const parts = query.split("&").map((pair) => {
    const eq = pair.indexOf("=");
    const name = eq < 0 ? pair : pair.slice(0, eq);
    let decoded = name;
    try {
      decoded = decodeURIComponent(name);
    } catch {
      // Left as is: a malformed name is masked below like any unknown one.
    }
    if (eq < 0) return name;
    return LOGGED_AS_IS.has(decoded) ? pair : `${name}=${MASK}`;
  });
  return `${url.slice(0, q)}?${parts.join("&")}`;
}

/** Fastify's request log fields, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[A-Za-z]{2,}/g;
/** Database drivers put bound values in these: `params` (Drizzle), `parameters` (postgres.js). */
const DROPPED = new Set(["params", "parameters", "detail", "where", "internalQuery", "args"]);

function scrub(text: string): string {
  // Drizzle appends "params: v1,v2,…" to its message (and so to the stack's first line).
  return text.replace(/\nparams: [^\n]*/g, "\nparams: [redacted]").replace(EMAIL, "[email]");
}

export type SerializedError = {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
};

/**
 * Like pino's error serializer (type, message, stack, own fields) but without bound parameters
 * or row details (where emails and addresses were), and with email-shaped text masked.
 */
export function serializeError(err: unknown, depth = 0): SerializedError {
  if (!(err instanceof Error)) return { type: typeof err, message: scrub(String(err)), stack: "" };
  const out: SerializedError = {
    type: err.constructor?.name ?? "Error",
    message: scrub(err.message),
    stack: scrub(err.stack ?? ""),
  };
  for (const [name, value] of Object.entries(err)) {
    if (DROPPED.has(name) || name === "cause") continue;
    if (typeof value === "string") out[name] = scrub(value);
    else if (typeof value === "number" || typeof value === "boolean") out[name] = value;
  }
  const cause = (err as { cause?: unknown }).cause;
  if (cause !== undefined && depth < 3) out.cause = serializeError(cause, depth + 1);
  return out;
}
