import { z } from "zod";
import { emailProblem, nicknameProblem, resetCodeProblem } from "../../../contract/form-rules.ts";
import { UI_LOCALES } from "../../../contract/language.ts";
import { NICKNAME_MAX } from "../../../contract/user.ts";

export const UserInfoSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  email: z.string().describe("Masked: a***@example.com"),
  avatar: z.string(),
  createdAt: z.string(),
  emailVerified: z.boolean().describe("False until the emailed link confirms the address"),
});

export const LoginResultSchema = z.object({
  loginKey: z.string().describe("Bearer token for Authorization: Bearer <loginKey>"),
  userInfo: UserInfoSchema,
});

/** The browser checks the same rules (contract/form-rules.ts) before it sends a form. */
const Email = z
  .string({ error: "is required" })
  .trim()
  .max(254, { error: "is too long" })
  .refine((value) => emailProblem(value) !== "email", { error: "must be an email address" })
  .refine((value) => emailProblem(value) !== "required", { error: "is required" });

const AnyPassword = z
  .string({ error: "is required" })
  .min(1, { error: "is required" })
  .max(1024, { error: "is too long" });

const Locale = z
  .enum(UI_LOCALES)
  .optional()
  .describe("Language of the email; else Accept-Language");

const ResetCode = z
  .string({ error: "is required" })
  .trim()
  .refine((value) => !resetCodeProblem(value), { error: "must be the 6 digits from the email" });

export const RegisterBodySchema = z.object({
  email: Email,
  password: AnyPassword,
  language: Locale,
  nickname: z
    .string({ error: "is required" })
    .trim()
    .refine((value) => nicknameProblem(value) !== "required", { error: "is required" })
    .refine((value) => nicknameProblem(value) !== "nicknameLong", {
      error: `must be at most ${NICKNAME_MAX} characters`,
    }),
});

/** The optional solved challenge of a form that may answer 428 (log-in, reset, second factor). */
export const ChallengeSchema = z
  .string()
  .max(2000, { error: "is too long" })
  .optional()
  .describe("A solved challenge, when the last answer was 428");

export const LoginBodySchema = z.object({
  email: Email,
  password: AnyPassword,
  challenge: ChallengeSchema,
});

export const ChangePasswordBodySchema = z.object({
  oldPassword: AnyPassword,
  newPassword: AnyPassword,
});
export const DeleteBodySchema = z.object({ password: AnyPassword });
export const ForgotBodySchema = z.object({
  email: Email,
  language: Locale,
  challenge: ChallengeSchema,
});
export const ResetBodySchema = z.object({ email: Email, code: ResetCode, password: AnyPassword });
export const RevokeSessionBodySchema = z.object({
  id: z.number({ error: "must be a session id" }).int().positive(),
});

export const SessionSchema = z.object({
  id: z.number().int(),
  browser: z.string(),
  os: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});

/** The token of an email confirmation link (`/verify-email?token=…`). */
export const VerifyEmailBodySchema = z.object({
  token: z
    .string({ error: "is required" })
    .regex(/^[A-Za-z0-9_-]{20,200}$/, { error: "is not a confirmation link's token" }),
});
export const VerifiedSchema = z.object({
  email: z.string().describe("The address the link confirms (or is sent to), masked"),
});
export const ConfirmedSchema = VerifiedSchema.extend({
  purpose: z
    .enum(["signup", "change", "reset"])
    .describe("Why the link was sent: `reset`, the page offers to ask for the code again"),
});
export const MailLanguageBodySchema = z.object({ language: Locale });
export const ChangeEmailBodySchema = z.object({
  password: AnyPassword,
  email: Email,
  language: Locale,
});
