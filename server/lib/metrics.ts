import { timingSafeEqual } from "node:crypto";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/**
 * The process's Prometheus registry (ADR 0017). One per process, like the process it describes:
 * every app built in a test process shares it, so tests compare values before and after.
 * Other modules count through the named metrics below; `/metrics` serves them all.
 */
export const registry = new Registry();

// Event-loop lag (mean, p50, p90, p99 from monitorEventLoopDelay), heap, GC, handles, CPU.
collectDefaultMetrics({ register: registry });

export const httpDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time to answer a request, by method, route pattern (not the raw URL) and status",
  labelNames: ["method", "route", "status"] as const,
  // From a cached page (~1 ms) to a slow render under load.
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const httpErrors = new Counter({
  name: "http_errors_total",
  help: "Responses with a 4xx or 5xx status, by route pattern and class",
  labelNames: ["route", "class"] as const,
  registers: [registry],
});

export const rateLimitRefusals = new Counter({
  name: "rate_limit_refusals_total",
  help: "Requests refused with 429 (API limit, login and gift lockouts, form limits), by route",
  labelNames: ["route"] as const,
  registers: [registry],
});

export const cacheLookups = new Counter({
  name: "cache_lookups_total",
  help: "Lookups in this process's caches: content (parsed content) and render (anonymous pages)",
  labelNames: ["cache", "result"] as const,
  registers: [registry],
});

export const renderCacheEntries = new Gauge({
  name: "render_cache_entries",
  help: "Pages held by this process's render cache",
  registers: [registry],
});

/** What the business counts. Add a name here, then call `countEvent` where it happens. */
export const BUSINESS_EVENTS = [
  "download",
  "signup",
  "gift_claim",
  "work_submission",
  "inquiry",
] as const;
export type BusinessEvent = (typeof BUSINESS_EVENTS)[number];

export const businessEvents = new Counter({
  name: "business_events_total",
  help:
    "Successful business actions: store downloads (/api/download/go), sign-ups, gift claims, " +
    "work submissions, inquiries (support, business, beta, job)",
  labelNames: ["event"] as const,
  registers: [registry],
});
// Every event is reported from the start, at 0, so a rate() over it exists before the first one.
for (const event of BUSINESS_EVENTS) businessEvents.inc({ event }, 0);

/** Counts one successful business action in this process. */
export function countEvent(event: BusinessEvent): void {
  businessEvents.inc({ event });
}

/** This process's count of one business event (for tests). */
export async function eventCount(event: BusinessEvent): Promise<number> {
  const { values } = await businessEvents.get();
  return values.find((v) => v.labels.event === event)?.value ?? 0;
}

export function countCache(cache: "content" | "render", hit: boolean): void {
  cacheLookups.inc({ cache, result: hit ? "hit" : "miss" });
}

const dbPoolMax = new Gauge({
  name: "db_pool_max_connections",
  help: "Connections the database pool may open (1 for PGlite, which runs one query at a time)",
  labelNames: ["driver"] as const,
  registers: [registry],
});
const dbUp = new Gauge({
  name: "db_up",
  help: "1 when the database answered a ping at this scrape",
  registers: [registry],
});
const dbPing = new Gauge({
  name: "db_ping_seconds",
  help: "Time a ping took at this scrape: it queues behind the pool's busy connections, so it grows as the pool fills",
  registers: [registry],
});

type DbProbe = { driver: string; poolMax: number; ping: () => Promise<void> };
/** The apps of this process that reported their database, newest last (one outside tests). */
const dbProbes: DbProbe[] = [];

/**
 * The database the scrape pings. postgres.js and PGlite report no per-connection state, so pool
 * pressure shows as the time a ping waits for a connection (ADR 0017). Returns the function
 * that stops (the app's onClose).
 */
export function watchDatabase(probe: DbProbe): () => void {
  dbProbes.push(probe);
  return () => {
    const index = dbProbes.indexOf(probe);
    if (index >= 0) dbProbes.splice(index, 1);
  };
}

const PING_TIMEOUT_MS = 2000;

async function probeDatabase() {
  const probe = dbProbes.at(-1);
  if (!probe) return;
  dbPoolMax.reset();
  dbPoolMax.set({ driver: probe.driver }, probe.poolMax);
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe.ping(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error("ping timed out")), PING_TIMEOUT_MS);
      }),
    ]);
    dbUp.set(1);
  } catch {
    dbUp.set(0);
  } finally {
    clearTimeout(timer);
    dbPing.set((performance.now() - started) / 1000);
  }
}

/** The exposition text for one scrape. */
export async function scrape(): Promise<{ contentType: string; body: string }> {
  await probeDatabase();
  return { contentType: registry.contentType, body: await registry.metrics() };
}

/** Compares a presented bearer token with the configured one in constant time. */
export function tokenMatches(authorization: string | undefined, token: string): boolean {
  const presented = /^Bearer\s+(\S+)$/.exec(authorization ?? "")?.[1];
  if (!presented) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}
