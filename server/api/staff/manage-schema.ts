import { z } from "zod";
import { emailProblem } from "../../../contract/form-rules.ts";
import { UI_LOCALES } from "../../../contract/language.ts";
import { ROLES } from "../../../contract/permissions.ts";
import { INVITATION_TOKEN_PATTERN } from "../../../contract/staff.ts";
import { ChallengeSchema } from "../user/schema.ts";

const Role = z.enum(ROLES);
const UserId = z.number({ error: "is required" }).int().positive();
/** The operator's password, or a TOTP or recovery code, entered again (checked in the route). */
const Confirm = z.string().max(1024, { error: "is too long" }).optional();

export const StaffEntrySchema = z.object({
  userId: z.number().int(),
  email: z.string(),
  nickname: z.string(),
  role: Role,
  since: z.string(),
  twoFactor: z.boolean(),
});

export const InvitationEntrySchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: Role,
  invitedBy: z.string().nullable().describe("The inviter's email, `cli`, or null if gone"),
  createdAt: z.string(),
  expiresAt: z.string(),
});

export const StaffListSchema = z.object({
  staff: z.array(StaffEntrySchema),
  invitations: z.array(InvitationEntrySchema),
});

export const ChangeRoleBodySchema = z.object({
  userId: UserId,
  expected: Role.describe("The role the operator saw; another one answers 409 conflict"),
  role: Role,
  confirm: Confirm,
  challenge: ChallengeSchema,
});

export const RemoveBodySchema = z.object({
  userId: UserId,
  expected: Role.describe("The role the operator saw; another one answers 409 conflict"),
  confirm: Confirm,
  challenge: ChallengeSchema,
});

export const InviteBodySchema = z.object({
  email: z
    .string({ error: "is required" })
    .trim()
    .max(254, { error: "is too long" })
    .refine((value) => emailProblem(value) !== "required", { error: "is required" })
    .refine((value) => emailProblem(value) !== "email", { error: "must be an email address" }),
  role: Role,
  language: z.enum(UI_LOCALES).optional().describe("Language of the email; else Accept-Language"),
});

export const InvitedSchema = z.object({
  invitation: InvitationEntrySchema,
  link: z.string().describe("Shown once: only the token's hash is stored"),
});

export const RevokeBodySchema = z.object({
  id: z.number({ error: "is required" }).int().positive(),
});

export const TokenQuerySchema = z.object({
  token: z.string({ error: "is required" }).regex(INVITATION_TOKEN_PATTERN, {
    error: "must be an invitation token",
  }),
});
export const TokenBodySchema = TokenQuerySchema;

export const InvitationInfoSchema = z.object({
  email: z.string().describe("Masked: a***@example.com"),
  role: Role,
  expiresAt: z.string(),
  state: z.enum(["pending", "accepted", "expired"]),
});

export const AcceptedSchema = z.object({
  role: Role,
  twoFactor: z.boolean().describe("Whether the account has two-factor log-in (else enrol next)"),
});
