import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../db/client.ts";
import { contentVersions } from "../db/schema.ts";
import { acceptsEncoding } from "./accept-encoding.ts";
import { type ChangeListener, notifyChange } from "./change-notifications.ts";
import { countCache } from "./metrics.ts";

export type CachedBody = {
  status: number;
  body: string;
  etag: string;
  raw: Buffer;
  /** Compressed once, on first demand, instead of on every response. */
  br?: Buffer;
  gzip?: Buffer;
};

export function toCachedBody(value: unknown, status = 200): CachedBody {
  return toCachedText(JSON.stringify(value), status);
}

export function toCachedText(body: string, status = 200): CachedBody {
  const raw = Buffer.from(body);
  const etag = `"${createHash("sha1").update(raw).digest("base64url")}"`;
  return { status, body, etag, raw };
}

const COMPRESS_MIN_BYTES = 1024;

function encoded(cached: CachedBody, acceptEncoding: string | undefined) {
  if (cached.raw.length < COMPRESS_MIN_BYTES) return undefined;
  if (acceptsEncoding(acceptEncoding, "br")) {
    cached.br ??= brotliCompressSync(cached.raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: cached.raw.length,
      },
    });
    return { encoding: "br", payload: cached.br };
  }
  if (acceptsEncoding(acceptEncoding, "gzip")) {
    cached.gzip ??= gzipSync(cached.raw, { level: 9 });
    return { encoding: "gzip", payload: cached.gzip };
  }
  return undefined;
}

/**
 * Whatever changes public content calls this inside its transaction: the shared version moves
 * on, and every instance hears of it when the transaction commits (change-notifications.ts).
 */
export async function bumpContentVersion(db: Pick<Database, "update" | "execute">): Promise<void> {
  await db
    .update(contentVersions)
    .set({ version: sql`${contentVersions.version} + 1`, updatedAt: sql`now()` })
    .where(eq(contentVersions.scope, "content"));
  await notifyChange(db, "content");
}

/**
 * Public content kept in memory so the hot path skips the database: parsed values for server
 * rendering next to their serialised responses for the API (server/lib/content-service.ts). Entries are
 * tagged with the shared content version. A change made through any instance reaches every
 * instance by notification (`listenTo`), and at the latest with the next version check (at
 * most once per `checkIntervalMs`). Content scheduled for later (`nextChange`) drops the
 * entries when its moment comes, whatever the version.
 */
export class ContentCache {
  entries = new Map<string, { version: number; value: unknown }>();
  /**
   * What `invalidate()` dropped, until reloaded: an invalidation also follows every reconnection
   * of the listener, i.e. just as the database comes back, when the first queries can still fail.
   */
  lastGood = new Map<string, unknown>();
  loading = new Map<string, Promise<unknown>>();
  version = -1;
  checkedAt = Number.NEGATIVE_INFINITY;
  checking: Promise<number> | undefined;
  db: Database;
  checkIntervalMs: number;
  maxEntries: number;
  /** False since the database last failed to answer, until it answers again. */
  healthy = true;
  onHealthChange: ((healthy: boolean, err?: unknown) => void) | undefined;
  now: () => Date;
  nextChange: ((now: Date) => Promise<Date | null>) | undefined;
  /** When scheduled content next goes public; undefined until asked for this version. */
  nextAt: Date | null | undefined;
  /** Moves on at each invalidation; work begun before it is not kept. */
  generation = 0;
  /** Called at each invalidation: caches built from this content (the render cache) drop too. */
  invalidated = new Set<() => void>();

  constructor(
    db: Database,
    options: {
      checkIntervalMs?: number;
      maxEntries?: number;
      /** Called once per switch between serving fresh content and the last good copy. */
      onHealthChange?: (healthy: boolean, err?: unknown) => void;
      now?: () => Date;
      /** The next moment scheduled content goes public after `now` (null: none). */
      nextChange?: (now: Date) => Promise<Date | null>;
    } = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.nextChange = options.nextChange;
    this.db = db;
    this.checkIntervalMs = options.checkIntervalMs ?? 1000;
    this.maxEntries = options.maxEntries ?? 2000;
    this.onHealthChange = options.onHealthChange;
  }

