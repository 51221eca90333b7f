// Confirming an account's email address (issue 31): the link's token, its use, resending it and
// changing the address. Until an address is confirmed it gets no password-reset mail, and the
// account cannot accept a staff invitation or submit a work.

import { randomBytes } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { UiLocale } from "../../../contract/language.ts";
import { VERIFICATION_LIFETIME_HOURS } from "../../../contract/user.ts";
import type { Database } from "../../db/client.ts";
import { emailVerifications, passwordResets, users } from "../../db/schema.ts";
import { unlessTaken } from "../../db/unique.ts";
import { type AttemptLimit, takeAttempt } from "../../lib/attempts.ts";
import type { Outcome } from "../common.ts";
import { hashToken, normalizeEmail, type UserRow } from "./repository.ts";
import { type AccountReason, type Caller, recheckPassword } from "./service.ts";

/**
 * Why a link was sent: a new account (a welcome follows), a changed address, or a forgotten
 * password asked for at an unconfirmed address (codes go only to confirmed ones, so the owner
 * of the mailbox confirms it first and then asks again: an address someone else signed up with
 * is won back this way, as before addresses were confirmed).
 */
export type VerificationPurpose = "signup" | "change" | "reset";

/** A link to mail: the token (only its hash is kept) and where it goes. */
export type VerificationLink = {
  token: string;
  to: string;
  purpose: VerificationPurpose;
  locale: UiLocale;
};

export const VERIFICATION_LIMITS = {
  /**
   * Resent links per account: a mailbox is not flooded by someone holding a session, and the
   * owner, who needs one link, is never stopped by this.
   */
  resendsPerAccount: { max: 3, windowMs: 3600 * 1000 },
  /**
   * Changes of address per account, counted once the password is right: each mails two
   * addresses and tells whether an address has an account, so a session cannot do it at will.
   */
  changesPerAccount: { max: 5, windowMs: 3600 * 1000 },
} as const satisfies Record<string, AttemptLimit>;

/** A fresh link for the account's current address, replacing any earlier one. */
export async function issueVerification(
  db: Database,
  user: { id: number; email: string },
  input: { purpose: VerificationPurpose; locale: UiLocale; now: Date },
): Promise<VerificationLink> {
  const token = randomBytes(32).toString("base64url");
  const row = {
    userId: user.id,
    tokenHash: hashToken(token),
    email: user.email,
    purpose: input.purpose,
    locale: input.locale,
    expiresAt: new Date(input.now.getTime() + VERIFICATION_LIFETIME_HOURS * 3600 * 1000),
    createdAt: input.now,
  };
  await db
    .insert(emailVerifications)
    .values(row)
    .onConflictDoUpdate({ target: emailVerifications.userId, set: row });
  return { token, to: user.email, purpose: input.purpose, locale: input.locale };
}

/**
 * Confirms the address a link was sent to. The row is deleted as it is read, so a link works
 * once even when two clicks race; it confirms nothing once it expired or the email changed.
 */
export async function confirmEmail(
  db: Database,
  token: string,
  now: Date,
): Promise<
  Outcome<{ user: UserRow; purpose: VerificationPurpose; locale: string }, AccountReason>
> {
  return db.transaction(async (tx) => {
    // Only a live link is taken: an expired one stays, so a resend keeps why it was sent.
    const [link] = await tx
      .delete(emailVerifications)
      .where(
        and(
          eq(emailVerifications.tokenHash, hashToken(token)),
          gt(emailVerifications.expiresAt, sql`${now.toISOString()}::timestamptz`),
        ),
      )
      .returning();
    if (!link) return { refused: { reason: "verification_invalid", field: "token" } };
    const [user] = await tx
      .update(users)
      .set({ emailVerifiedAt: now })
      .where(and(eq(users.id, link.userId), eq(users.email, link.email)))
      .returning();
    if (!user) return { refused: { reason: "verification_invalid", field: "token" } };
    return {
      ok: { user, purpose: link.purpose as VerificationPurpose, locale: link.locale },
    };
  });
}

/** A new link for a signed-in account whose address is not confirmed yet. */
export async function resendVerification(
  caller: Caller,
  user: UserRow,
  locale: UiLocale,
): Promise<Outcome<VerificationLink, AccountReason>> {
  if (user.emailVerifiedAt) return { refused: { reason: "already_verified" } };
  const attempt = await takeAttempt(
    caller.db,
    [[`verify:resend:${user.id}`, VERIFICATION_LIMITS.resendsPerAccount]],
    caller.now,
  );
  if (!attempt.ok) return { refused: { reason: "rate_limited", retryAfter: attempt.retryAfter } };
  const [pending] = await caller.db
    .select({ purpose: emailVerifications.purpose })
    .from(emailVerifications)
    .where(eq(emailVerifications.userId, user.id));
  const purpose = (pending?.purpose as VerificationPurpose | undefined) ?? "signup";
  return { ok: await issueVerification(caller.db, user, { purpose, locale, now: caller.now }) };
}

/**
 * A new email, confirmed by the current password: the account's address changes at once and is
 * unconfirmed until the link mailed to it is opened; a reset code mailed to the old address
 * stops working. Answers the account and the link (the route mails it, and tells the old address).
 */
export async function changeEmail(
  caller: Caller,
  session: { userId: number; sessionId: number },
  input: { password: string; email: string; locale: UiLocale },
): Promise<Outcome<{ user: UserRow; previous: string; link: VerificationLink }, AccountReason>> {
  const rechecked = await recheckPassword(caller, session, input.password, "password");
  if ("refused" in rechecked) return rechecked;
  const attempt = await takeAttempt(
    caller.db,
    [[`email:change:${session.userId}`, VERIFICATION_LIMITS.changesPerAccount]],
    caller.now,
  );
  if (!attempt.ok) return { refused: { reason: "rate_limited", retryAfter: attempt.retryAfter } };
  const previous = rechecked.ok.email;
  const email = normalizeEmail(input.email);
  if (email === previous) return { refused: { reason: "email_same", field: "email" } };
  const changed = await unlessTaken(
    () =>
      caller.db.transaction(async (tx) => {
        const [user] = await tx
          .update(users)
          .set({ email, emailVerifiedAt: null })
          .where(eq(users.id, session.userId))
          .returning();
        if (!user) return null;
        await tx.delete(passwordResets).where(eq(passwordResets.userId, user.id));
        const link = await issueVerification(tx, user, {
          purpose: "change",
          locale: input.locale,
          now: caller.now,
        });
        return { user, previous, link };
      }),
    "taken" as const,
  );
  if (changed === "taken") return { refused: { reason: "email_taken", field: "email" } };
  // The account was deleted by another session between the password check and the change.
  if (!changed) return { refused: { reason: "not_logged_in" } };
  return { ok: changed };
}
