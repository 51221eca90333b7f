import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Code } from "../../../contract/codes.ts";
import { fail, ok } from "../../../contract/envelope.ts";
import { toastStore } from "../../lib/toast.ts";
import { deferred, renderWithApp, SOLVED_NUMBER, TEST_USER } from "../../test/render.tsx";
import { LoginForm } from "./LoginForm.tsx";

const LOGGED_IN = ok({ loginKey: "k".repeat(43), userInfo: TEST_USER });
/** GET /challenge's answer: the fake worker (app/test/render.tsx) solves it as SOLVED_NUMBER. */
const CHALLENGE = {
  algorithm: "SHA-256",
  challenge: "c0ffee",
  maxnumber: 100,
  salt: "s",
  signature: "x",
} as const;
const field = (name: string) => screen.getByLabelText(name, { exact: true, selector: "input" });
/** The form's submit button (the "Log in" tab above it has the same name). */
const submit = (name: string) => {
  const button = screen
    .getAllByRole("button", { name })
    .find((b) => b.getAttribute("type") === "submit");
  if (!button) throw new Error(`no submit button named ${name}`);
  return button;
};

function renderLogin(options: Parameters<typeof renderWithApp>[1] = {}) {
  const onDone = vi.fn();
  const app = renderWithApp(<LoginForm onDone={onDone} />, { route: "/login", ...options });
  return { ...app, onDone };
}

describe("log in", () => {
  it("names every empty field, focuses the first and sends nothing", async () => {
    const { user, m, calls } = renderLogin();
    await user.click(submit("Log in"));
    expect(field("Email")).toHaveAttribute("aria-invalid", "true");
    expect(field("Email")).toHaveAccessibleDescription(m.auth.errors.required);
    expect(field("Password")).toHaveAttribute("aria-invalid", "true");
    expect(field("Email")).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it("refuses a malformed email before sending; typing clears only that field's error", async () => {
    const { user, m, calls } = renderLogin();
    await user.type(field("Email"), "aki@example");
    await user.click(submit("Log in"));
    expect(field("Email")).toHaveAccessibleDescription(m.auth.errors.email);
    expect(field("Email")).toHaveFocus();
    await user.type(field("Email"), ".com");
    expect(field("Email")).not.toHaveAttribute("aria-invalid");
    expect(field("Password")).toHaveAttribute("aria-invalid", "true");
    // The next refusal moves focus to what is still wrong.
    await user.click(submit("Log in"));
    expect(field("Password")).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it("is busy while the call is in flight, sends once, then shows the refusal on its field", async () => {
    const reply = deferred<ReturnType<typeof fail>>();
    const { user, m, callsTo } = renderLogin({
      fetch: { "POST /user/login": () => reply.promise },
    });
    await user.type(field("Email"), " aki@example.com ");
    await user.type(field("Password"), "not the password");
    await user.click(submit("Log in"));

    const busy = screen.getByRole("button", { name: m.auth.working });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute("aria-busy", "true");
    // Enter in a field cannot send it again while the button is disabled.
    await user.type(field("Password"), "{Enter}");
    expect(callsTo("POST /user/login")).toHaveLength(1);
    expect(callsTo("POST /user/login")[0]?.body).toEqual({
      email: "aki@example.com",
      password: "not the password",
    });

    reply.resolve(
      fail(Code.badRequest, "password: wrong", { reason: "wrong_credentials", field: "password" }),
    );
    await waitFor(() => expect(field("Password")).toHaveAttribute("aria-invalid", "true"));
    expect(field("Password")).toHaveAccessibleDescription(m.auth.errors.wrongCredentials);
    expect(field("Password")).toHaveFocus();
    expect(field("Email")).not.toHaveAttribute("aria-invalid");
    expect(submit("Log in")).toBeEnabled();
    expect(submit("Log in")).toHaveAttribute("aria-busy", "false");
    expect(localStorage.getItem("loginKey")).toBeNull();
  });

  it("stores the login, greets the user and hands over on success", async () => {
    const { user, onDone } = renderLogin({ fetch: { "POST /user/login": LOGGED_IN } });
    await user.type(field("Email"), "aki@example.com");
    await user.type(field("Password"), "a long passphrase");
    await user.click(submit("Log in"));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(LOGGED_IN.data, "login"));
    expect(localStorage.getItem("loginKey")).toBe(LOGGED_IN.data.loginKey);
    expect(JSON.parse(localStorage.getItem("userInfo") ?? "null")).toEqual(TEST_USER);
    expect(toastStore.get().toasts.map((t) => t.message)).toEqual(["Welcome, Aki!"]);
  });

  it("says so when the server cannot be reached or asks to wait", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user, m } = renderLogin({
      fetch: {
        "POST /user/login": [
          () => Promise.reject(new TypeError("Failed to fetch")),
          fail(Code.tooManyRequests),
        ],
      },
    });
    await user.type(field("Email"), "aki@example.com");
    await user.type(field("Password"), "a long passphrase");
    await user.click(submit("Log in"));
    expect(await screen.findByRole("alert")).toHaveTextContent(m.auth.errors.network);
    await user.click(submit("Log in"));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(m.auth.errors.tooMany));
  });

  it("an account under attack: solves the challenge, saying so, and logs in with it", async () => {
    const challenge = deferred<ReturnType<typeof ok>>();
    const { user, m, callsTo, onDone } = renderLogin({
      fetch: {
        "POST /user/login": [fail(Code.challengeRequired), LOGGED_IN],
        "GET /challenge": () => challenge.promise,
      },
    });
    await user.type(field("Email"), "yui@example.com");
    await user.type(field("Password"), "a long passphrase");
    await user.click(submit("Log in"));
    await waitFor(() =>
      expect(screen.getByText(m.auth.solvingChallenge)).toHaveAttribute("role", "status"),
    );
    challenge.resolve(ok(CHALLENGE));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [first, second] = callsTo("POST /user/login");
    expect(first?.body).not.toHaveProperty("challenge");
    const sent = second?.body as { challenge: string } | undefined;
    const payload = JSON.parse(atob(sent?.challenge ?? ""));
    expect(payload).toEqual({
      algorithm: "SHA-256",
      challenge: "c0ffee",
      number: SOLVED_NUMBER,
      salt: "s",
      signature: "x",
    });
    expect(screen.queryByText(m.auth.solvingChallenge)).toBeNull();
  });

  it("asks for the second factor when the account has one", async () => {
    const { user, m } = renderLogin({
      fetch: {
        "POST /user/login": fail(Code.forbidden, "two-factor", {
          reason: "two_factor_required",
          ticket: "ticket-1",
        } as never),
      },
    });
    await user.type(field("Email"), "aki@example.com");
    await user.type(field("Password"), "a long passphrase");
    await user.click(submit("Log in"));
    expect(await screen.findByRole("heading", { name: m.twoFactor.loginTitle })).toBeVisible();
  });
});

