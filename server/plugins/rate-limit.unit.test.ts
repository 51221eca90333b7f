import LocalStore from "@fastify/rate-limit/store/LocalStore.js";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { failoverStore, RedisCircuit } from "./rate-limit.ts";

// Whether a request can wait on Redis during an outage is decided here, not by how fast the
// machine is: the requests that reach the shared store are counted under a test clock. The
// latencies themselves are `scripts/bench-redis-outage.ts`'s business.

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

function fakeRedis(status: string) {
  return { status, once: () => {} } as unknown as Redis & { status: string };
}

function logger() {
  const lines: string[] = [];
  const log = {
    warn: (_o: unknown, msg: string) => lines.push(msg),
    info: (msg: string) => lines.push(msg),
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

/** A shared store that answers as the test says and counts what reached it. */
function sharedStore() {
  const store = {
    calls: 0,
    fail: false,
    count: new Map<string, number>(),
    incr(key: string, callback: Callback) {
      store.calls++;
      if (store.fail) return callback(new Error("Connection is closed."));
      const current = (store.count.get(key) ?? 0) + 1;
      store.count.set(key, current);
      callback(null, { current, ttl: 60_000 });
    },
    child: () => store,
  };
  return store;
}

function setup(status: string) {
  let now = 0;
  const redis = fakeRedis(status);
  const { log, lines } = logger();
  const circuit = new RedisCircuit(redis, log, 5000, () => now);
  const shared = sharedStore();
  const Store = failoverStore(circuit, "t:");
  const store = new Store(
    {},
    new LocalStore(false, false) as never,
    shared as unknown as ConstructorParameters<typeof Store>[2],
  );
  const incr = (key: string) =>
    new Promise<Result>((resolve, reject) =>
      store.incr(key, (err, result) => (err || !result ? reject(err) : resolve(result)), 60_000, 3),
    );
  return { redis, lines, shared, incr, advance: (ms: number) => (now += ms) };
}

describe("rate limits' Redis circuit", () => {
  it("never sends a request to Redis while the connection is down, and says so once", async () => {
    const t = setup("reconnecting");
    for (let i = 1; i <= 5; i++) expect((await t.incr("a")).current).toBe(i);
    expect(t.shared.calls).toBe(0);
    expect(t.lines.filter((l) => l.includes("Redis unavailable"))).toHaveLength(1);
  });

  it("counts per process without a word while the first connection is still being made", async () => {
    const t = setup("connecting");
    expect((await t.incr("a")).current).toBe(1);
    expect(t.shared.calls).toBe(0);
    expect(t.lines).toEqual([]);
  });

  it("after one failed command, keeps every count in process for the retry window", async () => {
    const t = setup("ready");
    expect((await t.incr("a")).current).toBe(1);
    t.shared.fail = true;
    // The failing request itself is answered from the local count, not refused.
    expect((await t.incr("a")).current).toBe(1);
    expect(t.shared.calls).toBe(2);
    for (let i = 0; i < 20; i++) await t.incr("b");
    t.advance(4999);
    await t.incr("b");
    expect(t.shared.calls).toBe(2);
    expect(t.lines.filter((l) => l.includes("Redis unavailable"))).toHaveLength(1);

    t.shared.fail = false;
    t.advance(1);
    expect((await t.incr("a")).current).toBe(2);
    expect(t.shared.calls).toBe(3);
    await t.incr("a");
    expect(t.lines.filter((l) => l.includes("Redis is back"))).toHaveLength(1);
  });

  it("a connection that drops after it was up counts as an outage at once", async () => {
    const t = setup("ready");
    await t.incr("a");
    t.redis.status = "reconnecting";
    await t.incr("a");
    expect(t.shared.calls).toBe(1);
    expect(t.lines.filter((l) => l.includes("Redis unavailable"))).toHaveLength(1);
  });
});
