import {
  dataLanguageOf,
  LANGUAGE_COOKIE,
  resolveUiLocale,
  type UiLocale,
} from "../../../contract/language.ts";
import { configureApiClient, documentLanguage } from "../../lib/api-client.ts";
import { STORAGE_KEYS, session } from "../../lib/storage.ts";
import { appStore } from "../../lib/store.ts";

/**
 * The interface language this tab should show (spec §4): an explicit `?lang=` address, else
 * the tab's stored language (a spec locale or a regional form such as `ja-JP`), else what the
 * server resolved from the browser language.
 */
export function wantedLocale(rendered: UiLocale): UiLocale {
  const address =
    typeof window === "undefined" ? null : new URLSearchParams(window.location.search).get("lang");
  return resolveUiLocale({
    address,
    stored: session.getItem(STORAGE_KEYS.language),
    browser: rendered,
  });
}

/** Remembers the choice for this tab and mirrors it in a session cookie for the server. */
export function rememberLanguage(locale: UiLocale) {
  session.setItem(STORAGE_KEYS.language, locale);
  // biome-ignore lint/suspicious/noDocumentCookie: a plain session cookie; no cookie store needed.
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; samesite=lax`;
}

/**
 * Switches the interface language: remembered for the tab and the server, lists in the store
 * dropped (they are in the old language). The caller then revalidates so the page re-renders
 * from the server's data in that language; the calls made for that new page already speak it.
 * Once the page shows it, `followShownLanguage` hands the calls back to the page's language.
 */
export function switchLanguage(locale: UiLocale) {
  rememberLanguage(locale);
  configureApiClient({ language: () => dataLanguageOf(locale) });
  appStore.set({ blogList: [], userManualList: [] });
}

/** Data calls in the language of the page on screen (its `<html lang>`), whatever was asked. */
export function followShownLanguage() {
  configureApiClient({ language: documentLanguage });
}