describe("the second factor", () => {
  const TICKET = fail(Code.forbidden, "two-factor", {
    reason: "two_factor_required",
    ticket: "ticket-1",
  } as never);

  async function toCodeStep(fetch: NonNullable<Parameters<typeof renderWithApp>[1]>["fetch"]) {
    const app = renderLogin({ fetch: { "POST /user/login": TICKET, ...fetch } });
    await app.user.type(field("Email"), "aki@example.com");
    await app.user.type(field("Password"), "a long passphrase");
    await app.user.click(submit("Log in"));
    await screen.findByRole("heading", { name: app.m.twoFactor.loginTitle });
    return app;
  }

  it("an account with many wrong codes elsewhere: solves the challenge and logs in, never locked", async () => {
    const { user, m, callsTo, onDone } = await toCodeStep({
      "POST /user/login/two-factor": [
        fail(Code.challengeRequired, "challenge", { reason: "challenge_required" } as never),
        LOGGED_IN,
      ],
      "GET /challenge": ok(CHALLENGE),
    });
    await user.type(field(m.twoFactor.appCode), "123456");
    await user.click(submit(m.twoFactor.verify));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [first, second] = callsTo("POST /user/login/two-factor");
    expect(first?.body).toEqual({ ticket: "ticket-1", code: "123456" });
    const sent = second?.body as { code: string; challenge: string } | undefined;
    expect(sent?.code).toBe("123456");
    expect(JSON.parse(atob(sent?.challenge ?? "")).number).toBe(SOLVED_NUMBER);
  });

  it("a code already used says to wait for the next one, on the code field", async () => {
    const { user, m } = await toCodeStep({
      "POST /user/login/two-factor": fail(Code.conflict, "code", {
        reason: "code_used",
        field: "code",
      } as never),
    });
    await user.type(field(m.twoFactor.appCode), "123456");
    await user.click(submit(m.twoFactor.verify));
    expect(await screen.findByText(m.twoFactor.errors.codeUsed)).toBeVisible();
    expect(screen.queryByText(m.twoFactor.errors.codeWrong)).toBeNull();
  });
});

