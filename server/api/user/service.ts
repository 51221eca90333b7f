// Account flows: each answers an Outcome (server/api/common.ts) with a reason from
// contract/user.ts; the routes answer it. Data access lives in repository.ts.

import type { UiLocale } from "../../../contract/language.ts";
import type { Refusal } from "../../../contract/refusals.ts";
import type { UserRefusalReason } from "../../../contract/user.ts";
import type { Database } from "../../db/client.ts";
import {
  ATTEMPT_WINDOW_MS,
  type AttemptLimit,
  clearFailures,
  countAttempt,
  takeAttempt,
} from "../../lib/attempts.ts";
import { type ChallengeSettings, redeemSolution } from "../../lib/challenge.ts";
import type { Outcome } from "../common.ts";
import { revokeGiftsOfUser } from "../gift/service.ts";
import { anonymiseSubmissionsOf } from "../inbox/retention-service.ts";
import { deleteWorksOfUser } from "../works/submission-service.ts";
import { hashPassword, passwordProblem, verifyPassword } from "./passwords.ts";
import {
  consumeResetCode,
  createUser,
  deleteUser,
  endSession,
  findUserByEmail,
  findUserById,
  issueResetCode,
  normalizeEmail,
  setPassword,
  type UserRow,
} from "./repository.ts";
import { issueVerification, type VerificationLink } from "./verification-service.ts";

/**
 * Log-in throttling (docs/decisions/0008-login-throttling-proof-of-work.md). No limit refuses the
 * right password from a clean address: an attacker can only lock out its own address.
 */
export const LOGIN_LIMITS = {
  /** Failures for one account from one address, then that address waits (429). */
  pair: { max: 5, windowMs: ATTEMPT_WINDOW_MS },
  /** Failures from one address across accounts, then that address waits (429). */
  address: { max: 50, windowMs: ATTEMPT_WINDOW_MS },
  /** Failures for one account from anywhere: past `max`, every attempt needs a solved challenge. */
  account: { max: 5, windowMs: ATTEMPT_WINDOW_MS },
} as const satisfies Record<string, AttemptLimit>;

export const RESET_LIMITS = {
  /**
   * Reset-code emails per account to requests from one address: further ones still answer 200
   * but send nothing. Per address, so requests for someone else's email from elsewhere never use
   * up the owner's mails (issue 30).
   */
  mailsPerPair: { max: 3, windowMs: ATTEMPT_WINDOW_MS },
  /**
   * Requests naming one email from anywhere, counted whether or not it has an account: past
   * `max`, each needs a solved challenge (428), which the owner's browser solves: many addresses
   * cost an attacker a proof of work a mail, and never lock the owner out.
   */
  requestsPerEmail: { max: 5, windowMs: ATTEMPT_WINDOW_MS },
  /** Forgot-password requests per address. */
  requestsPerAddress: { max: 20, windowMs: ATTEMPT_WINDOW_MS },
  /** Wrong codes per address, across accounts. */
  guessesPerAddress: { max: 30, windowMs: ATTEMPT_WINDOW_MS },
} as const satisfies Record<string, AttemptLimit>;

export type AccountReason =
  | UserRefusalReason
  | "rate_limited"
  | "challenge_required"
  | "not_logged_in";

/** Who asks: the database, the request's clock reading and its address. */
export type Caller = { db: Database; now: Date; ip: string };

const loginAccountKey = (email: string) => `login:account:${email}`;
const loginPairKey = (email: string, ip: string) => `login:pair:${email}|${ip}`;

/** One attempt of `caller` counted under `key` (lib/attempts.ts). */
const takeOne = (caller: Caller, key: string, limit: AttemptLimit) =>
  takeAttempt(caller.db, [[key, limit]], caller.now);

const limited = (retryAfter: number) =>
  ({ refused: { reason: "rate_limited", retryAfter } }) as const;

function weakPassword(password: string, field: string): { refused: Refusal<AccountReason> } | null {
  const problem = passwordProblem(password);
  return problem ? { refused: { reason: problem.reason, field } } : null;
}

