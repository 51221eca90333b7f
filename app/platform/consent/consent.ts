import type { AnalyticsConfig } from "../../../contract/app-context.ts";
import { local, STORAGE_KEYS } from "../../lib/storage.ts";

export type Consent = "accepted" | "necessary";

export function readConsent(): Consent | null {
  const value = local.getItem(STORAGE_KEYS.cookieConsent);
  return value === "accepted" || value === "necessary" ? value : null;
}

export function saveConsent(value: Consent) {
  local.setItem(STORAGE_KEYS.cookieConsent, value);
}

const settingsListeners = new Set<() => void>();

/** The footer's "Cookie settings": shows the banner again so the choice can be changed. */
export function openCookieSettings() {
  for (const listener of settingsListeners) listener();
}

export function onOpenCookieSettings(listener: () => void): () => void {
  settingsListeners.add(listener);
  return () => settingsListeners.delete(listener);
}

let injected = false;

/**
 * Spec §4's statistics script, only with consent and only when configured. It loads async, so
 * the page never waits on it, and a failure to load changes nothing (nor says anything: the
 * browser's console already names the failed request).
 */
export function injectAnalytics(config: AnalyticsConfig) {
  if (!config || injected || readConsent() !== "accepted") return;
  injected = true;
  const script = document.createElement("script");
  script.src = config.scriptUrl;
  script.async = true;
  if (config.siteId) script.dataset.siteId = config.siteId;
  document.head.appendChild(script);
}
