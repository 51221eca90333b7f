import type {
  ModerationTag,
  ModerationWork,
  TagDecision,
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
  /** GET /api/admin/works/tags: every tag, decided or not. */
  tags: () => api.get<ModerationTag[]>("/admin/works/tags"),
  /** POST /api/admin/works/tags/:slug: approve with labels, or reject. */
  decideTag: (slug: string, body: TagDecision) =>
    api.post<ModerationTag>(`/admin/works/tags/${encodeURIComponent(slug)}`, { body }),
};
