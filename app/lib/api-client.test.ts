import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest, configureApiClient, withFrom, withQuery } from "./api-client.ts";

describe("withFrom (spec §7)", () => {
  it.each([
    ["/api/support/getImei", "/api/support/getImei?from=2"],
    ["/api/support/getImei?osType=0", "/api/support/getImei?osType=0&from=2"],
    ["/api/x?", "/api/x?&from=2"],
  ])("%s → %s", (path, expected) => {
    expect(withFrom(path)).toBe(expected);
  });
});

describe("withQuery", () => {
  it("encodes entries and skips missing ones", () => {
    expect(withQuery("/a", { b: 1, c: "x y", d: undefined, e: null })).toBe("/a?b=1&c=x+y");
    expect(withQuery("/a?z=1", { b: true })).toBe("/a?z=1&b=true");
    expect(withQuery("/a", {})).toBe("/a");
  });
});

function headerOf(call: { init: RequestInit } | undefined, name: string) {
  return (call?.init.headers as Record<string, string> | undefined)?.[name];
}

describe("apiRequest", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function stubFetch(body: unknown) {
    const calls: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(body), {
        headers: { "content-type": "application/json" },
      });
    });
    return calls;
  }

  it("sends from=2 and the resolved language, and hands back the body only", async () => {
    const calls = stubFetch({ code: 200, msg: "ok", data: [1] });
    configureApiClient({ language: () => "ja_jp" });
    const body = await apiRequest("POST", "/brand/category", { query: { colType: 1 } });
    expect(body).toEqual({ code: 200, msg: "ok", data: [1] });
    expect(calls[0]?.url).toBe("/api/brand/category?colType=1&from=2");
    expect(headerOf(calls[0], "x-language")).toBe("ja_jp");
    await apiRequest("GET", "/support/singleConfig", { language: "ko_kr" });
    expect(headerOf(calls[1], "x-language")).toBe("ko_kr");
  });

  it("starts the session-expiry behaviour on codes 2 and 155 only", async () => {
    const expired = vi.fn();
    configureApiClient({ onSessionExpired: expired });
    stubFetch({ code: 155, msg: "Login expired" });
    await apiRequest("GET", "/user/info");
    stubFetch({ code: 2, msg: "Not logged in" });
    await apiRequest("GET", "/user/info");
    stubFetch({ code: 404, msg: "Not found" });
    await apiRequest("GET", "/user/info");
    expect(expired).toHaveBeenCalledTimes(2);
  });

  it("logs and passes on network errors", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(apiRequest("GET", "/support/ip2geo")).rejects.toThrow("Failed to fetch");
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
