import { and, count, eq, isNull, or, sql } from "drizzle-orm";
import { generateSecret, generateURI, verify as verifyTotp } from "otplib";
import type { Refusal } from "../../../contract/refusals.ts";
import { normalizeSecondFactor, type TwoFactorStatus } from "../../../contract/two-factor.ts";
import type { Database } from "../../db/client.ts";
import { loginTickets, recoveryCodes, twoFactorSecrets } from "../../db/schema.ts";
import {
  ATTEMPT_WINDOW_MS,
  type AttemptLimit,
  clearFailures,
  countAttempt,
  takeAttempt,
} from "../../lib/attempts.ts";
import { type ChallengeSettings, redeemSolution } from "../../lib/challenge.ts";
import type { Outcome } from "../common.ts";
import { hashRecoveryCode, newRecoveryCodes, sealer } from "./secrets.ts";
import { loginTicketsOf } from "./tickets.ts";

/**
 * Wrong second-factor codes, kept in the database (server/lib/attempts.ts) so every instance
 * shares them and they outlive the log-in ticket (a new ticket buys no new guesses). Built as the
 * log-in's limits are (LOGIN_LIMITS): no count refuses the owner's right code from a place of
 * their own, so an attacker who has the password can lock only where they guess from.
 */
export const TWO_FACTOR_LIMITS = {
  /**
   * Wrong codes for one account from one place: the address for the log-in step, the session on
   * the account page and in the console. Then that place waits (429 `locked`).
   */
  scope: { max: 5, windowMs: ATTEMPT_WINDOW_MS },
  /**
   * Wrong codes for one account from anywhere: past `max`, every attempt needs a solved
   * challenge (428 `challenge_required`), which the owner's browser solves. Many addresses cost
   * an attacker a proof of work a guess, on top of five guesses an address.
   */
  account: { max: 5, windowMs: ATTEMPT_WINDOW_MS },
} as const satisfies Record<string, AttemptLimit>;
const PERIOD_S = 30;

/** Where a code comes from, for the limits: `address:<ip>` or `session:<id>`, and a solution. */
export type CodeSource = { scope: string; challenge?: string | undefined };

type GuessReason = "code_wrong" | "code_used" | "locked" | "challenge_required";

/** Every flow that checks a code may be refused by TWO_FACTOR_LIMITS (with retryAfter). */
export type VerifyResult = Outcome<"totp" | "recovery", GuessReason | "not_enabled">;

export type TwoFactor = ReturnType<typeof createTwoFactor>;

const accountKey = (userId: number) => `2fa:account:${userId}`;
const scopeKey = (userId: number, scope: string) => `2fa:scope:${userId}|${scope}`;
/** What a code turned out to be: right (and now spent), right but spent before, or wrong. */
type Acceptance = "ok" | "used" | "wrong";

/** A code that did not pass: a wrong one keeps its counts, a spent one gives them back. */
async function refuseCode(
  accepted: "used" | "wrong",
  giveBack: () => Promise<void>,
): Promise<{ refused: Refusal<"code_used" | "code_wrong"> }> {
  if (accepted === "wrong") return { refused: { reason: "code_wrong", field: "code" } };
  await giveBack();
  return { refused: { reason: "code_used", field: "code" } };
}

/**
 * Two-factor log-in for any account (visitors who opt in; staff, who must): enrolment, the
 * check of a code, recovery codes and the half-way log-in ticket. Every check of a code goes
 * through `verify`, which applies the per-account lockout and refuses replayed codes, so callers
 * (the log-in, the account page, the staff console) cannot forget either.
 */
