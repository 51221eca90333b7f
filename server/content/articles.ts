import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { COL_TYPE } from "../../contract/category.ts";
import { DATA_LANGUAGES, type DataLanguage } from "../../contract/language.ts";

const dateString = z.union([z.string(), z.date()]).transform((v, ctx) => {
  const d = new Date(v);
  if (Number.isNaN(d.getTime())) {
    ctx.addIssue({ code: "custom", message: "is not a date" });
    return z.NEVER;
  }
  return d;
});

export const FrontmatterSchema = z.object({
  title: z.string().min(1).max(200),
  summary: z.string().min(1).max(400),
  tags: z.array(z.string().min(1).max(40)).max(10).default([]),
  publishedAt: dateString,
  updatedAt: dateString.optional(),
  app: z.enum(["doll", "brush", "create", "ai"]).optional(),
  topic: z.string().max(40).optional(),
  order: z.number().int().optional(),
});

export type ArticleSource = {
  colType: number;
  slug: string;
  cover: string;
  app: string | null;
  topic: string | null;
  order: number;
  tags: string[];
  publishedAt: Date;
  updatedAt: Date;
  translations: { language: DataLanguage; title: string; summary: string; body: string }[];
};

export function parseMarkdownFile(text: string, where: string) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${where}: missing frontmatter`);
  const meta = FrontmatterSchema.safeParse(parseYaml(match[1] ?? ""));
  if (!meta.success) {
    const issue = meta.error.issues[0];
    throw new Error(`${where}: ${issue?.path.join(".")} ${issue?.message}`);
  }
  return { meta: meta.data, body: (match[2] ?? "").trim() };
}

/** Reads content/articles/<blog|manual>/<slug>/<lang>.md (+ cover.webp or cover.svg). */
export async function loadArticles(contentDir: string): Promise<ArticleSource[]> {
  const result: ArticleSource[] = [];
  for (const [folder, colType] of [
    ["blog", COL_TYPE.blog],
    ["manual", COL_TYPE.manual],
  ] as const) {
    const base = path.join(contentDir, "articles", folder);
    const slugs = await readdir(base).catch(() => [] as string[]);
    for (const slug of slugs.sort()) {
      if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) continue;
      const dir = path.join(base, slug);
      const files = await readdir(dir).catch(() => [] as string[]);
      const translations: ArticleSource["translations"] = [];
      let reference: z.infer<typeof FrontmatterSchema> | undefined;
      for (const language of DATA_LANGUAGES) {
        if (!files.includes(`${language}.md`)) continue;
        const where = path.join(folder, slug, `${language}.md`);
        const { meta, body } = parseMarkdownFile(
          await readFile(path.join(dir, `${language}.md`), "utf8"),
          where,
        );
        if (language === "en_us" || !reference) reference = meta;
        translations.push({ language, title: meta.title, summary: meta.summary, body });
      }
      if (!reference || translations.length === 0) continue;
      result.push({
        colType,
        slug,
        // A render of the doll (`npm run renders`) where one fits the article, else a drawing.
        cover: files.includes("cover.webp")
          ? `/content/${folder}/${slug}/cover.webp`
          : files.includes("cover.svg")
            ? `/content/${folder}/${slug}/cover.svg`
            : "",
        app: reference.app ?? null,
        topic: reference.topic ?? null,
        order: reference.order ?? 0,
        tags: reference.tags,
        publishedAt: reference.publishedAt,
        updatedAt: reference.updatedAt ?? reference.publishedAt,
        translations,
      });
    }
  }
  return result;
}
