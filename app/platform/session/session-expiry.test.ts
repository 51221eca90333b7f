import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { memoryStorage } from "../../test/memory-storage.ts";
import { createSessionExpiryHandler, expiryTarget } from "./session-expiry.ts";

describe("expiryTarget", () => {
  it("sends gift visitors back to /gift with the query kept", () => {
    expect(expiryTarget({ pathname: "/gift", search: "?code=abc", href: "" })).toBe(
      "/gift?code=abc",
    );
    expect(expiryTarget({ pathname: "/gift/manage", search: "?x=1", href: "" })).toBe("/gift?x=1");
    expect(expiryTarget({ pathname: "/gift/manage/", search: "", href: "" })).toBe("/gift");
  });

  it("sends everyone else to /login with the encoded full address", () => {
    const href = "http://localhost:3000/download?x=1&y=a b#top";
    expect(expiryTarget({ pathname: "/download", search: "?x=1", href })).toBe(
      `/login?redirects=${encodeURIComponent(href)}`,
    );
    expect(
      expiryTarget({ pathname: "/giftcards", search: "", href: "http://h/giftcards" }),
    ).toMatch(/^\/login\?redirects=/);
  });
});

describe("session expiry sequence", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(pathname: string, search = "") {
    const storage = memoryStorage({ loginKey: "k", userInfo: "{}", imei: "device" });
    const here = { pathname, search, href: `http://site${pathname}${search}` };
    const load = vi.fn();
    const note = memoryStorage();
    const handler = createSessionExpiryHandler({ storage, location: () => here, load, note });
    return { storage, load, handler, here, note };
  }

  it("clears the login after 1000 ms and loads the destination 100 ms later", () => {
    const { storage, load, handler } = setup("/download", "?x=1");
    handler();
    vi.advanceTimersByTime(999);
    expect(storage.map.has("loginKey")).toBe(true);
    vi.advanceTimersByTime(1);
    expect(storage.map.has("loginKey")).toBe(false);
    expect(storage.map.has("userInfo")).toBe(false);
    expect(storage.map.get("imei")).toBe("device");
    vi.advanceTimersByTime(99);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(
      `/login?redirects=${encodeURIComponent("http://site/download?x=1")}`,
    );
  });

  it("loads the destination itself, whatever address is current by then", () => {
    // A slow client navigation may or may not have committed 100 ms on: either way the
    // page loaded is the destination, never a reload of the address being left.
    const { load, handler, here } = setup("/gift/manage", "?x=1&y=2");
    handler();
    vi.advanceTimersByTime(1000);
    here.pathname = "/somewhere-else";
    vi.advanceTimersByTime(100);
    expect(load).toHaveBeenCalledWith("/gift?x=1&y=2");
  });

  it("runs once when several calls fail together", () => {
    const { load, handler } = setup("/gift/manage", "?x=1");
    expect(handler()).toBe(true);
    expect(handler()).toBe(false);
    expect(handler()).toBe(false);
    vi.advanceTimersByTime(2000);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith("/gift?x=1");
  });

  it("tells the log-in page why the visitor is there, with a flag and never for /gift", () => {
    const reader = setup("/blog/perspective", "?x=1");
    reader.handler();
    vi.advanceTimersByTime(999);
    expect(reader.note.map.size).toBe(0);
    vi.advanceTimersByTime(1);
    expect(reader.note.map.get("sessionEnded")).toBe("1");
    const gift = setup("/gift/manage");
    gift.handler();
    vi.advanceTimersByTime(2000);
    expect(gift.note.map.size).toBe(0);
  });
});
