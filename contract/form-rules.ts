import { GIFT_LIMITS } from "./gift.ts";
import { SAVED_POSE_LIMITS } from "./saved-pose.ts";
import { normalizeSecondFactor } from "./two-factor.ts";
import { NICKNAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "./user.ts";

/**
 * The input rules of the site's forms as pure functions, shared by the browser (app/lib/use-form.ts
 * checks them before sending) and the server (its zod schemas refine with the same functions), so
 * both sides agree on every limit. Each returns the key of the problem, or undefined when the
 * value can go; the client turns the key into a sentence in the visitor's language.
 */

/**
 * zod's own email pattern (z.email()), so an address the server would refuse is refused before
 * it is sent: no leading, trailing or doubled dot, a dotted domain, a 2+ letter top level.
 */
const EMAIL =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const codePoints = (value: string) => [...value].length;

export function requiredProblem(value: string): "required" | undefined {
  return value ? undefined : "required";
}

export function emailProblem(value: string): "required" | "email" | undefined {
  const email = value.trim();
  if (!email) return "required";
  return EMAIL.test(email) ? undefined : "email";
}

/** New passwords: length only here (the server also refuses the most common ones). */
export function newPasswordProblem(
  value: string,
): "required" | "passwordShort" | "passwordLong" | undefined {
  const length = codePoints(value);
  if (length === 0) return "required";
  if (length < PASSWORD_MIN) return "passwordShort";
  if (length > PASSWORD_MAX) return "passwordLong";
  return undefined;
}

export function nicknameProblem(value: string): "required" | "nicknameLong" | undefined {
  const nickname = value.trim();
  if (!nickname) return "required";
  return codePoints(nickname) > NICKNAME_MAX ? "nicknameLong" : undefined;
}

/** The 6 digits of a password-reset email. */
export function resetCodeProblem(value: string): "required" | "code" | undefined {
  const code = value.trim();
  if (!code) return "required";
  return /^\d{6}$/.test(code) ? undefined : "code";
}

export type SecondFactorKind = "totp" | "recovery";

/** Longer than any code with its spaces and dash; the server refuses it unread. */
export const SECOND_FACTOR_MAX = 32;

/** An authenticator's code or a recovery code, as the visitor chose to type it. */
export function secondFactorProblem(
  value: string,
  kind: SecondFactorKind,
): "code" | "recovery" | undefined {
  const parsed = value.length > SECOND_FACTOR_MAX ? null : normalizeSecondFactor(value);
  if (kind === "totp") return parsed?.kind === "totp" ? undefined : "code";
  return parsed?.kind === "recovery" ? undefined : "recovery";
}

/** A whole number from 1 to `max`, typed as text (a number input's value). */
export function wholeNumberProblem(value: string, max: number): "range" | undefined {
  const number = Number(value);
  return /^\d+$/.test(value.trim()) && number >= 1 && number <= max ? undefined : "range";
}

// Control characters other than line breaks have no place in a message shown on a card.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f]/;

/** A gift's message, counted in code points after trimming like the server stores it. */
export function giftMessageProblem(value: string): "long" | "control" | undefined {
  const message = value.replace(/\r\n?/g, "\n").trim();
  if (codePoints(message) > GIFT_LIMITS.maxMessage) return "long";
  return CONTROL.test(message) ? "control" : undefined;
}

/** The name of a saved pose (issue 16): trimmed, 1 to SAVED_POSE_LIMITS.maxName characters. */
export function poseNameProblem(value: string): "required" | "tooLong" | undefined {
  const name = value.trim();
  if (!name) return "required";
  return codePoints(name) > SAVED_POSE_LIMITS.maxName ? "tooLong" : undefined;
}

/**
 * Free text of a visitor form (issue 18): trimmed like the server stores it, counted in code
 * points, no control characters but line breaks (and none at all on a one-line field).
 */
export function textProblem(
  value: string,
  rule: { max: number; required?: boolean; multiline?: boolean },
): "required" | "tooLong" | "control" | undefined {
  const text = value.replace(/\r\n?/g, "\n").trim();
  if (!text) return rule.required ? "required" : undefined;
  if (codePoints(text) > rule.max) return "tooLong";
  if (CONTROL.test(text) || (!rule.multiline && text.includes("\n"))) return "control";
  return undefined;
}

/** The same text as the server keeps it: line breaks made \n, trimmed. */
export const cleanText = (value: string) => value.replace(/\r\n?/g, "\n").trim();
