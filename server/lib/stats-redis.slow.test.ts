import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type OwnRedis, redisServerMissing, startOwnRedis } from "../test/redis-server.ts";
import { RedisVisitorMemory } from "./stats.ts";

const missing = redisServerMissing();

describe.skipIf(missing)("visitor memory shared through Redis (two instances)", () => {
  let own: OwnRedis;
  const clients: Redis[] = [];
  const client = () => {
    const redis = new Redis(own.url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: 500,
    });
    redis.on("error", () => {});
    clients.push(redis);
    return redis;
  };
  beforeAll(async () => {
    own = await startOwnRedis();
  });
  afterAll(async () => {
    for (const redis of clients) redis.disconnect();
    await own?.dispose();
  });

  it("gives both instances one salt per day and counts a visitor once between them", async () => {
    const a = client();
    const b = client();
    await Promise.all([a, b].map((r) => new Promise((resolve) => r.once("ready", resolve))));
    const errors: unknown[] = [];
    const one = new RedisVisitorMemory(a, (err) => errors.push(err), "t1:");
    const two = new RedisVisitorMemory(b, (err) => errors.push(err), "t1:");
    const [saltOne, saltTwo] = await Promise.all([one.salt("2026-06-01"), two.salt("2026-06-01")]);
    expect(saltOne).toBe(saltTwo);
    expect(await one.salt("2026-06-02")).not.toBe(saltOne);
    const firsts = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? one : two).firstVisit("2026-06-01", "hash")),
    );
    expect(firsts.filter(Boolean)).toHaveLength(1);
    // The salt expires with its day: nothing outlives it by more than the two-day TTL.
    const ttl = await a.ttl("t1:salt:2026-06-01");
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(2 * 24 * 60 * 60);
    expect(errors).toEqual([]);
  });

  it("asks Redis once per visitor and day from one process", async () => {
    const redis = client();
    await new Promise((resolve) => redis.once("ready", resolve));
    const set = vi.spyOn(redis, "set");
    const memory = new RedisVisitorMemory(redis, () => {}, "t3:");
    expect(await memory.firstVisit("2026-08-01", "v")).toBe(true);
    expect(await memory.firstVisit("2026-08-01", "v")).toBe(false);
    expect(await memory.firstVisit("2026-08-01", "w")).toBe(true);
    expect(set).toHaveBeenCalledTimes(2);
    // Another day asks again.
    expect(await memory.firstVisit("2026-08-02", "v")).toBe(true);
    expect(set).toHaveBeenCalledTimes(3);
  });

  it("falls back to the process while Redis is down", async () => {
    const redis = client();
    await new Promise((resolve) => redis.once("ready", resolve));
    const errors: unknown[] = [];
    const memory = new RedisVisitorMemory(redis, (err) => errors.push(err), "t2:");
    await own.stop();
    expect(await memory.salt("2026-07-01")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await memory.firstVisit("2026-07-01", "h")).toBe(true);
    expect(await memory.firstVisit("2026-07-01", "h")).toBe(false);
    expect(errors.length).toBeGreaterThan(0);
  });
});
