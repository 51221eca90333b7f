// Confirming email addresses (issue 31): the link mailed at sign-up, resending it, changing the
// address, and what an unconfirmed address cannot do.
import { describe, expect, it, vi } from "vitest";
import { VERIFICATION_LIFETIME_HOURS } from "../../../contract/user.ts";
import { bearer, poster } from "../../test/app.ts";
import { testAppForFile } from "../../test/per-file.ts";
import { confirmByMail, linkMails, linkTokenFor } from "../../test/verification.ts";
import { VERIFICATION_LIMITS } from "./verification-service.ts";

const t = testAppForFile();
const PASSWORD = "a verification password";

const post = (...args: Parameters<ReturnType<typeof poster>>) =>
  poster(t, "198.51.100.60")(...args);
const info = async (token: string) =>
  (await t.app.inject({ url: "/api/user/info", headers: bearer(token) })).json().data;
const verify = (token: string) => post("/api/user/email/verify", { token });

async function signUp(email: string, extra: object = {}, headers: Record<string, string> = {}) {
  const res = await post(
    "/api/user/register",
    { email, password: PASSWORD, nickname: "Vera", ...extra },
    headers,
  );
  expect(res.json().code).toBe(200);
  return res.json().data as { loginKey: string; userInfo: { emailVerified: boolean } };
}

describe("the link mailed at sign-up", () => {
  it("comes in the visitor's language, confirms the address once, then a welcome follows", async () => {
    const account = await signUp("vera@example.com", { language: "ja" });
    expect(account.userInfo.emailVerified).toBe(false);
    expect((await info(account.loginKey)).emailVerified).toBe(false);
    const token = await linkTokenFor(t, "vera@example.com");
    const [mail] = linkMails(t, "vera@example.com");
    expect(mail?.subject).toBe("Inkdoll のメールアドレスの確認");
    expect(mail?.text).toContain(`/verify-email?token=${token}&lang=ja`);
    // The sign-up's nickname is chosen by whoever signs up: it is not put in the mail.
    expect(mail?.text).not.toContain("Vera");

    const done = await verify(token);
    expect(done.json()).toEqual({
      code: 200,
      msg: "ok",
      data: { email: "v***@example.com", purpose: "signup" },
    });
    expect((await info(account.loginKey)).emailVerified).toBe(true);
    await vi.waitFor(() =>
      expect(t.mailer.sent.filter((m) => m.to === "vera@example.com")).toHaveLength(2),
    );
    expect(t.mailer.sent.filter((m) => m.to === "vera@example.com")[1]?.subject).toBe(
      "Inkdoll へようこそ",
    );
    const again = await verify(token);
    expect(again.statusCode).toBe(410);
    expect(again.json().data).toMatchObject({ reason: "verification_invalid", field: "token" });
  });

  it("follows Accept-Language without a language, and refuses a malformed token by name", async () => {
    await signUp("lupe@example.com", {}, { "accept-language": "es-ES,es;q=0.9" });
    await linkTokenFor(t, "lupe@example.com");
    expect(linkMails(t, "lupe@example.com")[0]?.subject).toMatch(/^Confirma tu dirección/);
    const bad = await verify("not a token");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data).toMatchObject({ reason: "invalid_input", field: "token" });
  });

  it("expires, and one of two racing clicks wins", async () => {
    await signUp("late@example.com");
    const token = await linkTokenFor(t, "late@example.com");
    t.clock.advance(VERIFICATION_LIFETIME_HOURS * 3600 * 1000 + 1000);
    expect((await verify(token)).statusCode).toBe(410);

    await signUp("race@example.com");
    const raced = await linkTokenFor(t, "race@example.com");
    const answers = await Promise.all([verify(raced), verify(raced), verify(raced)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 410, 410]);
  });
});

describe("until the address is confirmed", () => {
  it("a forgotten password mails a link to confirm it, not a code; then a code follows", async () => {
    await signUp("typo@example.com");
    await linkTokenFor(t, "typo@example.com");
    const forgot = () =>
      post("/api/user/password/forgot", { email: "typo@example.com", language: "ja" });
    const isCode = (m: { to: string; text: string }) =>
      m.to === "typo@example.com" && m.text.includes("mode=reset");
    expect((await forgot()).json()).toEqual({ code: 200, msg: "ok", data: null });
    // Whoever owns the mailbox confirms it first (an address someone else signed up with is
    // won back this way), in the language the request named.
    const token = await linkTokenFor(t, "typo@example.com", 2);
    const [, mail] = linkMails(t, "typo@example.com");
    expect(mail?.text).toContain("コードは確認済みのアドレスにしかお送りしません");
    expect(t.mailer.sent.some(isCode)).toBe(false);
    const confirmed = await verify(token);
    expect(confirmed.json().data).toEqual({ email: "t***@example.com", purpose: "reset" });
    await forgot();
    await vi.waitFor(() => expect(t.mailer.sent.filter(isCode)).toHaveLength(1));
  });
});

