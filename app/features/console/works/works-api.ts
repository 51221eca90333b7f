import type {
  ModerationWork,
  WorkModerationView,
  WorkRejectReason,
} from "../../../../contract/works.ts";
import { api } from "../../../lib/api-client.ts";

/** What a moderator decides about one work. */
export type Decision =
  | { action: "approve"; featured: boolean }
  | { action: "reject"; reason: WorkRejectReason; note: string }
  | { action: "remove"; note: string }
  | { action: "keep" }
  | { action: "feature"; featured: boolean };

export const moderationApi = {
  /** GET /api/admin/works: one view of the queue. */
  list: (view: WorkModerationView) =>
    api.get<ModerationWork[]>("/admin/works", { query: { view } }),
  /** POST /api/admin/works/:id: a decision. */
  decide: (id: string, body: Decision) => api.post<null>(`/admin/works/${id}`, { body }),
};
