import type { AuditEntry } from "../../../../contract/staff.ts";
import { api } from "../../../lib/api-client.ts";

export type AuditFilter = {
  actor: string;
  entity: string;
  action: string;
  from: string;
  to: string;
};
export type AuditPageData = {
  entries: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
  entities: string[];
  actions: string[];
};

export const EMPTY_FILTER: AuditFilter = { actor: "", entity: "", action: "", from: "", to: "" };

/** One page of the audit log under `filter` (empty fields are left out). */
export function loadAudit(filter: AuditFilter, page: number) {
  const query: Record<string, string | number> = { page };
  // The API names the days since/until: `from` is the caller id every call carries.
  const names: Record<keyof AuditFilter, string> = {
    actor: "actor",
    entity: "entity",
    action: "action",
    from: "since",
    to: "until",
  };
  for (const [key, value] of Object.entries(filter) as [keyof AuditFilter, string][]) {
    if (value.trim()) query[names[key]] = value.trim();
  }
  return api.get<AuditPageData>("/admin/audit", { query });
}
