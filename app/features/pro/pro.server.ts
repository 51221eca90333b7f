import type { AppContextValues } from "../../../contract/app-context.ts";
import { DEFAULT_DATA_LANGUAGE } from "../../../contract/language.ts";
import { REGION_PATTERN } from "../../../contract/pro.ts";
import { formatCount } from "../../lib/format.ts";
import { resolveRequestLocale } from "../../lib/locale.server.ts";

type Figures = { assets: number; proFeatures: number; freeDolls: number };

/**
 * /pro: the prices in effect for the visitor's region (from their address, or `?region=` when
 * they chose one), every region a price is entered for, and the marketing figures the home page
 * shows (configuration `marketing.figures`), formatted for the visitor's language. Not kept
 * rendered: it differs by region.
 */
export async function loadPro(request: Request, context: AppContextValues) {
  const url = new URL(request.url);
  const locale = resolveRequestLocale(request);
  const [all, config] = await Promise.all([
    context.services.proPrices(),
    context.services.config("marketing.figures", DEFAULT_DATA_LANGUAGE),
  ]);
  const figures = (config?.value ?? {}) as Partial<Figures>;
  const count = (value: number | undefined) =>
    typeof value === "number" ? formatCount(value, locale) : "";
  const regions = [...new Set(all.map((price) => price.region))].sort();
  const asked = url.searchParams.get("region")?.trim().toUpperCase() ?? "";
  const region = REGION_PATTERN.test(asked)
    ? asked
    : await context.services.regionOf(context.clientAddress).catch(() => "");
  return {
    region,
    regions,
    prices: all.filter((price) => price.region === region),
    figures: {
      pro: count(figures.proFeatures),
      assets: count(figures.assets),
      dolls: count(figures.freeDolls),
    },
  };
}

export type ProData = Awaited<ReturnType<typeof loadPro>>;
