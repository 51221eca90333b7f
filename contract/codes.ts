/** The response-code catalogue shared by client and server. `code` 200 is success. */
export const Code = {
  ok: 200,
  notLoggedIn: 2,
  loginExpired: 155,
  badRequest: 400,
  forbidden: 403,
  notFound: 404,
  requestTimeout: 408,
  conflict: 409,
  gone: 410,
  payloadTooLarge: 413,
  /** Send the form again with a solved proof-of-work challenge (contract/challenge.ts). */
  challengeRequired: 428,
  tooManyRequests: 429,
  headersTooLarge: 431,
  internal: 500,
  /** A dependency (the database) is away for now; try again shortly. */
  unavailable: 503,
} as const;

export type CodeName = keyof typeof Code;
export type CodeValue = (typeof Code)[CodeName];

/** Codes 2 and 155 drive the client's session-expiry behaviour (spec §4, §8). */
export const SESSION_EXPIRY_CODES: readonly number[] = [Code.notLoggedIn, Code.loginExpired];

export function isSessionExpiryCode(code: number): boolean {
  return SESSION_EXPIRY_CODES.includes(code);
}

/** HTTP status that mirrors an envelope code; the login codes answer 401. */
export function httpStatusFor(code: number): number {
  if (code === Code.notLoggedIn || code === Code.loginExpired) return 401;
  if (code >= 200 && code <= 599) return code;
  return 500;
}

export const defaultMessages: Record<CodeValue, string> = {
  200: "ok",
  2: "Not logged in or invalid login",
  155: "Login expired",
  400: "Bad request",
  403: "Forbidden",
  404: "Not found",
  408: "Request timeout",
  409: "Conflict",
  410: "Gone",
  413: "Request body too large",
  428: "Challenge required",
  429: "Too many requests",
  431: "Request headers too large",
  500: "Internal server error",
  503: "Service temporarily unavailable; try again shortly",
};
