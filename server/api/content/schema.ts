import { z } from "zod";
import {
  ARTICLE_SECTIONS,
  CONTENT_KINDS,
  CONTENT_STATUSES,
  REVISION_ACTIONS,
  SORT_ORDER_MAX,
  TAGS_MAX,
  SLUG_MAX,
  SLUG_PATTERN,
} from "../../../contract/content-admin.ts";
import { DOCUMENT_KEYS } from "../../../contract/documents.ts";
import { DATA_LANGUAGES } from "../../../contract/language.ts";
import { consoleRefusals } from "../staff/schema.ts";

const language = z.enum(DATA_LANGUAGES);

export const SlugSchema = z
  .string({ error: "is required" })
  .trim()
  .min(1, { error: "is required" })
  .max(SLUG_MAX, { error: `must be at most ${SLUG_MAX} characters` })
  .regex(SLUG_PATTERN, { error: "must be lower-case words joined by hyphens (kebab-case)" });

export const TextSchema = z.object({
  title: z.string().trim().min(1, { error: "is required" }).max(200),
  summary: z.string().trim().max(400).default(""),
  body: z.string().max(200_000).default(""),
});

/** What a cover is depends on the kind (an address, a theme's pose id): the kind checks it. */
const CoverSchema = z.string().trim().max(500, { error: "must be at most 500 characters" });

const MetaSchema = z
  .object({
    category: z.string().trim().min(1).max(40).optional(),
    effectiveDate: z.iso.date({ error: "must be a date (YYYY-MM-DD)" }).optional(),
    cover: CoverSchema.optional(),
    tags: z
      .array(z.string().trim().min(1, { error: "is required" }).max(40))
      .max(TAGS_MAX, { error: `must be at most ${TAGS_MAX} tags` })
      .optional(),
    sortOrder: z
      .number({ error: "must be a number" })
      .int({ error: "must be a whole number" })
      .min(0, { error: "must be 0 or more" })
      .max(SORT_ORDER_MAX, { error: `must be at most ${SORT_ORDER_MAX}` })
      .optional(),
  })
  .default({});

export const SnapshotSchema = z.object({
  status: z.enum(CONTENT_STATUSES),
  publishAt: z.string().nullable(),
  meta: z.object({
    category: z.string().optional(),
    effectiveDate: z.string().optional(),
    cover: z.string().optional(),
    tags: z.array(z.string()).optional(),
    sortOrder: z.number().optional(),
  }),
  texts: z.partialRecord(language, z.object({ title: z.string(), summary: z.string(), body: z.string() })),
});

/** A save: the editor's base revision (stale → 409 conflict), state and texts per language. */
export const SaveBodySchema = z.object({
  baseRevision: z.number().int().min(0),
  status: z.enum(CONTENT_STATUSES),
  publishAt: z.iso
    .datetime({ offset: true, error: "must be an ISO date and time" })
    .nullable()
    .default(null),
  meta: MetaSchema,
  texts: z.partialRecord(language, TextSchema),
});

/** Unpublish or delete: the editor's base revision (stale → 409 conflict). */
export const BaseBodySchema = z.object({ baseRevision: z.number().int().min(0) });

export const RestoreBodySchema = z.object({
  baseRevision: z.number().int().min(0),
  revision: z.number().int().min(1),
});

export const PreviewBodySchema = z.object({ body: z.string().max(200_000) });
export const PreviewSchema = z.object({
  html: z.string(),
  toc: z.array(z.object({ id: z.string(), text: z.string(), level: z.number() })),
});

export const CreateArticleBodySchema = z.object({
  section: z.enum(ARTICLE_SECTIONS),
  slug: SlugSchema,
  text: TextSchema,
});
export const CreateFaqBodySchema = z.object({
  slug: SlugSchema,
  category: z.string().trim().min(1).max(40),
  text: TextSchema,
});
export const CreateDocumentBodySchema = z.object({
  key: z.enum(DOCUMENT_KEYS),
  version: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[0-9A-Za-z][0-9A-Za-z.-]*$/, { error: "must be letters, digits, dots or hyphens" }),
  effectiveDate: z.iso.date({ error: "must be a date (YYYY-MM-DD)" }),
});

export const IdParamsSchema = z.object({ id: z.string().min(1).max(200) });

const LanguageStatusSchema = z.object({ missing: z.array(language), outdated: z.array(language) });

export const SummarySchema = z.object({
  kind: z.enum(CONTENT_KINDS),
  id: z.string(),
  section: z.string(),
  title: z.string(),
  status: z.enum(CONTENT_STATUSES),
  publishAt: z.string().nullable(),
  visible: z.boolean(),
  revision: z.number().int(),
  languages: LanguageStatusSchema,
  path: z.string().nullable(),
  editedAt: z.string().nullable(),
});

export const ItemSchema = SummarySchema.extend({
  snapshot: SnapshotSchema,
  name: z.string(),
  revisions: z.array(
    z.object({
      number: z.number().int(),
      action: z.enum(REVISION_ACTIONS),
      author: z.string(),
      createdAt: z.string(),
      restoredFrom: z.number().int().nullable(),
      title: z.string(),
    }),
  ),
  coverChoices: z.array(z.string()).nullable(),
});

export const readRefusals = consoleRefusals({ 404: ["not_found"] });
export const writeRefusals = consoleRefusals({
  404: ["not_found"],
  409: ["conflict", "last_version"],
});
export const deleteRefusals = consoleRefusals({
  404: ["not_found"],
  409: ["conflict", "unpublish_first"],
});
export const createRefusals = consoleRefusals({ 409: ["slug_taken", "version_taken"] });
