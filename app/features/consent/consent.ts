import type { AnalyticsConfig } from "../../lib/context.ts";
import { local, STORAGE_KEYS } from "../../lib/storage.ts";

export type Consent = "accepted" | "necessary";

export function readConsent(): Consent | null {
  const value = local.getItem(STORAGE_KEYS.cookieConsent);
  return value === "accepted" || value === "necessary" ? value : null;
}

export function saveConsent(value: Consent) {
  local.setItem(STORAGE_KEYS.cookieConsent, value);
}

let injected = false;

/**
 * Spec §4's statistics script, only with consent and only when configured. It loads async, so
 * the page never waits on it, and a failure to load changes nothing.
 */
export function injectAnalytics(config: AnalyticsConfig) {
  if (!config || injected || readConsent() !== "accepted") return;
  injected = true;
  const script = document.createElement("script");
  script.src = config.scriptUrl;
  script.async = true;
  if (config.siteId) script.dataset.siteId = config.siteId;
  script.onerror = () => console.warn("[analytics] script failed to load");
  document.head.appendChild(script);
}