describe("resending the link", () => {
  it("replaces the earlier link, is limited per account, and stops once confirmed", async () => {
    const { loginKey } = await signUp("again@example.com");
    const first = await linkTokenFor(t, "again@example.com");
    const resend = () =>
      post("/api/user/email/resend", { language: "ko" }, bearer(loginKey), "203.0.113.9");
    const sent = await resend();
    expect(sent.json()).toEqual({ code: 200, msg: "ok", data: { email: "a***@example.com" } });
    const second = await linkTokenFor(t, "again@example.com", 2);
    expect(linkMails(t, "again@example.com")[1]?.subject).toBe("Inkdoll 이메일 주소 확인");
    expect((await verify(first)).statusCode).toBe(410);

    for (let i = 1; i < VERIFICATION_LIMITS.resendsPerAccount.max; i++) {
      expect((await resend()).statusCode).toBe(200);
    }
    const limited = await resend();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await verify(second)).statusCode).toBe(410);
    const last = await linkTokenFor(
      t,
      "again@example.com",
      VERIFICATION_LIMITS.resendsPerAccount.max + 1,
    );
    expect((await verify(last)).statusCode).toBe(200);
    t.clock.advance(3600 * 1000);
    const done = await resend();
    expect(done.statusCode).toBe(409);
    expect(done.json().data.reason).toBe("already_verified");
    expect((await post("/api/user/email/resend", {})).statusCode).toBe(401);
  });
});

describe("changing the address", () => {
  it("needs the password and a free, new address; then the new one must be confirmed", async () => {
    const { loginKey } = await signUp("old@example.com");
    await confirmByMail(t, "old@example.com");
    await signUp("taken@example.com");
    const change = (body: object) => post("/api/user/email/change", body, bearer(loginKey));

    const wrong = await change({ password: "not my password", email: "new@example.com" });
    expect(wrong.json().data).toMatchObject({ reason: "password_wrong", field: "password" });
    const taken = await change({ password: PASSWORD, email: "Taken@example.com" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().data).toMatchObject({ reason: "email_taken", field: "email" });
    const same = await change({ password: PASSWORD, email: " OLD@example.com" });
    expect(same.statusCode).toBe(400);
    expect(same.json().data).toMatchObject({ reason: "email_same", field: "email" });
    const bad = await change({ password: PASSWORD, email: "nope" });
    expect(bad.json().data).toMatchObject({ reason: "invalid_input", field: "email" });

    // A reset code mailed to the old address before the change…
    await post("/api/user/password/forgot", { email: "old@example.com" });
    await vi.waitFor(() =>
      expect(
        t.mailer.sent.filter((m) => m.to === "old@example.com" && m.text.includes("mode=reset")),
      ).toHaveLength(1),
    );
    const mailed = t.mailer.sent.filter((m) => m.to === "old@example.com").at(-1)?.text ?? "";
    const code = /\b(\d{6})\b/.exec(mailed)?.[1] ?? "";

    const changed = await change({ password: PASSWORD, email: "New@Example.com", language: "es" });
    expect(changed.json().data).toMatchObject({ email: "n***@example.com", emailVerified: false });
    expect(await info(loginKey)).toMatchObject({ email: "n***@example.com", emailVerified: false });
    // The old address is told, with the new one masked, and the new one gets a link.
    await vi.waitFor(() =>
      expect(t.mailer.sent.filter((m) => m.to === "old@example.com")).toHaveLength(4),
    );
    const notice = t.mailer.sent.filter((m) => m.to === "old@example.com").at(-1);
    expect(notice?.subject).toBe("Se ha cambiado tu dirección de correo de Inkdoll");
    expect(notice?.text).toContain("n***@example.com");
    expect(notice?.text).not.toContain("new@example.com");
    // …works no more, and the old address can sign up again.
    const reset = await post("/api/user/password/reset", {
      email: "old@example.com",
      code,
      password: "a brand new password",
    });
    expect(reset.json().data.reason).toBe("code_wrong");
    await confirmByMail(t, "new@example.com", { welcome: false });
    expect((await info(loginKey)).emailVerified).toBe(true);
    await signUp("old@example.com");
  });

  it("is limited per account, since each change mails two addresses", async () => {
    const { loginKey } = await signUp("hop@example.com");
    const change = (email: string) =>
      post("/api/user/email/change", { password: PASSWORD, email }, bearer(loginKey));
    for (let i = 0; i < VERIFICATION_LIMITS.changesPerAccount.max; i++) {
      expect((await change(`hop${i}@example.com`)).statusCode).toBe(200);
    }
    const limited = await change("hop-last@example.com");
    expect(limited.statusCode).toBe(429);
    expect((await info(loginKey)).email).toBe(`h***@example.com`);
  });

  it("keeps an expired link's reason, so a resend after it confirms without a welcome", async () => {
    const { loginKey } = await signUp("late-change@example.com");
    await confirmByMail(t, "late-change@example.com");
    await post(
      "/api/user/email/change",
      { password: PASSWORD, email: "later@example.com" },
      bearer(loginKey),
    );
    const expired = await linkTokenFor(t, "later@example.com");
    t.clock.advance(VERIFICATION_LIFETIME_HOURS * 3600 * 1000 + 1000);
    expect((await verify(expired)).statusCode).toBe(410);
    await post("/api/user/email/resend", {}, bearer(loginKey));
    const fresh = await linkTokenFor(t, "later@example.com", 2);
    expect((await verify(fresh)).json().data.purpose).toBe("change");
  });
});
