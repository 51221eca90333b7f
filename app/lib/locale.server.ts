import { parseCookie } from "cookie";
import {
  isUiLocale,
  localeFromAcceptLanguage,
  toUiLocale,
  type UiLocale,
} from "../../contract/language.ts";

export const LANGUAGE_COOKIE = "language";

/**
 * An explicit `lang` (the apps' in-app pages, and each language's address for search engines)
 * wins; then the session cookie mirror of session storage `language`, then Accept-Language,
 * then en-US.
 */
export function resolveRequestLocale(request: Request): UiLocale {
  const url = new URL(request.url);
  const lang = url.searchParams.get("lang");
  if (lang) return toUiLocale(lang);
  const cookies = parseCookie(request.headers.get("cookie") ?? "");
  const chosen = cookies[LANGUAGE_COOKIE];
  if (isUiLocale(chosen)) return chosen;
  return localeFromAcceptLanguage(request.headers.get("accept-language"));
}
