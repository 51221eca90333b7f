/** Accounts, sessions and what guards them: attempt counters, challenges, password resets. */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, moment, partOf, serialId } from "./columns.ts";

/**
 * Accounts. Deleting an account deletes the row, so the email can sign up again.
 * `email_verified_at` is null until the address is confirmed by the emailed link, and again
 * after the email changes (issue 31).
 */
export const users = pgTable(
  "users",
  {
    id: serialId(),
    email: text("email").notNull(),
    nickname: text("nickname").notNull(),
    avatar: text("avatar").notNull().default(""),
    passwordHash: text("password_hash").notNull(),
    emailVerifiedAt: moment("email_verified_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("users_email_key").on(t.email)],
);

/** The account a row belongs to: the row goes when the account is deleted. */
export const ownerId = () => partOf("user_id", () => users.id, "cascade");

/** Login sessions; only a SHA-256 hash of the bearer token is stored. */
export const sessions = pgTable(
  "sessions",
  {
    id: serialId(),
    userId: ownerId(),
    tokenHash: text("token_hash").notNull(),
    userAgent: text("user_agent").notNull().default(""),
    createdAt: createdAt(),
    lastSeenAt: moment("last_seen_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("sessions_token_hash_key").on(t.tokenHash),
    index("sessions_user_idx").on(t.userId),
  ],
);

/**
 * Failed attempts per key (account, address or both) in a fixed window; shared by every instance.
 * The key is `<kind>:<HMAC of the whole key>`: emails and addresses are only compared, never kept.
 * Rows past `expires_at` are purged on a schedule (server/lib/attempts.ts).
 */
export const authFailures = pgTable(
  "auth_failures",
  {
    key: text("key").primaryKey(),
    windowStart: moment("window_start").notNull(),
    count: integer("count").notNull().default(0),
    expiresAt: moment("expires_at").notNull(),
  },
  (t) => [index("auth_failures_expires_idx").on(t.expiresAt)],
);

/**
 * Proof-of-work solutions already used (server/lib/challenge.ts): each is accepted once, across
 * every instance. Kept until the challenge itself expires, then purged.
 */
export const challengeRedemptions = pgTable(
  "challenge_redemptions",
  {
    signature: text("signature").primaryKey(),
    expiresAt: moment("expires_at").notNull(),
  },
  (t) => [index("challenge_redemptions_expires_idx").on(t.expiresAt)],
);

/**
 * One pending password-reset code per account: a salted SHA-256 of the 6 digits, with the
 * guesses made so far (each guess is counted atomically before it is checked).
 */
export const passwordResets = pgTable(
  "password_resets",
  {
    userId: ownerId().primaryKey(),
    codeHash: text("code_hash").notNull(),
    salt: text("salt").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: moment("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("password_resets_attempts_check", sql`${t.attempts} between 0 and 5`)],
);

/**
 * One pending email confirmation per account: a SHA-256 of the link's token, the address it
 * confirms (so a link sent before the email changed confirms nothing), why it was sent (sign-up
 * sends a welcome once confirmed; `reset`: a forgotten password asked for at an unconfirmed
 * address) and the language of its mails. Deleted when used.
 */
export const emailVerifications = pgTable(
  "email_verifications",
  {
    userId: ownerId().primaryKey(),
    tokenHash: text("token_hash").notNull(),
    email: text("email").notNull(),
    purpose: text("purpose").notNull(),
    locale: text("locale").notNull(),
    expiresAt: moment("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("email_verifications_token_hash_key").on(t.tokenHash),
    check("email_verifications_purpose_check", sql`${t.purpose} in ('signup', 'change', 'reset')`),
  ],
);
