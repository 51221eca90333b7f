import { expect, type Page } from "@playwright/test";
import { generate } from "otplib";
import type { Role } from "../../contract/permissions.ts";
import { noteSecrets, PASSWORD, uniqueEmail } from "./helpers.ts";

/** The server's clock (the clock tests move it), so codes match what the server expects. */
async function serverEpoch(page: Page): Promise<number> {
  const res = await page.request.post("/api/test/clock", { data: { advanceMs: 0 } });
  return Math.floor(Date.parse((await res.json()).data.now) / 1000);
}

/**
 * A staff account of `role` logged in the way the console requires: signed up, two-factor
 * log-in turned on with a real code, the role granted (test hook), then a fresh log-in with
 * password and code, stored in the page as the site stores it. Returns what a test may need.
 */
export async function logInAsStaff(page: Page, role: Role, nickname = `Staff ${role}`) {
  const email = uniqueEmail(`staff-${role}`);
  const post = async (url: string, data: unknown, token?: string) => {
    const res = await page.request.post(url, {
      data,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return (await res.json()) as { code: number; data: Record<string, unknown> };
  };
  const registered = await post("/api/user/register", { email, password: PASSWORD, nickname });
  expect(registered.code).toBe(200);
  const firstKey = registered.data.loginKey as string;
  const setup = await post("/api/user/two-factor/setup", {}, firstKey);
  const secret = setup.data.secret as string;
  noteSecrets(PASSWORD, firstKey, secret);
  const code = (steps: number) =>
    serverEpoch(page).then((epoch) => generate({ secret, epoch: epoch + steps * 30 }));
  const enabled = await post(
    "/api/user/two-factor/enable",
    { password: PASSWORD, code: await code(0) },
    firstKey,
  );
  expect(enabled.code).toBe(200);
  const granted = await page.request.post("/api/test/staff", { data: { email, role } });
  expect(granted.ok()).toBe(true);
  const login = await post("/api/user/login", { email, password: PASSWORD });
  expect(login.data.reason).toBe("two_factor_required");
  // The next period's code: the server accepts ±1 step and refuses the step already used.
  const done = await post("/api/user/login/two-factor", {
    ticket: login.data.ticket,
    code: await code(1),
  });
  expect(done.code).toBe(200);
  noteSecrets(done.data.loginKey as string, login.data.ticket as string);
  await page.addInitScript(
    ({ loginKey, userInfo }) => {
      if (sessionStorage.getItem("e2e-login-set")) return;
      sessionStorage.setItem("e2e-login-set", "1");
      localStorage.setItem("loginKey", loginKey);
      localStorage.setItem("userInfo", JSON.stringify(userInfo));
    },
    done.data as { loginKey: string; userInfo: unknown },
  );
  return { email, secret, loginKey: done.data.loginKey as string, code };
}
