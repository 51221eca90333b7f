import type { UiLocale } from "../../contract/language.ts";

/**
 * Building an Intl formatter is costly (it loads locale data: tens of milliseconds on a slow
 * phone during hydration, where the home page formats ten figures and dates), so each
 * locale-and-options pair is built once and reused.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, build: () => T): T {
  const found = formatters.get(key);
  if (found) return found as T;
  const formatter = build();
  formatters.set(key, formatter);
  return formatter;
}

const numberFormat = (tag: string, options: Intl.NumberFormatOptions) =>
  cached(`n|${tag}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(tag, options));

const dateFormat = (tag: string, options: Intl.DateTimeFormatOptions) =>
  cached(`d|${tag}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(tag, options));

/** A date in the visitor's language; UTC so the server and the browser print the same day. */
export function formatDate(iso: string, locale: UiLocale): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(date);
}

const COMPACT = new Set<UiLocale>(["zh-CN", "zh-HK", "ja", "ko"]);

/** "300,000+" in English and Spanish, "30万+" / "30萬+" / "30만+" where that is how people count. */
export function formatCount(value: number, locale: UiLocale): string {
  const options: Intl.NumberFormatOptions =
    COMPACT.has(locale) && value >= 10_000 ? { notation: "compact" } : {};
  // ICU counts in thousands ("300K") for zh-HK; readers there count in 萬 as in Taiwan.
  const tag = locale === "zh-HK" ? "zh-TW" : locale;
  return `${numberFormat(tag, options).format(value)}+`;
}

/** Date and time in the visitor's own time zone (client-rendered lists only). */
export function formatDateTime(iso: string, locale: UiLocale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(date);
}
