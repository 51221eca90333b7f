/** Where the caller is: `region` an ISO country code ("" when unknown). */
export type IpData = { region: string; province: string; country: string; city?: string };

const EXCLUDED_PROVINCE = /hong\s*kong|香港|maca[ou]|澳[门門]|taiwan|[台臺][湾灣]/i;
const EXCLUDED_REGIONS = new Set(["HK", "MO", "TW"]);

/**
 * Spec §4: mainland China only when the region is China and the province is not Hong Kong,
 * Macau or Taiwan (some sources file those under CN).
 */
export function isMainlandChina(
  ipData: Partial<Pick<IpData, "region" | "province">> | null | undefined,
): boolean {
  const region = (ipData?.region ?? "").trim().toUpperCase();
  if (region !== "CN" || EXCLUDED_REGIONS.has(region)) return false;
  return !EXCLUDED_PROVINCE.test(ipData?.province ?? "");
}
