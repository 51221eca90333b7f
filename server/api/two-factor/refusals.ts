import type { FastifyInstance, FastifyReply } from "fastify";
import { CHALLENGE_REQUIRED } from "../../../contract/challenge.ts";
import type { TwoFactorReason } from "../../../contract/two-factor.ts";
import { AUTH_ERRORS } from "../../../contract/user.ts";
import { sendRefusal } from "../refusal-status.ts";
import { twoFactorRefusals } from "./schema.ts";

/** `msg` of each two-factor refusal. */
export const TWO_FACTOR_MESSAGES: Record<TwoFactorReason, string> = {
  two_factor_required: "code: two-factor log-in is on; send the code with data.ticket",
  code_wrong: "code: is wrong",
  code_used: "code: was already used; wait for the authenticator's next code",
  challenge_required: CHALLENGE_REQUIRED,
  password_wrong: `password: ${AUTH_ERRORS.wrongCurrent}`,
  ticket_invalid: "ticket: has expired or was already used; log in again",
  already_enabled: "two-factor log-in is already on",
  not_enabled: "two-factor log-in is off",
  no_pending_setup: "start the set-up first",
  locked: "code: too many wrong codes from here; try again later",
};

/**
 * The log-in step after a right password (log-in, password reset): with two-factor log-in on,
 * the answer is a 403 `two_factor_required` refusal with a single-use ticket instead of a
 * session. True when it answered (return the reply), false when the account has no second
 * factor and the caller may log in. A boolean, not the reply: an awaited reply is a thenable.
 */
export async function askSecondFactor(
  app: FastifyInstance,
  reply: FastifyReply,
  userId: number,
): Promise<boolean> {
  if (!(await app.twoFactor.isEnrolled(userId))) return false;
  sendRefusal(
    reply,
    { reason: "two_factor_required", ...(await app.twoFactor.issueLoginTicket(userId)) },
    TWO_FACTOR_MESSAGES.two_factor_required,
  );
  return true;
}

/** The 403 answer of /user/login and /user/password/reset for OpenAPI. */
export const SecondFactorRequiredSchema = twoFactorRefusals({
  403: ["two_factor_required"],
})[403].describe("data.reason two_factor_required: finish with POST /api/user/login/two-factor");
