import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema.ts";
import { bearer, poster } from "../../test/app.ts";
import { solvedChallenge } from "../../test/challenge.ts";
import { testAppForFile } from "../../test/per-file.ts";
import { hashToken } from "./repository.ts";

const t = testAppForFile();

const post = (...args: Parameters<ReturnType<typeof poster>>) => poster(t, "198.51.100.7")(...args);
const register = (email: string, password: string, nickname: string) =>
  post("/api/user/register", { email, password, nickname });

describe("sign up, log in, log out", () => {
  it("registers, masks the email, stores only hashes, and the token works", async () => {
    const res = await register(" Aki@Example.com ", "pose the doll first", "Aki");
    expect(res.statusCode).toBe(200);
    const { loginKey, userInfo } = res.json().data;
    expect(loginKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(userInfo).toMatchObject({ nickname: "Aki", email: "a***@example.com", avatar: "" });
    const [user] = await t.db.db.select().from(users).where(eq(users.email, "aki@example.com"));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const stored = await t.db.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user?.id ?? 0));
    expect(stored.map((s) => s.tokenHash)).toEqual([hashToken(loginKey)]);
    const info = await t.app.inject({ url: "/api/user/info", headers: bearer(loginKey) });
    expect(info.json()).toMatchObject({
      code: 200,
      data: { nickname: "Aki", email: "a***@example.com" },
    });
  });

  it("refuses a taken email, weak passwords and bad fields by name", async () => {
    const taken = await register("aki@example.com", "another long one", "A");
    expect(taken.statusCode).toBe(409);
    expect(taken.json().msg).toMatch(/^email:/);
    for (const [body, field] of [
      [{ email: "x@example.com", password: "password", nickname: "X" }, /^password: is too common/],
      [
        { email: "x@example.com", password: "short", nickname: "X" },
        /^password: must be at least 8/,
      ],
      [{ email: "not-an-email", password: "long enough pass", nickname: "X" }, /^email:/],
      [{ email: "x@example.com", password: "long enough pass", nickname: "   " }, /^nickname:/],
      [{ email: "x@example.com", password: "long enough pass" }, /^nickname:/],
    ] as const) {
      const res = await post("/api/user/register", body);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toMatch(field);
    }
  });

  it("logs in with a new token each time and logs out at once", async () => {
    const a = (
      await post("/api/user/login", { email: "AKI@example.com", password: "pose the doll first" })
    ).json();
    const b = (
      await post("/api/user/login", { email: "aki@example.com", password: "pose the doll first" })
    ).json();
    expect(a.code).toBe(200);
    expect(a.data.loginKey).not.toBe(b.data.loginKey);
    const out = await post("/api/user/logout", {}, bearer(a.data.loginKey));
    expect(out.json()).toEqual({ code: 200, msg: "ok", data: null });
    const after = await t.app.inject({ url: "/api/user/info", headers: bearer(a.data.loginKey) });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe(2);
    const other = await t.app.inject({ url: "/api/user/info", headers: bearer(b.data.loginKey) });
    expect(other.json().code).toBe(200);
  });

  it("answers code 2 without a token or with an unknown one", async () => {
    expect((await t.app.inject({ url: "/api/user/info" })).json()).toEqual({
      code: 2,
      msg: "Not logged in or invalid login",
      data: { reason: "not_logged_in" },
    });
    const unknown = await t.app.inject({ url: "/api/user/info", headers: bearer("x".repeat(43)) });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe(2);
  });

  it("answers code 155 after 30 idle days or 90 days in all", async () => {
    const login = async () =>
      (
        await post("/api/user/login", { email: "aki@example.com", password: "pose the doll first" })
      ).json().data.loginKey;
    const idle = await login();
    t.clock.advance(31 * 24 * 3600 * 1000);
    const expired = await t.app.inject({ url: "/api/user/info", headers: bearer(idle) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe(155);

    const busy = await login();
    for (let step = 0; step < 4; step++) {
      t.clock.advance(20 * 24 * 3600 * 1000);
      expect(
        (await t.app.inject({ url: "/api/user/info", headers: bearer(busy) })).json().code,
      ).toBe(200);
    }
    t.clock.advance(11 * 24 * 3600 * 1000);
    expect((await t.app.inject({ url: "/api/user/info", headers: bearer(busy) })).json().code).toBe(
      155,
    );
  });
});

describe("brute force", () => {
  const mika = { email: "mika@example.com", password: "ink and paper 2026" };
  const attack = (i: number, extra: Record<string, string> = {}) =>
    post(
      "/api/user/login",
      { email: mika.email, password: `wrong ${i}xxxx`, ...extra },
      {},
      `203.0.113.${i + 1}`,
    );

  it("lets the right password in from a clean address while an attacker hammers the account", async () => {
    await post("/api/user/register", { ...mika, nickname: "Mika" });
    // Many addresses: each attempt past the fifth needs a solved challenge, a bare one gets 428.
    for (let i = 0; i < 5; i++) expect((await attack(i)).statusCode).toBe(400);
    for (let i = 5; i < 12; i++) {
      const bare = await attack(i);
      expect(bare.statusCode).toBe(428);
      expect(bare.json()).toEqual({
        code: 428,
        msg: "challenge: solve the challenge and send the form again",
        data: { reason: "challenge_required", field: "challenge" },
      });
      const solved = await attack(i, { challenge: await solvedChallenge(t.app) });
      expect(solved.statusCode).toBe(400);
    }
    // Never a 429 for the owner: with a solved challenge the right password works at once.
    const owner = await post("/api/user/login", mika, {}, "203.0.113.99");
    expect(owner.statusCode).toBe(428);
    const challenge = await solvedChallenge(t.app);
    const ok = await post("/api/user/login", { ...mika, challenge }, {}, "203.0.113.99");
    expect(ok.json().code).toBe(200);
    // A solution works once, on any instance (the spent list is in the database).
    const replay = await post("/api/user/login", { ...mika, challenge }, {}, "203.0.113.98");
    expect(replay.statusCode).toBe(428);
    // A forged or tampered solution is refused like none.
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(challenge, "base64").toString()), number: 1 }),
    ).toString("base64");
    const bad = await post("/api/user/login", { ...mika, challenge: forged }, {}, "203.0.113.97");
    expect(bad.statusCode).toBe(428);
    t.clock.advance(16 * 60 * 1000);
    const later = await post("/api/user/login", mika, {}, "203.0.113.99");
    expect(later.json().code).toBe(200);
  });

  it("makes one address wait after 5 misses on one account, and no other address", async () => {
    const sora = { email: "aoi@example.com", password: "pencil and ink 77" };
    await post("/api/user/register", { ...sora, nickname: "Aoi" });
    const from = (address: string, password: string, challenge?: string) =>
      post(
        "/api/user/login",
        { ...sora, password, ...(challenge ? { challenge } : {}) },
        {},
        address,
      );
    for (let i = 0; i < 5; i++) {
      expect((await from("192.0.2.50", `nope ${i}xxxxx`)).statusCode).toBe(400);
    }
    const locked = await from("192.0.2.50", sora.password);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    const elsewhere = await from("192.0.2.51", sora.password, await solvedChallenge(t.app));
    expect(elsewhere.json().code).toBe(200);
  });

  it("answers an unknown email exactly like a wrong password", async () => {
    const res = await post("/api/user/login", {
      email: "nobody@example.com",
      password: "whatever 12345",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      msg: "password: wrong email or password",
      data: { reason: "wrong_credentials", field: "password" },
    });
  });
});

