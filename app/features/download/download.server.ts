import { dataLanguageOf, type UiLocale } from "../../../contract/language.ts";
import type { AppContextValues } from "../../lib/context.ts";

export type StoreLink = {
  platform: "ios" | "android";
  channel: string;
  url: string;
  global?: boolean;
  china?: boolean;
};
export type Platform = "ios" | "android" | "desktop";

export function platformOf(userAgent: string): Platform {
  if (
    /iPhone|iPad|iPod/i.test(userAgent) ||
    (/Macintosh/.test(userAgent) && /Mobile/.test(userAgent))
  )
    return "ios";
  if (/Android/i.test(userAgent)) return "android";
  return "desktop";
}

/** The download page's data from singleConfig: app name, version label and store links. */
export async function loadDownload(context: AppContextValues, locale: UiLocale, userAgent: string) {
  const language = dataLanguageOf(locale);
  const [appName, version, links] = await Promise.all([
    context.services.config("download.appName", language),
    context.services.config("download.version", language),
    context.services.config("download.links", language),
  ]);
  const versionValue = (version?.value ?? null) as { label: string; version: string } | null;
  return {
    appName: typeof appName?.value === "string" ? appName.value : context.siteName,
    versionLabel: versionValue?.label ?? "",
    links: Array.isArray(links?.value) ? (links.value as StoreLink[]) : [],
    platform: platformOf(userAgent),
  };
}
