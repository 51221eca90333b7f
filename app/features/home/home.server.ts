import type { AppContextValues } from "../../../contract/app-context.ts";
import { COL_TYPE } from "../../../contract/category.ts";
import {
  DEFAULT_DATA_LANGUAGE,
  dataLanguageOf,
  type UiLocale,
} from "../../../contract/language.ts";
import { latestPerChannel, RELEASE_CHANNELS } from "../../../contract/releases.ts";
import { formatCount, formatDate } from "../../lib/format.ts";
import { markTitles } from "../../lib/phrases.server.ts";
import { pluralCategory } from "../../lib/plural.ts";
import { storeLinkOf } from "../../lib/store-links.server.ts";

export type Figures = { assets: number; proFeatures: number; freeDolls: number };

const DEFAULT_FIGURES: Figures = { assets: 300_000, proFeatures: 50, freeDolls: 30 };

/**
 * The home page's data: marketing figures and the AI app's newest published builds, the latest posts.
 * Figures and dates come formatted for the visitor's language: the first Intl formatter a
 * page builds costs 50–75 ms on a slow phone, and hydration would otherwise pay it.
 */
export async function loadHome(context: AppContextValues, locale: UiLocale) {
  const language = dataLanguageOf(locale);
  const [posts, figures, releaseDate, aiReleases] = await Promise.all([
    context.services.category(COL_TYPE.blog, language),
    context.services.config("marketing.figures", DEFAULT_DATA_LANGUAGE),
    context.services.config("ai.releaseDate", DEFAULT_DATA_LANGUAGE),
    context.services.releases("ai"),
  ]);
  const values: Figures = { ...DEFAULT_FIGURES, ...((figures?.value ?? {}) as Partial<Figures>) };
  const aiReleaseDate = typeof releaseDate?.value === "string" ? releaseDate.value : "";
  return {
    posts: markTitles((posts ?? []).slice(0, 3), language).map((post) => ({
      ...post,
      dateLabel: formatDate(post.publishedAt, locale),
    })),
    figures: {
      assets: formatCount(values.assets, locale),
      proFeatures: formatCount(values.proFeatures, locale),
      freeDolls: formatCount(values.freeDolls, locale),
    },
    // The figures' plural forms are chosen here for the same reason: no Intl rules to build
    // while the home page hydrates.
    plurals: {
      assets: pluralCategory(locale, values.assets),
      proFeatures: pluralCategory(locale, values.proFeatures),
      freeDolls: pluralCategory(locale, values.freeDolls),
    },
    aiReleaseDate: aiReleaseDate ? formatDate(aiReleaseDate, locale) : "",
    aiLinks: latestPerChannel(aiReleases)
      .filter((release) => RELEASE_CHANNELS[release.channel].global)
      .map(storeLinkOf),
  };
}

export type HomeData = Awaited<ReturnType<typeof loadHome>>;
