import { z } from "zod";
import { cleanText, emailProblem, textProblem } from "../../../contract/form-rules.ts";
import {
  BETA_OUTCOMES,
  BUDGET_RANGES,
  INBOX_LIMITS,
  INQUIRY_APPS,
  INQUIRY_KINDS,
  INQUIRY_PLATFORMS,
  INQUIRY_STATES,
  type InquiryDetail,
  type InquirySummary,
  MESSAGE_AUTHORS,
  type MyBetaApplication,
  PARTNERSHIP_KINDS,
  REFERENCE_PATTERN,
  SUPPORT_APPS,
  SUPPORT_PLATFORMS,
  SUPPORT_TOPICS,
  type TicketStatus,
} from "../../../contract/inbox.ts";
import { UI_LOCALES } from "../../../contract/language.ts";
import { VisitorFormFields } from "../../lib/form-guard.ts";

/**
 * Free text of a visitor form: the browser checks the same rule (textProblem) before sending.
 * Stored cleaned (line breaks as \n, trimmed); too long, empty or with control characters is
 * refused naming the field (problem too_long, required or format).
 */
export function visitorText(max: number, rule: { required?: boolean; multiline?: boolean } = {}) {
  const required = rule.required ?? true;
  return z
    .string({ error: required ? "is required" : "must be text" })
    .max(max * 4 + 64, { error: `must be at most ${max} characters` })
    .transform(cleanText)
    .superRefine((value, ctx) => {
      const problem = textProblem(value, { max, required, multiline: rule.multiline ?? false });
      if (problem === "required") {
        ctx.addIssue({ code: "too_small", minimum: 1, origin: "string", message: "is required" });
      } else if (problem === "tooLong") {
        ctx.addIssue({
          code: "too_big",
          maximum: max,
          origin: "string",
          message: `must be at most ${max} characters`,
        });
      } else if (problem === "control") {
        ctx.addIssue({
          code: "invalid_format",
          format: "regex",
          message: rule.multiline
            ? "must not contain control characters"
            : "must be one line without control characters",
        });
      }
    });
}

