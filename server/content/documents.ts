import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { isDocumentKey } from "../../contract/documents.ts";
import { DATA_LANGUAGES, type DataLanguage } from "../../contract/language.ts";

const DocumentFrontmatterSchema = z.object({
  title: z.string().min(1).max(200),
  version: z.union([z.string(), z.number()]).transform(String),
  effectiveDate: z
    .union([z.string(), z.date()])
    .transform((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v))
    .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)),
  summary: z.string().max(400).default(""),
});

export type DocumentSource = {
  key: string;
  language: DataLanguage;
  version: string;
  effectiveDate: string;
  title: string;
  summary: string;
  body: string;
};

function splitFrontmatter(text: string, where: string) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${where}: missing frontmatter`);
  return { meta: parseYaml(match[1] ?? "") as unknown, body: (match[2] ?? "").trim() };
}

/** content/documents/<key>/<lang>.md */
export async function loadDocuments(contentDir: string): Promise<DocumentSource[]> {
  const base = path.join(contentDir, "documents");
  const keys = await readdir(base).catch(() => [] as string[]);
  const result: DocumentSource[] = [];
  for (const key of keys.sort()) {
    if (!isDocumentKey(key)) continue;
    for (const language of DATA_LANGUAGES) {
      const file = path.join(base, key, `${language}.md`);
      const text = await readFile(file, "utf8").catch(() => null);
      if (text === null) continue;
      const where = path.join("documents", key, `${language}.md`);
      const { meta, body } = splitFrontmatter(text, where);
      const parsed = DocumentFrontmatterSchema.safeParse(meta);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new Error(`${where}: ${issue?.path.join(".")} ${issue?.message}`);
      }
      result.push({ key, language, ...parsed.data, body });
    }
  }
  return result;
}

const FaqFileSchema = z.array(
  z.object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    category: z.string().min(1).max(40),
    question: z.string().min(1).max(400),
    answer: z.string().min(1).max(8000),
  }),
);

export type FaqSource = {
  id: string;
  language: DataLanguage;
  category: string;
  question: string;
  answer: string;
  sortOrder: number;
};

/** content/faq/<lang>.yaml, a list of questions in display order. */
export async function loadFaq(contentDir: string): Promise<FaqSource[]> {
  const result: FaqSource[] = [];
  for (const language of DATA_LANGUAGES) {
    const file = path.join(contentDir, "faq", `${language}.yaml`);
    const text = await readFile(file, "utf8").catch(() => null);
    if (text === null) continue;
    const parsed = FaqFileSchema.safeParse(parseYaml(text));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`faq/${language}.yaml: ${issue?.path.join(".")} ${issue?.message}`);
    }
    parsed.data.forEach((entry, index) => {
      result.push({ ...entry, language, sortOrder: index + 1 });
    });
  }
  return result;
}
