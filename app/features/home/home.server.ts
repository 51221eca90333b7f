import { COL_TYPE } from "../../../contract/category.ts";
import {
  DEFAULT_DATA_LANGUAGE,
  dataLanguageOf,
  type UiLocale,
} from "../../../contract/language.ts";
import type { AppContextValues } from "../../lib/context.ts";
import type { StoreLink } from "../download/download.server.ts";

export type Figures = { assets: number; proFeatures: number; freeDolls: number };

const DEFAULT_FIGURES: Figures = { assets: 300_000, proFeatures: 50, freeDolls: 30 };

/** The home page's data: marketing figures and the AI app from config, the latest posts. */
export async function loadHome(context: AppContextValues, locale: UiLocale) {
  const language = dataLanguageOf(locale);
  const [posts, figures, releaseDate, aiLinks] = await Promise.all([
    context.services.category(COL_TYPE.blog, language),
    context.services.config("marketing.figures", DEFAULT_DATA_LANGUAGE),
    context.services.config("ai.releaseDate", DEFAULT_DATA_LANGUAGE),
    context.services.config("ai.links", DEFAULT_DATA_LANGUAGE),
  ]);
  return {
    posts: (posts ?? []).slice(0, 3),
    figures: { ...DEFAULT_FIGURES, ...((figures?.value ?? {}) as Partial<Figures>) },
    aiReleaseDate: typeof releaseDate?.value === "string" ? releaseDate.value : "",
    aiLinks: Array.isArray(aiLinks?.value) ? (aiLinks.value as StoreLink[]) : [],
  };
}
