import { z } from "zod";
import { UI_LOCALES } from "../../../contract/language.ts";
import {
  normaliseTag,
  TAG_STATES,
  WORK_APPS,
  WORK_FORMATS,
  WORK_LIMITS,
  WORK_MODERATION_VIEWS,
  WORK_REJECT_REASONS,
  WORK_REPORT_REASONS,
  WORK_STATES,
} from "../../../contract/works.ts";
import { refusals } from "../common.ts";
import { consoleRefusals } from "../staff/schema.ts";

const L = WORK_LIMITS;

const TagsSchema = z
  .array(z.string().max(L.tagMax * 2, { error: `a tag has at most ${L.tagMax} characters` }))
  .max(L.tagsMax, { error: `at most ${L.tagsMax} tags` })
  .transform((tags) => [...new Set(tags.map(normaliseTag).filter(Boolean))])
  .refine((tags) => tags.every((tag) => [...tag].length <= L.tagMax), {
    error: `a tag has at most ${L.tagMax} characters`,
  });

const LinkSchema = z
  .url({ protocol: /^https?$/, error: "must be an http(s) address" })
  .max(L.linkMax, { error: `at most ${L.linkMax} characters` });

/** What the artist writes about a work, on submission and on edits. */
export const WorkFieldsSchema = z.object({
  title: z
    .string({ error: "is required" })
    .trim()
    .min(1, { error: "is required" })
    .max(L.titleMax, { error: `at most ${L.titleMax} characters` }),
  description: z
    .string()
    .trim()
    .max(L.descriptionMax, { error: `at most ${L.descriptionMax} characters` })
    .default(""),
  tags: TagsSchema.default([]),
  apps: z
    .array(z.enum(WORK_APPS, { error: "must be doll, brush, create or ai" }))
    .min(1, { error: "name at least one app" })
    .max(WORK_APPS.length)
    .transform((apps) => [...new Set(apps)]),
  links: z
    .array(LinkSchema)
    .max(L.linksMax, { error: `at most ${L.linksMax} links` })
    .default([]),
  poseId: z.string().max(64).nullable().default(null).describe("A saved pose of the account"),
});

export const SubmitWorkSchema = WorkFieldsSchema.extend({
  upload: z
    .string({ error: "is required" })
    .min(1)
    .max(100)
    .describe("The token of POST /api/uploads?purpose=work"),
  rights: z.literal(true, {
    error: "confirm that you made the work and let the site show it",
  }),
  locale: z
    .enum(UI_LOCALES)
    .default("en-US")
    .describe("The language decision emails are written in"),
});

export const WorkIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const WorkImageParamsSchema = z.object({
  id: z.string().min(1).max(64),
  name: z.string().max(80),
});
export const SignatureQuerySchema = z.object({ sig: z.string().max(64).optional() });

export const PublicListQuerySchema = z.object({
  app: z.enum(WORK_APPS).optional(),
  tag: z.string().max(64).optional(),
  sort: z.enum(["featured", "newest"]).default("featured"),
  page: z.coerce.number({ error: "must be a page number" }).int().min(1).max(1000).default(1),
});

export const ReportSchema = z.object({
  reason: z.enum(WORK_REPORT_REASONS, { error: "must be one of the report reasons" }),
});

export const ModerationQuerySchema = z.object({
  view: z.enum(WORK_MODERATION_VIEWS).default("pending"),
});

export const TagParamsSchema = z.object({
  slug: z
    .string()
    .max(L.tagMax * 2)
    .refine((slug) => slug.length > 0 && slug === normaliseTag(slug), {
      error: "must be a tag as stored (lower case, hyphens)",
    }),
});

const TagLabel = z
  .string()
  .trim()
  .max(L.tagMax, { error: `is longer than ${L.tagMax} characters` });

/** Approving needs a label in every interface language: a filter is never half translated. */
export const TagDecisionSchema = z
  .object({
    state: z.enum(["approved", "rejected"]),
    labels: z
      .object(Object.fromEntries(UI_LOCALES.map((l) => [l, TagLabel.optional()])))
      .default({}),
  })
  .superRefine((value, ctx) => {
    if (value.state !== "approved") return;
    for (const locale of UI_LOCALES) {
      if (!value.labels[locale]) {
        ctx.addIssue({ code: "custom", path: ["labels", locale], message: "is required" });
      }
    }
  });

export const ModerationTagSchema = z.object({
  slug: z.string(),
  state: z.enum(TAG_STATES),
  labels: z.record(z.string(), z.string()),
  works: z.number().int(),
  publicWorks: z.number().int(),
});

export const DecisionSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("approve"), featured: z.boolean().default(false) }),
  z.object({
    action: z.literal("reject"),
    reason: z.enum(WORK_REJECT_REASONS, { error: "must be one of the rejection reasons" }),
    note: z.string().trim().max(L.noteMax).default(""),
  }),
  z.object({ action: z.literal("remove"), note: z.string().trim().max(L.noteMax).default("") }),
  z.object({ action: z.literal("keep") }),
  z.object({ action: z.literal("feature"), featured: z.boolean() }),
]);

const VariantSchema = z.object({
  format: z.enum(WORK_FORMATS),
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
  bytes: z.number().int(),
});

export const WorkSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  artist: z.object({ name: z.string(), team: z.boolean() }),
  apps: z.array(z.enum(WORK_APPS)),
  tags: z.array(z.string()),
  featured: z.boolean(),
  width: z.number().int(),
  height: z.number().int(),
  placeholder: z.string().describe("Thumbhash, base64"),
  variants: z.array(VariantSchema),
  publishedAt: z.string(),
});

export const WorkViewSchema = WorkSummarySchema.extend({
  description: z.string(),
  links: z.array(z.string()),
  poseLink: z.string().nullable(),
  approvedTags: z
    .array(z.object({ slug: z.string(), label: z.string() }))
    .describe("Its tags a moderator approved, labelled in the request's language"),
});

export const WorkPageSchema = z.object({
  items: z.array(WorkSummarySchema),
  nextCursor: z.string().nullable().describe("The next page number, or null"),
});

export const MyWorkSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  apps: z.array(z.enum(WORK_APPS)),
  links: z.array(z.string()),
  poseId: z.string().nullable(),
  state: z.enum(WORK_STATES),
  hidden: z.boolean(),
  featured: z.boolean(),
  rejectReason: z.enum(WORK_REJECT_REASONS).nullable(),
  decisionNote: z.string().nullable(),
  thumbnail: VariantSchema.nullable(),
  editedSinceDecision: z.boolean(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
});

export const ModerationWorkSchema = MyWorkSchema.extend({
  artist: z.object({ name: z.string(), email: z.string().nullable() }),
  reports: z.object({
    count: z.number().int(),
    reasons: z.partialRecord(z.enum(WORK_REPORT_REASONS), z.number().int()),
  }),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  originalUrl: z.string(),
});

/** Refusals of the artist's calls. */
const STATE_EXTRA = {
  state: z.enum(WORK_STATES).optional().describe("wrong_state: the state the work is in"),
};

export const workRefusals = (own: Record<number, readonly string[]> = {}) =>
  refusals({ 401: [], ...own }, STATE_EXTRA);

export const moderationRefusals = () =>
  consoleRefusals({ 400: [], 404: ["not_found"], 409: ["wrong_state"] }, STATE_EXTRA);