describe("sign up", () => {
  it("asks for a nickname, links the terms, checks the password and places server refusals", async () => {
    const { user, m, callsTo } = renderLogin({
      fetch: {
        "POST /user/register": fail(Code.conflict, "email: taken", {
          reason: "email_taken",
          field: "email",
        } as never),
      },
    });
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    expect(screen.getByRole("button", { name: "Sign up" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("heading", { name: m.auth.registerTitle })).toBeVisible();
    expect(screen.getByRole("link", { name: m.auth.terms })).toHaveAttribute("href", "/terms");
    expect(screen.getByRole("link", { name: m.auth.privacy })).toHaveAttribute("href", "/privacy");

    await user.type(field("Email"), "aki@example.com");
    await user.type(field("Password"), "short");
    await user.click(submit(m.auth.submitRegister));
    expect(field("Nickname")).toHaveAccessibleDescription(
      `${m.auth.nicknameHint} ${m.auth.errors.required}`,
    );
    expect(field("Password")).toHaveAccessibleDescription(
      `${m.auth.passwordHint} ${m.auth.errors.passwordShort}`,
    );
    expect(field("Nickname")).toHaveFocus();
    expect(callsTo("POST /user/register")).toEqual([]);

    await user.type(field("Nickname"), "  Aki ");
    await user.type(field("Password"), " and more");
    await user.click(submit(m.auth.submitRegister));
    await waitFor(() => expect(field("Email")).toHaveFocus());
    expect(field("Email")).toHaveAccessibleDescription(m.auth.errors.emailTaken);
    expect(callsTo("POST /user/register")[0]?.body).toEqual({
      email: "aki@example.com",
      password: "short and more",
      nickname: "Aki",
      // The confirmation link is mailed in the interface's language.
      language: "en-US",
    });
  });

  it("the password toggle shows and hides what was typed", async () => {
    const { user, m } = renderLogin();
    const password = field("Password");
    expect(password).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: m.auth.showPassword }));
    expect(password).toHaveAttribute("type", "text");
    expect(screen.getByRole("button", { name: m.auth.hidePassword })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });
});

describe("forgot password", () => {
  it("an email asked for many times: solves the challenge and sends the request again", async () => {
    const { user, m, callsTo } = renderLogin({
      fetch: {
        "POST /user/password/forgot": [fail(Code.challengeRequired), ok(null)],
        "GET /challenge": ok(CHALLENGE),
      },
    });
    await user.click(screen.getByRole("button", { name: m.auth.forgotLink }));
    await user.type(field(m.auth.email), "max@example.com");
    await user.click(submit(m.auth.submitForgot));
    expect(await screen.findByRole("heading", { name: m.auth.resetTitle })).toBeVisible();
    const [first, second] = callsTo("POST /user/password/forgot");
    expect(first?.body).not.toHaveProperty("challenge");
    const sent = second?.body as { challenge: string } | undefined;
    expect(JSON.parse(atob(sent?.challenge ?? ""))).toMatchObject({ number: SOLVED_NUMBER });
  });

  it("sends the code in the visitor's language, then takes the code and the new password", async () => {
    const { user, m, callsTo, onDone } = renderLogin({
      locale: "es",
      fetch: {
        "POST /user/password/forgot": ok(null),
        "POST /user/password/reset": [
          fail(Code.badRequest, "code: wrong", { reason: "code_wrong", field: "code" } as never),
          LOGGED_IN,
        ],
      },
    });
    const a = m.auth;
    await user.click(screen.getByRole("button", { name: a.forgotLink }));
    expect(screen.getByRole("heading", { name: a.forgotTitle })).toBeVisible();
    expect(screen.queryByLabelText(a.password)).toBeNull();
    await user.click(submit(a.submitForgot));
    expect(field(a.email)).toHaveAccessibleDescription(a.errors.required);
    expect(callsTo("POST /user/password/forgot")).toEqual([]);

    await user.type(field(a.email), "hana@example.com");
    await user.click(submit(a.submitForgot));
    expect(await screen.findByRole("heading", { name: a.resetTitle })).toBeVisible();
    expect(callsTo("POST /user/password/forgot")[0]?.body).toEqual({
      email: "hana@example.com",
      language: "es",
    });
    expect(callsTo("POST /user/password/forgot")[0]?.headers["x-language"]).toBe("es_es");
    expect(screen.getByText(a.resetLead.replace("{email}", "hana@example.com"))).toBeVisible();

    await user.type(field(a.code), "12345");
    await user.type(field(a.newPassword), "a brand new passphrase");
    await user.click(submit(a.submitReset));
    expect(field(a.code)).toHaveAccessibleDescription(a.errors.code);
    expect(field(a.code)).toHaveFocus();

    await user.type(field(a.code), "6");
    await user.click(submit(a.submitReset));
    await waitFor(() => expect(field(a.code)).toHaveAccessibleDescription(a.errors.codeWrong));
    expect(field(a.code)).toHaveFocus();
    // A wrong code keeps what was typed, so only the code needs fixing.
    expect(field(a.newPassword)).toHaveValue("a brand new passphrase");

    await user.clear(field(a.code));
    await user.type(field(a.code), "654321");
    await user.click(submit(a.submitReset));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(LOGGED_IN.data, "reset"));
    expect(callsTo("POST /user/password/reset")[1]?.body).toEqual({
      email: "hana@example.com",
      code: "654321",
      password: "a brand new passphrase",
    });
  });
});

describe("in the visitor's language", () => {
  it("words the errors from the catalogue of the page's locale", async () => {
    const { user, m } = renderLogin({ locale: "ja" });
    await user.click(submit(m.auth.submitLogin));
    expect(screen.getByLabelText(m.auth.email, { selector: "input" })).toHaveAccessibleDescription(
      m.auth.errors.required,
    );
    expect(m.auth.errors.required).not.toBe("Fill in this field.");
  });
});
