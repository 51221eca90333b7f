import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { DATA_LANGUAGES } from "../../contract/language.ts";
import {
  type BuildInput,
  buildFieldProblems,
  CHANNEL_NAMES,
  RELEASE_APPS,
  type ReleaseApp,
  type ReleaseChannel,
  releaseFieldProblems,
} from "../../contract/releases.ts";

const BuildSchema = z.object({
  channel: z.enum(CHANNEL_NAMES as [ReleaseChannel, ...ReleaseChannel[]]),
  minOs: z.string(),
  url: z.string(),
  fileSize: z.number().int().optional(),
  sha256: z.string().optional(),
  /** Off: the build is kept but not offered on its channel (the channel's previous version is). */
  available: z.boolean().default(true),
});

const VersionSchema = z.object({
  version: z.string(),
  releasedOn: z.string(),
  /** Markdown per data language; en_us is required, the others fall back to it. */
  notes: z.partialRecord(z.enum(DATA_LANGUAGES), z.string().max(20_000)),
  builds: z
    .array(BuildSchema)
    .min(1)
    .refine((builds) => new Set(builds.map((b) => b.channel)).size === builds.length, {
      error: "name each channel once",
    }),
  /** Seeded as published unless the file says draft. */
  status: z.enum(["draft", "published"]).default("published"),
});

const ReleasesFileSchema = z.partialRecord(z.enum(RELEASE_APPS), z.array(VersionSchema));

/** One release (a version of an app with its builds) as content/ describes it. */
export type ReleaseSource = {
  app: ReleaseApp;
  version: string;
  releasedOn: string;
  notes: Record<string, string>;
  status: "draft" | "published";
  builds: BuildInput[];
};

/**
 * content/releases.json: `{ app: [{ version, releasedOn, notes, status?, builds: [{ channel,
 * minOs, url, fileSize?, sha256?, available? }] }] }`, one release per version. Checked by the
 * console's rules, so a bad file stops the start-up with the place named instead of seeding what
 * the console would refuse.
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
  const sources: ReleaseSource[] = [];
  for (const [app, versions] of Object.entries(parsed.data) as [
    ReleaseApp,
    z.infer<typeof VersionSchema>[],
  ][]) {
    const seen = new Set<string>();
    versions.forEach((entry, index) => {
      const place = `releases.json: ${app}.${index}`;
      if (!entry.notes.en_us?.trim()) throw new Error(`${place}.notes.en_us is required`);
      if (seen.has(entry.version)) throw new Error(`${place}: ${entry.version} is listed twice`);
      seen.add(entry.version);
      const [own, ownProblem] = Object.entries(releaseFieldProblems(entry))[0] ?? [];
      if (own) throw new Error(`${place}: ${own} ${ownProblem}`);
      const builds = entry.builds.map((build) => ({
        channel: build.channel,
        minOs: build.minOs,
        url: build.url,
        fileSize: build.fileSize ?? null,
        sha256: build.sha256 ?? null,
        available: build.available,
      }));
      for (const build of builds) {
        const [field, problem] = Object.entries(buildFieldProblems(build))[0] ?? [];
        if (field) throw new Error(`${place} ${build.channel}: ${field} ${problem}`);
      }
      sources.push({
        app,
        version: entry.version,
        releasedOn: entry.releasedOn,
        notes: entry.notes as Record<string, string>,
        status: entry.status,
        builds,
      });
    });
  }
  return sources;
}
