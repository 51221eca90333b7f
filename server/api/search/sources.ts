import { groupChangelog } from "../../../contract/changelog.ts";
import { DOCUMENT_KEYS } from "../../../contract/documents.ts";
import type { DataLanguage } from "../../../contract/language.ts";
import { APP_NAMES, RELEASE_APPS } from "../../../contract/releases.ts";
import type { SearchType } from "../../../contract/search.ts";
import { renderMarkdown } from "../../content/markdown.ts";
import type { ContentService } from "../../lib/content-service.ts";
import { PAGE_TITLES } from "../../lib/page-titles.ts";
import { htmlToText } from "../../lib/search-text.ts";
import type { SearchDoc } from "./search-index.ts";
import { listArticleTexts } from "./service.ts";

/**
 * Where the index's pages come from. Each source reads one kind of content in one language
 * through the content read path (ContentService, so the same cached values the pages render)
 * and hands back plain text. A new kind (themes, the changelog) is one more entry in SOURCES
 * plus its name in contract/search.ts's SEARCH_TYPES (ADR 0013).
 */
export type SearchSource = (
  content: ContentService,
  language: DataLanguage,
) => Promise<SearchDoc[]>;

const SECTIONS: Record<number, SearchType> = { 3: "manual", 1: "blog" };

/**
 * Blog posts and manual entries, read in one query per language (listArticleTexts) rather than
 * one per article: the same rows and the same en_us fallback the article pages show.
 */
const articleSource: SearchSource = async (content, language) => {
  const texts = await listArticleTexts(content.db, [3, 1], language, content.cache.now());
  return texts.flatMap((text) => {
    const type = SECTIONS[text.colType];
    if (!type) return [];
    const { html, toc } = renderMarkdown(text.body);
    return [
      {
        id: `${type}:${text.slug}`,
        type,
        title: text.title,
        summary: text.summary,
        body: htmlToText(html),
        headings: toc.map((entry) => entry.text).join(" · "),
        url: `/${type}/${text.slug}`,
        language: text.language,
      },
    ];
  });
};

const faqSource: SearchSource = async (content, language) => {
  const entries = (await content.faq(language)).value ?? [];
  return entries.map((entry) => ({
    id: `faq:${entry.id}`,
    type: "faq",
    title: entry.question,
    summary: "",
    body: htmlToText(entry.answerHtml),
    headings: "",
    url: `/faq#${entry.id}`,
    language,
  }));
};

const documentSource: SearchSource = async (content, language) => {
  const docs: SearchDoc[] = [];
  for (const key of DOCUMENT_KEYS) {
    const document = (await content.document(key, language)).value;
    if (!document) continue;
    docs.push({
      id: `document:${key}`,
      type: "document",
      title: document.title,
      summary: document.summary,
      body: htmlToText(document.html),
      headings: document.toc.map((entry) => entry.text).join(" · "),
      url: `/${key}`,
      language: document.language,
    });
  }
  return docs;
};

/** Pose themes: title, description and the names of their poses (what the theme page lists). */
const themeSource: SearchSource = async (content, language) => {
  const themes = (await content.themes(language)).value ?? [];
  const docs: SearchDoc[] = [];
  for (const summary of themes) {
    const theme = (await content.theme(summary.slug, language)).value;
    docs.push({
      id: `theme:${summary.slug}`,
      type: "theme",
      title: summary.title,
      summary: summary.description,
      body: theme ? theme.poses.map((pose) => pose.name).join(" · ") : "",
      headings: "",
      url: `/themes/${summary.slug}`,
      language,
    });
  }
  return docs;
};

/**
 * The download page and each app's release notes, from the published releases (the console's
 * releases, issue 17): /download under the page's own title, with every app's name and latest
 * version; /changelog/<app> under "<app>: release notes", with the notes in the language (else
 * English, as the changelog page shows them). Titles come from the interface catalogue, so the
 * results read as the pages do.
 */
const downloadSource: SearchSource = async (content, language) => {
  const titles = PAGE_TITLES[language];
  const docs: SearchDoc[] = [];
  const overview: string[] = [];
  for (const app of RELEASE_APPS) {
    const entries = groupChangelog((await content.releases(app)).value ?? [], language);
    const latest = entries[0];
    if (!latest) continue;
    const name = APP_NAMES[app];
    overview.push(`${name} ${latest.version}`);
    const notes = entries.map((entry) => `${entry.version} ${htmlToText(entry.html)}`);
    docs.push({
      id: `changelog:${app}`,
      type: "download",
      title: titles.changelog.replace("{app}", name),
      summary: `${latest.version} · ${latest.releasedOn}`,
      body: notes.join(" "),
      headings: "",
      url: `/changelog/${app}`,
      language: latest.language,
    });
  }
  if (overview.length === 0) return docs;
  docs.unshift({
    id: "download:page",
    type: "download",
    title: titles.download,
    summary: titles.lead,
    body: overview.join(" · "),
    headings: "",
    url: "/download",
    language,
  });
  return docs;
};

export const SOURCES: readonly SearchSource[] = [
  articleSource,
  faqSource,
  themeSource,
  documentSource,
  downloadSource,
];

/** Every page of every source in one language. */
export async function collectDocs(
  content: ContentService,
  language: DataLanguage,
  sources: readonly SearchSource[] = SOURCES,
): Promise<SearchDoc[]> {
  const all: SearchDoc[] = [];
  for (const source of sources) all.push(...(await source(content, language)));
  return all;
}
