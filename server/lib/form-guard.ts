/**
 * The one guard of every visitor form (support, business, beta, careers; ADR 0018): a solved
 * proof-of-work challenge on every submission, a honeypot field, and limits per address and per
 * email shared by every instance (the attempts table).
 */
import { randomInt } from "node:crypto";
import type { FastifyBaseLogger, FastifyReply } from "fastify";
import { z } from "zod";
import { CHALLENGE_REQUIRED } from "../../contract/challenge.ts";
import {
  FORM_LIMITS,
  HONEYPOT_FIELD,
  type InquiryKind,
  type InquiryReceipt,
  makeReference,
} from "../../contract/inbox.ts";
import { refusals } from "../api/common.ts";
import { sendRefusal } from "../api/refusal-status.ts";
import type { Database } from "../db/client.ts";
import { takeAttempt } from "./attempts.ts";
import { type ChallengeSettings, redeemSolution } from "./challenge.ts";

/** The fields every visitor form's body carries besides its own (zod, for the route schemas). */
export const VisitorFormFields = {
  challenge: z
    .string()
    .max(2000)
    .optional()
    .describe("A solved proof-of-work challenge (GET /api/challenge); required, else 428"),
  [HONEYPOT_FIELD]: z
    .string()
    .max(2000)
    .optional()
    .describe("Leave empty: a hidden field only bots fill (filled: answered, not stored)"),
};

/** The refusals the guard adds to a form route's OpenAPI responses. */
export const formGuardRefusals = refusals({ 428: ["challenge_required"], 429: ["rate_limited"] });

export type FormGuardContext = {
  db: Database;
  now: Date;
  ip: string;
  challenge: ChallengeSettings;
  log: FastifyBaseLogger;
};

export type FormGuardOutcome =
  | { pass: true }
  /** The honeypot was filled: answer `fakeReceipt(kind)` as a success, store and send nothing. */
  | { trapped: true }
  | { refused: { reason: "challenge_required"; field: "challenge" } }
  | { refused: { reason: "rate_limited"; retryAfter: number } };

/**
 * Checks a submission before anything is stored: the challenge first (spent whatever follows, so
 * each submission costs its own proof of work), then the honeypot, then the limits — the
 * address's across every form, the email's per kind from that address, so nobody elsewhere can
 * use up the owner's. The email is normalised by the caller.
 */
export async function guardVisitorForm(
  context: FormGuardContext,
  input: {
    kind: InquiryKind;
    email: string;
    challenge: string | undefined;
    honeypot: string | undefined;
  },
): Promise<FormGuardOutcome> {
  const { db, now, ip } = context;
  if ((await redeemSolution(db, context.challenge, input.challenge)) !== "ok") {
    return { refused: { reason: "challenge_required", field: "challenge" } };
  }
  if (input.honeypot?.trim()) {
    // Info, not warn: bots are expected; the count is what matters. No address or email logged.
    context.log.info({ form: input.kind }, "form honeypot filled: answered, not stored");
    return { trapped: true };
  }
  const attempt = await takeAttempt(
    db,
    [
      [`form:address:${ip}`, FORM_LIMITS.perAddress],
      [`form:email:${input.kind}:${input.email}:address:${ip}`, FORM_LIMITS.perEmail],
    ],
    now,
  );
  if (!attempt.ok) return { refused: { reason: "rate_limited", retryAfter: attempt.retryAfter } };
  return { pass: true };
}

/** Answers a guard refusal (428 or 429, with Retry-After). */
export function refuseByGuard(
  reply: FastifyReply,
  refused: Extract<FormGuardOutcome, { refused: unknown }>["refused"],
) {
  return refused.reason === "challenge_required"
    ? sendRefusal(reply, refused, CHALLENGE_REQUIRED)
    : sendRefusal(reply, refused, "form: too many submissions; try again later");
}

/** What a trapped bot is told: a receipt shaped like the real one, naming nothing stored. */
export function fakeReceipt(kind: InquiryKind): InquiryReceipt {
  return { reference: makeReference(kind, (n) => randomInt(n)), kind };
}
