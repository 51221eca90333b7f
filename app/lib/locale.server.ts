import { parseCookie } from "cookie";
import {
  LANGUAGE_COOKIE,
  localeFromAcceptLanguage,
  resolveUiLocale,
  type UiLocale,
} from "../../contract/language.ts";

/**
 * An explicit `lang` (the apps' in-app pages, and each language's address for search engines)
 * wins; then the session cookie mirror of session storage `language`, then Accept-Language,
 * then en-US.
 */
export function resolveRequestLocale(request: Request): UiLocale {
  // Only the query is read here, which a client navigation's `.data` request keeps as it was.
  const address = new URL(request.url).searchParams.get("lang");
  const cookies = parseCookie(request.headers.get("cookie") ?? "");
  return resolveUiLocale({
    address,
    stored: cookies[LANGUAGE_COOKIE] ?? null,
    browser: localeFromAcceptLanguage(request.headers.get("accept-language")),
  });
}
