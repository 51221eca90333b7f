import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { DATA_LANGUAGES } from "../../contract/language.ts";
import {
  CHANNEL_NAMES,
  RELEASE_APPS,
  RELEASE_CHANNELS,
  type ReleaseApp,
  type ReleaseChannel,
  type ReleaseFacts,
  releaseFieldProblems,
} from "../../contract/releases.ts";

const BuildSchema = z.object({
  channel: z.enum(CHANNEL_NAMES as [ReleaseChannel, ...ReleaseChannel[]]),
  minOs: z.string(),
  url: z.string(),
  fileSize: z.number().int().optional(),
  sha256: z.string().optional(),
});

const VersionSchema = z.object({
  version: z.string(),
  releasedOn: z.string(),
  /** Markdown per data language; en_us is required, the others fall back to it. */
  notes: z.partialRecord(z.enum(DATA_LANGUAGES), z.string().max(20_000)),
  builds: z.array(BuildSchema).min(1),
  /** Seeded as published unless the file says draft. */
  status: z.enum(["draft", "published"]).default("published"),
});

const ReleasesFileSchema = z.partialRecord(z.enum(RELEASE_APPS), z.array(VersionSchema));

/** One row of the releases table as content/ describes it. */
export type ReleaseSource = Omit<ReleaseFacts, "id"> & {
  notes: Record<string, string>;
  status: "draft" | "published";
};

/**
 * content/releases.json: `{ app: [{ version, releasedOn, notes, builds: [{ channel, minOs, url,
 * fileSize?, sha256? }] }] }`, one row per build. Checked by the console's rules, so a bad file
 * stops the start-up with the place named instead of seeding what the console would refuse.
 */
export async function loadReleases(contentDir: string): Promise<ReleaseSource[]> {
  const file = path.join(contentDir, "releases.json");
  const text = await readFile(file, "utf8").catch(() => null);
  if (text === null) return [];
  const parsed = ReleasesFileSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`releases.json: ${issue?.path.join(".")} ${issue?.message}`);
  }
  const rows: ReleaseSource[] = [];
  for (const [app, versions] of Object.entries(parsed.data) as [
    ReleaseApp,
    z.infer<typeof VersionSchema>[],
  ][]) {
    versions.forEach((entry, index) => {
      if (!entry.notes.en_us?.trim()) {
        throw new Error(`releases.json: ${app}.${index}.notes.en_us is required`);
      }
      for (const build of entry.builds) {
        const row = {
          channel: build.channel,
          version: entry.version,
          releasedOn: entry.releasedOn,
          minOs: build.minOs,
          url: build.url,
          fileSize: build.fileSize ?? null,
          sha256: build.sha256 ?? null,
        };
        const [field, problem] = Object.entries(releaseFieldProblems(row))[0] ?? [];
        if (field) {
          throw new Error(`releases.json: ${app}.${index} ${build.channel}: ${field} ${problem}`);
        }
        rows.push({
          ...row,
          app,
          platform: RELEASE_CHANNELS[build.channel].platform,
          notes: entry.notes as Record<string, string>,
          status: entry.status,
        });
      }
    });
  }
  return rows;
}
