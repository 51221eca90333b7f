import type { Page } from "@playwright/test";
import { jaModel, Parser } from "budoux";
import { markPhrases } from "../../app/lib/phrases.server.ts";
import { PHRASE_BREAK } from "../../app/lib/phrases.ts";
import type { UiLocale } from "../../contract/language.ts";

/**
 * Chinese, Japanese and Korean headings break between phrases, never inside a word (issue 13:
 * 「決め／て」, 「参／考图」, 「セキュ／リティ」): wherever a rendered heading, menu link or button
 * wraps between two letters, the server must have marked a phrase boundary there (a zero-width
 * space or `<wbr>`). Korean breaks only at its spaces.
 *
 * The pages checked, in every CJK interface language; ja is checked in the same load as its
 * sideways-scroll check (overflow.spec.ts), zh-CN, zh-HK and ko in phrases.spec.ts.
 */
export const PHRASE_PAGES = [
  "/",
  "/download",
  "/cookies",
  "/privacy",
  "/gift",
  "/gift/manage",
  "/login",
  "/faq",
  "/blog",
  "/blog/dynamic-action-poses",
  "/manual",
  "/business",
  "/support",
  "/beta",
  "/no/such/page",
];

type Wrapped = { tag: string; text: string; marks: number[]; breaks: number[] };

/** Each visible heading, menu link and button: its text, phrase marks and line-wrap offsets. */
async function wrapsOf(page: Page): Promise<Wrapped[]> {
  return page.evaluate(() => {
    const result: Wrapped[] = [];
    const targets = document.querySelectorAll(
      "h1, h2, h3, h4, nav a, .btn, #main summary, header a, header button",
    );
    for (const el of targets) {
      if (!(el instanceof HTMLElement) || el.offsetParent === null) continue;
      let text = "";
      const marks: number[] = [];
      const breaks: number[] = [];
      let last: { top: number; height: number } | undefined;
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node instanceof HTMLElement) {
          // <wbr>, and the edge of a block inside (a link's two lines), are not wraps.
          if (node.tagName === "WBR" || !getComputedStyle(node).display.startsWith("inline")) {
            marks.push(text.length);
          }
          continue;
        }
        if (!(node instanceof Text)) continue;
        for (let i = 0; i < node.data.length; i += 1) {
          const ch = node.data.charAt(i);
          if (ch === "\u200B") {
            marks.push(text.length);
            continue;
          }
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (!rect) continue;
          if (last && rect.top > last.top + last.height / 2) breaks.push(text.length);
          text += ch;
          last = { top: rect.top, height: rect.height };
        }
      }
      if (breaks.length) result.push({ tag: el.tagName.toLowerCase(), text, marks, breaks });
    }
    return result;
  });
}

const LETTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]/u;

/** Offsets where the server would mark a phrase in `text` (what it marks is tested in Vitest). */
function phraseOffsets(text: string, locale: UiLocale): Set<number> {
  const offsets = new Set<number>();
  let offset = 0;
  for (const ch of markPhrases(text, locale)) {
    if (ch === PHRASE_BREAK) offsets.add(offset);
    else offset += ch.length;
  }
  // Chromium's own Japanese phrases (word-break: auto-phrase) for text the browser fetched.
  if (locale === "ja") {
    for (const boundary of new Parser(jaModel).parseBoundaries(text)) offsets.add(boundary);
  }
  return offsets;
}

/** Wraps that split a word: between two letters, where no phrase boundary lies. */
export async function wordBreaks(page: Page, locale: UiLocale) {
  const found: string[] = [];
  for (const { tag, text, marks, breaks } of await wrapsOf(page)) {
    const allowed = phraseOffsets(text, locale);
    for (const at of breaks) {
      if (marks.includes(at) || allowed.has(at)) continue;
      if (!LETTER.test(text.charAt(at - 1)) || !LETTER.test(text.charAt(at))) continue;
      found.push(`${tag} “${text.slice(0, at)}／${text.slice(at)}”`);
    }
  }
  return found;
}

/** The widths a phrase check measures: a phone's and a desktop's. */
export const PHRASE_WIDTHS = [390, 1440] as const;

/**
 * Word-splitting wraps on the loaded page at each width in turn. No component reads the viewport
 * in script, so one load resized is laid out as a load at that width would be.
 */
export async function phraseProblems(page: Page, address: string, locale: UiLocale) {
  await page.evaluate(() => document.fonts.ready);
  const problems: string[] = [];
  for (const width of PHRASE_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => new Promise(requestAnimationFrame));
    const found = await wordBreaks(page, locale);
    if (found.length) problems.push(`${address} at ${width}px: ${found.join(" · ")}`);
  }
  return problems;
}
