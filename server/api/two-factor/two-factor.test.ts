import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recoveryCodes, twoFactorSecrets, users } from "../../db/schema.ts";
import { DEFAULT_CHALLENGE } from "../../lib/challenge.ts";
import { bearer, createTestApp, type TestApp } from "../../test/app.ts";
import { solvedChallenge } from "../../test/challenge.ts";
import { recoveryCodesIn, TWO_FACTOR_PASSWORD, twoFactorClient } from "../../test/two-factor.ts";
import { createTwoFactor } from "./service.ts";

let t: TestApp;
beforeAll(async () => {
  // A key, so the at-rest encryption is what runs here.
  t = await createTestApp({ env: { TWO_FACTOR_KEY: Buffer.alloc(32, 7).toString("base64") } });
});
afterAll(() => t.close());

const { post, codeAt, register, enrolled, loginWith, nextStep } = twoFactorClient(() => t);
const PASSWORD = TWO_FACTOR_PASSWORD;

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
    const codes = recoveryCodesIn(enable);
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

  it("logs out the account's other devices when it turns on, unless asked not to", async () => {
    const info = async (key: string) =>
      (await t.app.inject({ url: "/api/user/info", headers: bearer(key) })).json().code;
    const logIn = async (email: string) =>
      (await post("/api/user/login", { email, password: PASSWORD })).json().data.loginKey as string;
    const enable = async (key: string, extra: Record<string, unknown> = {}) => {
      const { secret } = (await post("/api/user/two-factor/setup", {}, bearer(key))).json().data;
      return post(
        "/api/user/two-factor/enable",
        { password: PASSWORD, code: await codeAt(secret), ...extra },
        bearer(key),
      );
    };

    // By default: a session opened before (a stolen one, say) ends with enrolment.
    const here = await register("others@example.com");
    const phone = await logIn("others@example.com");
    const laptop = await logIn("others@example.com");
    const on = await enable(here);
    expect(on.statusCode).toBe(200);
    expect(on.json().data.endedSessions).toBe(2);
    expect(await info(phone)).toBe(2);
    expect(await info(laptop)).toBe(2);
    expect(await info(here)).toBe(200);

    // Kept when the visitor says so.
    const mine = await register("keep@example.com");
    const tablet = await logIn("keep@example.com");
    const kept = await enable(mine, { endOtherSessions: false });
    expect(kept.json().data.endedSessions).toBe(0);
    expect(await info(tablet)).toBe(200);

    const bad = await post(
      "/api/user/two-factor/enable",
      { password: PASSWORD, code: "123456", endOtherSessions: "yes" },
      bearer(tablet),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/^endOtherSessions:/);
  });

  it("needs a login", async () => {
    const res = await post("/api/user/two-factor/setup", {});
    expect(res.statusCode).toBe(401);
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
    const newCodes = recoveryCodesIn(fresh);
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

  it("wrong codes from a stolen session hold back that session only; the owner's gets through", async () => {
    const { secret } = await enrolled("stolen@example.com");
    nextStep();
    const stolen = (await loginWith("stolen@example.com", await codeAt(secret))).json().data
      .loginKey as string;
    nextStep();
    const own = (await loginWith("stolen@example.com", await codeAt(secret))).json().data
      .loginKey as string;
    const disable = (key: string, code: string, challenge?: string) =>
      post("/api/user/two-factor/disable", { password: PASSWORD, code, challenge }, bearer(key));
    for (let i = 0; i < 5; i++) {
      expect((await disable(stolen, "000000")).json().data.reason).toBe("code_wrong");
    }
    nextStep();
    const locked = await disable(stolen, await codeAt(secret));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().data.reason).toBe("locked");
    // The owner's own session: a right code is asked for a solved challenge, then accepted.
    const asked = await disable(own, await codeAt(secret));
    expect(asked.statusCode).toBe(428);
    expect(asked.json().data).toMatchObject({ reason: "challenge_required", field: "challenge" });
    const done = await disable(own, await codeAt(secret), await solvedChallenge(t.app));
    expect(done.statusCode).toBe(200);
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
  it("are encrypted even without TWO_FACTOR_KEY, by a key derived from the server secret", async () => {
    const plain = await createTestApp();
    try {
      const client = twoFactorClient(() => plain);
      const token = bearer(await client.register("derived@example.com"));
      const setup = await client.post("/api/user/two-factor/setup", {}, token);
      expect(setup.statusCode).toBe(200);
      const [row] = await plain.db.db.select().from(twoFactorSecrets);
      expect(row?.secret).toMatch(/^v1\./);
      expect(row?.secret).not.toContain(setup.json().data.secret);
    } finally {
      await plain.close();
    }
  });

  it("are stored as they are without a key, and a sealed secret does not open for another account", async () => {
    const ids = [];
    for (const email of ["plain@example.com", "moved@example.com"]) {
      await register(email);
      const [user] = await t.db.db.select().from(users).where(eq(users.email, email));
      ids.push(user?.id ?? 0);
    }
    const [plainId = 0, movedId = 0] = ids;
    const unkeyed = createTwoFactor({
      db: t.db.db,
      now: t.clock.now,
      key: null,
      issuer: "X",
      challenge: { hmacKey: "test", ...DEFAULT_CHALLENGE },
    });
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
    await expect(t.app.twoFactor.verify(movedId, "123456", { scope: "test" })).rejects.toThrow();
  });
});