export function createTwoFactor(options: {
  db: Database;
  now: () => Date;
  /** TWO_FACTOR_KEY, decoded; null stores secrets unencrypted. */
  key: Buffer | null;
  issuer: string;
  /** The proof of work asked for once an account has had many wrong codes. */
  challenge: ChallengeSettings;
}) {
  const { db, now } = options;
  const secrets = sealer(options.key);

  async function row(userId: number) {
    const [found] = await db
      .select()
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.userId, userId));
    return found ?? null;
  }

  /**
   * Checks a TOTP code against the secret (±1 step) and takes its time step in one atomic
   * update, so the same code (or an older one) cannot be used twice, even by parallel requests.
   * A right code whose step is already taken is `used`: a duplicate, not a guess.
   */
  async function acceptTotp(
    userId: number,
    stored: { secret: string; lastStep: number | null },
    code: string,
  ): Promise<Acceptance> {
    const result = await verifyTotp({
      secret: secrets.open(userId, stored.secret),
      token: code,
      epoch: Math.floor(now().getTime() / 1000),
      epochTolerance: PERIOD_S,
    }).catch(() => ({ valid: false as const }));
    if (!result.valid || !("timeStep" in result)) return "wrong";
    if (stored.lastStep !== null && result.timeStep <= stored.lastStep) return "used";
    const taken = await db
      .update(twoFactorSecrets)
      .set({ lastStep: result.timeStep })
      .where(
        and(
          eq(twoFactorSecrets.userId, userId),
          or(
            isNull(twoFactorSecrets.lastStep),
            sql`${twoFactorSecrets.lastStep} < ${result.timeStep}`,
          ),
        ),
      )
      .returning({ userId: twoFactorSecrets.userId });
    // Lost to a parallel request with the same code (or a later one): spent, not wrong.
    return taken.length > 0 ? "ok" : "used";
  }

  /**
   * Spends a recovery code: the update that marks it used is the check, so it works once. One of
   * the account's codes already spent is `used`.
   */
  async function acceptRecovery(userId: number, code: string): Promise<Acceptance> {
    const codeHash = hashRecoveryCode(userId, code);
    const taken = await db
      .update(recoveryCodes)
      .set({ usedAt: now() })
      .where(
        and(
          eq(recoveryCodes.userId, userId),
          eq(recoveryCodes.codeHash, codeHash),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id });
    if (taken.length > 0) return "ok";
    const [spent] = await db
      .select({ id: recoveryCodes.id })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash)));
    return spent ? "used" : "wrong";
  }

  /**
   * Counts a code attempt before the code is looked at, so parallel guesses cannot outrun the
   * limits: against its place (refused past TWO_FACTOR_LIMITS.scope) and the account (past
   * TWO_FACTOR_LIMITS.account, only with a solved challenge). A wrong code keeps both counts;
   * anything else gives them back.
   */
  async function takeGuess(
    userId: number,
    from: CodeSource,
  ): Promise<{ ok: true; giveBack: () => Promise<void> } | { refused: Refusal<GuessReason> }> {
    const t = now();
    const place = await takeAttempt(
      db,
      [[scopeKey(userId, from.scope), TWO_FACTOR_LIMITS.scope]],
      t,
    );
    if (!place.ok) return { refused: { reason: "locked", retryAfter: place.retryAfter } };
    const account = await countAttempt(db, accountKey(userId), TWO_FACTOR_LIMITS.account, t);
    const giveBack = async () => {
      await place.giveBack();
      await countAttempt(db, accountKey(userId), TWO_FACTOR_LIMITS.account, t, -1);
    };
    if (
      account.count > TWO_FACTOR_LIMITS.account.max &&
      (await redeemSolution(db, options.challenge, from.challenge)) !== "ok"
    ) {
      await giveBack();
      return { refused: { reason: "challenge_required", field: "challenge" } };
    }
    return { ok: true, giveBack };
  }

  /** After a right code: the place's failures go; the account's stay, so the challenge does too. */
  async function settle(userId: number, from: CodeSource, giveBack: () => Promise<void>) {
    await giveBack();
    await clearFailures(db, scopeKey(userId, from.scope));
  }

  async function replaceRecoveryCodes(tx: Pick<Database, "delete" | "insert">, userId: number) {
    const codes = newRecoveryCodes();
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(
      codes.map((code) => ({
        userId,
        codeHash: hashRecoveryCode(userId, code.replace("-", "")),
        createdAt: now(),
      })),
    );
    return codes;
  }

  return {
    async isEnrolled(userId: number): Promise<boolean> {
      const found = await row(userId);
      return Boolean(found?.enabledAt);
    },

    async status(userId: number): Promise<TwoFactorStatus> {
      const found = await row(userId);
      const [left] = await db
        .select({ n: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return {
        enabled: Boolean(found?.enabledAt),
        enabledAt: found?.enabledAt?.toISOString() ?? null,
        recoveryCodesLeft: found?.enabledAt ? (left?.n ?? 0) : 0,
      };
    },

    /**
     * A new pending secret (replacing an unfinished enrolment); null when two-factor log-in is
     * already on. The secret is returned here and never again.
     */
    async startSetup(userId: number, label: string) {
      const secret = generateSecret();
      const stored = secrets.seal(userId, secret);
      const [saved] = await db
        .insert(twoFactorSecrets)
        .values({ userId, secret: stored, createdAt: now() })
        .onConflictDoUpdate({
          target: twoFactorSecrets.userId,
          set: { secret: stored, lastStep: null, createdAt: now() },
          setWhere: isNull(twoFactorSecrets.enabledAt),
        })
        .returning({ userId: twoFactorSecrets.userId });
      if (!saved) return null;
      return { secret, uri: generateURI({ issuer: options.issuer, label, secret }) };
    },

    /** Turns two-factor log-in on with a current code from the pending secret; new recovery codes. */
    async confirmSetup(
      userId: number,
      code: string,
      from: CodeSource,
    ): Promise<Outcome<string[], GuessReason | "already_enabled" | "no_pending_setup">> {
      const guess = await takeGuess(userId, from);
      if (!("ok" in guess)) return guess;
      const found = await row(userId);
      if (!found || found.enabledAt) {
        await guess.giveBack();
        return { refused: { reason: found ? "already_enabled" : "no_pending_setup" } };
      }
      const parsed = normalizeSecondFactor(code);
      const accepted =
        parsed?.kind === "totp" ? await acceptTotp(userId, found, parsed.code) : "wrong";
      if (accepted !== "ok") return refuseCode(accepted, guess.giveBack);
      await settle(userId, from, guess.giveBack);
      const codes = await db.transaction(async (tx) => {
        await tx
          .update(twoFactorSecrets)
          .set({ enabledAt: now() })
          .where(eq(twoFactorSecrets.userId, userId));
        return replaceRecoveryCodes(tx, userId);
      });
      return { ok: codes };
    },

    /**
     * The second factor: a current TOTP code or an unused recovery code. Wrong codes count
     * against the place they come from and the account (TWO_FACTOR_LIMITS): a locked place is
     * refused even a right code, elsewhere the right code needs at most a solved challenge.
     */
    async verify(userId: number, input: string, from: CodeSource): Promise<VerifyResult> {
      const guess = await takeGuess(userId, from);
      if (!("ok" in guess)) return guess;
      const found = await row(userId);
      if (!found?.enabledAt) {
        await guess.giveBack();
        return { refused: { reason: "not_enabled" } };
      }
      const parsed = normalizeSecondFactor(input);
      if (!parsed) return refuseCode("wrong", guess.giveBack);
      const accepted =
        parsed.kind === "totp"
          ? await acceptTotp(userId, found, parsed.code)
          : await acceptRecovery(userId, parsed.code);
      if (accepted !== "ok") return refuseCode(accepted, guess.giveBack);
      await settle(userId, from, guess.giveBack);
      return { ok: parsed.kind };
    },

    /** Turns two-factor log-in off: secret, recovery codes and pending tickets go. */
    async disable(userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.delete(loginTickets).where(eq(loginTickets.userId, userId));
      });
    },

    /** Ten new recovery codes; the old ones stop working. */
    async regenerateRecoveryCodes(userId: number): Promise<string[]> {
      return db.transaction((tx) => replaceRecoveryCodes(tx, userId));
    },

    ...loginTicketsOf(db, now),
  };
}
