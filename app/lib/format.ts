import type { UiLocale } from "../../contract/language.ts";

/** A date in the visitor's language; UTC so the server and the browser print the same day. */
export function formatDate(iso: string, locale: UiLocale): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(date);
}

const COMPACT = new Set<UiLocale>(["zh-CN", "zh-HK", "ja", "ko"]);

/** "300,000+" in English and Spanish, "30万+" / "30萬+" / "30만+" where that is how people count. */
export function formatCount(value: number, locale: UiLocale): string {
  const options: Intl.NumberFormatOptions =
    COMPACT.has(locale) && value >= 10_000 ? { notation: "compact" } : {};
  // ICU counts in thousands ("300K") for zh-HK; readers there count in 萬 as in Taiwan.
  const tag = locale === "zh-HK" ? "zh-TW" : locale;
  return `${new Intl.NumberFormat(tag, options).format(value)}+`;
}

/** Date and time in the visitor's own time zone (client-rendered lists only). */
export function formatDateTime(iso: string, locale: UiLocale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(date);
}
