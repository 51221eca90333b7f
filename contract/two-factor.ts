// Two-factor log-in (TOTP with recovery codes), shared by client and server. The server's zod
// schemas live in server/api/two-factor/schema.ts.

/** How many recovery codes an account gets at enrolment and at each regeneration. */
export const RECOVERY_CODE_COUNT = 10;

/** A 6-digit authenticator code. */
export const TOTP_CODE_PATTERN = /^\d{6}$/;

/**
 * A recovery code as shown: two groups of five from an alphabet without look-alikes
 * (no 0/O, 1/I/L), e.g. `7KQ4M-XH2PD`. Input is read case-insensitively, with or without the dash.
 */
export const RECOVERY_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const RECOVERY_CODE_PATTERN = /^[2-9A-HJKMNP-Z]{5}-?[2-9A-HJKMNP-Z]{5}$/i;

/** Digits and spaces become a TOTP code; anything else is read as a recovery code. */
export function normalizeSecondFactor(
  input: string,
): { kind: "totp"; code: string } | { kind: "recovery"; code: string } | null {
  const compact = input.replace(/[\s-]/g, "").toUpperCase();
  if (TOTP_CODE_PATTERN.test(compact)) return { kind: "totp", code: compact };
  if (RECOVERY_CODE_PATTERN.test(compact)) return { kind: "recovery", code: compact };
  return null;
}

/**
 * Why a two-factor call was refused (or, for the log-in, why it is not finished yet), in
 * `data.reason` of the error envelope, like the gift API: the client says it in the visitor's
 * language, `msg` is English for logs and developers.
 */
export const TWO_FACTOR_REASONS = [
  /** 403 from /user/login: the password was right; finish with `data.ticket` and a code. */
  "two_factor_required",
  /** 400: the code (TOTP or recovery) is wrong or from an old window. */
  "code_wrong",
  /**
   * 409: the code is right but already spent (a double-clicked submit, a code entered twice):
   * not held against the account; wait for the authenticator's next code.
   */
  "code_used",
  /** 400: the password is not the account's current one. */
  "password_wrong",
  /** 401: the log-in ticket is unknown, used or expired; log in with the password again. */
  "ticket_invalid",
  /** 409: two-factor log-in is already on (enrolment) or off (disable, new codes). */
  "already_enabled",
  "not_enabled",
  /** 409: confirming without a started enrolment. */
  "no_pending_setup",
  /**
   * 428: many wrong codes for this account from elsewhere: send a solved challenge
   * (GET /api/challenge) as `challenge` with the code. The owner's browser solves it.
   */
  "challenge_required",
  /**
   * 429: too many wrong codes for this account from this address (log-in) or this session
   * (account page, console); see Retry-After (and data.retryAfter). Elsewhere is not held up.
   */
  "locked",
] as const;
export type TwoFactorReason = (typeof TWO_FACTOR_REASONS)[number];

/** `data` of a refused two-factor call. */
export type TwoFactorRefusal = {
  reason: TwoFactorReason;
  /** two_factor_required only: the single-use log-in ticket and when it stops working. */
  ticket?: string;
  expiresAt?: string;
  retryAfter?: number;
};

export type TwoFactorStatus = {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
};

export type TwoFactorSetup = {
  /** Base32 secret for manual entry; shown during this enrolment only. */
  secret: string;
  /** otpauth://totp/… for the QR code. */
  uri: string;
};
