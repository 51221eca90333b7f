/**
 * Phrase marks: the server puts a zero-width space at each phrase boundary of Chinese and
 * Japanese text (phrases.server.ts) so headings break between phrases, never inside a word.
 * Text that leaves the page as plain text (document title, descriptions, the share sheet)
 * drops them.
 */
export const PHRASE_BREAK = "\u200B";

export function withoutPhraseMarks(text: string): string {
  return text.replaceAll(PHRASE_BREAK, "");
}