/** Sign-up: `signupsPerHour` attempts an hour per address (0: no limit), then the account. */
export async function register(
  caller: Caller,
  input: { email: string; password: string; nickname: string },
  signupsPerHour: number,
): Promise<Outcome<UserRow, AccountReason>> {
  if (signupsPerHour > 0) {
    const limit = { max: signupsPerHour, windowMs: 3600 * 1000 };
    const attempt = await takeOne(caller, `register:address:${caller.ip}`, limit);
    if (!attempt.ok) return limited(attempt.retryAfter);
  }
  const weak = weakPassword(input.password, "password");
  if (weak) return weak;
  const user = await createUser(caller.db, {
    email: input.email,
    nickname: input.nickname,
    passwordHash: await hashPassword(input.password),
    now: caller.now,
  });
  return user ? { ok: user } : { refused: { reason: "email_taken", field: "email" } };
}

/**
 * Checks a password log-in. Every attempt is counted before the password is looked at (so a
 * burst cannot outrun the limits) and given back when it succeeds; the account's own counter
 * then stays, so a success does not switch the challenge off for attackers.
 */
export async function logIn(
  caller: Caller,
  input: { email: string; password: string; challenge?: string | undefined },
  challenge: ChallengeSettings,
): Promise<Outcome<UserRow, AccountReason>> {
  const { db, now, ip } = caller;
  const email = normalizeEmail(input.email);
  const pairKey = loginPairKey(email, ip);
  const attempt = await takeAttempt(
    db,
    [
      [pairKey, LOGIN_LIMITS.pair],
      [`login:address:${ip}`, LOGIN_LIMITS.address],
    ],
    now,
  );
  if (!attempt.ok) return limited(attempt.retryAfter);
  const accountKey = loginAccountKey(email);
  const account = await countAttempt(db, accountKey, LOGIN_LIMITS.account, now);
  const giveBack = async () => {
    await attempt.giveBack();
    await countAttempt(db, accountKey, LOGIN_LIMITS.account, now, -1);
  };
  if (account.count > LOGIN_LIMITS.account.max) {
    if ((await redeemSolution(db, challenge, input.challenge)) !== "ok") {
      await giveBack();
      return { refused: { reason: "challenge_required", field: "challenge" } };
    }
  }
  const user = await findUserByEmail(db, email);
  if (!(await verifyPassword(user?.passwordHash ?? null, input.password)) || !user) {
    return { refused: { reason: "wrong_credentials", field: "password" } };
  }
  await giveBack();
  await clearFailures(db, pairKey);
  return { ok: user };
}

/**
 * Re-checks of the current password before a sensitive action (password change, two-factor
 * changes, deleting the account). A stolen session must not allow unlimited online guessing, so
 * every check is counted before the password is looked at, as log-in counts: per session, and per
 * account from one address. Neither can lock the owner out: an attacker's failures hold back only
 * the session and the address they came from, never the owner's own session on a clean address.
 */
export const RECHECK_LIMITS = {
  session: { max: 5, windowMs: ATTEMPT_WINDOW_MS },
  pair: { max: 5, windowMs: ATTEMPT_WINDOW_MS },
} as const satisfies Record<string, AttemptLimit>;

/** The signed-in user, when `password` is their current password (sensitive actions). */
export async function recheckPassword(
  caller: Caller,
  session: { userId: number; sessionId: number },
  password: string,
  field: string,
): Promise<Outcome<UserRow, AccountReason>> {
  const { db, now, ip } = caller;
  const attempt = await takeAttempt(
    db,
    [
      [`recheck:session:${session.sessionId}`, RECHECK_LIMITS.session],
      [`recheck:pair:${session.userId}|${ip}`, RECHECK_LIMITS.pair],
    ],
    now,
  );
  if (!attempt.ok) return limited(attempt.retryAfter);
  const user = await findUserById(db, session.userId);
  if (!user || !(await verifyPassword(user.passwordHash, password))) {
    return { refused: { reason: "password_wrong", field } };
  }
  await attempt.giveBack();
  return { ok: user };
}

/** New password, confirmed by the current one; every other session ends. */
export async function changePassword(
  caller: Caller,
  session: { userId: number; sessionId: number },
  input: { oldPassword: string; newPassword: string },
): Promise<Outcome<null, AccountReason>> {
  const rechecked = await recheckPassword(caller, session, input.oldPassword, "oldPassword");
  if ("refused" in rechecked) return rechecked;
  const user = rechecked.ok;
  const weak = weakPassword(input.newPassword, "newPassword");
  if (weak) return weak;
  await setPassword(caller.db, {
    userId: user.id,
    passwordHash: await hashPassword(input.newPassword),
    keepSessionId: session.sessionId,
  });
  return { ok: null };
}

