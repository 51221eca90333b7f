import { isSessionExpiryCode } from "../../contract/codes.ts";
import type { Envelope } from "../../contract/envelope.ts";
import { type DataLanguage, dataLanguageOf, toUiLocale } from "../../contract/language.ts";
import { local, STORAGE_KEYS, session } from "./storage.ts";

const API_BASE = "/api";
export const API_TIMEOUT_MS = 60_000;

/** Appends `from=2` (the web client) with `?` or `&` as the path requires (spec §7). */
export function withFrom(path: string): string {
  return `${path}${path.includes("?") ? "&" : "?"}from=2`;
}

export type Query = Record<string, string | number | boolean | undefined | null>;

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes("?") ? "&" : "?"}${qs}` : path;
}

export type RequestOptions = {
  query?: Query;
  body?: unknown;
  /** Data-call language; the resolved one when not given. */
  language?: DataLanguage;
  signal?: AbortSignal;
  /** Log-out calls: an already-dead token must not start the session-expiry redirect. */
  ignoreSessionExpiry?: boolean;
};

type ClientConfig = {
  language: () => DataLanguage;
  onSessionExpired: (code: number) => void;
};

/**
 * The data language of the interface language the visitor sees: the page's `<html lang>` is
 * always the rendered interface locale, so a page and the lists it fetches never disagree.
 */
export function documentLanguage(): DataLanguage {
  return dataLanguageOf(
    toUiLocale(typeof document === "undefined" ? "" : document.documentElement.lang),
  );
}

let clientConfig: ClientConfig = {
  language: documentLanguage,
  onSessionExpired: () => {},
};

/** Wired once by the app shell: the session-expiry handler (and, in tests, the language). */
export function configureApiClient(config: Partial<ClientConfig>) {
  clientConfig = { ...clientConfig, ...config };
}

function debugEnabled(): boolean {
  return import.meta.env.DEV || session.getItem(STORAGE_KEYS.debug) === "1";
}

/** The address of an API call: base /api, the query, from=2. */
export function apiUrl(path: string, query?: Query): string {
  return withFrom(withQuery(`${API_BASE}${path}`, query));
}

/** The headers of every call: JSON answers, the data language, the login when there is one. */
export function apiHeaders(language?: DataLanguage): Record<string, string> {
  const headers: Record<string, string> = {
    accept: "application/json",
    "x-language": language ?? clientConfig.language(),
  };
  const loginKey = local.getItem(STORAGE_KEYS.loginKey);
  if (loginKey) headers.authorization = `Bearer ${loginKey}`;
  return headers;
}

/**
 * Every call of the site goes through here (spec §7): base /api, 60 s timeout, from=2,
 * x-language, the bearer token when logged in. Callers get the response body only; network
 * and request errors are logged and passed on.
 */
export async function apiRequest<T>(
  method: "GET" | "POST",
  path: string,
  options: RequestOptions = {},
): Promise<Envelope<T>> {
  const url = apiUrl(path, options.query);
  const headers = apiHeaders(options.language);
  // A file goes as the raw body (POST /api/uploads reads its type from the bytes).
  const raw = typeof Blob !== "undefined" && options.body instanceof Blob;
  if (options.body !== undefined) {
    headers["content-type"] = raw ? "application/octet-stream" : "application/json";
  }
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const debug = debugEnabled();
  if (debug) console.info("[api] →", method, url);
  try {
    const response = await fetch(url, {
      method,
      headers,
      signal,
      ...(options.body !== undefined
        ? { body: raw ? (options.body as Blob) : JSON.stringify(options.body) }
        : {}),
    });
    const body = (await response.json()) as Envelope<T>;
    if (debug) console.info("[api] ←", method, url, body.code, body.msg);
    if (isSessionExpiryCode(body.code) && !options.ignoreSessionExpiry) {
      clientConfig.onSessionExpired(body.code);
    }
    return body;
  } catch (error) {
    // A call the caller aborted (the search box's previous keystroke) is no failure to report.
    if (!(error instanceof Error && error.name === "AbortError")) {
      console.error("[api] ✕", method, url, error);
    }
    throw error;
  }
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>("GET", path, options),
  post: <T>(path: string, options?: RequestOptions) => apiRequest<T>("POST", path, options),
};

/**
 * A file only a login may see (a CSV export, an inquiry's attachment), fetched with the call
 * headers — a plain link cannot carry the bearer token — so the screen can hand it to the
 * browser's download. `url` is an API address (apiUrl, or one the server gave). Null when the
 * answer is not a file (refused); network errors are passed on.
 */
export async function apiFile(
  url: string,
  accept?: string,
): Promise<{ blob: Blob; name: string | null } | null> {
  const headers = apiHeaders();
  if (accept) headers.accept = accept;
  const response = await fetch(url, { headers });
  if (!response.ok) return null;
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1];
  return { blob: await response.blob(), name: name ?? null };
}
