import { eq } from "drizzle-orm";
import { normalizeSecondFactor } from "../../../contract/two-factor.ts";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { ATTEMPT_WINDOW_MS, type AttemptLimit, takeAttempt } from "../../lib/attempts.ts";
import type { Outcome } from "../common.ts";
import type { CodeSource, TwoFactor } from "../two-factor/service.ts";
import { verifyPassword } from "../user/passwords.ts";

/**
 * Wrong passwords entered to confirm a staff change, per account and session (codes have their
 * own limits): a stolen session's guesses never hold back the owner's other sessions.
 */
export const CONFIRM_PASSWORD_LIMIT: AttemptLimit = { max: 5, windowMs: ATTEMPT_WINDOW_MS };

/** Every refusal names `confirm`; a lockout says how long it lasts. */
export type ConfirmOutcome = Outcome<
  null,
  | "confirmation_required"
  | "password_wrong"
  | "code_wrong"
  | "code_used"
  | "challenge_required"
  | "locked"
  | "rate_limited"
>;

/**
 * A fresh confirmation before changing or removing staff (issue 17): the operator's current
 * password, or a TOTP or recovery code, entered again. What looks like a code is checked by the
 * two-factor service (its lockout, no replay, a recovery code spent); anything else as the
 * password, with wrong guesses counted against the account.
 */
export async function checkConfirmation(
  deps: { db: Database; twoFactor: TwoFactor; now: Date },
  userId: number,
  confirm: string | undefined,
  from: CodeSource,
): Promise<ConfirmOutcome> {
  const input = confirm?.trim() ?? "";
  if (!input) return { refused: { reason: "confirmation_required", field: "confirm" } };
  if (normalizeSecondFactor(input)) {
    const result = await deps.twoFactor.verify(userId, input, from);
    if ("ok" in result) return { ok: null };
    const { reason, retryAfter } = result.refused;
    if (reason === "locked") return { refused: { reason: "locked", field: "confirm", retryAfter } };
    if (reason === "challenge_required") return { refused: { reason, field: "challenge" } };
    if (reason === "code_used") return { refused: { reason, field: "confirm" } };
    return { refused: { reason: "code_wrong", field: "confirm" } };
  }
  const attempt = await takeAttempt(
    deps.db,
    [[`staff-confirm:pair:${userId}|${from.scope}`, CONFIRM_PASSWORD_LIMIT]],
    deps.now,
  );
  if (!attempt.ok) {
    return {
      refused: { reason: "rate_limited", field: "confirm", retryAfter: attempt.retryAfter },
    };
  }
  const [user] = await deps.db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!(await verifyPassword(user?.hash ?? null, input))) {
    return { refused: { reason: "password_wrong", field: "confirm" } };
  }
  await attempt.giveBack();
  return { ok: null };
}
