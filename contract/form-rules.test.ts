import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  emailProblem,
  giftMessageProblem,
  newPasswordProblem,
  nicknameProblem,
  resetCodeProblem,
  secondFactorProblem,
  wholeNumberProblem,
} from "./form-rules.ts";
import { GIFT_LIMITS } from "./gift.ts";
import { NICKNAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "./user.ts";

describe("form rules", () => {
  it("email: required, then an address", () => {
    expect(emailProblem("  ")).toBe("required");
    expect(emailProblem("mika@")).toBe("email");
    expect(emailProblem(" mika@example.com ")).toBeUndefined();
  });

  it("new password: counted in code points between the contract's limits", () => {
    expect(newPasswordProblem("")).toBe("required");
    expect(newPasswordProblem("🎨".repeat(PASSWORD_MIN - 1))).toBe("passwordShort");
    expect(newPasswordProblem("🎨".repeat(PASSWORD_MIN))).toBeUndefined();
    expect(newPasswordProblem("a".repeat(PASSWORD_MAX + 1))).toBe("passwordLong");
  });

  it("nickname: trimmed, at most NICKNAME_MAX code points", () => {
    expect(nicknameProblem("   ")).toBe("required");
    expect(nicknameProblem(` ${"漫".repeat(NICKNAME_MAX)} `)).toBeUndefined();
    expect(nicknameProblem("漫".repeat(NICKNAME_MAX + 1))).toBe("nicknameLong");
  });

  it("reset code: six digits", () => {
    expect(resetCodeProblem("")).toBe("required");
    expect(resetCodeProblem("12345")).toBe("code");
    expect(resetCodeProblem(" 123456 ")).toBeUndefined();
  });

  it("second factor: the kind the visitor chose", () => {
    expect(secondFactorProblem("123 456", "totp")).toBeUndefined();
    expect(secondFactorProblem("7KQ4M-XH2PD", "totp")).toBe("code");
    expect(secondFactorProblem("7kq4mxh2pd", "recovery")).toBeUndefined();
    expect(secondFactorProblem("123456", "recovery")).toBe("recovery");
    expect(secondFactorProblem(`${" ".repeat(40)}123456`, "totp")).toBe("code");
  });

  it("whole numbers: exactly 1…max, typed as text", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 50 }), (n) => {
        const ok = n >= 1 && n <= GIFT_LIMITS.maxClaims;
        expect(wholeNumberProblem(String(n), GIFT_LIMITS.maxClaims)).toBe(ok ? undefined : "range");
      }),
    );
    for (const text of ["", "1.5", "1e1", " ", "abc"]) {
      expect(wholeNumberProblem(text, GIFT_LIMITS.maxDays)).toBe("range");
    }
  });

  it("gift message: trimmed code points, like the server stores it", () => {
    expect(giftMessageProblem(` ${"漫".repeat(GIFT_LIMITS.maxMessage)}\r\n`)).toBeUndefined();
    expect(giftMessageProblem("a".repeat(GIFT_LIMITS.maxMessage + 1))).toBe("long");
    expect(giftMessageProblem("line one\nline two\r\n")).toBeUndefined();
    expect(giftMessageProblem("tab\there")).toBe("control");
  });
});