/** Deletes the account once the password confirms it (see /logout-agreement). */
export async function deleteAccount(
  caller: Caller,
  session: { userId: number; sessionId: number },
  password: string,
): Promise<Outcome<null, AccountReason>> {
  const rechecked = await recheckPassword(caller, session, password, "password");
  if ("refused" in rechecked) return rechecked;
  const user = rechecked.ok;
  await caller.db.transaction(async (tx) => {
    // Gift links stop working; what friends already claimed stays theirs.
    await revokeGiftsOfUser(tx, user.id, caller.now);
    // Support tickets, enquiries and applications sent from the account keep nothing personal.
    await anonymiseSubmissionsOf(tx, user.id, caller.now);
    // Works go with the account (CASCADE); their private originals are deleted with them.
    await deleteWorksOfUser(tx, user.id);
    await deleteUser(tx, user.id);
  });
  return { ok: null };
}

/** Counts a forgot-password request against the address (every request counts). */
export async function admitResetRequest(
  caller: Caller,
  input: { email: string; challenge?: string | undefined },
  challenge: ChallengeSettings,
): Promise<Outcome<null, AccountReason>> {
  const { db, now, ip } = caller;
  const attempt = await takeOne(caller, `forgot:address:${ip}`, RESET_LIMITS.requestsPerAddress);
  if (!attempt.ok) return limited(attempt.retryAfter);
  // Counted for any email, known or not, before the account is looked up: a 428 tells nothing.
  const key = `forgot:email:${normalizeEmail(input.email)}`;
  const named = await countAttempt(db, key, RESET_LIMITS.requestsPerEmail, now);
  if (named.count > RESET_LIMITS.requestsPerEmail.max) {
    if ((await redeemSolution(db, challenge, input.challenge)) !== "ok") {
      // The browser sends this request again with the solution: counted once, not twice.
      await attempt.giveBack();
      await countAttempt(db, key, RESET_LIMITS.requestsPerEmail, now, -1);
      return { refused: { reason: "challenge_required", field: "challenge" } };
    }
  }
  return { ok: null };
}

/**
 * What a forgot-password request mails, if anything: a reset code to a confirmed address; to an
 * unconfirmed one a link to confirm it first (a code then follows a second request); nothing for
 * an unknown email, or when requests from this address have had this account's mails for the
 * window. Runs after the answer has left (see the route).
 */
export async function newResetCode(
  caller: Caller,
  email: string,
  locale: UiLocale,
): Promise<{ user: UserRow; code: string } | { user: UserRow; link: VerificationLink } | null> {
  const { db, now, ip } = caller;
  const user = await findUserByEmail(db, email);
  if (!user) return null;
  const attempt = await takeOne(
    caller,
    `forgot:account:${email}:address:${ip}`,
    RESET_LIMITS.mailsPerPair,
  );
  if (!attempt.ok) return null;
  // An address nobody has confirmed may be a typo or someone else's: it gets no reset code.
  if (!user.emailVerifiedAt) {
    return { user, link: await issueVerification(db, user, { purpose: "reset", locale, now }) };
  }
  return { user, code: await issueResetCode(db, user.id, now) };
}

/**
 * A new password with the emailed code: wrong codes count against the address. It unlocks the
 * log-in counters of that account from this address.
 */
export async function resetPassword(
  caller: Caller,
  input: { email: string; code: string; password: string },
): Promise<Outcome<UserRow, AccountReason>> {
  const { db, now, ip } = caller;
  const attempt = await takeOne(caller, `reset:address:${ip}`, RESET_LIMITS.guessesPerAddress);
  if (!attempt.ok) return limited(attempt.retryAfter);
  const weak = weakPassword(input.password, "password");
  if (weak) {
    await attempt.giveBack();
    return weak;
  }
  const email = normalizeEmail(input.email);
  const user = await findUserByEmail(db, email);
  if (!user || !(await consumeResetCode(db, user.id, input.code, now))) {
    return { refused: { reason: "code_wrong", field: "code" } };
  }
  await attempt.giveBack();
  await setPassword(db, {
    userId: user.id,
    passwordHash: await hashPassword(input.password),
  });
  await clearFailures(db, loginAccountKey(email));
  await clearFailures(db, loginPairKey(email, ip));
  return { ok: user };
}

/** Ends one session of the account (never someone else's). */
export async function revokeSession(
  db: Database,
  userId: number,
  sessionId: number,
): Promise<Outcome<null, AccountReason>> {
  return (await endSession(db, userId, sessionId))
    ? { ok: null }
    : { refused: { reason: "session_not_found", field: "id" } };
}
