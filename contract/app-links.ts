// The apps' universal links (iOS) and app links (Android), issue 31: the operator enters the
// apps' identities in the console (`app.links`); the site then publishes the association files
// and "Open in the app" goes to an address under OPEN_PREFIX on the Doll sub-site, which the
// installed app opens and a browser without it follows to the web page.

/** The path the apps claim; `/open/pose?s=…` falls back to `/pose?s=…` in a browser. */
export const OPEN_PREFIX = "/open";

/** Configuration `app.links`: lists are separated by spaces ("" while there is none). */
export type AppLinksConfig = {
  /** Apple app IDs: the team ID, a dot and the bundle ID (ABCDE12345.com.example.doll). */
  appleAppIds: string;
  /**
   * The Android package names (com.example.doll com.example.ai): the Doll app claims the Doll
   * sub-site's links, the AI app the AI sub-site's ("Open in Inkdoll AI"); each is published with
   * the signing fingerprints below.
   */
  androidPackage: string;
  /** SHA-256 fingerprints of the Android signing certificates (AA:BB:…, 32 bytes). */
  androidFingerprints: string;
};

export const APPLE_APP_ID = /^[A-Z0-9]{10}\.[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
export const ANDROID_PACKAGE = /^[a-zA-Z][a-zA-Z0-9_]*(\.[a-zA-Z][a-zA-Z0-9_]*)+$/;
export const CERT_FINGERPRINT = /^([0-9A-F]{2}:){31}[0-9A-F]{2}$/;

export const listOf = (value: string) => value.split(/\s+/).filter(Boolean);

/** Whether either platform is set up: only then is "Open in the app" offered. */
export function appLinksReady(config: Partial<AppLinksConfig> | null | undefined): boolean {
  if (!config) return false;
  const apple = listOf(config.appleAppIds ?? "").length > 0;
  const android =
    listOf(config.androidPackage ?? "").length > 0 &&
    listOf(config.androidFingerprints ?? "").length > 0;
  return apple || android;
}

/** The app link of a web address of the site (`/pose?s=…`) on the Doll sub-site. */
export const appLinkOf = (dollSite: string, path: string) => `${dollSite}${OPEN_PREFIX}${path}`;

/**
 * "Open in Inkdoll AI" (issue 33): the scene's share path on the AI app's sub-site, which the
 * installed AI app claims and opens in its 3D mode.
 */
export const aiAppLinkOf = (aiSite: string, sharePath: string) => appLinkOf(aiSite, sharePath);

/** Where a browser without the AI app goes: the download page's AI card (its stores). */
export const AI_FALLBACK = "/download#app-ai";
