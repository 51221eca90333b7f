/** The user as the client stores it in local storage `userInfo`; the email is masked. */
export type UserInfo = {
  id: number;
  nickname: string;
  email: string;
  avatar: string;
  createdAt: string;
  /** The address was confirmed by the emailed link (false again after it changes). */
  emailVerified: boolean;
};

/** How long an email confirmation link works. */
export const VERIFICATION_LIFETIME_HOURS = 48;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NICKNAME_MAX = 40;

/**
 * The English `msg` of account refusals ("field: text"), for logs and developers. The client
 * words a refusal from `data.reason` (USER_REFUSAL_REASONS), never from this text.
 */
export const AUTH_ERRORS = {
  emailTaken: "email: already registered",
  wrongCredentials: "password: wrong email or password",
  wrongCurrent: "is not your current password",
  codeWrong: "code: is wrong or has expired; ask for a new one",
  passwordShort: `must be at least ${PASSWORD_MIN} characters`,
  passwordLong: `must be at most ${PASSWORD_MAX} characters`,
  passwordCommon: "is too common; choose another",
} as const;

/**
 * Why an account call was refused, in `data.reason` (with `data.field` where a field is at
 * fault), besides the reasons any call may give (contract/refusals.ts) and two_factor_required
 * (contract/two-factor.ts). `msg` stays the English "field: text" of AUTH_ERRORS.
 */
export const USER_REFUSAL_REASONS = [
  /** 409 from /user/register: the email already has an account. */
  "email_taken",
  /** 400 from /user/login: wrong email or password (never says which). */
  "wrong_credentials",
  /** 400: the current password confirming a sensitive action is wrong. */
  "password_wrong",
  /** 400: the new password breaks a rule (PASSWORD_MIN, PASSWORD_MAX, common passwords). */
  "password_too_short",
  "password_too_long",
  "password_too_common",
  /** 400 from /user/password/reset: the emailed code is wrong, used up or expired. */
  "code_wrong",
  /** 404 from /user/sessions/revoke: no such session of this account. */
  "session_not_found",
  /**
   * 403: the account's email is not confirmed yet, and the call needs it to be (accepting a staff
   * invitation, submitting a work).
   */
  "email_unverified",
  /** 410 from /user/email/verify: the link is unknown, used, expired or for an older address. */
  "verification_invalid",
  /** 409 from /user/email/resend: the address is already confirmed. */
  "already_verified",
  /** 400 from /user/email/change: the new address is the account's address already. */
  "email_same",
] as const;
export type UserRefusalReason = (typeof USER_REFUSAL_REASONS)[number];
