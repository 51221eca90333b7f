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
import type { ReleaseInput } from "./service.ts";

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

/** One channel's build of a release. */
const BuildBodySchema = z.object({
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
  /** Live on the channel; false keeps the build but offers the channel's previous version. */
  available: z.boolean({ error: "must be true or false" }).default(true),
});

/**
 * A release as the console sends it to create or edit one: the version once, and its builds by
 * channel (issue 31). A channel left out is not part of the release.
 */
export const ReleaseBodySchema = z
  .object({
    app: ReleaseAppSchema,
    version: RequiredText().regex(VERSION_PATTERN, {
      error: "must look like 4.8.2 (major.minor[.patch][-pre])",
    }),
    releasedOn: z
      .string({ error: "is required" })
      .regex(DATE_PATTERN, { error: "must be a date YYYY-MM-DD" })
      .refine(isCalendarDate, { error: "must be a real calendar date" }),
    notes: NotesSchema.refine((notes) => Boolean(notes.en_us?.trim()), {
      error: "need English (en_us) release notes",
      path: ["en_us"],
    }),
    channels: z
      .partialRecord(z.enum(channels), BuildBodySchema, {
        error: `must be an object keyed by channel: ${CHANNEL_NAMES.join(", ")}`,
      })
      .refine((builds) => Object.keys(builds).length > 0, {
        error: "is required: at least one channel",
      }),
  })
  .superRefine((body, ctx) => {
    for (const [channel, build] of Object.entries(body.channels)) {
      if (!build) continue;
      const apk = isApkChannel(channel);
      for (const field of ["fileSize", "sha256"] as const) {
        const path = ["channels", channel, field];
        if (apk && build[field] === null) {
          ctx.addIssue({ code: "custom", path, message: "is required for an APK" });
        }
        if (!apk && build[field] !== null) {
          ctx.addIssue({ code: "custom", path, message: "belongs to APK builds only" });
        }
      }
    }
  });

/** A checked body as the service takes it: its builds in channel order. */
export function releaseInputOf({
  channels: builds,
  ...release
}: z.infer<typeof ReleaseBodySchema>): ReleaseInput {
  return {
    ...release,
    builds: CHANNEL_NAMES.flatMap((channel) => {
      const build = builds[channel];
      return build ? [{ channel, ...build }] : [];
    }),
  };
}

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

export const ChannelBuildSchema = z.object({
  channel: z.enum(channels),
  platform: z.enum(RELEASE_PLATFORMS),
  minOs: z.string(),
  url: z.string(),
  fileSize: z.number().int().nullable(),
  sha256: z.string().nullable(),
  available: z.boolean(),
});

export const ReleaseRecordSchema = z.object({
  id: z.number().int(),
  app: z.enum(RELEASE_APPS),
  version: z.string(),
  releasedOn: z.string(),
  channels: z.array(ChannelBuildSchema),
  notes: z.partialRecord(z.enum(DATA_LANGUAGES), z.string()),
  status: z.enum(RELEASE_STATUSES),
  publishedAt: z.string().nullable(),
  editedAt: z.string().nullable(),
  revision: z.number().int(),
  updatedAt: z.string(),
});

export const releaseRefusals = (own: Record<number, readonly string[]> = {}) =>
  consoleRefusals({ 400: [], 404: ["not_found"], ...own });
