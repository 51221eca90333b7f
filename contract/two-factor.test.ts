import { describe, expect, it } from "vitest";
import { normalizeSecondFactor } from "./two-factor.ts";

describe("normalizeSecondFactor", () => {
  it("reads 6 digits (spaces allowed) as a TOTP code", () => {
    expect(normalizeSecondFactor("123 456")).toEqual({ kind: "totp", code: "123456" });
    expect(normalizeSecondFactor(" 000000 ")).toEqual({ kind: "totp", code: "000000" });
  });

  it("reads a recovery code with or without the dash, in any case", () => {
    expect(normalizeSecondFactor("7kq4m-xh2pd")).toEqual({ kind: "recovery", code: "7KQ4MXH2PD" });
    expect(normalizeSecondFactor("7KQ4MXH2PD")).toEqual({ kind: "recovery", code: "7KQ4MXH2PD" });
  });

  it("refuses anything else, including look-alike letters the alphabet leaves out", () => {
    for (const input of ["", "12345", "1234567", "7KQ4M-XH2P0", "OOOOO-IIIII", "abc"]) {
      expect(normalizeSecondFactor(input), input).toBeNull();
    }
  });
});
