/** Connection-level failures: the database is away, not the query wrong. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  // postgres.js
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
]);

/** SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown). */
const SQLSTATE = /^(08|57P0[1-3]|53300)/;

/**
 * Whether an error (or anything in its cause chain: Drizzle wraps driver errors) means the
 * database cannot be reached right now, so the caller should hear 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current !== "object") return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === "string" && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (typeof message === "string" && /PGlite is clos(ed|ing)/.test(message)) return true;
    current = cause;
  }
  return false;
}
