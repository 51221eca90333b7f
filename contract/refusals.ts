// Why a call was refused, in `data.reason` of every error envelope: the client words it in the
// visitor's language from the reason (and `data.field`), never from `msg`, which is English for
// logs and developers. Each API adds its own reasons (contract/user.ts, two-factor.ts, gift.ts);
// these can come from any call.
import { Code } from "./codes.ts";

export const COMMON_REFUSAL_REASONS = [
  /** 400: the request does not match the route's schema; `data.field` and `data.problem` say where. */
  "invalid_input",
  /** 401 (code 2): no login, or an unknown one. */
  "not_logged_in",
  /** 401 (code 155): the login is past its idle or absolute lifetime. */
  "login_expired",
  /** 403: not allowed to do this. */
  "forbidden",
  /** 404: nothing at this address, or no such entry. */
  "not_found",
  /** 408: the request did not arrive in time. */
  "timeout",
  /** 409: the request conflicts with the current state. */
  "conflict",
  /** 410: it existed and is gone. */
  "gone",
  /** 413, 431: the body or the headers are too large. */
  "too_large",
  /** 428: send the form again with a solved proof-of-work challenge (contract/challenge.ts). */
  "challenge_required",
  /** 429: too many requests; see Retry-After (and data.retryAfter where given). */
  "rate_limited",
  /** 500: a fault on our side; `requestId` finds it in the log. */
  "internal",
  /** 503: a dependency (the database) is away for a moment; try again shortly. */
  "unavailable",
] as const;
export type CommonRefusalReason = (typeof COMMON_REFUSAL_REASONS)[number];

/** What is wrong with the field named by an `invalid_input` refusal. */
export const INPUT_PROBLEMS = ["required", "too_short", "too_long", "format", "invalid"] as const;
export type InputProblem = (typeof INPUT_PROBLEMS)[number];

/** `data` of an error envelope. */
export type Refusal<R extends string = string> = {
  reason: R;
  /** The request field the refusal is about (`email`, `newPassword`, `code`…). */
  field?: string;
  /** invalid_input only. */
  problem?: InputProblem;
  /** Seconds, as in Retry-After. */
  retryAfter?: number;
};

const REASON_OF_CODE: Record<number, CommonRefusalReason> = {
  [Code.notLoggedIn]: "not_logged_in",
  [Code.loginExpired]: "login_expired",
  [Code.badRequest]: "invalid_input",
  [Code.forbidden]: "forbidden",
  [Code.notFound]: "not_found",
  [Code.requestTimeout]: "timeout",
  [Code.conflict]: "conflict",
  [Code.gone]: "gone",
  [Code.payloadTooLarge]: "too_large",
  [Code.challengeRequired]: "challenge_required",
  [Code.tooManyRequests]: "rate_limited",
  [Code.headersTooLarge]: "too_large",
  [Code.internal]: "internal",
  [Code.unavailable]: "unavailable",
};

/** The reason a refusal with this envelope code carries when nothing more precise applies. */
export function reasonOfCode(code: number): CommonRefusalReason {
  return REASON_OF_CODE[code] ?? (code >= 500 ? "internal" : "invalid_input");
}

/** The reason of a response envelope, if it carries one. */
export function reasonOf(response: { data?: unknown }): string | null {
  const data = response.data as { reason?: unknown } | null | undefined;
  return typeof data?.reason === "string" ? data.reason : null;
}
