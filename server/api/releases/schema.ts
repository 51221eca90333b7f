import { z } from "zod";
import { DATA_LANGUAGES } from "../../../contract/language.ts";
import {
  CHANNEL_NAMES,
  DATE_PATTERN,
  isApkChannel,
  isCalendarDate,
  isHttpsUrl,
  MIN_OS_PATTERN,
  RELEASE_APPS,
  RELEASE_LIMITS,
  RELEASE_PLATFORMS,
  RELEASE_STATUSES,
  type ReleaseChannel,
  SHA256_PATTERN,
  VERSION_PATTERN,
} from "../../../contract/releases.ts";
import { consoleRefusals, RevisionSchema } from "../staff/schema.ts";

const channels = CHANNEL_NAMES as [ReleaseChannel, ...ReleaseChannel[]];

export const ReleaseAppSchema = z.enum(RELEASE_APPS, {
  error: `must be one of ${RELEASE_APPS.join(", ")}`,
});

const NotesSchema = z.partialRecord(
  z.enum(DATA_LANGUAGES),
  z.string({ error: "must be text" }).max(RELEASE_LIMITS.notesMax, {
    error: `must be at most ${RELEASE_LIMITS.notesMax} characters`,
  }),
);

/** Text that must be there, trimmed: "is required" when missing or blank. */
const RequiredText = () =>
  z.string({ error: "is required" }).trim().min(1, { error: "is required" });

/** A release's facts, as the console sends them to create or edit one. */
export const ReleaseBodySchema = z
  .object({
    app: ReleaseAppSchema,
    channel: z.enum(channels, { error: `must be one of ${CHANNEL_NAMES.join(", ")}` }),
    version: RequiredText().regex(VERSION_PATTERN, {
      error: "must look like 4.8.2 (major.minor[.patch][-pre])",
    }),
    releasedOn: z
      .string({ error: "is required" })
      .regex(DATE_PATTERN, { error: "must be a date YYYY-MM-DD" })
      .refine(isCalendarDate, { error: "must be a real calendar date" }),
    minOs: RequiredText().regex(MIN_OS_PATTERN, { error: "must be an OS version such as 15.0" }),
    url: RequiredText()
      .max(RELEASE_LIMITS.urlMax, { error: `must be at most ${RELEASE_LIMITS.urlMax} characters` })
      .refine(isHttpsUrl, { error: "must be an https:// address" }),
    fileSize: z
      .number({ error: "must be a number of bytes" })
      .int({ error: "must be a whole number of bytes" })
      .positive({ error: "must be more than 0 bytes" })
      .max(RELEASE_LIMITS.fileSizeMax, { error: "is larger than any app package" })
      .nullable()
      .default(null),
    sha256: z
      .string()
      .trim()
      .toLowerCase()
      .regex(SHA256_PATTERN, { error: "must be 64 hexadecimal digits" })
      .nullable()
      .default(null),
    notes: NotesSchema.refine((notes) => Boolean(notes.en_us?.trim()), {
      error: "need English (en_us) release notes",
      path: ["en_us"],
    }),
  })
  .superRefine((body, ctx) => {
    const apk = isApkChannel(body.channel);
    for (const field of ["fileSize", "sha256"] as const) {
      if (apk && body[field] === null) {
        ctx.addIssue({ code: "custom", path: [field], message: "is required for an APK" });
      }
      if (!apk && body[field] !== null) {
        ctx.addIssue({ code: "custom", path: [field], message: "belongs to APK builds only" });
      }
    }
  });

export const EditReleaseBodySchema = z.intersection(
  ReleaseBodySchema,
  z.object({ revision: RevisionSchema }),
);

export const PublishBodySchema = z.object({
  revision: RevisionSchema,
  published: z.boolean({ error: "must be true or false" }),
});

export const PreviewBodySchema = z.object({
  markdown: z.string({ error: "is required" }).max(RELEASE_LIMITS.notesMax, {
    error: `must be at most ${RELEASE_LIMITS.notesMax} characters`,
  }),
});

export const IdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, { error: "must be a release id" })
    .transform(Number),
});

export const ListQuerySchema = z.object({ app: ReleaseAppSchema.optional() });

export const ReleaseRecordSchema = z.object({
  id: z.number().int(),
  app: z.enum(RELEASE_APPS),
  platform: z.enum(RELEASE_PLATFORMS),
  channel: z.enum(channels),
  version: z.string(),
  releasedOn: z.string(),
  minOs: z.string(),
  url: z.string(),
  fileSize: z.number().int().nullable(),
  sha256: z.string().nullable(),
  notes: z.partialRecord(z.enum(DATA_LANGUAGES), z.string()),
  status: z.enum(RELEASE_STATUSES),
  publishedAt: z.string().nullable(),
  editedAt: z.string().nullable(),
  revision: z.number().int(),
  updatedAt: z.string(),
});

export const releaseRefusals = (own: Record<number, readonly string[]> = {}) =>
  consoleRefusals({ 400: [], 404: ["not_found"], ...own });