export const VisitorEmail = z
  .string({ error: "is required" })
  .trim()
  .min(1, { error: "is required" })
  .max(254, { error: "is too long" })
  .refine((value) => emailProblem(value) !== "email", { error: "must be an email address" })
  .transform((value) => value.toLowerCase());

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of ${values.join(", ")}` });

const Language = choice(UI_LOCALES).describe("The visitor's interface language: mails use it");

const UploadTokens = (max: number) =>
  z
    .array(z.string().min(1).max(200), { error: "must be a list of upload tokens" })
    .max(max, { error: `at most ${max} files` })
    .default([]);

export const TicketBodySchema = z.object({
  topic: choice(SUPPORT_TOPICS),
  app: choice(SUPPORT_APPS).describe("The app, or site for this website"),
  platform: choice(SUPPORT_PLATFORMS),
  email: VisitorEmail,
  message: visitorText(INBOX_LIMITS.message, { multiline: true }),
  screenshots: UploadTokens(INBOX_LIMITS.screenshots).describe(
    "Tokens of POST /api/uploads?purpose=screenshot (at most 3)",
  ),
  language: Language,
  ...VisitorFormFields,
});

export const TicketMessageBodySchema = z.object({
  message: visitorText(INBOX_LIMITS.message, { multiline: true }),
  ...VisitorFormFields,
});

export const TicketParamsSchema = z.object({
  reference: z.string().regex(REFERENCE_PATTERN, { error: "must be a reference like T-7K3Q9P" }),
});
export const TicketQuerySchema = z.object({
  token: z.string().min(1).max(200).describe("The private token of the status link"),
});

export const BusinessBodySchema = z.object({
  company: visitorText(INBOX_LIMITS.company),
  name: visitorText(INBOX_LIMITS.name),
  role: visitorText(INBOX_LIMITS.role),
  email: VisitorEmail,
  country: visitorText(INBOX_LIMITS.country),
  partnership: choice(PARTNERSHIP_KINDS),
  budget: choice(BUDGET_RANGES).nullable().default(null).describe("Optional, in US dollars"),
  message: visitorText(INBOX_LIMITS.message, { multiline: true }),
  document: z
    .string()
    .min(1)
    .max(200)
    .nullable()
    .default(null)
    .describe("Token of POST /api/uploads?purpose=document (a PDF up to 10 MB), optional"),
  language: Language,
  ...VisitorFormFields,
});

export const BetaBodySchema = z.object({
  app: choice(INQUIRY_APPS),
  platform: choice(INQUIRY_PLATFORMS),
  device: visitorText(INBOX_LIMITS.device),
  osVersion: visitorText(INBOX_LIMITS.osVersion),
  email: VisitorEmail,
  drawing: visitorText(INBOX_LIMITS.drawing, { multiline: true }).describe(
    "How the applicant draws: tools, subjects, how often",
  ),
  consent: z.literal(true, { error: "must be true: the consent to be contacted" }),
  language: Language,
  ...VisitorFormFields,
});

export const ReceiptSchema = z.object({
  reference: z.string().describe("Quote it in any message about this submission"),
  kind: z.enum(INQUIRY_KINDS),
});

const PublicMessageSchema = z.object({
  author: z.enum(["visitor", "staff"]),
  body: z.string(),
  createdAt: z.string(),
  files: z.array(z.string()),
});

export const TicketStatusSchema: z.ZodType<TicketStatus> = z.object({
  reference: z.string(),
  state: z.enum(INQUIRY_STATES),
  topic: z.enum(SUPPORT_TOPICS),
  subject: z.string(),
  app: z.string(),
  platform: z.string(),
  createdAt: z.string(),
  messages: z.array(PublicMessageSchema),
});

export const MyBetaSchema: z.ZodType<MyBetaApplication[]> = z.array(
  z.object({
    reference: z.string(),
    app: z.enum(INQUIRY_APPS),
    platform: z.enum(INQUIRY_PLATFORMS),
    status: z.enum(["applied", ...BETA_OUTCOMES]),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);

// The console (read:inbox, reply:inbox).

export const InboxListQuerySchema = z.object({
  kind: z.enum(INQUIRY_KINDS).optional(),
  state: z.enum(INQUIRY_STATES).optional(),
  language: z.enum(UI_LOCALES).optional(),
  assignee: z
    .union([z.enum(["me", "none"]), z.string().regex(/^\d{1,9}$/)])
    .optional()
    .describe("me, none, or an operator's user id"),
  page: z
    .string()
    .regex(/^\d{1,6}$/)
    .transform(Number)
    .refine((n) => n >= 1, { error: "must be 1 or more" })
    .optional(),
});

const Person = z.object({ userId: z.number().int(), nickname: z.string() });

const SummaryObject = z.object({
  reference: z.string(),
  kind: z.enum(INQUIRY_KINDS),
  state: z.enum(INQUIRY_STATES),
  outcome: z.string().nullable(),
  language: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  subject: z.string(),
  assignee: Person.nullable(),
  messages: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const InboxListSchema: z.ZodType<{
  items: InquirySummary[];
  total: number;
  page: number;
  pageSize: number;
  assignees: { userId: number; nickname: string }[];
}> = z.object({
  items: z.array(SummaryObject),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  assignees: z.array(Person).describe("Operators who can read the inbox: the assignee choices"),
});

const AttachmentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  byteSize: z.number().int(),
  url: z.string(),
});

export const InquiryDetailSchema: z.ZodType<InquiryDetail> = SummaryObject.extend({
  userId: z.number().int().nullable(),
  details: z.record(z.string(), z.unknown()),
  closedAt: z.string().nullable(),
  anonymisedAt: z.string().nullable(),
  thread: z.array(
    z.object({
      id: z.number().int(),
      author: z.enum(MESSAGE_AUTHORS),
      staff: Person.nullable(),
      body: z.string(),
      createdAt: z.string(),
      emailedAt: z.string().nullable(),
      attachments: z.array(AttachmentSchema),
    }),
  ),
  attachments: z.array(AttachmentSchema),
});

export const InboxReferenceParams = TicketParamsSchema;

export const AssignBodySchema = z.object({
  assigneeId: z.number().int().positive().nullable().describe("null: unassigned"),
});
export const StateBodySchema = z.object({ state: z.enum(INQUIRY_STATES) });
export const NoteBodySchema = z.object({
  body: visitorText(INBOX_LIMITS.note, { multiline: true }),
});
export const ReplyBodySchema = z.object({
  body: visitorText(INBOX_LIMITS.message, { multiline: true }),
});
export const DecideBodySchema = z.object({ outcome: z.enum(BETA_OUTCOMES) });
export const FileParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{10,40}$/, { error: "must be a file id" }),
});
/** The longest side of an attachment's preview, in pixels. */
export const PREVIEW_SIZE = 320;
export const FileQuerySchema = z.object({
  preview: z
    .literal("1", { error: "must be 1" })
    .optional()
    .describe(`1: an image's ${PREVIEW_SIZE} px WebP preview instead of the file (404 for others)`),
});
