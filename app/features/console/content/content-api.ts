import type {
  ContentItem,
  ContentKind,
  ContentSnapshot,
  ContentSummary,
} from "../../../../contract/content-admin.ts";
import { api } from "../../../lib/api-client.ts";

const PATH: Record<ContentKind, string> = {
  article: "/admin/content/articles",
  faq: "/admin/content/faq",
  document: "/admin/content/documents",
  theme: "/admin/content/themes",
};

const itemPath = (kind: ContentKind, id: string) => `${PATH[kind]}/${encodeURIComponent(id)}`;

export const listContent = (kind: ContentKind) => api.get<ContentSummary[]>(PATH[kind]);
export const getContent = (kind: ContentKind, id: string) =>
  api.get<ContentItem>(itemPath(kind, id));

export type SaveInput = {
  baseRevision: number;
  status: ContentSnapshot["status"];
  publishAt: string | null;
  meta: ContentSnapshot["meta"];
  texts: ContentSnapshot["texts"];
};

export const saveContent = (kind: ContentKind, id: string, body: SaveInput) =>
  api.post<ContentItem>(itemPath(kind, id), { body });

export const restoreContent = (
  kind: ContentKind,
  id: string,
  body: { baseRevision: number; revision: number },
) => api.post<ContentItem>(`${itemPath(kind, id)}/restore`, { body });

/** Takes a public item off the site: it becomes a draft, its schedule cleared. */
export const unpublishContent = (kind: ContentKind, id: string, baseRevision: number) =>
  api.post<ContentItem>(`${itemPath(kind, id)}/unpublish`, { body: { baseRevision } });

/** Deletes a draft (kept in its revisions and the audit log). */
export const deleteContent = (kind: ContentKind, id: string, baseRevision: number) =>
  api.post<null>(`${itemPath(kind, id)}/delete`, { body: { baseRevision } });

export const previewContent = (kind: ContentKind, markdown: string) =>
  api.post<{ html: string }>(`${PATH[kind]}/preview`, { body: { body: markdown } });

export const createContent = (kind: ContentKind, body: Record<string, unknown>) =>
  api.post<ContentItem>(PATH[kind], { body });

/** `<input type="datetime-local">` value ↔ ISO time, in the operator's own time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export function fromLocalInput(value: string): string | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Where the editor of an item lives: /admin/content?kind=…&id=…. */
export const editorHref = (kind: ContentKind, id: string) =>
  `/admin/content?${new URLSearchParams({ kind, id })}`;
