import type { FastifyInstance, FastifyReply } from "fastify";
import type { Database } from "../db/client.ts";
import { type AttemptLimit, GUESS_WEIGHT, type LookupWeight, takeLookup } from "../lib/attempts.ts";
import { sendRefusal } from "./refusal-status.ts";

/**
 * The guard before a route looks up a secret it was given (a gift code, a share or invitation
 * token): past a limit it answers 429 `rate_limited` with Retry-After and gives null; else it
 * gives what to call when there is no such secret, so a guess costs `weight.unknown`.
 */
export async function admitLookup(
  reply: FastifyReply,
  lookup: {
    db: Database;
    keys: readonly (readonly [string, AttemptLimit])[];
    now: Date;
    weight: LookupWeight;
    msg: string;
  },
): Promise<(() => Promise<void>) | null> {
  const attempt = await takeLookup(lookup.db, lookup.keys, lookup.now, lookup.weight);
  if (attempt.ok) return attempt.unknown;
  sendRefusal(reply, { reason: "rate_limited", retryAfter: attempt.retryAfter }, lookup.msg);
  return null;
}

/**
 * admitLookup on `app`'s database and clock (or the request's `now`), a guess costing
 * GUESS_WEIGHT, refused with `msg`: what a route file makes once and calls with its keys.
 */
export const lookupGuard =
  (app: FastifyInstance, msg: string) =>
  (reply: FastifyReply, keys: readonly (readonly [string, AttemptLimit])[], now = app.now()) =>
    admitLookup(reply, { db: app.db, keys, now, weight: GUESS_WEIGHT, msg });
