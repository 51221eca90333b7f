import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sessions, users } from "../../db/schema.ts";
import { bearer, createTestApp, type TestApp } from "../../test/app.ts";
import { solvedChallenge } from "../../test/challenge.ts";
import { twoFactorClient } from "../../test/two-factor.ts";
import { confirmByMail } from "../../test/verification.ts";
import { TWO_FACTOR_LIMITS } from "./service.ts";

let t: TestApp;
beforeAll(async () => {
  // A key, so the at-rest encryption is what runs here.
  t = await createTestApp({ env: { TWO_FACTOR_KEY: Buffer.alloc(32, 7).toString("base64") } });
});
afterAll(() => t.close());

const { post, codeAt, nextStep, enrolled, ticketFor, loginWith } = twoFactorClient(() => t);

describe("log-in with a second factor", () => {
  it("asks for a code after the right password, then logs in with it", async () => {
    const { secret } = await enrolled("login@example.com");
    const [user] = await t.db.db.select().from(users).where(eq(users.email, "login@example.com"));
    const sessionCount = async () =>
      (
        await t.db.db
          .select()
          .from(sessions)
          .where(eq(sessions.userId, user?.id ?? 0))
      ).length;
    const before = await sessionCount();
    const ticket = await ticketFor("login@example.com");
    // The password step opens no session, not even one whose token is never sent.
    expect(await sessionCount()).toBe(before);
    // The ticket is not a session.
    const asToken = await t.app.inject({ url: "/api/user/info", headers: bearer(ticket) });
    expect(asToken.statusCode).toBe(401);

    const done = await post("/api/user/login/two-factor", { ticket, code: await codeAt(secret) });
    expect(done.statusCode).toBe(200);
    expect(done.headers["cache-control"]).toBe("no-store");
    const { loginKey } = done.json().data;
    const info = await t.app.inject({ url: "/api/user/info", headers: bearer(loginKey) });
    expect(info.json().code).toBe(200);

    // Single use: the ticket does not open a second session.
    nextStep();
    const reuse = await post("/api/user/login/two-factor", { ticket, code: await codeAt(secret) });
    expect(reuse.statusCode).toBe(410);
    expect(reuse.json().data.reason).toBe("ticket_invalid");
  });

  it("accepts the previous and next step, refuses two steps away and a replayed code", async () => {
    const { secret } = await enrolled("window@example.com");
    const ticket = await ticketFor("window@example.com");
    const far = await post("/api/user/login/two-factor", {
      ticket,
      code: await codeAt(secret, -2),
    });
    expect(far.statusCode).toBe(400);
    expect(far.json().data.reason).toBe("code_wrong");
    const previous = await codeAt(secret, -1);
    expect((await post("/api/user/login/two-factor", { ticket, code: previous })).statusCode).toBe(
      200,
    );

    // The same code again (still inside its window) is refused as spent, not as a wrong guess.
    const replay = await loginWith("window@example.com", previous);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().data.reason).toBe("code_used");

    const next = await loginWith("window@example.com", await codeAt(secret, 1));
    expect(next.statusCode).toBe(200);
  });

  it("takes a recovery code exactly once, with or without the dash, any case", async () => {
    const { codes } = await enrolled("recover@example.com");
    const [first = "", second = ""] = codes;
    const used = await loginWith("recover@example.com", first.toLowerCase().replace("-", ""));
    expect(used.statusCode).toBe(200);
    const again = await loginWith("recover@example.com", first);
    expect(again.statusCode).toBe(409);
    expect(again.json().data.reason).toBe("code_used");
    const other = await loginWith("recover@example.com", second);
    expect(other.statusCode).toBe(200);
    const status = await t.app.inject({
      url: "/api/user/two-factor",
      headers: bearer(other.json().data.loginKey),
    });
    expect(status.json().data.recoveryCodesLeft).toBe(8);
  });

  it(`holds back the address after ${TWO_FACTOR_LIMITS.scope.max} wrong codes, even with new tickets and the right code`, async () => {
    const { secret } = await enrolled("locked@example.com");
    for (let i = 0; i < TWO_FACTOR_LIMITS.scope.max; i++) {
      const res = await loginWith("locked@example.com", "000000");
      expect(res.json().data.reason).toBe("code_wrong");
    }
    const locked = await loginWith("locked@example.com", await codeAt(secret));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().data.reason).toBe("locked");
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);

    t.clock.advance(TWO_FACTOR_LIMITS.scope.windowMs + 1000);
    const after = await loginWith("locked@example.com", await codeAt(secret));
    expect(after.statusCode).toBe(200);
  });

  it("wrong codes from elsewhere never lock the owner out: a clean address gets through with a solved challenge", async () => {
    const { secret } = await enrolled("victim@example.com");
    // The attacker has the password, and guesses from their own address.
    const attacker = twoFactorClient(() => t, "203.0.113.66");
    for (let i = 0; i < TWO_FACTOR_LIMITS.scope.max + 1; i++) {
      await attacker.loginWith("victim@example.com", "000000");
    }
    expect((await attacker.loginWith("victim@example.com", await codeAt(secret))).statusCode).toBe(
      429,
    );
    // The owner, at home: the right code alone is asked for a challenge, never locked.
    const owner = twoFactorClient(() => t, "198.51.100.99");
    const ticket = await owner.ticketFor("victim@example.com");
    const code = await codeAt(secret);
    const asked = await owner.post("/api/user/login/two-factor", { ticket, code });
    expect(asked.statusCode).toBe(428);
    expect(asked.json().data.reason).toBe("challenge_required");
    const challenge = await solvedChallenge(t.app);
    const done = await owner.post("/api/user/login/two-factor", { ticket, code, challenge });
    expect(done.statusCode).toBe(200);
    // A solution works once.
    nextStep();
    const reused = await owner.loginWith("victim@example.com", await codeAt(secret));
    expect(reused.statusCode).toBe(428);
  });

  it("a code sent twice (a double-clicked submit) is a duplicate, not a wrong guess", async () => {
    const { secret } = await enrolled("double@example.com");
    const code = await codeAt(secret);
    expect((await loginWith("double@example.com", code)).statusCode).toBe(200);
    for (let i = 0; i < TWO_FACTOR_LIMITS.scope.max + 2; i++) {
      const again = await loginWith("double@example.com", code);
      expect(again.statusCode).toBe(409);
      expect(again.json().data.reason).toBe("code_used");
    }
    nextStep();
    expect((await loginWith("double@example.com", await codeAt(secret))).statusCode).toBe(200);
  });

  it("takes one code and one recovery code once, however many requests race", async () => {
    const { secret, codes } = await enrolled("race@example.com");
    const tickets = [];
    for (let i = 0; i < 6; i++) tickets.push(await ticketFor("race@example.com"));
    const code = await codeAt(secret);
    const totp = await Promise.all(
      tickets.slice(0, 3).map((ticket) => post("/api/user/login/two-factor", { ticket, code })),
    );
    expect(totp.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const recovery = await Promise.all(
      tickets
        .slice(3)
        .map((ticket) => post("/api/user/login/two-factor", { ticket, code: codes[0] })),
    );
    expect(recovery.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it("refuses an expired ticket", async () => {
    const { secret } = await enrolled("late@example.com");
    const ticket = await ticketFor("late@example.com");
    t.clock.advance(6 * 60 * 1000);
    const res = await post("/api/user/login/two-factor", { ticket, code: await codeAt(secret) });
    expect(res.statusCode).toBe(410);
    expect(res.json().data.reason).toBe("ticket_invalid");
  });

  it("a password reset does not skip the second factor", async () => {
    await enrolled("reset2fa@example.com");
    // Only a confirmed address is sent a code.
    await confirmByMail(t, "reset2fa@example.com");
    await post("/api/user/password/forgot", { email: "reset2fa@example.com" });
    // The mail leaves after the answer (forgot-password timing must not tell who has an account).
    const isCode = (m: { to: string; text: string }) =>
      m.to === "reset2fa@example.com" && m.text.includes("mode=reset");
    await vi.waitFor(() => expect(t.mailer.sent.some(isCode)).toBe(true));
    const mail = t.mailer.sent.findLast(isCode);
    const code = /\b(\d{6})\b/.exec(mail?.text ?? "")?.[1];
    const res = await post("/api/user/password/reset", {
      email: "reset2fa@example.com",
      code,
      password: "a brand new password",
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().data.reason).toBe("two_factor_required");
    expect(res.json().data).not.toHaveProperty("loginKey");
  });
});
