import { createHmac, randomBytes } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { authFailures, challengeRedemptions } from "../db/schema.ts";

export type AttemptLimit = { max: number; windowMs: number };

/** The window of most attempt limits (logins, resets, gift codes, two-factor codes). */
export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

// Replaced by buildApp with a key derived from AUTH_SECRET, which every instance shares.
let keySecret = randomBytes(32).toString("base64url");

/** Sets the HMAC key for stored attempt keys (buildApp, from AUTH_SECRET). */
export function setAttemptKeySecret(secret: string) {
  keySecret = secret;
}

/**
 * What the table keeps for a key such as `login:account:ann@example.com`: its kind in clear (for
 * operators) and an HMAC of the whole key. Emails and addresses are only ever compared, so a
 * leaked table or backup names nobody; without the secret the hashes cannot be tested offline.
 */
export function storedKey(key: string): string {
  const kind = key.split(":").slice(0, 2).join(":");
  return `${kind}:${createHmac("sha256", keySecret).update(key).digest("base64url")}`;
}

/** Attempts counted against a key in its current window, and the seconds until it ends. */
export type Counted = { count: number; secondsLeft: number };

/**
 * Adds `weight` attempts to the key in one statement (INSERT … ON CONFLICT DO UPDATE …
 * RETURNING), kept in the database so counts survive restarts and every instance shares them.
 * The count it returns already includes this attempt, so parallel requests each see a
 * different count: comparing it with the limit cannot let a burst slip through, as reading
 * first and counting afterwards did. A negative weight gives attempts back.
 */
export async function countAttempt(
  db: Database,
  key: string,
  limit: { windowMs: number },
  now: Date,
  weight = 1,
): Promise<Counted> {
  // Timestamps travel as ISO text with casts: both drivers bind raw Date parameters differently.
  const expired = sql`${new Date(now.getTime() - limit.windowMs).toISOString()}::timestamptz`;
  const current = sql`${now.toISOString()}::timestamptz`;
  const ends = sql`${new Date(now.getTime() + limit.windowMs).toISOString()}::timestamptz`;
  const renew = sql`${authFailures.windowStart} <= ${expired}`;
  const fresh = Math.max(weight, 0);
  const [row] = await db
    .insert(authFailures)
    .values({
      key: storedKey(key),
      windowStart: now,
      count: fresh,
      expiresAt: new Date(now.getTime() + limit.windowMs),
    })
    .onConflictDoUpdate({
      target: authFailures.key,
      set: {
        count: sql`case when ${renew} then ${fresh} else greatest(${authFailures.count} + ${weight}, 0) end`,
        windowStart: sql`case when ${renew} then ${current} else ${authFailures.windowStart} end`,
        // The longest window that has used this key decides when the row may go.
        expiresAt: sql`case when ${renew} then ${ends} else greatest(${authFailures.expiresAt}, ${ends}) end`,
      },
    })
    .returning({ count: authFailures.count, windowStart: authFailures.windowStart });
  const windowEnds = (row?.windowStart ?? now).getTime() + limit.windowMs;
  return {
    count: row?.count ?? fresh,
    secondsLeft: Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000)),
  };
}

/** The outcome of taking an attempt under one or more limits. */
export type AttemptOutcome =
  | {
      ok: true;
      /** Gives the attempt back, for outcomes that are not held against the caller (a success). */
      giveBack: () => Promise<void>;
    }
  | { ok: false; retryAfter: number };

/**
 * The one attempt-limit guard (logins, resets, sign-ups, gift codes, two-factor codes): counts
 * the attempt against every key first and refuses it when any count is past its limit. A refused
 * attempt is given back at once, so waiting out the window is enough; a caller gives back an
 * allowed one when its outcome should not count (e.g. a right password).
 */
export async function takeAttempt(
  db: Database,
  keys: readonly (readonly [string, AttemptLimit])[],
  now: Date,
  weight = 1,
): Promise<AttemptOutcome> {
  const taken: (readonly [string, AttemptLimit])[] = [];
  const giveBack = async () => {
    for (const [key, limit] of taken) await countAttempt(db, key, limit, now, -weight);
  };
  for (const entry of keys) {
    const [key, limit] = entry;
    const { count, secondsLeft } = await countAttempt(db, key, limit, now, weight);
    taken.push(entry);
    if (count > limit.max) {
      await giveBack();
      return { ok: false, retryAfter: secondsLeft };
    }
  }
  return { ok: true, giveBack };
}

/** What a look-up of a secret costs: a known one, and an unknown one (a guess). */
export type LookupWeight = { known: number; unknown: number };

/** Gift codes, share and invitation tokens: a guess costs five look-ups of a real link. */
export const GUESS_WEIGHT = { known: 1, unknown: 5 } as const satisfies LookupWeight;

/**
 * takeAttempt for looking up a secret someone was given (a gift code, a share or invitation
 * token): it counts `weight.known` at once, and `unknown()` adds the rest when there is no such
 * secret, so guessing runs out of attempts long before following real links does.
 */
export async function takeLookup(
  db: Database,
  keys: readonly (readonly [string, AttemptLimit])[],
  now: Date,
  weight: LookupWeight,
): Promise<
  | (AttemptOutcome & { ok: true } & { unknown: () => Promise<void> })
  | { ok: false; retryAfter: number }
> {
  const attempt = await takeAttempt(db, keys, now, weight.known);
  if (!attempt.ok) return attempt;
  const unknown = async () => {
    for (const [key, limit] of keys) {
      await countAttempt(db, key, limit, now, weight.unknown - weight.known);
    }
  };
  return { ...attempt, unknown };
}

export async function clearFailures(db: Database, key: string): Promise<void> {
  await db.delete(authFailures).where(eq(authFailures.key, storedKey(key)));
}

/** Deletes counters past their window and spent challenge solutions past their expiry. */
export async function purgeExpired(db: Database, now: Date): Promise<number> {
  const cutoff = sql`${now.toISOString()}::timestamptz`;
  const failures = await db
    .delete(authFailures)
    .where(lt(authFailures.expiresAt, cutoff))
    .returning({ key: authFailures.key });
  const redemptions = await db
    .delete(challengeRedemptions)
    .where(lt(challengeRedemptions.expiresAt, cutoff))
    .returning({ signature: challengeRedemptions.signature });
  return failures.length + redemptions.length;
}
