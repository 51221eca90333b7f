import { parseCookie } from "cookie";
import {
  isUiLocale,
  localeFromAcceptLanguage,
  toUiLocale,
  type UiLocale,
} from "../../contract/language.ts";

export const LANGUAGE_COOKIE = "language";

/**
 * The in-app agreement pages take the app's `lang`; elsewhere the session cookie mirror of
 * session storage `language` wins over Accept-Language, and en-US is the fallback.
 */
export function resolveRequestLocale(request: Request): UiLocale {
  const url = new URL(request.url);
  const lang = url.searchParams.get("lang");
  if (lang && url.pathname.startsWith("/agreement")) return toUiLocale(lang);
  const cookies = parseCookie(request.headers.get("cookie") ?? "");
  const chosen = cookies[LANGUAGE_COOKIE];
  if (isUiLocale(chosen)) return chosen;
  return localeFromAcceptLanguage(request.headers.get("accept-language"));
}
