import type { ConfigKeyView } from "../../../../contract/config.ts";
import { api } from "../../../lib/api-client.ts";
import { useResource } from "../../../lib/use-resource.ts";

const loadConfig = () => api.get<ConfigKeyView[]>("/admin/config");

/** POST /api/admin/config/:key: a new value for one language, against the copy it was made from. */
export const saveConfig = (
  key: string,
  body: { language: string; value: unknown; updatedAt: string },
) => api.post(`/admin/config/${key}`, { body });

/** GET /api/admin/config for the operator `userId`. */
export function useConfigList(userId: number) {
  return useResource(loadConfig, userId);
}

export type Leaf = { path: string; kind: "string" | "number" | "boolean"; value: string };

/**
 * The editable leaves of a value, by path (`production.ai`, `0.url`; "" for a plain value).
 * The form edits these; the structure (which links exist) stays as it is.
 */
export function leavesOf(value: unknown, prefix = ""): Leaf[] {
  if (typeof value === "string") return [{ path: prefix, kind: "string", value }];
  if (typeof value === "number") return [{ path: prefix, kind: "number", value: String(value) }];
  if (typeof value === "boolean") return [{ path: prefix, kind: "boolean", value: String(value) }];
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) =>
      leavesOf(inner, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [];
}

/** `value` with each leaf replaced by the form's text, typed back as the original was. */
export function withLeaves(
  value: unknown,
  leaves: Leaf[],
  edited: Record<string, string>,
): unknown {
  const copy = structuredClone(value);
  const convert = (leaf: Leaf, text: string): unknown => {
    if (leaf.kind === "boolean") return text === "true";
    // Not a number stays text, so the server refuses it and names the field.
    if (leaf.kind === "number")
      return text.trim() !== "" && Number.isFinite(Number(text)) ? Number(text) : text;
    return text;
  };
  if (leaves.length === 1 && leaves[0]?.path === "") {
    return convert(leaves[0], edited[""] ?? leaves[0].value);
  }
  for (const leaf of leaves) {
    const keys = leaf.path.split(".");
    let node = copy as Record<string, unknown>;
    for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
    const last = keys[keys.length - 1] ?? "";
    node[last] = convert(leaf, edited[leaf.path] ?? leaf.value);
  }
  return copy;
}

/** A leaf's path as a label: `#1 › url`; list positions count from 1. */
export const pathLabel = (path: string) =>
  path
    .split(".")
    .map((part) => (/^\d+$/.test(part) ? `#${Number(part) + 1}` : part))
    .join(" › ");

/** A new list entry shaped like `sample`: empty text, 0, false (the server checks it on save). */
export function blankLike(sample: unknown): unknown {
  if (typeof sample === "number") return 0;
  if (typeof sample === "boolean") return false;
  if (sample && typeof sample === "object" && !Array.isArray(sample)) {
    return Object.fromEntries(
      Object.entries(sample).map(([key, value]) => [key, blankLike(value)]),
    );
  }
  return "";
}
