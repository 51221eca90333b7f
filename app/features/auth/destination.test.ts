import { describe, expect, it } from "vitest";
import { loginDestination } from "./destination.ts";

const origin = "https://inkdoll.example";

describe("loginDestination", () => {
  it("follows a same-origin redirects address, full or as a path", () => {
    expect(loginDestination("https://inkdoll.example/download?x=1", "", origin)).toBe(
      "/download?x=1",
    );
    expect(loginDestination("/gift?code=abc#top", "", origin)).toBe("/gift?code=abc#top");
  });

  it("goes home for other origins and tricks, even when a referrer exists", () => {
    for (const bad of [
      "https://evil.example/",
      "//evil.example",
      "javascript:alert(1)",
      "/\\evil",
    ]) {
      expect(loginDestination(bad, `${origin}/blog`, origin)).toBe("/");
    }
  });

  it("falls back to the referrer on this site, never to /login itself", () => {
    expect(loginDestination(null, `${origin}/manual/first-pose`, origin)).toBe(
      "/manual/first-pose",
    );
    expect(loginDestination(null, "https://search.example/?q=inkdoll", origin)).toBe("/");
    expect(loginDestination(null, `${origin}/login?redirects=%2Fgift`, origin)).toBe("/");
    expect(loginDestination("/login", "", origin)).toBe("/");
    expect(loginDestination(null, "", origin)).toBe("/");
  });
});
