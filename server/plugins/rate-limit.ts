import rateLimit, { type FastifyRateLimitStore } from "@fastify/rate-limit";
import LocalStore from "@fastify/rate-limit/store/LocalStore.js";
import RedisStore from "@fastify/rate-limit/store/RedisStore.js";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Redis } from "ioredis";
import { firstConnection, openRedis } from "../lib/redis-client.ts";

export type RateLimitOptions = {
  perMinute: number;
  redisUrl: string | undefined;
  /** How long the limits stay per process after a Redis failure before Redis is tried again. */
  retryAfterMs?: number;
  /** A Redis command slower than this counts as a failure. */
  commandTimeoutMs?: number;
};

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type RouteStoreOptions = { continueExceeding?: boolean; exponentialBackoff?: boolean };
type ChildStore = FastifyRateLimitStore & { child(o: RouteStoreOptions): ChildStore };

/**
 * Decides per call whether the shared counters in Redis are used. Any failure opens the circuit:
 * for `retryAfterMs` every count stays in this process, so an outage costs one fast failure, not a
 * wait per request. The first success after that closes it again. Each switch is logged once.
 */
export class RedisCircuit {
  mode: "shared" | "local" = "shared";
  openUntil = 0;
  connectedOnce = false;
  redis: Redis;
  log: FastifyBaseLogger;
  retryAfterMs: number;
  now: () => number;

  constructor(
    redis: Redis,
    log: FastifyBaseLogger,
    retryAfterMs: number,
    now: () => number = () => performance.now(),
  ) {
    this.redis = redis;
    this.log = log;
    this.retryAfterMs = retryAfterMs;
    this.now = now;
    redis.once("ready", () => {
      this.connectedOnce = true;
    });
  }

  usable(): boolean {
    if (this.redis.status !== "ready") {
      // Still making the very first connection: nothing has failed yet.
      const starting = this.redis.status === "connecting" && !this.connectedOnce;
      if (!starting) this.failed(new Error(`Redis connection ${this.redis.status}`));
      return false;
    }
    return this.now() >= this.openUntil;
  }

  failed(err: Error) {
    this.openUntil = this.now() + this.retryAfterMs;
    if (this.mode === "local") return;
    this.mode = "local";
    this.log.warn(
      { err: err.message },
      "rate limits: Redis unavailable, counting per process until it is back",
    );
  }

  succeeded() {
    if (this.mode === "shared") return;
    this.mode = "shared";
    this.log.info("rate limits: Redis is back, counting shared across instances again");
  }
}

export function failoverStore(circuit: RedisCircuit, nameSpace: string) {
  return class FailoverStore implements FastifyRateLimitStore {
    local: ChildStore;
    shared: ChildStore;

    constructor(options: object, local?: ChildStore, shared?: ChildStore) {
      const { continueExceeding = false, exponentialBackoff = false } =
        options as RouteStoreOptions;
      this.local = local ?? new LocalStore(continueExceeding, exponentialBackoff);
      this.shared =
        shared ?? new RedisStore(continueExceeding, exponentialBackoff, circuit.redis, nameSpace);
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      if (!circuit.usable()) return this.local.incr(key, callback, timeWindow, max);
      this.shared.incr(
        key,
        (err, result) => {
          if (err || !result) {
            circuit.failed(err ?? new Error("no result"));
            return this.local.incr(key, callback, timeWindow, max);
          }
          circuit.succeeded();
          callback(null, result);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]) {
      const options = routeOptions as RouteStoreOptions;
      return new FailoverStore(routeOptions, this.local.child(options), this.shared.child(options));
    }
  };
}

/**
 * Per-IP limits for the API. Counters live in Redis when REDIS_URL is set, so every instance
 * shares them; while Redis is unreachable each process counts on its own instead of waiting.
 */
async function limits(app: FastifyInstance, options: RateLimitOptions) {
  const nameSpace = "inkdoll-rl:";
  let circuit: RedisCircuit | undefined;
  if (options.redisUrl) {
    const redis = openRedis(app, options.redisUrl, {
      commandTimeout: options.commandTimeoutMs ?? 1000,
    });
    // The circuit logs the switch to per-process counts once.
    circuit = new RedisCircuit(redis, app.log, options.retryAfterMs ?? 5000);
    await firstConnection(redis);
  }

  await app.register(rateLimit, {
    global: options.perMinute > 0,
    max: options.perMinute || 1_000_000,
    timeWindow: 60_000,
    hook: "onRequest",
    keyGenerator: (request) => request.ip,
    // Only a bug in a store lands here: failures of Redis itself fall back to per-process counts.
    skipOnError: true,
    // Only the refusal carries headers; counting headers on every response cost throughput.
    addHeadersOnExceeding: {
      "x-ratelimit-limit": false,
      "x-ratelimit-remaining": false,
      "x-ratelimit-reset": false,
    },
    addHeaders: {
      "x-ratelimit-limit": false,
      "x-ratelimit-remaining": false,
      "x-ratelimit-reset": false,
      "retry-after": true,
    },
    ...(circuit ? { store: failoverStore(circuit, nameSpace) } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests; retry in ${context.after}`,
    }),
  });
}

export default fp(limits, { name: "rate-limit" });
