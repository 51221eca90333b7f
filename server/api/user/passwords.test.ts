import { describe, expect, it } from "vitest";
import { hashPassword, passwordProblem, verifyPassword } from "./passwords.ts";

describe("passwords", () => {
  it("refuses short, long and common passwords, with no composition rules", () => {
    expect(passwordProblem("short")?.text).toMatch(/at least 8/);
    expect(passwordProblem("x".repeat(129))?.text).toMatch(/at most 128/);
    expect(passwordProblem("password")?.text).toMatch(/too common/);
    expect(passwordProblem("Baseball")?.text).toMatch(/too common/);
    expect(passwordProblem("all lowercase words")).toBeNull();
    expect(passwordProblem("绘画人偶很好用的密码")).toBeNull();
  });

  it("hashes with argon2id and verifies", async () => {
    const stored = await hashPassword("correct horse battery");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, "correct horse battery")).toBe(true);
    expect(await verifyPassword(stored, "wrong horse battery")).toBe(false);
    expect(await verifyPassword(null, "anything at all")).toBe(false);
    expect(await verifyPassword("not a hash", "anything at all")).toBe(false);
  });
});
