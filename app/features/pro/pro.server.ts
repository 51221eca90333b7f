import type { AppContextValues } from "../../../contract/app-context.ts";
import { REGION_PATTERN } from "../../../contract/pro.ts";

/**
 * /pro: the prices in effect for the visitor's region (from their address, or `?region=` when
 * they chose one), and every region a price is entered for. Not kept rendered: it differs by
 * region.
 */
export async function loadPro(request: Request, context: AppContextValues) {
  const url = new URL(request.url);
  const all = await context.services.proPrices();
  const regions = [...new Set(all.map((price) => price.region))].sort();
  const asked = url.searchParams.get("region")?.trim().toUpperCase() ?? "";
  const region = REGION_PATTERN.test(asked)
    ? asked
    : await context.services.regionOf(context.clientAddress).catch(() => "");
  return { region, regions, prices: all.filter((price) => price.region === region) };
}

export type ProData = Awaited<ReturnType<typeof loadPro>>;
