import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { UI_LOCALES, type UiLocale } from "../../contract/language.ts";
import { normaliseTag, WORK_LIMITS } from "../../contract/works.ts";

// content/work-tags.json: the tags of the team's works, approved from the start with a label in
// every interface language (a filter on /works is never shown half translated).

const Label = z.string().trim().min(1).max(WORK_LIMITS.tagMax);
const FileSchema = z.object({
  tags: z
    .array(
      z.object({
        slug: z.string().refine((slug) => slug === normaliseTag(slug) && slug.length > 0, {
          error: "must be a normalised tag",
        }),
        labels: z.object(
          Object.fromEntries(UI_LOCALES.map((locale) => [locale, Label])) as Record<
            UiLocale,
            typeof Label
          >,
        ),
      }),
    )
    .max(500),
});

export type WorkTagSource = { slug: string; labels: Record<UiLocale, string> };

export async function loadWorkTags(contentDir: string): Promise<WorkTagSource[]> {
  const text = await readFile(path.join(contentDir, "work-tags.json"), "utf8").catch(() => null);
  if (text === null) return [];
  const parsed = FileSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`work-tags.json: ${issue?.path.join(".")}: ${issue?.message}`);
  }
  return parsed.data.tags;
}
