import { describe, expect, it } from "vitest";
import { blankLike, leavesOf, pathLabel, withLeaves } from "./config-api.ts";

describe("config leaves", () => {
  it("edits nested values by path and keeps their types", () => {
    const value = [
      { url: "https://a", channel: "appstore", platform: "ios", global: true },
      { url: "https://b", channel: "googleplay", platform: "android", global: false },
    ];
    const leaves = leavesOf(value);
    expect(leaves.map((l) => l.path)).toContain("1.global");
    const edited = withLeaves(value, leaves, { "1.url": "https://c", "0.global": "false" });
    expect(edited).toEqual([
      { url: "https://a", channel: "appstore", platform: "ios", global: false },
      { url: "https://c", channel: "googleplay", platform: "android", global: false },
    ]);
    expect(value[1]?.url).toBe("https://b");
  });

  it("adds an entry shaped like the last and reads numbers back as numbers", () => {
    const value = [{ url: "https://a", n: 1, on: true }];
    const next = [...value, blankLike(value[0])];
    const leaves = leavesOf(next);
    expect(withLeaves(next, leaves, { "1.url": "https://z", "1.n": "7" })).toEqual([
      { url: "https://a", n: 1, on: true },
      { url: "https://z", n: 7, on: false },
    ]);
    expect(withLeaves({ a: 1 }, leavesOf({ a: 1 }), { a: "x" })).toEqual({ a: "x" });
    expect(withLeaves("plain", leavesOf("plain"), { "": "edited" })).toBe("edited");
    expect(pathLabel("0.url")).toBe("#1 › url");
  });
});
