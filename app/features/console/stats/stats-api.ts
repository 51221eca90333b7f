import type { StatRange, StatsReport } from "../../../../contract/stats.ts";
import { API_BASE, api, withFrom } from "../../../lib/api-client.ts";
import { local, STORAGE_KEYS } from "../../../lib/storage.ts";
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
  const headers: Record<string, string> = { accept: "text/csv" };
  const loginKey = local.getItem(STORAGE_KEYS.loginKey);
  if (loginKey) headers.authorization = `Bearer ${loginKey}`;
  const response = await fetch(withFrom(`${API_BASE}/admin/stats/csv?days=${days}`), { headers });
  if (!response.ok) return false;
  const name =
    /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ??
    "stats.csv";
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return true;
}
