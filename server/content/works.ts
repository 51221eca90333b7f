import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { DATA_LANGUAGES, type DataLanguage } from "../../contract/language.ts";
import type { Scene } from "../../contract/pose.ts";
import { loadThemes } from "./themes.ts";

// content/works.json: the featured works the site starts with. They are the doll's own
// ink-style renders of theme poses (public/renders/themes/, made by `npm run renders`),
// credited to the Inkdoll team: the gallery is never seeded with invented artists.

const FileSchema = z.object({
  description: z.record(z.enum(DATA_LANGUAGES), z.string().min(1)),
  works: z
    .array(
      z.object({
        pose: z.string().regex(/^[a-z0-9-]+\/[a-z0-9-]+$/, "theme/pose"),
        featured: z.boolean().default(false),
      }),
    )
    .max(200),
});

export type TeamWorkSource = {
  slug: string;
  featured: boolean;
  tags: string[];
  scene: Scene;
  translations: Record<DataLanguage, { title: string; description: string }>;
  image: { bytes: Buffer; fileName: string };
};

/** The team's works of content/works.json, each with its render's bytes and its pose. */
export async function loadTeamWorks(contentDir: string): Promise<TeamWorkSource[]> {
  const file = path.join(contentDir, "works.json");
  const text = await readFile(file, "utf8").catch(() => null);
  if (text === null) return [];
  const parsed = FileSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`works.json: ${parsed.error.issues[0]?.message}`);
  const themes = await loadThemes(contentDir);
  const renders = path.join(contentDir, "..", "public", "renders", "themes");
  const sources: TeamWorkSource[] = [];
  for (const entry of parsed.data.works) {
    const [themeSlug, poseId] = entry.pose.split("/") as [string, string];
    const theme = themes.find((t) => t.slug === themeSlug);
    const pose = theme?.poses.find((p) => p.id === poseId);
    if (!theme || !pose) throw new Error(`works.json: no theme pose ${entry.pose}`);
    const fileName = `${poseId}-640.webp`;
    const bytes = await readFile(path.join(renders, themeSlug, fileName)).catch(() => null);
    // Renders are made by a script; a checkout without them seeds no team works.
    if (!bytes) continue;
    const translations = Object.fromEntries(
      DATA_LANGUAGES.map((language) => [
        language,
        {
          title: pose.names[language],
          description: (parsed.data.description[language] ?? "")
            .replace("{pose}", pose.names[language])
            .replace("{theme}", theme.titles[language]),
        },
      ]),
    ) as TeamWorkSource["translations"];
    sources.push({
      slug: entry.pose.replace("/", "-"),
      featured: entry.featured,
      tags: [themeSlug, ...theme.tags],
      scene: pose.scene,
      translations,
      image: { bytes, fileName },
    });
  }
  return sources;
}
