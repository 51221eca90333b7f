import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Redis } from "ioredis";

export type RateLimitOptions = { perMinute: number; redisUrl: string | undefined };

/**
 * Per-IP limits for the API. Counters live in Redis when REDIS_URL is set, so every instance
 * shares them; otherwise in this process. A Redis outage lets traffic through rather than
 * taking the site down.
 */
async function limits(app: FastifyInstance, options: RateLimitOptions) {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, {
        connectTimeout: 500,
        maxRetriesPerRequest: 1,
        lazyConnect: false,
      })
    : undefined;
  redis?.on("error", (err) => app.log.warn({ err: err.message }, "redis error"));
  if (redis) app.addHook("onClose", async () => void (await redis.quit().catch(() => {})));

  await app.register(rateLimit, {
    global: options.perMinute > 0,
    max: options.perMinute || 1_000_000,
    timeWindow: 60_000,
    hook: "onRequest",
    keyGenerator: (request) => request.ip,
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
    nameSpace: "inkdoll-rl:",
    ...(redis ? { redis } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests; retry in ${context.after}`,
    }),
  });
}

export default fp(limits, { name: "rate-limit" });
