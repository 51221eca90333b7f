import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { authFailures } from "../db/schema.ts";

export type AttemptLimit = { max: number; windowMs: number };

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
  const [row] = await db.select().from(authFailures).where(eq(authFailures.key, key));
  if (!row) return 0;
  const ends = row.windowStart.getTime() + limit.windowMs;
  if (ends <= now.getTime() || row.count < limit.max) return 0;
  return Math.ceil((ends - now.getTime()) / 1000);
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
  await db
    .insert(authFailures)
    .values({ key, windowStart: now, count: weight })
    .onConflictDoUpdate({
      target: authFailures.key,
      set: {
        count: sql`case when ${authFailures.windowStart} <= ${expired} then ${weight} else ${authFailures.count} + ${weight} end`,
        windowStart: sql`case when ${authFailures.windowStart} <= ${expired} then ${current} else ${authFailures.windowStart} end`,
      },
    });
}

export async function clearFailures(db: Database, key: string): Promise<void> {
  await db.delete(authFailures).where(eq(authFailures.key, key));
}
