import type { StatRange, StatsReport } from "../../../../contract/stats.ts";
import { api, apiFile, apiUrl } from "../../../lib/api-client.ts";
import { saveBlob } from "../../../lib/save-blob.ts";
import { useResource } from "../../../lib/use-resource.ts";

/** GET /api/admin/stats for the range; reloads when the range (or the operator) changes. */
export function useStatsReport(userId: number, days: StatRange) {
  return useResource(
    () => api.get<StatsReport>("/admin/stats", { query: { days } }),
    `${userId}:${days}`,
  );
}

/**
 * Saves GET /api/admin/stats/csv as a file. The console authenticates with the bearer token
 * (not a cookie), so a plain link cannot carry it: the file is fetched, then handed to the
 * browser's download under the server's file name.
 */
export async function downloadStatsCsv(days: StatRange): Promise<boolean> {
  const file = await apiFile(apiUrl("/admin/stats/csv", { days }), "text/csv");
  if (!file) return false;
  saveBlob(file.blob, file.name ?? "stats.csv");
  return true;
}
