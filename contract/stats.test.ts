import { describe, expect, it } from "vitest";
import { deviceClassOf } from "./stats.ts";

describe("deviceClassOf", () => {
  it.each([
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1", "mobile"],
    ["Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/130.0 Mobile Safari/537.36", "mobile"],
    ["Mozilla/5.0 (Linux; Android 13; SM-X700) Chrome/130.0 Safari/537.36", "tablet"],
    ["Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Safari/604.1", "tablet"],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0 Safari/537.36", "desktop"],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1.15", "desktop"],
    ["", "desktop"],
  ])("%s → %s", (ua, expected) => {
    expect(deviceClassOf(ua)).toBe(expected);
  });
});
