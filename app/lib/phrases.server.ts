import { jaModel, Parser, zhHansModel, zhHantModel } from "budoux";
import type { TocEntry } from "../../contract/documents.ts";
import type { DataLanguage, UiLocale } from "../../contract/language.ts";
import type { Messages } from "../locales/en-US.ts";
import { PHRASE_BREAK } from "./phrases.ts";

/**
 * Chinese and Japanese have no spaces, so a browser may break a heading between any two
 * characters (「決め／て」, 「参／考图」). BudouX finds the phrase boundaries on the server; a
 * zero-width space marks each one, and headings set `word-break: keep-all` (app.css) so they
 * break only there. The parser and its models (~170 kB) never reach the browser: the marks
 * travel inside the text. Korean separates words with spaces, so keep-all alone is right.
 */
type PhraseLanguage = "ja" | "zh-Hans" | "zh-Hant";
const MODELS = { ja: jaModel, "zh-Hans": zhHansModel, "zh-Hant": zhHantModel };
const parsers = new Map<PhraseLanguage, Parser>();

function parserFor(language: PhraseLanguage): Parser {
  let parser = parsers.get(language);
  if (!parser) {
    parser = new Parser(MODELS[language]);
    parsers.set(language, parser);
  }
  return parser;
}

const PHRASE_LANGUAGE: Partial<Record<UiLocale | DataLanguage, PhraseLanguage>> = {
  ja: "ja",
  ja_jp: "ja",
  "zh-CN": "zh-Hans",
  zh_cn: "zh-Hans",
  "zh-HK": "zh-Hant",
  zh_hk: "zh-Hant",
};

/** Ideographs, kana and CJK punctuation: a mark only ever sits between two of these. */
const CJK =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef\u30fc]/u;

const segmenters = new Map<PhraseLanguage, Intl.Segmenter>();

/** Where ICU's dictionary puts word boundaries (string offsets). */
function wordBoundaries(text: string, language: PhraseLanguage): Set<number> {
  let segmenter = segmenters.get(language);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language, { granularity: "word" });
    segmenters.set(language, segmenter);
  }
  return new Set([...segmenter.segment(text)].map((segment) => segment.index));
}

/**
 * BudouX's Chinese models sometimes cut a word in two (功|能, 绘|画); ICU's word dictionary
 * cuts Japanese inflections (決め|て). A boundary both agree on is a phrase boundary that is
 * also a word boundary: that is where a heading may break.
 */
function markRun(text: string, language: PhraseLanguage): string {
  if (!CJK.test(text)) return text;
  const words = wordBoundaries(text, language);
  let out = "";
  let offset = 0;
  let previous = "";
  for (const chunk of parserFor(language).parse(text)) {
    const first = chunk.charAt(0);
    // Never inside a Latin word or number ("3D", "Pro"), never next to a space.
    if (offset > 0 && words.has(offset) && CJK.test(previous) && CJK.test(first)) {
      out += PHRASE_BREAK;
    }
    out += chunk;
    offset += chunk.length;
    previous = chunk.charAt(chunk.length - 1);
  }
  return out;
}

/** `text` with a phrase mark at each boundary; `{slots}` and other languages pass unchanged. */
export function markPhrases(text: string, language: UiLocale | DataLanguage): string {
  const phraseLanguage = PHRASE_LANGUAGE[language];
  if (!phraseLanguage || !CJK.test(text)) return text;
  return text
    .split(/(\{\w+\})/)
    .map((part) => (/^\{\w+\}$/.test(part) ? part : markRun(part, phraseLanguage)))
    .join("");
}

/**
 * The same for the text of every heading in server-rendered HTML (documents, articles), with
 * `<wbr>` rather than a character: that HTML is never read back as text.
 */
export function markHeadingPhrases(html: string, language: UiLocale | DataLanguage): string {
  if (!PHRASE_LANGUAGE[language]) return html;
  return html.replace(
    /(<h([1-6])\b[^>]*>)([\s\S]*?)(<\/h\2>)/g,
    (_, open: string, _level: string, inner: string, close: string) =>
      open +
      inner.replace(
        /(^|>)([^<]+)/g,
        (_m, lead: string, text: string) =>
          lead + markPhrases(text, language).replaceAll(PHRASE_BREAK, "<wbr>"),
      ) +
      close,
  );
}

type Tree = string | Tree[] | { [key: string]: Tree };

function markTree(tree: Tree, language: UiLocale): Tree {
  if (typeof tree === "string") return markPhrases(tree, language);
  if (Array.isArray(tree)) return tree.map((item) => markTree(item, language));
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [key, markTree(value, language)]),
  );
}

const marked = new WeakMap<object, Map<UiLocale, unknown>>();

/**
 * A catalogue with its phrases marked, built once per catalogue and language: the site's
 * (`Messages`) and the ones a section loads for itself (the console's).
 */
export function markCatalogue<T extends object = Messages>(messages: T, locale: UiLocale): T {
  if (!PHRASE_LANGUAGE[locale]) return messages;
  let byLocale = marked.get(messages);
  if (!byLocale) {
    byLocale = new Map();
    marked.set(messages, byLocale);
  }
  let result = byLocale.get(locale) as T | undefined;
  if (!result) {
    result = markTree(messages as unknown as Tree, locale) as unknown as T;
    byLocale.set(locale, result);
  }
  return result;
}

/** A document or article with its title, contents and body headings marked. */
export function markTextPhrases<
  T extends {
    title: string;
    html: string;
    toc: TocEntry[];
    language: string;
    prev?: { slug: string; title: string } | null;
    next?: { slug: string; title: string } | null;
  },
>(view: T): T {
  const language = view.language as DataLanguage;
  if (!PHRASE_LANGUAGE[language]) return view;
  const mark = (text: string) => markPhrases(text, language);
  const neighbour = (link: { slug: string; title: string } | null | undefined) =>
    link ? { ...link, title: mark(link.title) } : link;
  return {
    ...view,
    title: mark(view.title),
    html: markHeadingPhrases(view.html, language),
    toc: view.toc.map((entry) => ({ ...entry, text: mark(entry.text) })),
    ...("prev" in view ? { prev: neighbour(view.prev) } : {}),
    ...("next" in view ? { next: neighbour(view.next) } : {}),
  };
}

/** List entries (blog and manual cards) with their titles marked. */
export function markTitles<T extends { title: string }>(
  items: T[],
  language: UiLocale | DataLanguage,
): T[] {
  if (!PHRASE_LANGUAGE[language]) return items;
  return items.map((item) => ({ ...item, title: markPhrases(item.title, language) }));
}