describe("change password and delete account", () => {
  async function account(email: string) {
    const res = await register(email, "first good password", "Ren");
    return res.json().data.loginKey as string;
  }
  const login = (email: string, password: string) =>
    post("/api/user/login", { email, password }, {}, "198.51.100.50");

  it("changes the password, keeps this session and ends the others", async () => {
    const here = await account("ren@example.com");
    const elsewhere = (await login("ren@example.com", "first good password")).json().data.loginKey;
    const wrong = await post(
      "/api/user/password/change",
      { oldPassword: "not it at all", newPassword: "second good password" },
      bearer(here),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toMatch(/^oldPassword:/);
    const weak = await post(
      "/api/user/password/change",
      { oldPassword: "first good password", newPassword: "password1" },
      bearer(here),
    );
    expect(weak.json().msg).toMatch(/^newPassword:/);
    const changed = await post(
      "/api/user/password/change",
      { oldPassword: "first good password", newPassword: "second good password" },
      bearer(here),
    );
    expect(changed.json().code).toBe(200);
    expect((await t.app.inject({ url: "/api/user/info", headers: bearer(here) })).json().code).toBe(
      200,
    );
    expect(
      (await t.app.inject({ url: "/api/user/info", headers: bearer(elsewhere) })).json().code,
    ).toBe(2);
    expect((await login("ren@example.com", "first good password")).statusCode).toBe(400);
    expect((await login("ren@example.com", "second good password")).json().code).toBe(200);
  });

  it("deletes the account after the password, ends every session, and frees the email", async () => {
    const key = await account("sora@example.com");
    const other = (await login("sora@example.com", "first good password")).json().data.loginKey;
    const wrong = await post("/api/user/delete", { password: "not the password" }, bearer(key));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toMatch(/^password:/);
    expect(
      (await post("/api/user/delete", { password: "first good password" }, bearer(key))).json()
        .code,
    ).toBe(200);
    for (const token of [key, other]) {
      expect(
        (await t.app.inject({ url: "/api/user/info", headers: bearer(token) })).json().code,
      ).toBe(2);
    }
    expect(
      (await post("/api/user/delete", { password: "first good password" }, bearer(key))).statusCode,
    ).toBe(401);
    const again = await register("sora@example.com", "a brand new password", "Sora");
    expect(again.json().code).toBe(200);
  });

  it("revokes the deleted account's gifts; claims already made stay with the friends", async () => {
    const sender = await account("yui@example.com");
    const friend = await account("kaz@example.com");
    const created = await post(
      "/api/gift/create",
      { templateId: "pro-7", message: "", maxClaims: 3, expiresInDays: 7 },
      bearer(sender),
    );
    const code = created.json().data.code as string;
    expect((await post("/api/gift/claim", { code }, bearer(friend))).json().code).toBe(200);
    expect(
      (await post("/api/user/delete", { password: "first good password" }, bearer(sender))).json()
        .code,
    ).toBe(200);
    const info = await t.app.inject({ url: `/api/gift/info?code=${code}` });
    expect(info.statusCode).toBe(410);
    expect(info.json().data).toMatchObject({ reason: "revoked", gift: { sender: null } });
    const mine = await t.app.inject({ url: "/api/gift/mine", headers: bearer(friend) });
    expect(mine.json().data.rewards).toHaveLength(1);
  });
});
