import { constants, crc32, deflateRawSync } from "node:zlib";
import { parseCookie } from "cookie";
import type { FastifyRequest } from "fastify";
import { platformOf } from "../../contract/download.ts";
import {
  LANGUAGE_COOKIE,
  localeFromAcceptLanguage,
  resolveUiLocale,
} from "../../contract/language.ts";
import { PAGES } from "../../contract/pages.ts";
import { crc32Combine } from "./crc32-combine.ts";
import { isBot } from "./is-bot.ts";
import { countCache, renderCacheEntries } from "./metrics.ts";
import { matchPage } from "./page-match.ts";

/**
 * The pages whose server render is the same for every anonymous visitor of a language (ADR 0017):
 * built from content only. Chosen by route module, so a new page is not cached until it is
 * named here. Not here: log-in, account, gift pages (a code's state changes with every claim),
 * search, pose, gallery, shared poses, the console.
 */
const CACHED_MODULES = new Set([
  "home.tsx",
  "download.tsx",
  "changelog.tsx",
  "legal.tsx",
  "agreement.tsx",
  "blog.tsx",
  "article.tsx",
  "manual.tsx",
  "faq.tsx",
  "themes.tsx",
  "theme.tsx",
  "careers.tsx",
  "career.tsx",
  "works.tsx",
  "work.tsx",
]);

type CachedPage = { path: string; vary?: (request: FastifyRequest) => string };

const CACHED_PAGES: CachedPage[] = PAGES.filter((page) => CACHED_MODULES.has(page.module)).map(
  (page) =>
    page.path === "/download"
      ? // The page offers the visitor's own store first.
        { path: page.path, vary: (request) => platformOf(request.headers["user-agent"] ?? "") }
      : { path: page.path },
);

/**
 * Cookies that do not change what a page shows for a visitor: the language cookie is part of the
 * key instead. Any other cookie (a future session cookie above all) skips the cache.
 */
const NEUTRAL_COOKIES = new Set([LANGUAGE_COOKIE]);

/**
 * The cache key of a request, or null when its render must not be shared: not a GET, carrying
 * credentials or an unknown cookie, a `.data` request, or a page not in CACHED_PAGES. The key
 * holds what the render reads from the request: the path and whole query, the page language
 * as app/lib/locale.server.ts resolves it (`lang`, the language cookie, Accept-Language),
 * whether the client is a bot (rendered to completion before streaming), and per page anything
 * else it reads (the download page: the platform).
 */
export function renderKeyOf(request: FastifyRequest): string | null {
  if (request.method !== "GET") return null;
  const { headers } = request;
  if (headers.authorization) return null;
  const cookies = parseCookie(headers.cookie ?? "");
  if (Object.keys(cookies).some((name) => !NEUTRAL_COOKIES.has(name))) return null;
  const q = request.url.indexOf("?");
  const pathname = q < 0 ? request.url : request.url.slice(0, q);
  if (pathname.endsWith(".data") || pathname.includes("//")) return null;
  const page = matchPage(CACHED_PAGES, pathname);
  if (!page) return null;
  const search = new URLSearchParams(q < 0 ? "" : request.url.slice(q + 1));
  const locale = resolveUiLocale({
    address: search.get("lang"),
    stored: cookies[LANGUAGE_COOKIE] ?? null,
    browser: localeFromAcceptLanguage(headers["accept-language"] ?? null),
  });
  const bot = isBot(headers["user-agent"] ?? "") ? "bot" : "browser";
  return [request.url, locale, bot, page.vary?.(request) ?? ""].join("\n");
}

export type RenderedPage = {
  /** The page's HTML as UTF-8, split at each nonce: joined with a fresh nonce for every response. */
  parts: Buffer[];
  /**
   * Each part deflated on its own (raw deflate, every one but the last ending in a full flush,
   * so byte-aligned and referring to nothing before it): a gzip body is these with the nonce
   * between them as stored blocks, so no response compresses the page again.
   */
  deflated: Buffer[];
  /** Each part's CRC-32, for the gzip trailer. */
  crcs: number[];
  headers: [string, string][];
  /** The shared content version the page was rendered from. */
  version: number;
  storedAt: number;
  bytes: number;
};

