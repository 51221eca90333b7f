import { describe, expect, it } from "vitest";
import { giftProblemOf, parseGiftCode } from "./gift-api.ts";

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

describe("giftProblemOf", () => {
  it("words a gift reason, a bare 429 or 503, and a refused code without a reason", () => {
    expect(
      giftProblemOf({ code: 410, msg: "x", data: { reason: "revoked", state: "revoked" } }),
    ).toBe("revoked");
    expect(giftProblemOf({ code: 429, msg: "Too many requests" })).toBe("rate_limited");
    expect(giftProblemOf({ code: 503, msg: "Service temporarily unavailable" })).toBe(
      "unavailable",
    );
    expect(giftProblemOf({ code: 400, msg: "x" })).toBe("not_found");
    expect(giftProblemOf({ code: 404, msg: "x" })).toBe("not_found");
    expect(giftProblemOf({ code: 500, msg: "x" })).toBe("generic");
  });
});
