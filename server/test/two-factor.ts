import { generate } from "otplib";
import { expect } from "vitest";
import { bearer, poster, type TestApp } from "./app.ts";

/** The password of every account these helpers make. */
export const TWO_FACTOR_PASSWORD = "ink the second factor";

/**
 * An answer carrying new recovery codes (enrolment, regeneration): 200, never cached, ten
 * different codes as shown to the user; the codes.
 */
export function recoveryCodesIn(res: {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): { data: { recoveryCodes: string[] } };
}): string[] {
  expect(res.statusCode).toBe(200);
  expect(res.headers["cache-control"]).toBe("no-store");
  const codes = res.json().data.recoveryCodes;
  expect(codes).toHaveLength(10);
  expect(new Set(codes).size).toBe(10);
  for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
  return codes;
}

/** Accounts with two-factor log-in, from one address, on a test app made in `beforeAll`. */
export function twoFactorClient(app: () => TestApp, address = "198.51.100.21") {
  const post = (...args: Parameters<ReturnType<typeof poster>>) => poster(app(), address)(...args);
  /** The code an authenticator shows at the app's clock, `steps` periods away. */
  const codeAt = (secret: string, steps = 0) =>
    generate({ secret, epoch: Math.floor(app().clock.current.getTime() / 1000) + steps * 30 });

  async function register(email: string) {
    const res = await post("/api/user/register", {
      email,
      password: TWO_FACTOR_PASSWORD,
      nickname: "Tf",
    });
    return res.json().data.loginKey as string;
  }

  return {
    post,
    codeAt,
    nextStep: () => app().clock.advance(30_000),
    register,
    /** Registers and turns two-factor log-in on; returns the token, secret and recovery codes. */
    async enrolled(email: string) {
      const loginKey = await register(email);
      const setup = await post("/api/user/two-factor/setup", {}, bearer(loginKey));
      const { secret } = setup.json().data;
      const enable = await post(
        "/api/user/two-factor/enable",
        { password: TWO_FACTOR_PASSWORD, code: await codeAt(secret) },
        bearer(loginKey),
      );
      const codes = recoveryCodesIn(enable);
      // Past the enrolment code's window, so tests can use the steps around "now" freely.
      app().clock.advance(3 * 30_000);
      return { loginKey, secret, codes };
    },
    ticketFor,
    /** The second step of a log-in with a fresh ticket: the right password, then `code`. */
    loginWith: async (email: string, code: string) =>
      post("/api/user/login/two-factor", { ticket: await ticketFor(email), code }),
  };

  /** The ticket of a right password for an enrolled account. */
  async function ticketFor(email: string) {
    const res = await post("/api/user/login", { email, password: TWO_FACTOR_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = res.json();
    expect(body.data.reason).toBe("two_factor_required");
    expect(body.data).not.toHaveProperty("loginKey");
    return body.data.ticket as string;
  }
}
