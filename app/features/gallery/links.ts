import { local, readJson } from "../../lib/storage.ts";

/**
 * Share tokens this browser made, by pose id: the server keeps only their hash, so a link can be
 * copied again later only where it was made. Elsewhere the owner makes a new link.
 */
const KEY = "inkdoll.gallery.links";

export function knownLink(id: string): string | null {
  return readJson<Record<string, string>>(local, KEY)?.[id] ?? null;
}

export function rememberLink(id: string, path: string | null) {
  const all = readJson<Record<string, string>>(local, KEY) ?? {};
  if (path) all[id] = path;
  else delete all[id];
  local.setItem(KEY, JSON.stringify(all));
}
