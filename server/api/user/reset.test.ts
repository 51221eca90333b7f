import { describe, expect, it, vi } from "vitest";
import { bearer, createTestApp, poster } from "../../test/app.ts";
import { solvedChallenge } from "../../test/challenge.ts";
import { testAppForFile } from "../../test/per-file.ts";
import { confirmByMail } from "../../test/verification.ts";
import { RESET_LIMITS } from "./service.ts";

const t = testAppForFile();

const post = (...args: Parameters<ReturnType<typeof poster>>) =>
  poster(t, "198.51.100.20")(...args);
const info = (token: string) => t.app.inject({ url: "/api/user/info", headers: bearer(token) });

/** An account whose address is confirmed: only those are sent reset codes. */
async function register(email: string, password = "the first password") {
  const res = await post("/api/user/register", { email, password, nickname: "Hana" });
  expect(res.json().code).toBe(200);
  await confirmByMail(t, email.toLowerCase());
  return res.json().data.loginKey as string;
}

/** A reset with the emailed code, from this file's address. */
const reset = (email: string, code: string, password: string) =>
  post("/api/user/password/reset", { email, code, password });

/** The reset-code mails to `to` (its confirmation and welcome mails are not counted). */
const codeMails = (to: string) =>
  t.mailer.sent.filter((m) => m.to === to && m.text.includes("/login?mode=reset"));

/** The code from the newest email to `to` (mail is sent after the response, so wait for it). */
async function codeFor(to: string, count: number) {
  await vi.waitFor(() => expect(codeMails(to)).toHaveLength(count));
  const mail = codeMails(to).at(-1);
  return /\b(\d{6})\b/.exec(mail?.text ?? "")?.[1] ?? "";
}

