import GithubSlugger from "github-slugger";
import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

export type TocEntry = { id: string; text: string; level: number };
export type RenderedMarkdown = { html: string; toc: TocEntry[]; readingMinutes: number };

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2", "h3", "h4", "h5", "h6", "p", "ul", "ol", "li", "blockquote", "pre", "code", "em",
    "strong", "del", "a", "hr", "br", "table", "thead", "tbody", "tr", "th", "td", "span",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel"],
    h2: ["id"],
    h3: ["id"],
    h4: ["id"],
    th: ["align"],
    td: ["align"],
    code: ["class"],
  },
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
  const words = text.replace(CJK, " ").split(/\s+/).filter((w) => /\w/.test(w)).length;
  return Math.max(1, Math.round(cjk / 400 + words / 220));
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
  const raw = marked.parse(markdown) as string;
  return {
    html: sanitizeHtml(raw, SANITIZE),
    toc,
    readingMinutes: readingMinutes(markdown),
  };
}
