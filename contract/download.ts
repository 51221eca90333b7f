import { compareVersions, type ReleaseApp } from "./releases.ts";

export type Platform = "ios" | "android" | "desktop";

/** The visitor's platform by User-Agent: the download page offers its store first. */
export function platformOf(userAgent: string): Platform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return "ios";
  if (/Android/i.test(userAgent)) return "android";
  return "desktop";
}

/** A store button of the download page, from the newest published release of its channel. */
export type StoreLink = {
  platform: "ios" | "android";
  channel: string;
  url: string;
  global?: boolean;
  china?: boolean;
  /** The version this button installs. */
  version?: string;
};

/** The counted store link: GET /api/download/go records the click, then redirects to the store. */
export function downloadGoHref(app: ReleaseApp, channel: string): string {
  return `/api/download/go?app=${app}&channel=${encodeURIComponent(channel)}&from=2`;
}

/** Whether an app's buttons install different versions (a store still reviewing the newest). */
export function versionsDiffer(links: readonly StoreLink[]): boolean {
  return new Set(links.map((link) => link.version).filter(Boolean)).size > 1;
}

/** The version to label: the newest among the buttons shown first. */
export function shownVersion(links: readonly StoreLink[]): string {
  return (
    links
      .map((link) => link.version ?? "")
      .filter(Boolean)
      .sort((a, b) => compareVersions(b, a))[0] ?? ""
  );
}