/** A rendered page's HTML, split at its placeholder nonce and encoded once for every response. */
export function splitPage(
  html: string,
  placeholder: string,
): Pick<RenderedPage, "parts" | "deflated" | "crcs"> {
  const parts = html.split(placeholder).map((part) => Buffer.from(part));
  const deflated = parts.map((part, i) =>
    deflateRawSync(part, {
      level: constants.Z_BEST_COMPRESSION,
      finishFlush: i === parts.length - 1 ? constants.Z_FINISH : constants.Z_FULL_FLUSH,
    }),
  );
  return { parts, deflated, crcs: parts.map((part) => crc32(part)) };
}

// RFC 1952: deflate, no flags, no time, unknown OS.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** A non-final stored deflate block (RFC 1951 3.2.4) holding `bytes`, begun on a byte boundary. */
function storedBlock(bytes: Buffer): Buffer[] {
  const head = Buffer.alloc(5);
  head.writeUInt16LE(bytes.length, 1);
  head.writeUInt16LE(~bytes.length & 0xffff, 3);
  return [head, bytes];
}

/**
 * The body of one response: the parts joined with `nonce`, as is or gzipped. The gzip body costs a
 * copy, not a compression: the parts were deflated and their CRCs taken when the page was kept.
 */
export function pageBody(
  page: Pick<RenderedPage, "parts" | "deflated" | "crcs">,
  nonce: string,
  encoding: "gzip" | "identity",
): Buffer {
  const between = Buffer.from(nonce);
  if (encoding === "identity") {
    return Buffer.concat(page.parts.flatMap((part, i) => (i ? [between, part] : [part])));
  }
  const chunks: Buffer[] = [GZIP_HEADER];
  const nonceCrc = crc32(between);
  let crc = 0;
  let size = 0;
  page.parts.forEach((part, i) => {
    if (i) {
      chunks.push(...storedBlock(between));
      crc = crc32Combine(crc, nonceCrc, between.length);
      size += between.length;
    }
    chunks.push(page.deflated[i] as Buffer);
    crc = i ? crc32Combine(crc, page.crcs[i] as number, part.length) : (page.crcs[0] as number);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}

export type RenderCacheOptions = {
  maxEntries: number;
  ttlMs: number;
  /** Monotonic milliseconds (tests move it). */
  clock?: () => number;
};

/**
 * Rendered anonymous pages, per process (ADR 0017). An entry is served while the shared
 * content version it was rendered from is current and it is younger than `ttlMs`; any
 * invalidation (a change notification, a reconnect, scheduled content going public) drops all
 * entries, and renders begun before it are not kept. Least recently used entries go first.
 */
export class RenderCache {
  entries = new Map<string, RenderedPage>();
  /** Renders under way, so concurrent misses of one page wait for one render. */
  pending = new Map<string, Promise<RenderedPage | null>>();
  generation = 0;
  bytes = 0;
  maxEntries: number;
  ttlMs: number;
  clock: () => number;

  constructor(options: RenderCacheOptions) {
    this.maxEntries = options.maxEntries;
    this.ttlMs = options.ttlMs;
    this.clock = options.clock ?? (() => performance.now());
  }

  get enabled(): boolean {
    return this.maxEntries > 0;
  }

  /** The entry for `key` if it is from `version` (undefined: the version is unknown) and fresh. */
  get(key: string, version: number | undefined): RenderedPage | undefined {
    const entry = this.entries.get(key);
    const fresh =
      entry &&
      (version === undefined || entry.version === version) &&
      this.clock() - entry.storedAt < this.ttlMs;
    countCache("render", Boolean(fresh));
    if (!entry) return undefined;
    this.entries.delete(key);
    if (!fresh) {
      this.bytes -= entry.bytes;
      renderCacheEntries.set(this.entries.size);
      return undefined;
    }
    this.entries.set(key, entry);
    return entry;
  }

  /** Keeps a page rendered since `generation` (a render from before an invalidation is dropped). */
  set(key: string, page: Omit<RenderedPage, "storedAt" | "bytes">, generation: number): void {
    if (!this.enabled || generation !== this.generation) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= previous.bytes;
    }
    const bytes = [...page.parts, ...page.deflated].reduce((sum, part) => sum + part.length, 0);
    this.entries.set(key, { ...page, storedAt: this.clock(), bytes });
    this.bytes += bytes;
    while (this.entries.size > this.maxEntries) {
      const [oldestKey, oldest] = this.entries.entries().next().value as [string, RenderedPage];
      this.entries.delete(oldestKey);
      this.bytes -= oldest.bytes;
    }
    renderCacheEntries.set(this.entries.size);
  }

  invalidate(): void {
    this.generation++;
    this.entries.clear();
    this.pending.clear();
    this.bytes = 0;
    renderCacheEntries.set(0);
  }
}
