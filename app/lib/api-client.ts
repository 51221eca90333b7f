import type { Envelope } from "../../contract/envelope.ts";

export const API_TIMEOUT_MS = 60_000;

/** Appends `from=2` (the web client) with `?` or `&` as the path requires (spec §7). */
export function withFrom(path: string): string {
  return `${path}${path.includes("?") ? "&" : "?"}from=2`;
}

type Query = Record<string, string | number | boolean | undefined>;

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes("?") ? "&" : "?"}${qs}` : path;
}

/** Calls the API and hands back only the response body. */
export async function apiRequest<T>(
  method: "GET" | "POST",
  path: string,
  options: { query?: Query; headers?: Record<string, string> } = {},
): Promise<Envelope<T>> {
  const url = withFrom(withQuery(`/api${path}`, options.query));
  const response = await fetch(url, {
    method,
    headers: { accept: "application/json", ...options.headers },
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  });
  return (await response.json()) as Envelope<T>;
}