describe("forgot and reset password", () => {
  it("emails a code in the visitor's language, and the code sets a new password once", async () => {
    const first = await register("hana@example.com");
    const second = (
      await post("/api/user/login", { email: "hana@example.com", password: "the first password" })
    ).json().data.loginKey;
    const res = await post("/api/user/password/forgot", {
      email: "Hana@Example.com",
      language: "ja",
    });
    expect(res.json()).toEqual({ code: 200, msg: "ok", data: null });
    const code = await codeFor("hana@example.com", 1);
    const mail = codeMails("hana@example.com").at(-1);
    expect(mail?.subject).toContain("パスワード");
    expect(mail?.text).toContain("15");
    expect(code).toMatch(/^\d{6}$/);

    const done = await reset("hana@example.com", code, "the second password");
    expect(done.json().code).toBe(200);
    expect(done.json().data.userInfo.email).toBe("h***@example.com");
    for (const old of [first, second]) expect((await info(old)).json().code).toBe(2);
    expect((await info(done.json().data.loginKey)).json().code).toBe(200);
    const reuse = await reset("hana@example.com", code, "the third password");
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().msg).toMatch(/^code:/);
    const login = await post("/api/user/login", {
      email: "hana@example.com",
      password: "the second password",
    });
    expect(login.json().code).toBe(200);
  });

  it("answers an unknown email exactly like a known one and sends nothing", async () => {
    const before = t.mailer.sent.length;
    const res = await post("/api/user/password/forgot", { email: "ghost@example.com" });
    expect(res.json()).toEqual({ code: 200, msg: "ok", data: null });
    await new Promise((r) => setTimeout(r, 50));
    expect(t.mailer.sent.length).toBe(before);
  });

  it("uses Accept-Language when no language is given", async () => {
    await register("lola@example.com");
    await post(
      "/api/user/password/forgot",
      { email: "lola@example.com" },
      {
        "accept-language": "es-MX,es;q=0.9",
      },
    );
    await codeFor("lola@example.com", 1);
    expect(codeMails("lola@example.com").at(-1)?.subject).toMatch(/contraseña/);
  });

  it("allows five guesses per code, even in parallel, then the code is void", async () => {
    await register("kai@example.com");
    await post("/api/user/password/forgot", { email: "kai@example.com" });
    const code = await codeFor("kai@example.com", 1);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post(
          "/api/user/password/reset",
          { email: "kai@example.com", code: wrong, password: "a new good password" },
          {},
          `198.51.100.${100 + i}`,
        ),
      ),
    );
    expect(guesses.every((g) => g.statusCode === 400)).toBe(true);
    const right = await reset("kai@example.com", code, "a new good password");
    expect(right.statusCode).toBe(400);
    expect(right.json().msg).toMatch(/^code:/);
  });

  it("expires a code after 15 minutes and refuses bad fields by name", async () => {
    await register("ivo@example.com");
    await post("/api/user/password/forgot", { email: "ivo@example.com" });
    const code = await codeFor("ivo@example.com", 1);
    for (const [body, field] of [
      [{ email: "ivo@example.com", code: "12a456", password: "long enough one" }, /^code:/],
      [{ email: "ivo@example.com", code, password: "password" }, /^password:/],
      [{ email: "nope", code, password: "long enough one" }, /^email:/],
    ] as const) {
      const res = await post("/api/user/password/reset", body);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toMatch(field);
    }
    t.clock.advance(16 * 60 * 1000);
    const late = await reset("ivo@example.com", code, "long enough one");
    expect(late.json().msg).toMatch(/^code:/);
  });

  it("works for an account under attack, and ends the challenge and this address's wait", async () => {
    await register("zoe@example.com");
    for (let i = 0; i < 5; i++) {
      await post("/api/user/login", { email: "zoe@example.com", password: `wrong guess ${i}` });
    }
    const login = (address?: string) =>
      post(
        "/api/user/login",
        { email: "zoe@example.com", password: "the first password" },
        {},
        address,
      );
    expect((await login()).statusCode).toBe(429);
    expect((await login("203.0.113.40")).statusCode).toBe(428);
    await post("/api/user/password/forgot", { email: "zoe@example.com" });
    const code = await codeFor("zoe@example.com", 1);
    const done = await reset("zoe@example.com", code, "unlocked at last");
    expect(done.json().code).toBe(200);
    const after = await post("/api/user/login", {
      email: "zoe@example.com",
      password: "unlocked at last",
    });
    expect(after.json().code).toBe(200);
  });

  it("never lets requests from elsewhere use up the owner's mails (issue 30)", async () => {
    await register("max@example.com");
    const mails = () => codeMails("max@example.com").length;
    const forgot = (ip: string, challenge?: string) =>
      post("/api/user/password/forgot", { email: "max@example.com", challenge }, {}, ip);
    // Someone else asks for the owner's email from three addresses: each gets its own mail...
    for (let i = 0; i < 3; i++) expect((await forgot(`192.0.2.${i}`)).statusCode).toBe(200);
    await vi.waitFor(() => expect(mails()).toBe(3));
    // ...and the owner, from a clean address, still gets one (before: nothing for 15 minutes).
    expect((await forgot("198.51.100.7")).statusCode).toBe(200);
    await vi.waitFor(() => expect(mails()).toBe(4));
    // Past RESET_LIMITS.requestsPerEmail requests naming the email, a solved challenge is asked
    // for, whatever the address, and the owner's browser that solves it is mailed.
    expect(RESET_LIMITS.requestsPerEmail.max).toBe(5);
    expect((await forgot("192.0.2.3")).statusCode).toBe(200);
    await vi.waitFor(() => expect(mails()).toBe(5));
    const asked = await forgot("198.51.100.8");
    expect(asked.statusCode).toBe(428);
    expect(asked.json().data).toMatchObject({ reason: "challenge_required", field: "challenge" });
    expect((await forgot("198.51.100.8", await solvedChallenge(t.app))).statusCode).toBe(200);
    await vi.waitFor(() => expect(mails()).toBe(6));
  });

  it("sends at most 3 emails per account to one address and limits requests and wrong codes per address", async () => {
    await register("one@example.com");
    const mails = () => codeMails("one@example.com").length;
    // Four from one address (within the five requests one email may be named without a challenge).
    for (let i = 0; i < 4; i++) {
      const res = await post(
        "/api/user/password/forgot",
        { email: "one@example.com" },
        {},
        "192.0.2.100",
      );
      expect(res.statusCode).toBe(200);
    }
    await vi.waitFor(() => expect(mails()).toBe(RESET_LIMITS.mailsPerPair.max));
    // Mail is sent after the answer: one from another address, once it is there, shows the one
    // beyond the cap was handled and sent nothing.
    await post("/api/user/password/forgot", { email: "one@example.com" }, {}, "192.0.2.101");
    await vi.waitFor(() => expect(mails()).toBe(RESET_LIMITS.mailsPerPair.max + 1));

    const address = "192.0.2.200";
    for (let i = 0; i < RESET_LIMITS.requestsPerAddress.max; i++) {
      await post("/api/user/password/forgot", { email: `n${i}@example.com` }, {}, address);
    }
    const blocked = await post(
      "/api/user/password/forgot",
      { email: "x@example.com" },
      {},
      address,
    );
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);

    const guesser = "192.0.2.201";
    for (let i = 0; i < RESET_LIMITS.guessesPerAddress.max; i++) {
      await post(
        "/api/user/password/reset",
        { email: `g${i}@example.com`, code: "000000", password: "long enough one" },
        {},
        guesser,
      );
    }
    const stopped = await post(
      "/api/user/password/reset",
      { email: "max@example.com", code: "000000", password: "long enough one" },
      {},
      guesser,
    );
    expect(stopped.statusCode).toBe(429);
  });
});

