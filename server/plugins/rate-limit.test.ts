import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.ts";

const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});

async function app(env: Record<string, string>) {
  const t = await createTestApp({ env });
  apps.push(t);
  return t;
}

function imei(t: TestApp, ip: string) {
  return t.app.inject({ url: "/api/support/getImei?osType=0", remoteAddress: ip });
}

describe("rate limits (in memory)", () => {
  it("limits getImei per IP and answers 429 in the envelope with Retry-After", async () => {
    const t = await app({ RATE_LIMIT_IMEI_PER_MINUTE: "3" });
    for (let i = 0; i < 3; i++) expect((await imei(t, "198.51.100.1")).statusCode).toBe(200);
    const limited = await imei(t, "198.51.100.1");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 429, msg: "Too many requests" });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await imei(t, "198.51.100.2")).statusCode).toBe(200);
  });

  it("limits the API as a whole per IP, but never the health checks", async () => {
    const t = await app({ RATE_LIMIT_API_PER_MINUTE: "5" });
    const call = () => t.app.inject({ url: "/api/support/ip2geo", remoteAddress: "198.51.100.9" });
    for (let i = 0; i < 5; i++) expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(429);
    const unknown = await t.app.inject({ url: "/api/nope", remoteAddress: "198.51.100.9" });
    expect(unknown.statusCode).toBe(429);
    for (let i = 0; i < 10; i++) {
      const health = await t.app.inject({ url: "/api/health", remoteAddress: "198.51.100.9" });
      expect(health.statusCode).toBe(200);
    }
  });
});

const redisUrl = process.env.REDIS_TEST_URL;

describe.runIf(redisUrl)("rate limits shared through Redis", () => {
  it("counts requests to two instances together", async () => {
    const ip = `198.51.100.${10 + ((randomBytes(1)[0] ?? 0) % 200)}`;
    const env = { RATE_LIMIT_IMEI_PER_MINUTE: "4", REDIS_URL: redisUrl as string };
    const a = await app(env);
    const b = await app(env);
    // Another run may have used the same address within the minute.
    const { Redis } = await import("ioredis");
    const redis = new Redis(redisUrl as string);
    const keys = await redis.keys(`inkdoll-rl:*${ip}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    expect((await imei(a, ip)).statusCode).toBe(200);
    expect((await imei(b, ip)).statusCode).toBe(200);
    expect((await imei(a, ip)).statusCode).toBe(200);
    expect((await imei(b, ip)).statusCode).toBe(200);
    expect((await imei(a, ip)).statusCode).toBe(429);
    expect((await imei(b, ip)).statusCode).toBe(429);
  });

  it("lets traffic through when Redis is unreachable", async () => {
    const t = await app({ RATE_LIMIT_IMEI_PER_MINUTE: "2", REDIS_URL: "redis://127.0.0.1:1" });
    expect((await imei(t, "198.51.100.250")).statusCode).toBe(200);
  });
});
