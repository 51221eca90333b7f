import type { DataLanguage } from "../../contract/language.ts";

/**
 * Text handling for site search (ADR 0013): the same tokeniser at index and at query time, so
 * Chinese, Japanese and Korean are cut into words by `Intl.Segmenter` (ICU's dictionaries) on
 * both sides, and snippets with matches marked, escaped here on the server.
 */

const SEGMENTER_LOCALE: Record<DataLanguage, string> = {
  en_us: "en",
  es_es: "es",
  zh_cn: "zh-Hans",
  zh_hk: "zh-Hant",
  ja_jp: "ja",
  ko_kr: "ko",
};

const segmenters = new Map<DataLanguage, Intl.Segmenter>();

function segmenterOf(language: DataLanguage): Intl.Segmenter {
  let segmenter = segmenters.get(language);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(SEGMENTER_LOCALE[language], { granularity: "word" });
    segmenters.set(language, segmenter);
  }
  return segmenter;
}

const LATIN = /\p{Script=Latin}/u;
const HAN_RUN = /\p{Script=Han}{2,}/gu;
/** A lone hiragana (の, を, は) is a particle: indexing it would match nearly every page. */
const PARTICLE = /^\p{Script=Hiragana}$/u;

/** Whether a term is written in Latin letters: those get typo tolerance and prefix matching. */
export function isLatinTerm(term: string): boolean {
  return LATIN.test(term);
}

/**
 * One word as the index keeps it: NFKC, lower case; Latin words without accents and with a
 * plural -s taken off (grids → grid, poses → pose, rejillas → rejilla), the lightest stemming
 * that serves English and Spanish alike. Index and query go through the same function.
 */
export function normalizeTerm(word: string): string {
  const folded = word.normalize("NFKC").toLowerCase();
  if (!LATIN.test(folded)) return folded;
  const plain = folded
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .normalize("NFC");
  return plain.length >= 4 && plain.endsWith("s") && !plain.endsWith("ss")
    ? plain.slice(0, -1)
    : plain;
}

type Piece = { index: number; segment: string; term: string };

/** The word-like segments of `text` with where they start and their index form. */
function pieces(text: string, language: DataLanguage): Piece[] {
  const out: Piece[] = [];
  for (const s of segmenterOf(language).segment(text)) {
    if (!s.isWordLike) continue;
    out.push({ index: s.index, segment: s.segment, term: normalizeTerm(s.segment) });
  }
  return out;
}

/**
 * The terms of `text`: the segmenter's words, and for runs of Chinese characters also each pair
 * of neighbours, because ICU splits words its dictionary lacks (透视网格 → 透视/网/格) and a
 * query's cut may differ from the page's; the pairs make 网格 match either way.
 */
export function tokenize(text: string, language: DataLanguage): string[] {
  const terms: string[] = [];
  /** Where a two-character word starts: its pair is already a term, not counted twice. */
  const pairWords = new Set<number>();
  for (const piece of pieces(text, language)) {
    if (!PARTICLE.test(piece.term)) terms.push(piece.term);
    if (piece.segment.length === 2) pairWords.add(piece.index);
  }
  if (language === "zh_cn" || language === "zh_hk" || language === "ja_jp") {
    for (const run of text.matchAll(HAN_RUN)) {
      const start = run.index ?? 0;
      // Han characters of the basic planes: one UTF-16 unit each, so offsets are positions.
      for (let i = 0; i + 1 < run[0].length; i++) {
        if (!pairWords.has(start + i)) terms.push(normalizeTerm(run[0].slice(i, i + 2)));
      }
    }
  }
  return terms;
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

/** Rendered Markdown (our own renderer's HTML) → its text, block ends kept as spaces. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith("#x") || name.startsWith("#X"))
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, " ")
    .trim();
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

type Range = [start: number, end: number];

/** Where in `text` the matched index terms occur, in order and without overlaps. */
export function matchRanges(
  text: string,
  terms: Iterable<string>,
  language: DataLanguage,
): Range[] {
  const wanted = new Set(terms);
  if (wanted.size === 0) return [];
  const ranges: Range[] = [];
  for (const piece of pieces(text, language)) {
    if (wanted.has(piece.term)) ranges.push([piece.index, piece.index + piece.segment.length]);
  }
  // Chinese pairs (see tokenize) may straddle two segments: found by position instead.
  const folded = text.normalize("NFKC");
  if (folded.length === text.length) {
    for (const term of wanted) {
      if (!/^\p{Script=Han}{2}$/u.test(term)) continue;
      for (let at = folded.indexOf(term); at >= 0; at = folded.indexOf(term, at + 1)) {
        ranges.push([at, at + term.length]);
      }
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Range[] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/**
 * Up to `length` characters of `text` around its first match, HTML-escaped, each match wrapped
 * in `<mark>`; the start of the text when nothing matches. Safe to insert as HTML.
 */
export function snippet(
  text: string,
  terms: Iterable<string>,
  language: DataLanguage,
  length = 160,
): string {
  const ranges = matchRanges(text, terms, language);
  const first = ranges[0];
  let start = first ? Math.max(0, first[0] - Math.floor(length / 4)) : 0;
  // Start at a word boundary in spaced scripts rather than mid-word.
  if (start > 0) {
    const space = text.lastIndexOf(" ", start);
    if (space >= 0 && start - space < 20) start = space + 1;
  }
  const end = Math.min(text.length, start + length);
  let html = start > 0 ? "…" : "";
  let at = start;
  for (const [from, to] of ranges) {
    if (to <= start || from >= end) continue;
    const a = Math.max(from, start);
    const b = Math.min(to, end);
    html += `${escapeHtml(text.slice(at, a))}<mark>${escapeHtml(text.slice(a, b))}</mark>`;
    at = b;
  }
  html += escapeHtml(text.slice(at, end));
  if (end < text.length) html += "…";
  return html;
}
