import type { FastifyInstance, FastifyRequest } from "fastify";
import { CHALLENGE_REQUIRED } from "../../../contract/challenge.ts";
import { ok } from "../../../contract/envelope.ts";
import { toUiLocale, type UiLocale } from "../../../contract/language.ts";
import type { Refusal } from "../../../contract/refusals.ts";
import { AUTH_ERRORS } from "../../../contract/user.ts";
import { openSession, toUserInfo, type UserRow } from "./repository.ts";
import type { AccountReason } from "./service.ts";

const at = (refusal: Refusal) => refusal.field ?? "request";

/** `msg` of each account refusal: English "field: text"; routes word a 429 for what they count. */
export const ACCOUNT_MESSAGES = {
  email_taken: AUTH_ERRORS.emailTaken,
  wrong_credentials: AUTH_ERRORS.wrongCredentials,
  password_wrong: (refusal: Refusal) => `${at(refusal)}: ${AUTH_ERRORS.wrongCurrent}`,
  password_too_short: (refusal: Refusal) => `${at(refusal)}: ${AUTH_ERRORS.passwordShort}`,
  password_too_long: (refusal: Refusal) => `${at(refusal)}: ${AUTH_ERRORS.passwordLong}`,
  password_too_common: (refusal: Refusal) => `${at(refusal)}: ${AUTH_ERRORS.passwordCommon}`,
  code_wrong: AUTH_ERRORS.codeWrong,
  session_not_found: (refusal: Refusal) => `${at(refusal)}: no such session`,
  email_unverified: "Confirm your email address first: open the link we emailed you",
  verification_invalid: "token: the link is unknown, used, expired or for an older address",
  already_verified: "The email address is already confirmed",
  email_same: "email: is already the account's address",
  not_logged_in: "Log in first",
  challenge_required: CHALLENGE_REQUIRED,
  rate_limited: "Too many requests; try again later",
} as const satisfies Record<AccountReason, string | ((refusal: Refusal) => string)>;

export const PASSWORD_RULES = [
  "password_too_short",
  "password_too_long",
  "password_too_common",
] as const;

/** A new session for the user, answered as `{ loginKey, userInfo }` (sign-up, log-in, reset). */
export async function logInAs(app: FastifyInstance, request: FastifyRequest, user: UserRow) {
  const loginKey = await openSession(app.db, {
    userId: user.id,
    userAgent: request.headers["user-agent"] ?? "",
    now: app.now(),
  });
  return ok({ loginKey, userInfo: toUserInfo(user) });
}

/**
 * Work to run after the answer has left (mails): its timing cannot tell anything about the
 * account, and a slow or failing mail server never fails the request. `close()` waits for it,
 * so a shutdown does not cut a code or link mid-issue.
 */
export function afterAnswer(app: FastifyInstance, what: string) {
  const pending = new Set<Promise<void>>();
  app.addHook("onClose", async () => {
    await Promise.allSettled(pending);
  });
  return (request: FastifyRequest, work: () => Promise<void>) => {
    const task = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((err) => request.log.error({ err }, `${what} failed`))
      .finally(() => pending.delete(task));
    pending.add(task);
  };
}

/** The language of an account mail: the one the request names, else its Accept-Language. */
export function mailLocale(request: FastifyRequest, language: UiLocale | undefined): UiLocale {
  return language ?? toUiLocale(request.headers["accept-language"]?.split(",")[0]);
}

/** Who asks, for the account service. */
export function callerOf(app: FastifyInstance, request: FastifyRequest) {
  return { db: app.db, now: app.now(), ip: request.ip };
}
