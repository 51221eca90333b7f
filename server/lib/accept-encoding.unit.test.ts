import { describe, expect, it } from "vitest";
import { acceptsEncoding } from "./accept-encoding.ts";

describe("acceptsEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", true],
    ["br;q=1.0, gzip;q=0.8, *;q=0.1", true],
    ["GZIP", true],
    ["x-gzip", true],
    ["*", true],
    ["br", false],
    ["gzip;q=0", false],
    ["gzip;q=0, *", false],
    ["identity", false],
    ["*;q=0", false],
    ["", false],
  ])("%j → %s", (header, expected) => {
    expect(acceptsEncoding(header, "gzip")).toBe(expected);
  });
  it("reads br the same way", () => {
    expect(acceptsEncoding("gzip, deflate, br, zstd", "br")).toBe(true);
    expect(acceptsEncoding("gzip", "br")).toBe(false);
    expect(acceptsEncoding("br;q=0, *", "br")).toBe(false);
  });
  it("is false without the header", () => {
    expect(acceptsEncoding(undefined, "gzip")).toBe(false);
  });
});
