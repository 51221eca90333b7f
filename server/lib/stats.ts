import { createHash, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Redis } from "ioredis";
import { PAGES } from "../../contract/pages.ts";
import { deviceClassOf, type StatMetric } from "../../contract/stats.ts";
import type { GeoLookup } from "../api/geo/service.ts";
import type { Database } from "../db/client.ts";
import { statCounts, statPageViews } from "../db/schema.ts";
import { isBot } from "./is-bot.ts";
import { matchPage } from "./page-match.ts";

/** The UTC day of a moment, as stored (YYYY-MM-DD). */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** Salts and "seen today" marks live this long in Redis: the day itself plus clock skew. */
const REDIS_TTL_SECONDS = 2 * 24 * 60 * 60;

/**
 * Rows a recorder holds while the database is away: beyond this a new row (a referrer, say) is
 * dropped rather than let memory grow; rows already held keep counting.
 */
const MAX_HELD_ROWS = 10_000;

/** Visitor hashes one process remembers having marked today (about 6 MB at most). */
const MAX_MARKED = 50_000;

/**
 * Where the day's salt and the day's set of visitor hashes live. Neither is ever written to the
 * database: a hash only decides whether to add one to the day's visitor counter.
 */
export interface VisitorMemory {
  /** True the first time `hash` is seen on `day` (across instances when shared). */
  firstVisit(day: string, hash: string): Promise<boolean>;
  salt(day: string): Promise<string>;
}

/**
 * Per process: a random salt per day and the day's hashes in a Set; yesterday's are dropped
 * when the day changes. With several instances each has its own salt, so a visitor served by
 * two instances on one day counts twice (ADR 0012).
 */
export class ProcessVisitorMemory implements VisitorMemory {
  day = "";
  daySalt = "";
  seen = new Set<string>();

  roll(day: string) {
    if (day === this.day) return;
    this.day = day;
    this.daySalt = randomBytes(32).toString("base64url");
    this.seen = new Set();
  }

  async salt(day: string) {
    this.roll(day);
    return this.daySalt;
  }

  async firstVisit(day: string, hash: string) {
    this.roll(day);
    if (this.seen.has(hash)) return false;
    this.seen.add(hash);
    return true;
  }
}

/**
 * Shared by every instance through Redis (REDIS_URL): the first instance to need the day's salt
 * sets it (`SET NX`, expiring after two days), the others read it; "seen today" marks are
 * `SET NX` keys with the same expiry. While Redis fails, the process memory stands in (a visitor
 * may then count once per instance that day).
 */
export class RedisVisitorMemory implements VisitorMemory {
  redis: Redis;
  fallback = new ProcessVisitorMemory();
  salts = new Map<string, string>();
  /**
   * Today's hashes this process has marked in Redis: a visitor's next pages skip the round trip,
   * since the mark is there (forgotten when the day changes or the set is full).
   */
  marked = { day: "", hashes: new Set<string>() };
  prefix: string;
  onError: (err: unknown) => void;

  constructor(redis: Redis, onError: (err: unknown) => void, prefix = "inkdoll-stats:") {
    this.redis = redis;
    this.onError = onError;
    this.prefix = prefix;
  }

  async salt(day: string) {
    const cached = this.salts.get(day);
    if (cached) return cached;
    try {
      const key = `${this.prefix}salt:${day}`;
      await this.redis.set(
        key,
        randomBytes(32).toString("base64url"),
        "EX",
        REDIS_TTL_SECONDS,
        "NX",
      );
      const salt = await this.redis.get(key);
      if (!salt) throw new Error("the day's salt vanished");
      this.salts.clear();
      this.salts.set(day, salt);
      return salt;
    } catch (err) {
      this.onError(err);
      return this.fallback.salt(day);
    }
  }

  async firstVisit(day: string, hash: string) {
    if (this.marked.day !== day || this.marked.hashes.size >= MAX_MARKED) {
      this.marked = { day, hashes: new Set() };
    }
    if (this.marked.hashes.has(hash)) return false;
    try {
      const key = `${this.prefix}seen:${day}:${hash}`;
      const first = (await this.redis.set(key, "1", "EX", REDIS_TTL_SECONDS, "NX")) === "OK";
      this.marked.hashes.add(hash);
      return first;
    } catch (err) {
      this.onError(err);
      return this.fallback.firstVisit(day, hash);
    }
  }
}

/** The public pages that count (the console's do not): route patterns from the page table. */
const COUNTED = PAGES.filter((page) => page.layout !== "console");

/**
 * The route pattern (`/blog/:slug`) of a page address, or null when it is not a page of the
 * table (the not-found page, the console, `.data` requests of client navigations).
 */
export function pageRouteOf(pathname: string): string | null {
  if (pathname.endsWith(".data") || pathname.startsWith("/admin/") || pathname === "/admin") {
    return null;
  }
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const page = matchPage(COUNTED, path);
  return page?.path ?? null;
}

/** The referrer's host when it is another site's; null for none, our own, or a bad header. */
export function externalReferrer(referrer: string | undefined, ownHosts: string[]): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    const host = url.hostname.toLowerCase().replace(/^www\./, "");
    if (!host || ownHosts.some((own) => own.toLowerCase().replace(/^www\./, "") === host)) {
      return null;
    }
    return host.slice(0, 253);
  } catch {
    return null;
  }
}

