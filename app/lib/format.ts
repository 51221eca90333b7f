import type { UiLocale } from "../../contract/language.ts";

/** A date in the visitor's language; UTC so the server and the browser print the same day. */
export function formatDate(iso: string, locale: UiLocale): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(date);
}
