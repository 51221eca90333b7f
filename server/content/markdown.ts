import GithubSlugger from "github-slugger";
import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";
import type { TocEntry } from "../../contract/documents.ts";

export type RenderedMarkdown = { html: string; toc: TocEntry[]; readingMinutes: number };

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "ul",
    "ol",
    "li",
    "blockquote",
    "pre",
    "code",
    "em",
    "strong",
    "del",
    "a",
    "hr",
    "br",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "span",
    "div",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel"],
    h2: ["id"],
    h3: ["id"],
    h4: ["id"],
    th: ["align"],
    td: ["align"],
    code: ["class"],
    div: ["role", "tabindex", "aria-labelledby", "aria-label"],
  },
  allowedClasses: { div: ["table-scroll"] },
  allowedSchemes: ["https", "http", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "escape",
  transformTags: {
    // Headings start at h2: the page title is the only h1.
    h1: "h2",
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? "");
      return {
        tagName,
        attribs: external ? { ...attribs, rel: "noopener noreferrer nofollow" } : attribs,
      };
    },
  },
};

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;

/** Minutes to read: about 220 words a minute, or 400 characters for Chinese, Japanese, Korean. */
export function readingMinutes(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  const words = text
    .replace(CJK, " ")
    .split(/\s+/)
    .filter((w) => /\w/.test(w)).length;
  return Math.max(1, Math.round(cjk / 400 + words / 220));
}

/**
 * A wide table scrolls inside its own box instead of widening the page on a phone. The box is
 * a focusable region (keyboard users can scroll it) named by the heading above the table, or
 * by its column headers when no heading precedes it.
 */
function scrollableTables(html: string): string {
  let heading: string | undefined;
  return html.replace(
    /<h[2-6] id="([^"]+)"|<table>([\s\S]*?)<\/table>/g,
    (match, id: string | undefined, inner: string | undefined) => {
      if (id) {
        heading = id;
        return match;
      }
      const label = heading
        ? `aria-labelledby="${heading}"`
        : `aria-label="${[...(inner ?? "").matchAll(/<th(?:\s[^>]*)?>([\s\S]*?)<\/th>/g)]
            .map((cell) =>
              sanitizeHtml(cell[1] ?? "", { allowedTags: [], allowedAttributes: {} }).trim(),
            )
            .join(", ")
            .replace(/"/g, "&quot;")}"`;
      return `<div class="table-scroll" role="region" tabindex="0" ${label}>${match}</div>`;
    },
  );
}

/**
 * Markdown → sanitised HTML on the server: no scripts, no event handlers, no raw HTML, links
 * with safe schemes only; headings get ids for the table of contents.
 */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const slugger = new GithubSlugger();
  const toc: TocEntry[] = [];
  const marked = new Marked({
    gfm: true,
    async: false,
    renderer: {
      // Raw HTML in the source is shown as text, never interpreted.
      html({ text }) {
        return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
      },
      heading({ tokens, depth }) {
        const html = this.parser.parseInline(tokens);
        const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim();
        const level = Math.max(2, depth);
        const id = slugger.slug(text) || `section-${toc.length + 1}`;
        if (level <= 3) toc.push({ id, text, level });
        return `<h${level} id="${id}">${html}</h${level}>\n`;
      },
    },
  });
  const raw = scrollableTables(marked.parse(markdown) as string);
  return {
    html: sanitizeHtml(raw, SANITIZE),
    toc,
    readingMinutes: readingMinutes(markdown),
  };
}
