import type { AppContextValues } from "../../../contract/app-context.ts";
import type { StoreLink } from "../../../contract/download.ts";
import { dataLanguageOf, type UiLocale } from "../../../contract/language.ts";

/**
 * What /pose needs from the server: the visitor's data language (preset names) and the app's
 * download links, which the page shows when the browser cannot draw the doll.
 */
export async function loadPose(context: AppContextValues, locale: UiLocale) {
  const language = dataLanguageOf(locale);
  const links = await context.services.config("download.links", language);
  return {
    dataLanguage: language,
    links: Array.isArray(links?.value) ? (links.value as StoreLink[]) : [],
  };
}

export type PoseData = Awaited<ReturnType<typeof loadPose>>;
