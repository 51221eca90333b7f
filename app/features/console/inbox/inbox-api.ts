import type {
  BetaOutcome,
  InquiryDetail,
  InquiryState,
  InquirySummary,
} from "../../../../contract/inbox.ts";
import { api } from "../../../lib/api-client.ts";

export type InboxFilter = { kind: string; state: string; assignee: string; language: string };
export const EMPTY_FILTER: InboxFilter = { kind: "", state: "", assignee: "", language: "" };

export type InboxList = {
  items: InquirySummary[];
  total: number;
  page: number;
  pageSize: number;
  assignees: { userId: number; nickname: string }[];
};

const path = (reference: string, action = "") =>
  `/admin/inbox/${encodeURIComponent(reference)}${action}`;

/** The console inbox's calls (/api/admin/inbox). */
export const inboxApi = {
  list: (filter: InboxFilter, page: number) => {
    const query: Record<string, string | number> = { page };
    for (const [name, value] of Object.entries(filter)) if (value) query[name] = value;
    return api.get<InboxList>("/admin/inbox", { query });
  },
  detail: (reference: string) => api.get<InquiryDetail>(path(reference)),
  assign: (reference: string, assigneeId: number | null) =>
    api.post<InquiryDetail>(path(reference, "/assign"), { body: { assigneeId } }),
  state: (reference: string, state: InquiryState) =>
    api.post<InquiryDetail>(path(reference, "/state"), { body: { state } }),
  note: (reference: string, body: string) =>
    api.post<InquiryDetail>(path(reference, "/notes"), { body: { body } }),
  reply: (reference: string, body: string) =>
    api.post<InquiryDetail>(path(reference, "/reply"), { body: { body } }),
  decide: (reference: string, outcome: BetaOutcome) =>
    api.post<InquiryDetail>(path(reference, "/decide"), { body: { outcome } }),
};

/** The staff an inquiry can be assigned to, as a select's options. */
export function assigneeOptions(people: readonly { userId: number; nickname: string }[]) {
  return people.map((person) => [String(person.userId), person.nickname] as const);
}
