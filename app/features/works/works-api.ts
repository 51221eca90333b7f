import type { UiLocale } from "../../../contract/language.ts";
import type { PosePage } from "../../../contract/saved-pose.ts";
import type { MyWork, WorkApp, WorkReportReason } from "../../../contract/works.ts";
import { api } from "../../lib/api-client.ts";

export type WorkFields = {
  title: string;
  description: string;
  tags: string[];
  apps: WorkApp[];
  links: string[];
  poseId: string | null;
};

export const reportWork = (id: string, reason: WorkReportReason) =>
  api.post<{ hidden: boolean }>(`/works/${encodeURIComponent(id)}/report`, { body: { reason } });

export const worksApi = {
  mine: () => api.get<MyWork[]>("/works/mine"),
  submit: (body: WorkFields & { upload: string; rights: true; locale: UiLocale }) =>
    api.post<{ id: string }>("/works", { body }),
  update: (id: string, body: WorkFields) => api.post<null>(`/works/mine/${id}/update`, { body }),
  resubmit: (id: string) => api.post<null>(`/works/mine/${id}/resubmit`, { body: {} }),
  withdraw: (id: string) => api.post<null>(`/works/mine/${id}/withdraw`, { body: {} }),
  /** The saved poses a work may link to: the same read as My gallery's, asked here so that
   * works/ needs nothing from gallery/. */
  poses: () => api.get<PosePage>("/pose/list"),
};
