import { describe, expect, it } from "vitest";
import { isMainlandChina } from "./region.ts";

describe("isMainlandChina (spec §4)", () => {
  it.each([
    [{ region: "CN", province: "Zhejiang" }, true],
    [{ region: "cn", province: "Beijing" }, true],
    [{ region: "CN", province: "" }, true],
    [{ region: "HK", province: "Kwai Tsing District" }, false],
    [{ region: "MO", province: "Our Lady of Carmo" }, false],
    [{ region: "TW", province: "Taiwan" }, false],
    [{ region: "CN", province: "Hong Kong" }, false],
    [{ region: "CN", province: "香港" }, false],
    [{ region: "CN", province: "Macau" }, false],
    [{ region: "CN", province: "Macao" }, false],
    [{ region: "CN", province: "澳門" }, false],
    [{ region: "CN", province: "Taiwan" }, false],
    [{ region: "CN", province: "臺灣" }, false],
    [{ region: "US", province: "California" }, false],
    [{ region: "", province: "" }, false],
  ])("%j → %s", (ipData, expected) => {
    expect(isMainlandChina(ipData)).toBe(expected);
  });

  it("is false without data", () => {
    expect(isMainlandChina(null)).toBe(false);
    expect(isMainlandChina(undefined)).toBe(false);
    expect(isMainlandChina({})).toBe(false);
  });
});
