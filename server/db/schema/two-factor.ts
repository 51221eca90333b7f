/** Two-factor log-in: secrets, recovery codes and half-way log-in tickets. */
import { index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { ownerId } from "./accounts.ts";
import { createdAt, moment, serialId } from "./columns.ts";

/**
 * Two-factor log-in (TOTP), one row per account that started enrolment. `secret` is the Base32
 * secret, AES-256-GCM encrypted when TWO_FACTOR_KEY is set (ADR 0006); it is shown once while
 * enrolling and never returned again. `enabled_at` null means enrolment is pending. `last_step`
 * is the last accepted time step: a code of that step or an older one is refused (no replay).
 */
export const twoFactorSecrets = pgTable("two_factor_secrets", {
  userId: ownerId().primaryKey(),
  secret: text("secret").notNull(),
  enabledAt: moment("enabled_at"),
  lastStep: integer("last_step"),
  createdAt: createdAt(),
});

/** One-time recovery codes: only a SHA-256 of each; `used_at` set when spent (atomically). */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: serialId(),
    userId: ownerId(),
    codeHash: text("code_hash").notNull(),
    usedAt: moment("used_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("recovery_codes_user_hash_key").on(t.userId, t.codeHash)],
);

/**
 * The half-way state of a log-in whose password was right and whose second factor is still to
 * come: a short-lived, single-use ticket (only its SHA-256 is kept). It is not a session: it
 * opens nothing but POST /api/user/login/two-factor.
 */
export const loginTickets = pgTable(
  "login_tickets",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: ownerId(),
    expiresAt: moment("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("login_tickets_user_idx").on(t.userId)],
);
