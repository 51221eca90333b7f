import { Code } from "../../../contract/codes.ts";
import { apiRequest } from "../../lib/api-client.ts";

export const IMEI_KEY = "imei";

/** Spec §4 start-up step 1: reuse the stored device id, else request one and store it on 200. */
export async function ensureDeviceId(storage: Storage = localStorage): Promise<string | null> {
  const stored = storage.getItem(IMEI_KEY);
  if (stored) return stored;
  const response = await apiRequest<{ imei: string }>("GET", "/support/getImei", {
    query: { osType: 0, ua: navigator.userAgent },
  });
  if (response.code !== Code.ok || !response.data?.imei) return null;
  storage.setItem(IMEI_KEY, response.data.imei);
  return response.data.imei;
}
