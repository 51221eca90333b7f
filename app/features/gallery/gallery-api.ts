import type { Envelope } from "../../../contract/envelope.ts";
import type { Scene } from "../../../contract/pose.ts";
import { encodeScene, quantiseScene } from "../../../contract/pose-link.ts";
import type { PosePage, PoseShare, SavedPose, SharedPose } from "../../../contract/saved-pose.ts";
import { api } from "../../lib/api-client.ts";
import { refusalOf } from "../../lib/envelope.ts";
import type { Messages } from "../../locales/en-US.ts";

export type NewPose = { name: string; scene: Scene; thumbnail?: string | null };

export const galleryApi = {
  list: (cursor?: string | null) => api.get<PosePage>("/pose/list", { query: { cursor } }),
  create: (body: NewPose) => api.post<SavedPose>("/pose/create", { body }),
  rename: (pose: SavedPose, name: string) =>
    api.post<SavedPose>(`/pose/${pose.id}/update`, { body: { version: pose.version, name } }),
  remove: (pose: SavedPose) =>
    api.post<SavedPose>(`/pose/${pose.id}/delete`, { body: { version: pose.version } }),
  restore: (id: string) => api.post<SavedPose>(`/pose/${id}/restore`, { body: {} }),
  duplicate: (pose: SavedPose, name: string) =>
    api.post<SavedPose>(`/pose/${pose.id}/duplicate`, { body: { name } }),
  share: (id: string) =>
    api.post<PoseShare & { pose: SavedPose }>(`/pose/${id}/share`, { body: {} }),
  unshare: (id: string) => api.post<SavedPose>(`/pose/${id}/unshare`, { body: {} }),
  shared: (token: string) => api.get<SharedPose>(`/pose/shared/${encodeURIComponent(token)}`),
};

/** The doll with this scene loaded: the scene rides in the link, so it opens as a copy. */
export function dollLink(scene: Scene): string {
  return `/pose?s=${encodeScene(quantiseScene(scene))}`;
}

export type GalleryError = keyof Messages["galleryPage"]["errors"];

/** The sentence key for a refused or failed call. */
export function errorOf(response: Envelope<unknown> | undefined): GalleryError {
  if (!response) return "network";
  const reason = refusalOf(response)?.reason;
  if (reason === "conflict") return "conflict";
  if (reason === "too_many_poses") return "tooMany";
  if (reason === "not_found") return "notFound";
  return "generic";
}

/** The conflicting pose's current copy, carried by a `conflict` refusal. */
export function currentCopyOf(response: Envelope<unknown> | undefined): SavedPose | null {
  const refusal = response && refusalOf<{ reason: string; pose?: SavedPose }>(response);
  return refusal?.reason === "conflict" && refusal.pose ? refusal.pose : null;
}
