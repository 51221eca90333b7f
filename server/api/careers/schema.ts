import { z } from "zod";
import {
  JOB_LIMITS,
  JOB_STATUSES,
  JOB_TEAMS,
  JOB_TYPES,
  JOB_WORKPLACES,
  jobFieldProblems,
} from "../../../contract/careers.ts";
import { DATA_LANGUAGES } from "../../../contract/language.ts";
import { consoleRefusals, RevisionSchema } from "../staff/schema.ts";

const enumOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of ${values.join(", ")}` });

const TextSchema = z.object({
  title: z
    .string({ error: "must be text" })
    .max(JOB_LIMITS.titleMax, { error: `must be at most ${JOB_LIMITS.titleMax} characters` }),
  description: z.string({ error: "must be text" }).max(JOB_LIMITS.descriptionMax, {
    error: `must be at most ${JOB_LIMITS.descriptionMax} characters`,
  }),
});

const MESSAGES = {
  required: "is required",
  format: "has the wrong form",
  too_long: "is too long",
  invalid: "is not allowed here",
} as const;

/** A position as the console sends it; the contract's rules name the field at fault. */
export const JobBodySchema = z
  .object({
    slug: z.string({ error: "is required" }).trim().toLowerCase(),
    team: enumOf(JOB_TEAMS),
    employmentType: enumOf(JOB_TYPES),
    workplace: enumOf(JOB_WORKPLACES),
    locality: z.string({ error: "must be text" }).default(""),
    country: z
      .string({ error: "must be text" })
      .trim()
      .toUpperCase()
      .nullable()
      .default(null)
      .transform((v) => (v ? v : null)),
    texts: z.partialRecord(z.enum(DATA_LANGUAGES), TextSchema),
  })
  .superRefine((body, ctx) => {
    for (const [field, problem] of Object.entries(jobFieldProblems(body))) {
      ctx.addIssue({
        code: "custom",
        path: field.split("."),
        message:
          field === "slug" && problem === "format"
            ? "must be lower-case words joined by hyphens"
            : MESSAGES[problem],
      });
    }
  });

export const EditJobBodySchema = z.intersection(
  JobBodySchema,
  z.object({ revision: RevisionSchema }),
);

export const JobStatusBodySchema = z.object({
  revision: RevisionSchema,
  status: enumOf(JOB_STATUSES),
});

export const JobIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, { error: "must be a position id" })
    .transform(Number),
});

export const JobSlugParamsSchema = z.object({
  slug: z.string().max(JOB_LIMITS.slugMax, { error: "is too long" }),
});

const texts = z.partialRecord(
  z.enum(DATA_LANGUAGES),
  z.object({ title: z.string(), description: z.string() }),
);

export const JobRecordSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  team: z.enum(JOB_TEAMS),
  employmentType: z.enum(JOB_TYPES),
  workplace: z.enum(JOB_WORKPLACES),
  locality: z.string(),
  country: z.string().nullable(),
  texts,
  status: z.enum(JOB_STATUSES),
  openedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  editedAt: z.string().nullable(),
  revision: z.number().int(),
  updatedAt: z.string(),
});

export const JobSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  team: z.enum(JOB_TEAMS),
  employmentType: z.enum(JOB_TYPES),
  workplace: z.enum(JOB_WORKPLACES),
  locality: z.string(),
  country: z.string().nullable(),
  language: z.enum(DATA_LANGUAGES).describe("The language of the text: en_us where untranslated"),
  openedAt: z.string(),
});

export const JobViewSchema = JobSummarySchema.extend({
  status: z.enum(JOB_STATUSES),
  descriptionHtml: z.string(),
  summary: z.string(),
  closedAt: z.string().nullable(),
  updatedAt: z.string(),
});

export const jobRefusals = (own: Record<number, readonly string[]> = {}) =>
  consoleRefusals({ 400: [], 404: ["not_found"], ...own });

/** A closed position: 410 `gone`, with the position so a page can still name it. */
export const GoneJobSchema = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z.object({ reason: z.literal("gone"), job: JobViewSchema }),
  requestId: z.string().optional(),
});
