/**
 * A self-hosted ALTCHA (v1 scheme, altcha-lib): the client finds `number` with
 * SHA-256(salt + number) = challenge; the HMAC signature proves the server issued it.
 * Reusable by any form: GET /api/challenge issues one, redeemSolution checks and spends one.
 */
import { createChallenge, verifySolution } from "altcha-lib/v1";
import { sql } from "drizzle-orm";
import type { PowChallenge } from "../../contract/challenge.ts";
import type { Database } from "../db/client.ts";
import { challengeRedemptions } from "../db/schema.ts";

export type ChallengeSettings = {
  /** HMAC key signing challenges; every instance must share it (derived from AUTH_SECRET). */
  hmacKey: string;
  /** The secret number is drawn from 0..maxNumber: the client tries maxNumber / 2 hashes on average. */
  maxNumber: number;
  /** How long a challenge can be solved and used. */
  ttlMs: number;
};

/**
 * 25,000 SHA-256 on average: about a second in a browser's worker, a cost per attempt that a
 * person pays once and a password-guessing run pays every time (with the per-address limits).
 */
export const DEFAULT_CHALLENGE = { maxNumber: 50_000, ttlMs: 5 * 60 * 1000 };

export async function issueChallenge(settings: ChallengeSettings): Promise<PowChallenge> {
  const challenge = await createChallenge({
    hmacKey: settings.hmacKey,
    maxNumber: settings.maxNumber,
    // Wall-clock time: altcha-lib checks expiry against Date.now().
    expires: new Date(Date.now() + settings.ttlMs),
  });
  return { ...challenge, maxnumber: settings.maxNumber };
}

export type Redemption = "ok" | "invalid" | "replayed";

/**
 * Checks a solution (the base64 JSON payload an ALTCHA client sends) and spends it: a signature
 * is accepted once across every instance, because the spent list is a database table with the
 * signature as its primary key.
 */
export async function redeemSolution(
  db: Database,
  settings: ChallengeSettings,
  payload: string | undefined,
): Promise<Redemption> {
  if (!payload || payload.length > 2000) return "invalid";
  let parsed: { signature?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
  } catch {
    return "invalid";
  }
  if (typeof parsed?.signature !== "string") return "invalid";
  const verified = await verifySolution(payload, settings.hmacKey, true).catch(() => false);
  if (!verified) return "invalid";
  // The signature covers the salt, which carries the expiry: keep it that long, then purge it.
  const spent = await db
    .insert(challengeRedemptions)
    .values({
      signature: parsed.signature,
      expiresAt: sql`${new Date(Date.now() + settings.ttlMs).toISOString()}::timestamptz`,
    })
    .onConflictDoNothing()
    .returning({ signature: challengeRedemptions.signature });
  return spent.length ? "ok" : "replayed";
}
