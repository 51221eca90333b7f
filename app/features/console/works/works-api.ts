import type {
  ModerationWork,
  WorkDecision,
  WorkModerationView,
} from "../../../../contract/works.ts";
import { api } from "../../../lib/api-client.ts";

export const moderationApi = {
  /** GET /api/admin/works: one view of the queue. */
  list: (view: WorkModerationView) =>
    api.get<ModerationWork[]>("/admin/works", { query: { view } }),
  /** POST /api/admin/works/:id: a decision. */
  decide: (id: string, body: WorkDecision) => api.post<null>(`/admin/works/${id}`, { body }),
};