describe("sessions", () => {
  it("lists devices, ends one, and logs out every other device", async () => {
    const ua = {
      phone:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
      desk: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
    };
    const here = await register("emi@example.com");
    const login = async (agent: string) =>
      (
        await post(
          "/api/user/login",
          { email: "emi@example.com", password: "the first password" },
          { "user-agent": agent },
        )
      ).json().data.loginKey as string;
    const phone = await login(ua.phone);
    const desk = await login(ua.desk);
    const list = (await t.app.inject({ url: "/api/user/sessions", headers: bearer(here) })).json()
      .data;
    expect(list).toHaveLength(3);
    expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(list).toEqual(
      expect.arrayContaining([expect.objectContaining({ browser: "Safari", os: "iOS" })]),
    );
    expect(Object.keys(list[0]).sort()).toEqual(
      ["browser", "createdAt", "current", "id", "lastSeenAt", "os"].sort(),
    );

    const phoneId = list.find((s: { os: string }) => s.os === "iOS").id;
    const stranger = await register("stranger@example.com");
    const notYours = await post("/api/user/sessions/revoke", { id: phoneId }, bearer(stranger));
    expect(notYours.statusCode).toBe(404);
    expect((await info(phone)).json().code).toBe(200);
    expect(
      (await post("/api/user/sessions/revoke", { id: phoneId }, bearer(here))).json().code,
    ).toBe(200);
    expect((await info(phone)).json().code).toBe(2);
    const bad = await post("/api/user/sessions/revoke", { id: "x" }, bearer(here));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/^id:/);

    const others = await post("/api/user/sessions/revoke-others", {}, bearer(here));
    expect(others.json().data).toEqual({ ended: 1 });
    expect((await info(desk)).json().code).toBe(2);
    expect((await info(here)).json().code).toBe(200);
  });
});

describe("sign-up limit", () => {
  it("answers 429 after RATE_LIMIT_SIGNUPS_PER_HOUR attempts from one address", async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_SIGNUPS_PER_HOUR: "3" } });
    try {
      const register = (i: number, remoteAddress = "203.0.113.80") =>
        limited.app.inject({
          method: "POST",
          url: "/api/user/register",
          payload: { email: `s${i}@example.com`, password: "pose the doll first", nickname: "S" },
          remoteAddress,
        });
      for (let i = 0; i < 3; i++) expect((await register(i)).statusCode).toBe(200);
      const blocked = await register(3);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
      expect((await register(4, "203.0.113.81")).statusCode).toBe(200);
      limited.clock.advance(61 * 60 * 1000);
      expect((await register(5)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
