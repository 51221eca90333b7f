import { solveChallenge } from "altcha-lib/v1";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_LIMITS, REFERENCE_PATTERN } from "../../contract/inbox.ts";
import { createTestApp, freshAddress, type TestApp } from "../test/app.ts";
import { type ChallengeSettings, issueChallenge } from "./challenge.ts";
import { type FormGuardContext, fakeReceipt, guardVisitorForm } from "./form-guard.ts";

let t: TestApp;
const settings: ChallengeSettings = { hmacKey: "form-guard-test", maxNumber: 500, ttlMs: 60_000 };
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function solved(): Promise<string> {
  const c = await issueChallenge(settings);
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!solution) throw new Error("not solved");
  return Buffer.from(JSON.stringify({ ...c, number: solution.number })).toString("base64");
}

const context = (ip = freshAddress()): FormGuardContext => ({
  db: t.db.db,
  now: t.clock.now(),
  ip,
  challenge: settings,
  log: t.app.log,
});

describe("the visitor form guard", () => {
  it("requires a solved challenge on every submission, each solution once", async () => {
    const base = { kind: "support", email: "a@example.com", honeypot: "" } as const;
    expect(await guardVisitorForm(context(), { ...base, challenge: undefined })).toEqual({
      refused: { reason: "challenge_required", field: "challenge" },
    });
    expect(await guardVisitorForm(context(), { ...base, challenge: "bm9wZQ==" })).toMatchObject({
      refused: { reason: "challenge_required" },
    });
    const payload = await solved();
    expect(await guardVisitorForm(context(), { ...base, challenge: payload })).toEqual({
      pass: true,
    });
    // The same solution again: spent.
    expect(await guardVisitorForm(context(), { ...base, challenge: payload })).toMatchObject({
      refused: { reason: "challenge_required" },
    });
  });

  it("answers a filled honeypot as trapped, and fakes a receipt that names nothing", async () => {
    const outcome = await guardVisitorForm(context(), {
      kind: "business",
      email: "bot@example.com",
      honeypot: "https://spam.example",
      challenge: await solved(),
    });
    expect(outcome).toEqual({ trapped: true });
    expect(fakeReceipt("business").reference).toMatch(REFERENCE_PATTERN);
  });

  it("limits an email per kind from one address, and an address across forms", async () => {
    const email = `limited-${Date.now()}@example.com`;
    const from = freshAddress();
    for (let i = 0; i < FORM_LIMITS.perEmail.max; i++) {
      const outcome = await guardVisitorForm(context(from), {
        kind: "support",
        email,
        honeypot: undefined,
        challenge: await solved(),
      });
      expect(outcome).toEqual({ pass: true });
    }
    const sixth = await guardVisitorForm(context(from), {
      kind: "support",
      email,
      honeypot: undefined,
      challenge: await solved(),
    });
    expect(sixth).toMatchObject({ refused: { reason: "rate_limited" } });
    // Another address naming the same email is its own count: nobody elsewhere locks the owner.
    expect(
      await guardVisitorForm(context(), {
        kind: "support",
        email,
        honeypot: undefined,
        challenge: await solved(),
      }),
    ).toEqual({ pass: true });
    // The same email on another kind of form is its own count.
    expect(
      await guardVisitorForm(context(from), {
        kind: "beta",
        email,
        honeypot: undefined,
        challenge: await solved(),
      }),
    ).toEqual({ pass: true });

    const ip = freshAddress();
    for (let i = 0; i < FORM_LIMITS.perAddress.max; i++) {
      const outcome = await guardVisitorForm(context(ip), {
        kind: i % 2 ? "support" : "business",
        email: `a${i}@example.com`,
        honeypot: undefined,
        challenge: await solved(),
      });
      expect(outcome).toEqual({ pass: true });
    }
    const over = await guardVisitorForm(context(ip), {
      kind: "beta",
      email: "fresh@example.com",
      honeypot: undefined,
      challenge: await solved(),
    });
    expect(over).toMatchObject({ refused: { reason: "rate_limited" } });
    if ("refused" in over && over.refused.reason === "rate_limited") {
      expect(over.refused.retryAfter).toBeGreaterThan(0);
    }
    // An hour later the address may send again.
    t.clock.advance(FORM_LIMITS.perAddress.windowMs + 1000);
    expect(
      await guardVisitorForm(context(ip), {
        kind: "beta",
        email: "fresh@example.com",
        honeypot: undefined,
        challenge: await solved(),
      }),
    ).toEqual({ pass: true });
  });
});
