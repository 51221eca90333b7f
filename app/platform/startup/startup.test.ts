import { describe, expect, it, vi } from "vitest";
import type { Envelope } from "../../../contract/envelope.ts";
import { createStore, initialState } from "../../lib/store.ts";
import { memoryStorage } from "../../test/memory-storage.ts";
import { startUp } from "./startup.ts";

function fakeApi(responses: Record<string, Envelope<unknown>>) {
  const calls: { method: string; path: string; query: unknown }[] = [];
  const call = (method: string) => async (path: string, options?: { query?: unknown }) => {
    calls.push({ method, path, query: options?.query });
    return (responses[path] ?? { code: 404, msg: "Not found" }) as Envelope<never>;
  };
  return { calls, api: { get: call("GET"), post: call("POST") } };
}

const ok = <T>(data: T) => ({ code: 200, msg: "ok", data });

/** The stored or fetched user (UserInfo) called `nickname`. */
const account = (nickname: string) => ({
  id: 1,
  nickname,
  email: "a***@example.com",
  avatar: "",
  createdAt: "2026-01-01",
  emailVerified: true,
});

const item = (id: number) => ({
  id,
  slug: `post-${id}`,
  title: "Title",
  summary: "Summary",
  cover: "/c.svg",
  url: `/blog/post-${id}`,
  publishedAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  tags: [],
  language: "en_us",
});

type Storage = ReturnType<typeof memoryStorage>;
type Api = ReturnType<typeof fakeApi>["api"];

/** startUp on a fresh store; `options` stand in for the browser (no user agent, no WebP). */
async function start(
  storage: Storage,
  api: Api,
  options: Partial<Parameters<typeof startUp>[0]> = {},
) {
  const store = createStore(initialState);
  await startUp({ store, storage, api, userAgent: "", supportsWebp: () => false, ...options });
  return store;
}

/** startUp, then at once what it defers (geo, the blog list, the stored user). */
async function runStartUp(storage: Storage, api: Api, options: { userAgent?: string } = {}) {
  let deferred: (() => void) | undefined;
  const store = await start(storage, api, {
    userAgent: "UA",
    ...options,
    defer: (fn) => (deferred = fn),
  });
  deferred?.();
  return store;
}

