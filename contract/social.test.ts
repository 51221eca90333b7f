import { describe, expect, it } from "vitest";
import { socialLinksOf } from "./social.ts";

describe("socialLinksOf", () => {
  it("keeps configured https profiles in the footer's order and drops the rest", () => {
    expect(
      socialLinksOf({
        youtube: "https://www.youtube.com/@inkdoll",
        x: "https://x.com/inkdoll",
        pixiv: "",
        discord: "javascript:alert(1)",
        bilibili: "http://space.bilibili.com/1",
        other: "https://example.com",
      }),
    ).toEqual([
      { network: "x", url: "https://x.com/inkdoll" },
      { network: "youtube", url: "https://www.youtube.com/@inkdoll" },
    ]);
    expect(socialLinksOf(null)).toEqual([]);
    expect(socialLinksOf("https://x.com")).toEqual([]);
  });
});
