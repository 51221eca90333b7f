import engineHref from "virtual:pose-engine-chunk";
import type { AppContextValues } from "../../../contract/app-context.ts";
import { dataLanguageOf, type UiLocale } from "../../../contract/language.ts";
import { latestPerChannel } from "../../../contract/releases.ts";
import { storeLinkOf } from "../../lib/store-links.server.ts";

/**
 * What /pose needs from the server: the visitor's data language (preset names) and the doll
 * app's download links (its newest published build per channel), which the page shows when the
 * browser cannot draw the doll; and the engine chunk's address, announced at the top of the page.
 */
export async function loadPose(context: AppContextValues, locale: UiLocale) {
  const releases = await context.services.releases("doll");
  return {
    dataLanguage: dataLanguageOf(locale),
    links: latestPerChannel(releases).map(storeLinkOf),
    engineHref,
  };
}

export type PoseData = Awaited<ReturnType<typeof loadPose>>;
