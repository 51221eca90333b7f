// A burst of parallel requests against one limit: the guard counts before it checks, in one
// statement, so exactly `max` get through whatever the interleaving (before: every request of
// the burst read the count before any of them wrote it, and all got through).
import { describe, expect, it } from "vitest";
import { GIFT_RATE_LIMITS } from "../api/gift/routes.ts";
import { TWO_FACTOR_LIMITS } from "../api/two-factor/service.ts";
import { LOGIN_LIMITS, RESET_LIMITS } from "../api/user/service.ts";
import { client } from "../test/app.ts";
import { giftClient } from "../test/gifts.ts";
import { testAppForFile } from "../test/per-file.ts";
import { takeAttempt } from "./attempts.ts";

const t = testAppForFile({ env: { RATE_LIMIT_SIGNUPS_PER_HOUR: "3" } });
const { post, get } = client(() => t);
const gifts = giftClient(() => t);

/** How many answers gave each `data.reason`. */
function tally(answers: { statusCode: number; json(): { data?: { reason?: string } } }[]) {
  const counts: Record<string, number> = {};
  for (const answer of answers) {
    const reason = answer.json().data?.reason ?? `ok ${answer.statusCode}`;
    counts[reason] = (counts[reason] ?? 0) + 1;
  }
  return counts;
}

const burst = <T>(n: number, one: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => one(i)));

describe("one attempt guard under a burst", () => {
  it("lets exactly max attempts through, and gives a refused one back", async () => {
    const limit = { max: 7, windowMs: 60_000 };
    const outcomes = await burst(25, () =>
      takeAttempt(t.db.db, [["burst:direct:x", limit]], t.clock.now()),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(7);
    // Refused attempts were given back: the count is max, not 25.
    const allowed = outcomes.find((o) => o.ok);
    if (allowed?.ok) await allowed.giveBack();
    const again = await takeAttempt(t.db.db, [["burst:direct:x", limit]], t.clock.now());
    expect(again.ok).toBe(true);
  });

  it("logins: exactly LOGIN_LIMITS.pair wrong passwords, the rest wait", async () => {
    const email = "burst-login@example.com";
    await post("/api/user/register", { email, password: "a burst password", nickname: "B" });
    const ip = "192.0.2.50";
    const n = LOGIN_LIMITS.pair.max + 7;
    const answers = await burst(n, () =>
      post("/api/user/login", { email, password: "not the password" }, undefined, ip),
    );
    expect(tally(answers)).toEqual({ wrong_credentials: LOGIN_LIMITS.pair.max, rate_limited: 7 });
  });

  it("password resets: exactly RESET_LIMITS.guessesPerAddress wrong codes", async () => {
    const ip = "192.0.2.51";
    const n = RESET_LIMITS.guessesPerAddress.max + 6;
    const answers = await burst(n, (i) =>
      post(
        "/api/user/password/reset",
        { email: `nobody-${i}@example.com`, code: "123456", password: "a long enough password" },
        undefined,
        ip,
      ),
    );
    expect(tally(answers)).toEqual({
      code_wrong: RESET_LIMITS.guessesPerAddress.max,
      rate_limited: 6,
    });
  });

  it("sign-ups: exactly RATE_LIMIT_SIGNUPS_PER_HOUR from one address", async () => {
    const answers = await burst(8, (i) =>
      post(
        "/api/user/register",
        { email: `burst-${i}@example.com`, password: "a burst password", nickname: "B" },
        undefined,
        "192.0.2.52",
      ),
    );
    expect(tally(answers)).toEqual({ "ok 200": 3, rate_limited: 5 });
  });

  it("two-factor codes: exactly TWO_FACTOR_LIMITS.account wrong codes, then a challenge each", async () => {
    const res = await post("/api/user/register", {
      email: "burst-2fa@example.com",
      password: "a burst password",
      nickname: "B",
    });
    const token = res.json().data.loginKey;
    expect((await post("/api/user/two-factor/setup", {}, token)).statusCode).toBe(200);
    // One session per request: the password re-check and the codes have limits per session of
    // their own, and this burst is about the account's code limit.
    const n = TWO_FACTOR_LIMITS.account.max + 6;
    const sessions: string[] = [];
    for (let i = 0; i < n; i++) {
      const login = { email: "burst-2fa@example.com", password: "a burst password" };
      sessions.push((await post("/api/user/login", login)).json().data.loginKey);
    }
    const answers = await burst(n, (i) =>
      post(
        "/api/user/two-factor/enable",
        { password: "a burst password", code: "000000" },
        sessions[i],
      ),
    );
    expect(tally(answers)).toEqual({
      code_wrong: TWO_FACTOR_LIMITS.account.max,
      challenge_required: 6,
    });
  });

  it("gift codes: exactly GIFT_RATE_LIMITS.infoAddress lookups from one address", async () => {
    const { code } = await gifts.makeGift(await gifts.account());
    const answers = await burst(GIFT_RATE_LIMITS.infoAddress.max + 5, () =>
      get(`/api/gift/info?code=${code}`, undefined, "192.0.2.53"),
    );
    expect(tally(answers)).toEqual({
      "ok 200": GIFT_RATE_LIMITS.infoAddress.max,
      rate_limited: 5,
    });
  });
});
