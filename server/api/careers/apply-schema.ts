import { z } from "zod";
import { APPLICATION_LIMITS, JOB_LIMITS, linkProblem } from "../../../contract/careers.ts";
import { cleanText, emailProblem, textProblem } from "../../../contract/form-rules.ts";
import { INBOX_LIMITS } from "../../../contract/inbox.ts";
import { UI_LOCALES } from "../../../contract/language.ts";
import { VisitorFormFields } from "../../lib/form-guard.ts";

/** Free text as the visitor forms check it (contract/form-rules.ts textProblem), kept cleaned. */
const text = (rule: { max: number; required?: boolean; multiline?: boolean }) =>
  z
    .string({ error: rule.required ? "is required" : "must be text" })
    .refine((value) => textProblem(value, rule) !== "required", { error: "is required" })
    .refine((value) => textProblem(value, rule) !== "tooLong", {
      error: `must be at most ${rule.max} characters`,
    })
    .refine((value) => textProblem(value, rule) !== "control", {
      error: rule.multiline ? "must not contain control characters" : "must be one line",
    })
    .transform(cleanText);

/** A job application (POST /api/careers/apply): for a position, or general when none is named. */
export const ApplyBodySchema = z.object({
  position: z
    .string()
    .max(JOB_LIMITS.slugMax, { error: "is too long" })
    .nullable()
    .default(null)
    .describe("The open position's slug; null or absent: a general application"),
  name: text({ max: INBOX_LIMITS.name, required: true }),
  email: z
    .string({ error: "is required" })
    .trim()
    .toLowerCase()
    .max(254, { error: "is too long" })
    .refine((value) => emailProblem(value) !== "required", { error: "is required" })
    .refine((value) => emailProblem(value) !== "email", { error: "must be an email address" }),
  links: z
    .array(
      z
        .string({ error: "must be text" })
        .trim()
        .max(APPLICATION_LIMITS.linkMax, { error: "is too long" })
        .refine((value) => linkProblem(value) === undefined, {
          error: "must be an https:// address",
        }),
    )
    .max(APPLICATION_LIMITS.linksMax, { error: `at most ${APPLICATION_LIMITS.linksMax} links` })
    .default([])
    .describe("Portfolio, GitHub, pixiv…: https:// addresses"),
  cv: z
    .string({ error: "is required" })
    .min(1, { error: "is required" })
    .max(200, { error: "is not an upload token" })
    .describe("The token of the CV, a PDF sent to POST /api/uploads?purpose=document"),
  note: text({ max: APPLICATION_LIMITS.noteMax, required: true, multiline: true }).describe(
    "The cover note",
  ),
  language: z
    .enum(UI_LOCALES, { error: `must be one of ${UI_LOCALES.join(", ")}` })
    .default("en-US")
    .describe("The visitor's interface language: the confirmation email is written in it"),
  ...VisitorFormFields,
});

export const ReceiptSchema = z.object({
  reference: z.string(),
  kind: z.literal("job"),
});
