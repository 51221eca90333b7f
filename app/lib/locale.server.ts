import { parseCookie } from "cookie";
import { isUiLocale, localeFromAcceptLanguage, type UiLocale } from "../../contract/language.ts";

export const LANGUAGE_COOKIE = "language";

/** The session cookie mirror of session storage `language` wins over Accept-Language. */
export function resolveRequestLocale(request: Request): UiLocale {
  const cookies = parseCookie(request.headers.get("cookie") ?? "");
  const chosen = cookies[LANGUAGE_COOKIE];
  if (isUiLocale(chosen)) return chosen;
  return localeFromAcceptLanguage(request.headers.get("accept-language"));
}
