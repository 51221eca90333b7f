import { eq } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { recoveryCodes, sessions, twoFactorSecrets, users } from "../../db/schema.ts";
import { bearer, createTestApp, poster, type TestApp } from "../../test/app.ts";
import { createTwoFactor, TWO_FACTOR_LIMIT } from "./service.ts";

let t: TestApp;
beforeAll(async () => {
  // A key, so the at-rest encryption is what runs here.
  t = await createTestApp({ env: { TWO_FACTOR_KEY: Buffer.alloc(32, 7).toString("base64") } });
});
afterAll(() => t.close());

const post = (...args: Parameters<ReturnType<typeof poster>>) =>
  poster(t, "198.51.100.21")(...args);
const PASSWORD = "ink the second factor";

/** The code an authenticator shows at the app's clock, `steps` periods away. */
const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(t.clock.current.getTime() / 1000) + steps * 30 });
const nextStep = () => t.clock.advance(30_000);

async function register(email: string) {
  const res = await post("/api/user/register", { email, password: PASSWORD, nickname: "Tf" });
  return res.json().data.loginKey as string;
}

/** Registers and turns two-factor log-in on; returns the token, secret and recovery codes. */
async function enrolled(email: string) {
  const loginKey = await register(email);
  const setup = await post("/api/user/two-factor/setup", {}, bearer(loginKey));
  const { secret } = setup.json().data;
  const enable = await post(
    "/api/user/two-factor/enable",
    { password: PASSWORD, code: await codeAt(secret) },
    bearer(loginKey),
  );
  expect(enable.statusCode).toBe(200);
  // Past the enrolment code's window, so tests can use the steps around "now" freely.
  t.clock.advance(3 * 30_000);
  return { loginKey, secret, codes: enable.json().data.recoveryCodes as string[] };
}

async function ticketFor(email: string) {
  const res = await post("/api/user/login", { email, password: PASSWORD });
  expect(res.statusCode).toBe(403);
  expect(res.headers["cache-control"]).toBe("no-store");
  const body = res.json();
  expect(body.data.reason).toBe("two_factor_required");
  expect(body.data).not.toHaveProperty("loginKey");
  return body.data.ticket as string;
}

