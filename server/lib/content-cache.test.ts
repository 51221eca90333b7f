import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configEntries, contentVersions } from "../db/schema.ts";
import { createTestDb, type TestDb } from "../test/db.ts";
import { bumpContentVersion, ContentCache, toCachedBody } from "./content-cache.ts";

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
  await db.db.insert(contentVersions).values({ scope: "content" });
  await db.db.insert(configEntries).values({ key: "k", language: "en_us", value: "one" });
});
afterAll(() => db.dispose());

async function readValue() {
  const [row] = await db.db.select().from(configEntries).where(eq(configEntries.key, "k"));
  return toCachedBody(row?.value);
}

describe("ContentCache", () => {
  it("loads once and serves later calls from memory", async () => {
    const cache = new ContentCache(db.db, { checkIntervalMs: 60_000 });
    let loads = 0;
    const load = async () => {
      loads++;
      return readValue();
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => cache.get("k", load)));
    expect(new Set(results.map((r) => r.body))).toEqual(new Set(['"one"']));
    expect(loads).toBe(1);
    await cache.get("k", load);
    expect(loads).toBe(1);
  });

  it("keeps nothing loaded before an invalidation that arrived while it loaded", async () => {
    const cache = new ContentCache(db.db, { checkIntervalMs: 60_000 });
    await cache.get("race", async () => "a");
    cache.invalidate();
    const loading = cache.get("race", async () => "b");
    // The change commits and its notification arrives while the check and the load are running.
    await bumpContentVersion(db.db);
    cache.invalidate();
    expect(await loading).toBe("b");
    expect(await cache.get("race", async () => "c")).toBe("c");
  });

  it("serves the copy an invalidation dropped when reloading it fails (the database just came back)", async () => {
    const cache = new ContentCache(db.db, { checkIntervalMs: 60_000 });
    expect(await cache.get("flap", async () => "good")).toBe("good");
    // The listener reconnected (invalidate), but the first query meets a dead pooled connection.
    cache.invalidate();
    const gone = Object.assign(new Error("write CONNECTION_CLOSED"), { code: "CONNECTION_CLOSED" });
    expect(await cache.get("flap", () => Promise.reject(gone))).toBe("good");
    cache.setHealthy(true);
    expect(await cache.get("flap", async () => "fresh")).toBe("fresh");
    // Never loaded and nothing to fall back on: the error is passed on.
    await expect(cache.get("never", () => Promise.reject(gone))).rejects.toBe(gone);
  });

  it("drops its entries when scheduled content's moment comes, without a write", async () => {
    let now = new Date("2026-01-01T00:00:00Z");
    const at = new Date("2026-01-01T00:10:00Z");
    const cache = new ContentCache(db.db, {
      checkIntervalMs: 60_000,
      now: () => now,
      nextChange: async (from) => (from < at ? at : null),
    });
    expect(await cache.get("s", async () => "before")).toBe("before");
    now = new Date("2026-01-01T00:09:59Z");
    expect(await cache.get("s", async () => "early")).toBe("before");
    now = at;
    expect(await cache.get("s", async () => "after")).toBe("after");
    expect(await cache.get("s", async () => "again")).toBe("after");
  });

  it("sees a change made through another instance once the version is bumped", async () => {
    const a = new ContentCache(db.db, { checkIntervalMs: 0 });
    const b = new ContentCache(db.db, { checkIntervalMs: 0 });
    expect((await a.get("k", readValue)).body).toBe('"one"');
    expect((await b.get("k", readValue)).body).toBe('"one"');
    await db.db.transaction(async (tx) => {
      await tx.update(configEntries).set({ value: "two" }).where(eq(configEntries.key, "k"));
      await bumpContentVersion(tx);
    });
    expect((await a.get("k", readValue)).body).toBe('"two"');
    expect((await b.get("k", readValue)).body).toBe('"two"');
  });

  it("bounds the number of entries", async () => {
    const cache = new ContentCache(db.db, { maxEntries: 3 });
    for (let i = 0; i < 10; i++) await cache.get(`key-${i}`, async () => toCachedBody(i));
    expect(cache.entries.size).toBe(3);
    expect([...cache.entries.keys()]).toEqual(["key-7", "key-8", "key-9"]);
  });

  it("does not cache a failed load", async () => {
    const cache = new ContentCache(db.db);
    await expect(
      cache.get("x", async () => Promise.reject(new Error("db down"))),
    ).rejects.toThrow();
    expect((await cache.get("x", async () => toCachedBody("ok"))).body).toBe('"ok"');
  });
});
