import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { UI_LOCALES } from "../../../contract/language.ts";
import { bearer, createTestApp, poster, type TestApp } from "../../test/app.ts";
import { confirmByMail, linkTokenFor } from "../../test/verification.ts";
import { resetCodeMail } from "./emails.ts";

let t: TestApp;
beforeAll(async () => {
  // PORT is what the links fall back to; no PUBLIC_ORIGIN.
  t = await createTestApp({ env: { PORT: "3987" } });
});
afterAll(() => t.close());

const post = (...args: Parameters<ReturnType<typeof poster>>) =>
  poster(t, "198.51.100.80")(...args);

const EVIL_HOST = {
  host: "evil.example",
  "x-forwarded-host": "evil.example",
  "x-forwarded-proto": "https",
};

/** An account whose address is confirmed (only those are sent reset codes). */
async function register(
  email: string,
  password = "a long enough password",
  headers: Record<string, string> = {},
) {
  const res = await post("/api/user/register", { email, password, nickname: "Tess" }, headers);
  expect(res.json().code).toBe(200);
  await confirmByMail(t, email);
  return res;
}

/** The mails to `to` with a reset code in them. */
const codeMails = (to: string) =>
  t.mailer.sent.filter((m) => m.to === to && m.text.includes("/login?mode=reset"));

describe("links come from configuration, never from Host or X-Forwarded-Host", () => {
  it("puts http://localhost:<PORT> in confirmation, welcome and reset emails whatever host the request names", async () => {
    await register("tess@example.com", undefined, EVIL_HOST);
    await linkTokenFor(t, "tess@example.com");
    await post(
      "/api/user/password/forgot",
      { email: "tess@example.com", language: "en-US" },
      EVIL_HOST,
      "127.0.0.1", // a trusted proxy: its forwarded headers are believed for addresses
    );
    await vi.waitFor(() => expect(codeMails("tess@example.com")).toHaveLength(1));
    const mails = t.mailer.sent.filter((m) => m.to === "tess@example.com");
    expect(mails.map((m) => m.text).join("\n")).not.toContain("evil.example");
    const [link, welcome, code] = mails.map((m) => m.text);
    expect(link).toContain("http://localhost:3987/verify-email?token=");
    expect(welcome).toContain("http://localhost:3987/pose?lang=en-US");
    expect(code).toContain("http://localhost:3987/login?mode=reset&lang=en-US");
  });

  it("names the configured origin in robots.txt and the sitemap", async () => {
    for (const url of ["/robots.txt", "/sitemap.xml"]) {
      const res = await t.app.inject({
        url,
        headers: { host: "evil.example", "x-forwarded-host": "evil.example" },
        remoteAddress: "127.0.0.1",
      });
      expect(res.body).not.toContain("evil.example");
      expect(res.body).toContain("http://localhost:3987/");
    }
  });
});

describe("reset mail", () => {
  it("keeps the code out of the subject line in every language", () => {
    for (const locale of UI_LOCALES) {
      const mail = resetCodeMail({
        to: "a@example.com",
        code: "493817",
        minutes: 15,
        locale,
        origin: "https://inkdoll.example",
      });
      expect(mail.subject).not.toMatch(/\d{6}/);
      expect(mail.text).toContain("493817");
    }
  });
});

describe("Cache-Control: no-store on tokens and personal data", () => {
  it("is sent by register, login, reset, info, sessions, refusals and routes that set nothing", async () => {
    const email = "nia@example.com";
    const password = "a long enough password";
    const checks: [string, { headers: Record<string, unknown> }][] = [];
    const reg = await register(email, password);
    checks.push(["register", reg]);
    const login = await post("/api/user/login", { email, password });
    checks.push(["login", login]);
    checks.push(["wrong login", await post("/api/user/login", { email, password: "nope nope" })]);
    const token = login.json().data.loginKey as string;
    checks.push(["info", await t.app.inject({ url: "/api/user/info", headers: bearer(token) })]);
    checks.push([
      "sessions",
      await t.app.inject({ url: "/api/user/sessions", headers: bearer(token) }),
    ]);
    checks.push([
      "gift mine",
      await t.app.inject({ url: "/api/gift/mine", headers: bearer(token) }),
    ]);
    checks.push(["info without token", await t.app.inject({ url: "/api/user/info" })]);
    await post("/api/user/password/forgot", { email });
    await vi.waitFor(() => expect(codeMails(email)).toHaveLength(1));
    const code = /\b(\d{6})\b/.exec(codeMails(email)[0]?.text ?? "")?.[1];
    const reset = await post("/api/user/password/reset", {
      email,
      code,
      password: "another long password",
    });
    expect(reset.json().code).toBe(200);
    checks.push(["reset", reset]);
    for (const [name, res] of checks) {
      expect({ name, cacheControl: res.headers["cache-control"] }).toEqual({
        name,
        cacheControl: "no-store",
      });
    }
    // Public content a route marks cacheable stays cacheable for anonymous visitors.
    const templates = await t.app.inject({ url: "/api/gift/templates" });
    expect(templates.headers["cache-control"]).toBe("public, max-age=300");
  });
});
