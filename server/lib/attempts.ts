import { createHmac, randomBytes } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { authFailures, challengeRedemptions } from "../db/schema.ts";

export type AttemptLimit = { max: number; windowMs: number };

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

/**
 * Failed attempts per key in a fixed window, kept in the database so they survive restarts and
 * are shared by every instance. Returns the seconds to wait when the key is over its limit.
 */
export async function lockedFor(
  db: Database,
  key: string,
  limit: AttemptLimit,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ windowStart: authFailures.windowStart, count: authFailures.count })
    .from(authFailures)
    .where(eq(authFailures.key, storedKey(key)));
  if (!row) return 0;
  const ends = row.windowStart.getTime() + limit.windowMs;
  if (ends <= now.getTime() || row.count < limit.max) return 0;
  return Math.ceil((ends - now.getTime()) / 1000);
}

/** Failures counted against the key in its current window (0 once the window has passed). */
export async function failuresIn(
  db: Database,
  key: string,
  limit: { windowMs: number },
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ windowStart: authFailures.windowStart, count: authFailures.count })
    .from(authFailures)
    .where(eq(authFailures.key, storedKey(key)));
  if (!row || row.windowStart.getTime() + limit.windowMs <= now.getTime()) return 0;
  return row.count;
}

/** Counts `weight` attempts against the key (a costlier miss, such as an unknown gift code, counts more). */
export async function recordFailure(
  db: Database,
  key: string,
  limit: { windowMs: number },
  now: Date,
  weight = 1,
): Promise<void> {
  // Timestamps travel as ISO text with casts: both drivers bind raw Date parameters differently.
  const expired = sql`${new Date(now.getTime() - limit.windowMs).toISOString()}::timestamptz`;
  const current = sql`${now.toISOString()}::timestamptz`;
  const ends = sql`${new Date(now.getTime() + limit.windowMs).toISOString()}::timestamptz`;
  const renew = sql`${authFailures.windowStart} <= ${expired}`;
  await db
    .insert(authFailures)
    .values({
      key: storedKey(key),
      windowStart: now,
      count: weight,
      expiresAt: new Date(now.getTime() + limit.windowMs),
    })
    .onConflictDoUpdate({
      target: authFailures.key,
      set: {
        count: sql`case when ${renew} then ${weight} else ${authFailures.count} + ${weight} end`,
        windowStart: sql`case when ${renew} then ${current} else ${authFailures.windowStart} end`,
        // The longest window that has used this key decides when the row may go.
        expiresAt: sql`case when ${renew} then ${ends} else greatest(${authFailures.expiresAt}, ${ends}) end`,
      },
    });
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

/**
 * Runs purgeExpired every `everyMs` (with jitter, so instances spread out). The delete is
 * idempotent, so several instances purging at once is harmless: no leader election needed.
 */
export function schedulePurge(options: {
  db: Database;
  now: () => Date;
  everyMs: number;
  onError: (err: unknown) => void;
}): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const next = () => {
    if (stopped) return;
    const delay = options.everyMs * (0.75 + Math.random() * 0.5);
    timer = setTimeout(() => {
      purgeExpired(options.db, options.now()).catch(options.onError).finally(next);
    }, delay);
    timer.unref();
  };
  next();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
