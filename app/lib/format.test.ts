import { describe, expect, it } from "vitest";
import { formatCount, formatDate } from "./format.ts";

describe("formatCount", () => {
  it.each([
    ["en-US", 300000, "300,000+"],
    ["es", 300000, "300.000+"],
    ["zh-CN", 300000, "30万+"],
    ["zh-HK", 300000, "30萬+"],
    ["ja", 300000, "30万+"],
    ["ko", 300000, "30만+"],
    ["zh-CN", 50, "50+"],
  ] as const)("%s %d → %s", (locale, value, expected) => {
    expect(formatCount(value, locale)).toBe(expected);
  });
});

describe("formatDate", () => {
  it("prints the AI release date in each language, the same day everywhere", () => {
    expect(formatDate("2024-01-11", "en-US")).toBe("January 11, 2024");
    expect(formatDate("2024-01-11", "zh-CN")).toBe("2024年1月11日");
    expect(formatDate("2024-01-11", "ja")).toBe("2024年1月11日");
    expect(formatDate("2024-01-11", "es")).toBe("11 de enero de 2024");
  });
});
