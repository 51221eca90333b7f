import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { CHALLENGE_REQUIRED } from "../../../contract/challenge.ts";
import { ok } from "../../../contract/envelope.ts";
import { AUTH_ERRORS } from "../../../contract/user.ts";
import { sendRefusal } from "../refusal-status.ts";
import { openSession, toUserInfo, type UserRow } from "./repository.ts";
import type { AccountRefusal } from "./service.ts";

/** `msg` of each refusal: English "field: text" for logs and developers. */
const MESSAGE: Record<AccountRefusal["reason"], (field: string) => string> = {
  email_taken: () => AUTH_ERRORS.emailTaken,
  wrong_credentials: () => AUTH_ERRORS.wrongCredentials,
  password_wrong: (field) => `${field}: ${AUTH_ERRORS.wrongCurrent}`,
  password_too_short: (field) => `${field}: ${AUTH_ERRORS.passwordShort}`,
  password_too_long: (field) => `${field}: ${AUTH_ERRORS.passwordLong}`,
  password_too_common: (field) => `${field}: ${AUTH_ERRORS.passwordCommon}`,
  code_wrong: () => AUTH_ERRORS.codeWrong,
  session_not_found: (field) => `${field}: no such session`,
  challenge_required: () => CHALLENGE_REQUIRED,
  rate_limited: () => "Too many requests; try again later",
};

export const PASSWORD_RULES = [
  "password_too_short",
  "password_too_long",
  "password_too_common",
] as const;

/** Answers a refusal of the account service; `tooMany` words a 429 for this route. */
export function refuse(reply: FastifyReply, refusal: AccountRefusal, tooMany?: string) {
  const msg =
    refusal.reason === "rate_limited" && tooMany
      ? tooMany
      : MESSAGE[refusal.reason](refusal.field ?? "request");
  return sendRefusal(reply, refusal, msg);
}

/** A new session for the user, answered as `{ loginKey, userInfo }` (sign-up, log-in, reset). */
export async function logInAs(app: FastifyInstance, request: FastifyRequest, user: UserRow) {
  const loginKey = await openSession(app.db, {
    userId: user.id,
    userAgent: request.headers["user-agent"] ?? "",
    now: app.now(),
  });
  return ok({ loginKey, userInfo: toUserInfo(user) });
}

/** Who asks, for the account service. */
export function callerOf(app: FastifyInstance, request: FastifyRequest) {
  return { db: app.db, now: app.now(), ip: request.ip };
}
