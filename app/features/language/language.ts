import {
  dataLanguageOf,
  isUiLocale,
  toUiLocale,
  type UiLocale,
} from "../../../contract/language.ts";
import { configureApiClient } from "../../lib/api-client.ts";
import { STORAGE_KEYS, session } from "../../lib/storage.ts";
import { appStore } from "../../lib/store.ts";

export const LANGUAGE_COOKIE = "language";

/** Session storage `language`, when it holds a locale we have. */
export function storedLanguage(): UiLocale | null {
  const value = session.getItem(STORAGE_KEYS.language);
  return isUiLocale(value) ? value : null;
}

/** Spec §4: session storage, else the browser language, else en-US. */
export function resolveClientLanguage(): UiLocale {
  return storedLanguage() ?? toUiLocale(typeof navigator === "undefined" ? "" : navigator.language);
}

/** Remembers the choice for this tab and mirrors it in a session cookie for the server. */
export function rememberLanguage(locale: UiLocale) {
  session.setItem(STORAGE_KEYS.language, locale);
  // biome-ignore lint/suspicious/noDocumentCookie: a plain session cookie; no cookie store needed.
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; samesite=lax`;
}

/**
 * Switches the interface language: remembered for the tab and the server, lists in the store
 * dropped (they are in the old language), calls made from now on in the new one. The caller
 * then revalidates so the page re-renders from the server's data in that language.
 */
export function switchLanguage(locale: UiLocale) {
  rememberLanguage(locale);
  configureApiClient({ language: () => dataLanguageOf(locale) });
  appStore.set({ blogList: [], userManualList: [] });
}
