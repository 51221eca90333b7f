import { describe, expect, it } from "vitest";
import { parseGiftCode, refusalOf } from "./gift-client.ts";

describe("parseGiftCode", () => {
  it("takes the code from a pasted link or a bare code", () => {
    expect(parseGiftCode("https://inkdoll.example/gift?code=AbCdEfGhIjKlMnOpQrStUvWx")).toBe(
      "AbCdEfGhIjKlMnOpQrStUvWx",
    );
    expect(parseGiftCode("  /gift?code=INKDOLL-WELCOME-2027 ")).toBe("INKDOLL-WELCOME-2027");
    expect(parseGiftCode("INKDOLL-WELCOME-2027")).toBe("INKDOLL-WELCOME-2027");
  });

  it("refuses what cannot be a code", () => {
    for (const bad of ["", "short", "https://inkdoll.example/gift", "<script>alert(1)</script>x"]) {
      expect(parseGiftCode(bad)).toBeNull();
    }
  });
});

describe("refusalOf", () => {
  it("reads the reason, and names a bare 429 as rate limited", () => {
    expect(refusalOf({ code: 200, msg: "ok", data: {} })).toBeNull();
    expect(
      refusalOf({ code: 410, msg: "x", data: { reason: "revoked", state: "revoked" } }),
    ).toEqual({
      reason: "revoked",
      state: "revoked",
    });
    expect(refusalOf({ code: 429, msg: "Too many requests" })).toEqual({ reason: "rate_limited" });
    expect(refusalOf({ code: 503, msg: "Service temporarily unavailable" })).toEqual({
      reason: "unavailable",
    });
    expect(refusalOf({ code: 500, msg: "x" })).toBeNull();
  });
});