describe("enrolment", () => {
  it("shows a pending secret once, refuses a wrong code or password by field, then turns on", async () => {
    const loginKey = await register("enrol@example.com");
    const status0 = await t.app.inject({ url: "/api/user/two-factor", headers: bearer(loginKey) });
    expect(status0.json().data).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });

    const setup = await post("/api/user/two-factor/setup", {}, bearer(loginKey));
    expect(setup.statusCode).toBe(200);
    expect(setup.headers["cache-control"]).toBe("no-store");
    const { secret, uri } = setup.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(`otpauth://totp/Inkdoll:enrol%40example.com?secret=${secret}&issuer=Inkdoll`);

    // Encrypted at rest: the stored value is not the secret.
    const [row] = await t.db.db.select().from(twoFactorSecrets);
    expect(row?.secret.startsWith("v1.")).toBe(true);
    expect(row?.secret).not.toContain(secret);

    // Pending: the log-in is unchanged.
    const login = await post("/api/user/login", { email: "enrol@example.com", password: PASSWORD });
    expect(login.statusCode).toBe(200);

    const wrongCode = await post(
      "/api/user/two-factor/enable",
      {
        password: PASSWORD,
        code: (Number(await codeAt(secret)) + 1).toString().padStart(6, "0").slice(-6),
      },
      bearer(loginKey),
    );
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()).toMatchObject({
      msg: expect.stringMatching(/^code:/),
      data: { reason: "code_wrong" },
    });

    const badShape = await post(
      "/api/user/two-factor/enable",
      { password: PASSWORD, code: "12ab" },
      bearer(loginKey),
    );
    expect(badShape.statusCode).toBe(400);
    expect(badShape.json().msg).toMatch(/^code:/);

    const wrongPassword = await post(
      "/api/user/two-factor/enable",
      { password: "not my password", code: await codeAt(secret) },
      bearer(loginKey),
    );
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toMatchObject({
      msg: "password: is not your current password",
      data: { reason: "password_wrong" },
    });

    const enable = await post(
      "/api/user/two-factor/enable",
      { password: PASSWORD, code: await codeAt(secret) },
      bearer(loginKey),
    );
    expect(enable.statusCode).toBe(200);
    expect(enable.headers["cache-control"]).toBe("no-store");
    const codes: string[] = enable.json().data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
    // Only hashes are stored.
    const stored = await t.db.db.select().from(recoveryCodes);
    expect(stored).toHaveLength(10);
    for (const s of stored) expect(codes.join()).not.toContain(s.codeHash.slice(0, 10));

    const status = await t.app.inject({ url: "/api/user/two-factor", headers: bearer(loginKey) });
    expect(status.json().data).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    // No second secret once on.
    const again = await post("/api/user/two-factor/setup", {}, bearer(loginKey));
    expect(again.statusCode).toBe(409);
    expect(again.json().data.reason).toBe("already_enabled");
    expect(JSON.stringify(again.json())).not.toContain(secret);
  });

  it("needs a login", async () => {
    const res = await post("/api/user/two-factor/setup", {});
    expect(res.statusCode).toBe(401);
  });
});

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

    // The same code again (still inside its window) is refused, and so is the step before it.
    const replay = await post("/api/user/login/two-factor", {
      ticket: await ticketFor("window@example.com"),
      code: previous,
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().data.reason).toBe("code_wrong");

    const next = await post("/api/user/login/two-factor", {
      ticket: await ticketFor("window@example.com"),
      code: await codeAt(secret, 1),
    });
    expect(next.statusCode).toBe(200);
  });

  it("takes a recovery code exactly once, with or without the dash, any case", async () => {
    const { codes } = await enrolled("recover@example.com");
    const [first = "", second = ""] = codes;
    const used = await post("/api/user/login/two-factor", {
      ticket: await ticketFor("recover@example.com"),
      code: first.toLowerCase().replace("-", ""),
    });
    expect(used.statusCode).toBe(200);
    const again = await post("/api/user/login/two-factor", {
      ticket: await ticketFor("recover@example.com"),
      code: first,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().data.reason).toBe("code_wrong");
    const other = await post("/api/user/login/two-factor", {
      ticket: await ticketFor("recover@example.com"),
      code: second,
    });
    expect(other.statusCode).toBe(200);
    const status = await t.app.inject({
      url: "/api/user/two-factor",
      headers: bearer(other.json().data.loginKey),
    });
    expect(status.json().data.recoveryCodesLeft).toBe(8);
  });

  it(`locks the second step after ${TWO_FACTOR_LIMIT.max} wrong codes, even with new tickets and the right code`, async () => {
    const { secret } = await enrolled("locked@example.com");
    for (let i = 0; i < TWO_FACTOR_LIMIT.max; i++) {
      const res = await post("/api/user/login/two-factor", {
        ticket: await ticketFor("locked@example.com"),
        code: "000000",
      });
      expect(res.json().data.reason).toBe("code_wrong");
    }
    const locked = await post("/api/user/login/two-factor", {
      ticket: await ticketFor("locked@example.com"),
      code: await codeAt(secret),
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().data.reason).toBe("locked");
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);

    t.clock.advance(TWO_FACTOR_LIMIT.windowMs + 1000);
    const after = await post("/api/user/login/two-factor", {
      ticket: await ticketFor("locked@example.com"),
      code: await codeAt(secret),
    });
    expect(after.statusCode).toBe(200);
  });

  it("takes one code and one recovery code once, however many requests race", async () => {
    const { secret, codes } = await enrolled("race@example.com");
    const tickets = [];
    for (let i = 0; i < 6; i++) tickets.push(await ticketFor("race@example.com"));
    const code = await codeAt(secret);
    const totp = await Promise.all(
      tickets.slice(0, 3).map((ticket) => post("/api/user/login/two-factor", { ticket, code })),
    );
    expect(totp.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    const recovery = await Promise.all(
      tickets
        .slice(3)
        .map((ticket) => post("/api/user/login/two-factor", { ticket, code: codes[0] })),
    );
    expect(recovery.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
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
    await post("/api/user/password/forgot", { email: "reset2fa@example.com" });
    // The mail leaves after the answer (forgot-password timing must not tell who has an account).
    await vi.waitFor(() =>
      expect(t.mailer.sent.some((m) => m.to === "reset2fa@example.com")).toBe(true),
    );
    const mail = t.mailer.sent.findLast((m) => m.to === "reset2fa@example.com");
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

describe("disable and new recovery codes", () => {
  it("regenerates codes (old ones stop) and turns off with password and code", async () => {
    const { loginKey, secret, codes } = await enrolled("off@example.com");
    const wrong = await post(
      "/api/user/two-factor/recovery-codes",
      { password: "wrong password!", code: await codeAt(secret) },
      bearer(loginKey),
    );
    expect(wrong.json().data.reason).toBe("password_wrong");
    const fresh = await post(
      "/api/user/two-factor/recovery-codes",
      { password: PASSWORD, code: await codeAt(secret) },
      bearer(loginKey),
    );
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers["cache-control"]).toBe("no-store");
    const newCodes: string[] = fresh.json().data.recoveryCodes;
    expect(newCodes).toHaveLength(10);
    expect(newCodes).not.toContain(codes[0]);

    const oldCode = await post(
      "/api/user/two-factor/disable",
      { password: PASSWORD, code: codes[0] },
      bearer(loginKey),
    );
    expect(oldCode.statusCode).toBe(400);
    expect(oldCode.json().data.reason).toBe("code_wrong");

    const off = await post(
      "/api/user/two-factor/disable",
      { password: PASSWORD, code: newCodes[0] },
      bearer(loginKey),
    );
    expect(off.json()).toEqual({ code: 200, msg: "ok", data: null });
    const login = await post("/api/user/login", { email: "off@example.com", password: PASSWORD });
    expect(login.statusCode).toBe(200);
    const status = await t.app.inject({ url: "/api/user/two-factor", headers: bearer(loginKey) });
    expect(status.json().data).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    const twice = await post(
      "/api/user/two-factor/disable",
      { password: PASSWORD, code: "123456" },
      bearer(loginKey),
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().data.reason).toBe("not_enabled");
  });

  it("is in the OpenAPI document", async () => {
    const doc = (await t.app.inject({ url: "/api/docs" })).json();
    for (const path of [
      "/api/user/two-factor",
      "/api/user/two-factor/setup",
      "/api/user/two-factor/enable",
      "/api/user/two-factor/disable",
      "/api/user/two-factor/recovery-codes",
      "/api/user/login/two-factor",
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(doc.paths["/api/user/login"].post.responses["403"]).toBeDefined();
  });
});

describe("secrets at rest", () => {
  it("are stored as they are without a key, and a sealed secret does not open for another account", async () => {
    const ids = [];
    for (const email of ["plain@example.com", "moved@example.com"]) {
      await register(email);
      const [user] = await t.db.db.select().from(users).where(eq(users.email, email));
      ids.push(user?.id ?? 0);
    }
    const [plainId = 0, movedId = 0] = ids;
    const unkeyed = createTwoFactor({ db: t.db.db, now: t.clock.now, key: null, issuer: "X" });
    const plain = await unkeyed.startSetup(plainId, "plain@example.com");
    const [row] = await t.db.db
      .select()
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.userId, plainId));
    expect(row?.secret).toBe(plain?.secret);

    // The keyed app's sealed secret of one account, copied onto another, is refused.
    await post("/api/user/two-factor/setup", {}, bearer(await register("sealed@example.com")));
    const [sealedUser] = await t.db.db
      .select()
      .from(users)
      .where(eq(users.email, "sealed@example.com"));
    const [sealed] = await t.db.db
      .select()
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.userId, sealedUser?.id ?? 0));
    await t.db.db
      .insert(twoFactorSecrets)
      .values({ userId: movedId, secret: sealed?.secret ?? "", enabledAt: t.clock.now() });
    await expect(t.app.twoFactor.verify(movedId, "123456")).rejects.toThrow();
  });
});
