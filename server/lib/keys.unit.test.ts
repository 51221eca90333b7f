import { describe, expect, it } from "vitest";
import { serverKeys } from "./keys.ts";
import { deriveKey } from "./secrets.ts";

describe("serverKeys", () => {
  const secret = "s".repeat(40);
  const keys = serverKeys(secret);

  it("derives each key once for its own purpose, all different, frozen", () => {
    expect(keys.inquiryStatus).toBe(deriveKey(secret, "inquiry-status"));
    expect(keys.twoFactor).toBe(deriveKey(secret, "two-factor"));
    expect(new Set(Object.values(keys)).size).toBe(Object.keys(keys).length);
    expect(Object.isFrozen(keys)).toBe(true);
  });

  it("follows the secret", () => {
    expect(serverKeys("t".repeat(40)).attempts).not.toBe(keys.attempts);
  });
});