describe("start-up (spec §4)", () => {
  it("reuses a stored device id without calling getImei", async () => {
    const { calls, api } = fakeApi({});
    const store = await start(memoryStorage({ imei: "stored-id" }), api, {
      userAgent: "UA",
      supportsWebp: () => true,
      defer: () => {},
    });
    expect(store.get().imei).toBe("stored-id");
    expect(store.get().isWebp).toBe(true);
    expect(calls.filter((c) => c.path === "/support/getImei")).toEqual([]);
  });

  it("requests and stores a device id when none is stored", async () => {
    const storage = memoryStorage();
    const { calls, api } = fakeApi({ "/support/getImei": ok({ imei: "new-id" }) });
    const store = await start(storage, api, { userAgent: "Mozilla/5.0", defer: () => {} });
    expect(calls[0]).toEqual({
      method: "GET",
      path: "/support/getImei",
      query: { osType: 0, ua: "Mozilla/5.0" },
    });
    expect(storage.map.get("imei")).toBe("new-id");
    expect(store.get().imei).toBe("new-id");
  });

  it("stores nothing when a code other than 200 comes back", async () => {
    const storage = memoryStorage({ userInfo: "not json" });
    const { api } = fakeApi({
      "/support/getImei": { code: 429, msg: "Too many requests" },
      "/support/ip2geo": { code: 500, msg: "x" },
      "/brand/category": { code: 155, msg: "expired" },
    });
    const store = await runStartUp(storage, api, { userAgent: "" });
    await vi.waitFor(() => expect(store.get()).toEqual(initialState));
    expect(storage.map.has("imei")).toBe(false);
  });

  it("after a zero-delay timeout loads geo data, the blog list and the stored user", async () => {
    vi.useFakeTimers();
    const user = account("Aki");
    const storage = memoryStorage({
      imei: "id",
      loginKey: "k".repeat(43),
      userInfo: JSON.stringify(user),
    });
    const blog = [item(1)];
    const { calls, api } = fakeApi({
      "/support/ip2geo": ok({ region: "CN", province: "Zhejiang", country: "China" }),
      "/brand/category": ok(blog),
    });
    const store = await start(storage, api);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    vi.useRealTimers();
    await vi.waitFor(() => expect(store.get().blogList).toEqual(blog));
    expect(calls.find((c) => c.path === "/brand/category")?.query).toEqual({
      colType: 1,
      webType: 1,
      currentPage: 1,
      pageSize: 999,
    });
    expect(store.get().isChina).toBe(true);
    expect(store.get().ipData?.province).toBe("Zhejiang");
    expect(store.get().userInfo).toEqual(user);
  });

  it("refreshes the stored user when a login is stored, and only then", async () => {
    vi.useFakeTimers();
    const fresh = account("Aki 2");
    const storage = memoryStorage({ imei: "id", loginKey: "k".repeat(43) });
    const { calls, api } = fakeApi({ "/user/info": ok(fresh) });
    const store = await start(storage, api);
    await vi.advanceTimersByTimeAsync(0);
    vi.useRealTimers();
    await vi.waitFor(() => expect(store.get().userInfo).toEqual(fresh));
    expect(JSON.parse(storage.getItem("userInfo") ?? "null")).toEqual(fresh);
    expect(calls.filter((c) => c.path === "/user/info")).toHaveLength(1);
  });

  it("is not China for Hong Kong", async () => {
    vi.useFakeTimers();
    const { api } = fakeApi({ "/support/ip2geo": ok({ region: "HK", province: "", country: "" }) });
    const store = await start(memoryStorage({ imei: "x" }), api);
    await vi.advanceTimersByTimeAsync(0);
    vi.useRealTimers();
    await vi.waitFor(() => expect(store.get().ipData?.region).toBe("HK"));
    expect(store.get().isChina).toBe(false);
  });

  it("stores nothing from a success reply of the wrong shape (spec §5, issue 13)", async () => {
    const storage = memoryStorage();
    const { api } = fakeApi({
      "/support/getImei": ok({}),
      "/support/ip2geo": ok({ region: 7 }),
      "/brand/category": ok([{ id: 1, slug: "a" }]),
    });
    const store = await runStartUp(storage, api);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(storage.map.has("imei")).toBe(false);
    expect(store.get().imei).toBe("");
    expect(store.get().ipData).toBeNull();
    expect(store.get().blogList).toEqual([]);
  });

  it('replaces a stored device id of "undefined" left by an older build', async () => {
    const storage = memoryStorage({ imei: "undefined" });
    const { calls, api } = fakeApi({ "/support/getImei": ok({ imei: "AbC_123-xyz" }) });
    const store = await runStartUp(storage, api);
    expect(calls.filter((c) => c.path === "/support/getImei")).toHaveLength(1);
    expect(storage.map.get("imei")).toBe("AbC_123-xyz");
    expect(store.get().imei).toBe("AbC_123-xyz");
  });

  it("shows no user from a stored userInfo without a loginKey, and forgets it (issue 13)", async () => {
    const user = account("Aki");
    const storage = memoryStorage({ imei: "id", userInfo: JSON.stringify(user) });
    const { api } = fakeApi({});
    const store = await runStartUp(storage, api);
    expect(store.get().userInfo).toBeNull();
    expect(storage.map.has("userInfo")).toBe(false);
  });

  it("shows no user from a malformed stored userInfo", async () => {
    const storage = memoryStorage({ imei: "id", loginKey: "k", userInfo: '{"nickname":5}' });
    const { api } = fakeApi({});
    const store = await runStartUp(storage, api);
    expect(store.get().userInfo).toBeNull();
  });
});