  async currentVersion(): Promise<number> {
    if (performance.now() - this.checkedAt < this.checkIntervalMs) return this.version;
    if (this.checking) return this.checking;
    // An answer that started before an invalidation may predate the change: it is used for the
    // request that asked, but not kept.
    const generation = this.generation;
    const check = this.db
      .select({ version: contentVersions.version })
      .from(contentVersions)
      .where(eq(contentVersions.scope, "content"))
      .then(async ([row]) => {
        const version = row?.version ?? 0;
        const nextAt =
          this.nextChange && (version !== this.version || this.nextAt === undefined)
            ? await this.nextChange(this.now())
            : this.nextAt;
        return { version, nextAt };
      })
      .then(
        ({ version, nextAt }) => {
          this.setHealthy(true);
          if (generation !== this.generation) return version;
          this.version = version;
          this.nextAt = nextAt;
          this.checkedAt = performance.now();
          return version;
        },
        (err: unknown) => {
          // Asked again after the usual interval, not on every request while the database is away.
          this.checkedAt = performance.now();
          this.setHealthy(false, err);
          throw err;
        },
      )
      .finally(() => {
        if (this.checking === check) this.checking = undefined;
      });
    this.checking = check;
    return check;
  }

  setHealthy(healthy: boolean, err?: unknown) {
    if (healthy === this.healthy) return;
    this.healthy = healthy;
    this.onHealthChange?.(healthy, err);
  }

  /** Drops everything this instance holds and re-reads the version on the next call. */
  invalidate(): void {
    this.generation++;
    for (const [key, entry] of this.entries) {
      this.lastGood.delete(key);
      this.lastGood.set(key, entry.value);
    }
    while (this.lastGood.size > this.maxEntries) {
      const oldest = this.lastGood.keys().next().value;
      if (oldest === undefined) break;
      this.lastGood.delete(oldest);
    }
    this.entries.clear();
    this.loading.clear();
    this.checking = undefined;
    this.checkedAt = Number.NEGATIVE_INFINITY;
    this.nextAt = undefined;
    for (const fn of this.invalidated) fn();
  }

  /** Runs `fn` at every invalidation; returns the function that stops it. */
  onInvalidate(fn: () => void): () => void {
    this.invalidated.add(fn);
    return () => this.invalidated.delete(fn);
  }

  /** Invalidates when content scheduled for later has gone public since the last look. */
  expireScheduled(): void {
    if (this.nextAt && this.now().getTime() >= this.nextAt.getTime() && this.healthy) {
      this.invalidate();
    }
  }

  /** Invalidates on every `content` notification, and after the listener reconnects. */
  listenTo(listener: ChangeListener): () => void {
    const offChange = listener.subscribe("content", () => this.invalidate());
    const offReconnect = listener.onReconnect(() => this.invalidate());
    return () => {
      offChange();
      offReconnect();
    };
  }

  /**
   * The cached body for `key`, loaded when missing or out of date. While the database cannot be
   * reached, the last good copy is served (pages that need only content stay up); without one
   * the error is passed on.
   */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    this.expireScheduled();
    const hit = this.entries.get(key) as { version: number; value: T } | undefined;
    const fallback =
      hit ?? (this.lastGood.has(key) ? { value: this.lastGood.get(key) as T } : undefined);
    if (fallback && !this.healthy) {
      // No request waits on a database that just failed; one check runs in the background.
      this.currentVersion().catch(() => {});
      countCache("content", true);
      return fallback.value;
    }
    let version: number;
    try {
      version = await this.currentVersion();
    } catch (err) {
      countCache("content", fallback !== undefined);
      if (fallback) return fallback.value;
      throw err;
    }
    countCache("content", hit?.version === version);
    if (hit && hit.version === version) return hit.value;
    const inFlight = this.loading.get(key) as Promise<T> | undefined;
    if (inFlight) return inFlight;
    const generation = this.generation;
    const promise: Promise<T> = load()
      .then((cached) => {
        if (generation !== this.generation) return cached;
        this.entries.delete(key);
        this.entries.set(key, { version, value: cached });
        this.lastGood.delete(key);
        if (this.entries.size > this.maxEntries) {
          const oldest = this.entries.keys().next().value;
          if (oldest !== undefined) this.entries.delete(oldest);
        }
        return cached;
      })
      .catch((err: unknown) => {
        if (!fallback) throw err;
        this.setHealthy(false, err);
        return fallback.value;
      })
      .finally(() => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
      });
    this.loading.set(key, promise);
    return promise;
  }
}

/** Sends a cached JSON body with its ETag, answering 304 when the client already has it. */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedBody,
  cacheControl: string,
) {
  reply.header("etag", cached.etag);
  reply.header("cache-control", cacheControl);
  reply.header("vary", "x-language, accept-encoding");
  const match = request.headers["if-none-match"];
  if (
    cached.status === 200 &&
    match &&
    match.split(",").some((tag) => tag.trim().replace(/^W\//, "") === cached.etag)
  ) {
    return reply.status(304).send();
  }
  reply.status(cached.status).type("application/json; charset=utf-8");
  const compressed = encoded(cached, request.headers["accept-encoding"]);
  if (compressed) {
    reply.header("content-encoding", compressed.encoding);
    return reply.send(compressed.payload);
  }
  return reply.send(cached.raw);
}
