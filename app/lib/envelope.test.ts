import { describe, expect, it } from "vitest";
import { dataOf, refusalOf } from "./envelope.ts";

describe("dataOf and refusalOf", () => {
  it("tell a success from a refusal", () => {
    expect(dataOf({ code: 200, msg: "ok", data: { id: 1 } })).toEqual({ id: 1 });
    expect(dataOf({ code: 200, msg: "ok" })).toBeNull();
    expect(dataOf({ code: 409, msg: "x", data: { reason: "conflict" } })).toBeNull();
    expect(refusalOf({ code: 200, msg: "ok", data: {} })).toBeNull();
    expect(refusalOf({ code: 200, msg: "ok" })).toBeNull();
  });

  it("reads the refusal's data, and the code's reason when it carries none", () => {
    expect(
      refusalOf({ code: 410, msg: "x", data: { reason: "revoked", state: "revoked" } }),
    ).toEqual({ reason: "revoked", state: "revoked" });
    expect(
      refusalOf({ code: 400, msg: "x", data: { reason: "invalid_input", field: "email" } }),
    ).toEqual({ reason: "invalid_input", field: "email" });
    expect(refusalOf({ code: 429, msg: "Too many requests" })).toEqual({ reason: "rate_limited" });
    expect(refusalOf({ code: 503, msg: "x" })).toEqual({ reason: "unavailable" });
    expect(refusalOf({ code: 500, msg: "x", data: null })).toEqual({ reason: "internal" });
  });
});
