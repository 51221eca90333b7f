import { describe, expect, it } from "vitest";
import { Code, httpStatusFor, isSessionExpiryCode } from "./codes.ts";
import { fail, ok } from "./envelope.ts";

describe("envelope", () => {
  it("wraps data with code 200", () => {
    expect(ok({ a: 1 })).toEqual({ code: 200, msg: "ok", data: { a: 1 } });
  });

  it("uses the catalogue message by default", () => {
    expect(fail(Code.notFound)).toEqual({
      code: 404,
      msg: "Not found",
      data: { reason: "not_found" },
    });
    expect(fail(Code.badRequest, "page: must be positive").msg).toBe("page: must be positive");
    // Every refusal says why; a caller may be more precise than the code's own reason.
    expect(
      fail(Code.conflict, "email: taken", { reason: "email_taken", field: "email" }).data,
    ).toEqual({ reason: "email_taken", field: "email" });
  });
});

describe("codes", () => {
  it("mirrors codes as HTTP statuses, login codes as 401", () => {
    expect(httpStatusFor(Code.ok)).toBe(200);
    expect(httpStatusFor(Code.notLoggedIn)).toBe(401);
    expect(httpStatusFor(Code.loginExpired)).toBe(401);
    expect(httpStatusFor(Code.tooManyRequests)).toBe(429);
    expect(httpStatusFor(Code.internal)).toBe(500);
    expect(httpStatusFor(12345)).toBe(500);
  });

  it("treats 2 and 155 as session expiry", () => {
    expect(isSessionExpiryCode(2)).toBe(true);
    expect(isSessionExpiryCode(155)).toBe(true);
    expect(isSessionExpiryCode(200)).toBe(false);
  });
});
