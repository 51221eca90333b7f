import type { ProApp, ProPlan, ProPrice, ProPriceChange } from "../../../../contract/pro.ts";
import { api } from "../../../lib/api-client.ts";

export const proApi = {
  /** GET /api/admin/pro/prices: the prices in effect and every change. */
  prices: () => api.get<{ current: ProPrice[]; history: ProPriceChange[] }>("/admin/pro/prices"),
  /** POST /api/admin/pro/prices: a price from now on, or (amount null) none. */
  change: (body: {
    app: ProApp;
    plan: ProPlan;
    region: string;
    currency?: string;
    amount: number | null;
  }) => api.post<ProPriceChange>("/admin/pro/prices", { body }),
};
