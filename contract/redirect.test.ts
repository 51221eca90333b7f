import { describe, expect, it } from "vitest";
import { safeRedirect } from "./redirect.ts";

const ORIGIN = "https://inkdoll.example";

describe("safeRedirect", () => {
  it.each([
    ["/download?x=1", "/download?x=1"],
    ["https://inkdoll.example/download?x=1#top", "/download?x=1#top"],
    ["/gift?code=abc", "/gift?code=abc"],
    ["download", "/download"],
    ["/", "/"],
    // A scheme-relative form of the same scheme is a path on this site, not another host.
    ["https:evil.example", "/evil.example"],
  ])("keeps %s on the site as %s", (target, expected) => {
    expect(safeRedirect(target, ORIGIN)).toBe(expected);
  });

  it.each([
    "https://evil.example/",
    "http://inkdoll.example/download",
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "https://inkdoll.example.evil.example/",
    "https://inkdoll.example@evil.example/",
    "http://[::1]/",
    "",
    null,
    undefined,
    "x".repeat(3000),
  ])("sends %j home", (target) => {
    expect(safeRedirect(target, ORIGIN)).toBe("/");
  });
});