export type PageView = {
  route: string;
  language: string;
  /** Used for the visitor hash and the country, then forgotten. */
  address: string;
  userAgent: string;
  referrer?: string;
  /** The hosts that are this site (the request's and the public origin's). */
  ownHosts: string[];
};

type Increment = { metric: StatMetric; key: string };

/**
 * Counts on the server (ADR 0012, batched by ADR 0021). Increments are summed in memory per row
 * and written every `flushMs` as one upsert per table, rows in key order (two instances flushing
 * at once lock them in the same order); a failed write puts its sums back for the next one. So
 * 200 concurrent views still make exactly 200, a page view costs the database nothing on its
 * own, and a crash loses at most the last `flushMs` of counts. `flush` (on shutdown, in tests)
 * waits for the counting under way and writes everything.
 */
export class StatsRecorder {
  pending = new Set<Promise<void>>();
  /** Page views to add, by `day\nroute\nlanguage`. */
  views = new Map<string, { day: string; route: string; language: string; count: number }>();
  /** Counters to add, by `day\nmetric\nkey`. */
  counts = new Map<string, { day: string; metric: StatMetric; key: string; count: number }>();
  timer: NodeJS.Timeout | undefined;
  writing: Promise<void> = Promise.resolve();
  db: Database;
  memory: VisitorMemory;
  geo: GeoLookup;
  now: () => Date;
  onError: (err: unknown) => void;
  flushMs: number;

  constructor(options: {
    db: Database;
    memory: VisitorMemory;
    geo: GeoLookup;
    now: () => Date;
    onError: (err: unknown) => void;
    flushMs?: number;
  }) {
    this.db = options.db;
    this.memory = options.memory;
    this.geo = options.geo;
    this.now = options.now;
    this.onError = options.onError;
    this.flushMs = options.flushMs ?? 1000;
  }

  /** Runs `work` in the background; errors are logged, never thrown at the visitor. */
  track(work: () => Promise<void>) {
    const job = work().catch(this.onError);
    this.pending.add(job);
    void job.finally(() => this.pending.delete(job));
  }

  /** Waits for the counting under way, then writes every sum held. */
  async flush() {
    while (this.pending.size) await Promise.all(this.pending);
    await this.write();
  }

  /** Writes the sums held now, after any write under way; on failure they are kept for the next. */
  write(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const run = this.writing.then(async () => {
      const views = [...this.views.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
      const counts = [...this.counts.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
      this.views.clear();
      this.counts.clear();
      if (!views.length && !counts.length) return;
      try {
        if (views.length) {
          await this.db
            .insert(statPageViews)
            .values(views.map(([, row]) => row))
            .onConflictDoUpdate({
              target: [statPageViews.day, statPageViews.route, statPageViews.language],
              set: { count: sql`${statPageViews.count} + excluded.count` },
            });
          views.length = 0;
        }
        if (counts.length) {
          await this.db
            .insert(statCounts)
            .values(counts.map(([, row]) => row))
            .onConflictDoUpdate({
              target: [statCounts.day, statCounts.metric, statCounts.key],
              set: { count: sql`${statCounts.count} + excluded.count` },
            });
        }
      } catch (err) {
        // Whatever was not written goes back, added to what arrived meanwhile.
        for (const [key, row] of views) this.hold(this.views, key, row);
        for (const [key, row] of counts) this.hold(this.counts, key, row);
        this.schedule();
        throw err;
      }
    });
    this.writing = run.catch(() => {});
    return run;
  }

  schedule() {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.write().catch(this.onError);
    }, this.flushMs);
    this.timer.unref();
  }

  /** Adds `row.count` to the row held under `key` in `rows`, holding it if new (within the bound). */
  hold<Row extends { count: number }>(rows: Map<string, Row>, key: string, row: Row): void {
    const held = rows.get(key);
    if (held) held.count += row.count;
    else if (rows.size < MAX_HELD_ROWS) rows.set(key, row);
    else this.onError(new Error("statistics: too many rows held, one dropped"));
    this.schedule();
  }

  async pageView(view: PageView): Promise<void> {
    if (!view.userAgent || isBot(view.userAgent)) return;
    const day = dayOf(this.now());
    const salt = await this.memory.salt(day);
    const hash = createHash("sha256")
      .update(`${salt}\n${view.address}\n${view.userAgent}`)
      .digest("base64url");
    const first = await this.memory.firstVisit(day, hash);
    const { region } = await this.geo.lookup(view.address, "en_us");
    const counts: Increment[] = [
      { metric: "country", key: region },
      { metric: "device", key: deviceClassOf(view.userAgent) },
    ];
    const referrer = externalReferrer(view.referrer, view.ownHosts);
    if (referrer) counts.push({ metric: "referrer", key: referrer });
    if (first) counts.push({ metric: "visitors", key: "" });
    const { route, language } = view;
    this.hold(this.views, `${day}\n${route}\n${language}`, { day, route, language, count: 1 });
    this.increment(day, counts);
  }

  /** Adds one to each counter of `day`. */
  increment(day: string, counts: Increment[]): void {
    for (const { metric, key } of counts) {
      this.hold(this.counts, `${day}\n${metric}\n${key}`, { day, metric, key, count: 1 });
    }
  }

  /** One more of a one-dimensional event today (a sign-up). */
  async count(metric: StatMetric, key = ""): Promise<void> {
    this.increment(dayOf(this.now()), [{ metric, key }]);
  }
}
