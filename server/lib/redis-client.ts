import { once } from "node:events";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";

/**
 * A Redis client that fails fast while Redis is away: commands fail at once while disconnected
 * instead of queueing behind the reconnection, nothing is retried, and reconnection is tried
 * every 2 s at most. Every reconnection attempt errors, so errors are logged at debug only: the
 * caller says once what an outage means for it. The client quits when the app closes.
 */
export function openRedis(
  app: FastifyInstance,
  url: string,
  options: { commandTimeout?: number; enableAutoPipelining?: boolean } = {},
): Redis {
  const redis = new Redis(url, {
    connectTimeout: 1000,
    commandTimeout: options.commandTimeout ?? 1000,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (times) => Math.min(times * 200, 2000),
    enableAutoPipelining: options.enableAutoPipelining ?? false,
  });
  redis.on("error", (err) => app.log.debug({ err: err.message }, "redis error"));
  app.addHook("onClose", async () => {
    if (redis.status === "ready") await redis.quit().catch(() => {});
    redis.disconnect();
  });
  return redis;
}

/** Gives the first connection up to 3 s, so an instance starts with Redis when it can. */
export async function firstConnection(redis: Redis): Promise<void> {
  await Promise.race([
    once(redis, "ready").catch(() => {}),
    new Promise((resolve) => setTimeout(resolve, 3000).unref()),
  ]);
}
