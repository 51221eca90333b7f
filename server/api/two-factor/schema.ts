import { z } from "zod";
import { SECOND_FACTOR_MAX, secondFactorProblem } from "../../../contract/form-rules.ts";
import type { TwoFactorReason } from "../../../contract/two-factor.ts";
import { refusals } from "../common.ts";
import { ChallengeSchema } from "../user/schema.ts";

const Password = z
  .string({ error: "is required" })
  .min(1, { error: "is required" })
  .max(1024, { error: "is too long" })
  .describe("The account's current password");

/**
 * The browser checks the same rules (contract/form-rules.ts) before it sends a code; the service
 * reads the code through normalizeSecondFactor, so spaces and a dash may stay.
 * Enrolment is confirmed with the authenticator app, never with a recovery code.
 */
const TotpCode = z
  .string({ error: "is required" })
  .max(SECOND_FACTOR_MAX, { error: "must be the 6 digits from the authenticator app" })
  .refine((s) => !secondFactorProblem(s, "totp"), {
    error: "must be the 6 digits from the authenticator app",
  })
  .describe("The 6-digit code the authenticator app shows now");

/** A 6-digit TOTP code or a recovery code (XXXXX-XXXXX). */
export const SecondFactorSchema = z
  .string({ error: "is required" })
  .max(SECOND_FACTOR_MAX, { error: "must be a 6-digit code or a recovery code" })
  .refine((s) => !secondFactorProblem(s, "totp") || !secondFactorProblem(s, "recovery"), {
    error: "must be a 6-digit code or a recovery code",
  })
  .describe("A 6-digit authenticator code, or one of the recovery codes (XXXXX-XXXXX)");

export const EnableBodySchema = z.object({
  password: Password,
  code: TotpCode,
  challenge: ChallengeSchema,
  endOtherSessions: z
    .boolean({ error: "must be true or false" })
    .default(true)
    .describe(
      "Log out the account's other devices once the second factor is on (as GitHub does): on " +
        "unless false, so a session stolen before enrolment ends with it",
    ),
});
export const ConfirmBodySchema = z.object({
  password: Password,
  code: SecondFactorSchema,
  challenge: ChallengeSchema,
});
export const LoginTwoFactorBodySchema = z.object({
  ticket: z
    .string({ error: "is required" })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: "must be the ticket from /user/login" })
    .describe("data.ticket of the two_factor_required answer"),
  code: SecondFactorSchema,
  challenge: ChallengeSchema,
});

export const TwoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int().describe("Unused recovery codes (0 when off)"),
});

export const SetupSchema = z.object({
  secret: z.string().describe("Base32, for manual entry; shown for this enrolment only"),
  uri: z.string().describe("otpauth://totp/… to show as a QR code"),
});

export const RecoveryCodesSchema = z.object({
  recoveryCodes: z
    .array(z.string())
    .describe("Shown once: each works once; only their hashes are kept"),
});

export const EnabledSchema = RecoveryCodesSchema.extend({
  endedSessions: z
    .number()
    .int()
    .describe("How many other sessions were ended (0 when endOtherSessions was false)"),
});

/** The refusals of a two-factor route per status, each naming its reasons (contract/two-factor.ts). */
export function twoFactorRefusals<S extends number>(
  byStatus: Record<S, readonly TwoFactorReason[]>,
) {
  return refusals(byStatus, {
    ticket: z.string().optional().describe("two_factor_required only: single-use, not a session"),
    expiresAt: z.string().optional().describe("two_factor_required only: when the ticket ends"),
  });
}
