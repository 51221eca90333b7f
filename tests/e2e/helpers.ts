import { appendFileSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { SECRETS_JOURNAL } from "../../scripts/e2e-log-scan.ts";

/** Answers the cookie banner before the page loads, so it covers nothing. */
export async function dismissCookies(page: Page) {
  await page.addInitScript(() => localStorage.setItem("cookieConsent", "necessary"));
}

/** Holds back the requests `url` matches until the returned function is called. */
export async function holdRequests(page: Page, url: Parameters<Page["route"]>[0]) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Waits until React has hydrated the page (it tags the nodes it owns), so clicks are routed. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const header = document.querySelector("header");
    return !!header && Object.keys(header).some((key) => key.startsWith("__reactFiber"));
  });
}

/**
 * Waits until the page is hydrated and nothing on it says it is loading (aria-busy), before axe
 * or an action: what "network idle" stood for, without waiting out a quiet half-second.
 */
export async function settled(page: Page) {
  await waitForHydration(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Waits until the first load's start-up call has stored the device id, before storage is set. */
export async function startedUp(page: Page) {
  await waitForHydration(page);
  await expect.poll(() => stored(page, "imei")).not.toBeNull();
}

/** Reads local storage, retrying while a navigation or reload is under way. */
export async function stored(page: Page, key: string) {
  for (;;) {
    try {
      await page.waitForLoadState("load");
      return await page.evaluate((k) => localStorage.getItem(k), key);
    } catch (error) {
      if (!String(error).includes("Execution context was destroyed")) throw error;
    }
  }
}

let counter = 0;
/** An email no other test (or earlier run on the same database) uses. */
export function uniqueEmail(label: string) {
  counter += 1;
  return `${label}-${process.pid}-${Date.now().toString(36)}-${counter}@example.com`;
}

export const PASSWORD = "paper doll ink 2026";

/**
 * Notes secrets this run handled (passwords, tokens, TOTP secrets, recovery and gift codes):
 * after the run, the server's log is searched for each (scripts/e2e-log-scan.ts).
 */
export function noteSecrets(...values: (string | undefined | null)[]) {
  const dir = process.env.E2E_DATA_DIR;
  const lines = values.filter((v): v is string => typeof v === "string" && v.length > 0);
  if (!dir || !lines.length) return;
  // One small append per call: whole lines even with several workers writing.
  appendFileSync(path.join(dir, SECRETS_JOURNAL), `${lines.join("\n")}\n`);
}

/** Signs up through the API and stores the login as the site does, before the page loads. */
export async function signUpAndStore(page: Page, nickname: string, email = uniqueEmail(nickname)) {
  const response = await page.request.post("/api/user/register", {
    data: { email, password: PASSWORD, nickname },
  });
  const body = await response.json();
  expect(body.code).toBe(200);
  noteSecrets(PASSWORD, body.data.loginKey);
  await page.addInitScript(
    ({ loginKey, userInfo }) => {
      if (sessionStorage.getItem("e2e-login-set")) return;
      sessionStorage.setItem("e2e-login-set", "1");
      localStorage.setItem("loginKey", loginKey);
      localStorage.setItem("userInfo", JSON.stringify(userInfo));
    },
    body.data as { loginKey: string; userInfo: unknown },
  );
  return { email, ...(body.data as { loginKey: string }) };
}

/** The newest message to `to` in the server's outbox (the e2e server has no SMTP). */
export function lastMailTo(to: string): Promise<{ subject: string; text: string }> {
  return lastMailWith(to, () => true);
}

/** The newest message to `to` in the outbox whose text passes `test`. */
export async function lastMailWith(
  to: string,
  test: (text: string) => boolean,
): Promise<{ subject: string; text: string }> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? "", "outbox");
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(dir).catch(() => [])).filter((f) => f.endsWith(".json"));
        for (const file of files.sort().reverse()) {
          const mail = JSON.parse(await readFile(path.join(dir, file), "utf8"));
          // The server keeps addresses lower-cased.
          if (mail.to === to.toLowerCase() && test(mail.text)) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  if (!found) throw new Error(`no mail to ${to}`);
  return found;
}

/**
 * Opens the confirmation link mailed to `email` in `page` and presses its button, as the owner
 * of the address does (the link's origin is the configured one: only its path is followed).
 */
export async function confirmEmailByLink(page: Page, email: string) {
  const mail = await lastMailWith(email, (text) => text.includes("/verify-email?token="));
  const link = new URL(/https?:\/\/\S+\/verify-email\?\S+/.exec(mail.text)?.[0] ?? "");
  noteSecrets(link.searchParams.get("token"));
  await page.goto(`${link.pathname}${link.search}`);
  await waitForHydration(page);
  // The token leaves the address bar as soon as the page runs (the button still has it).
  await expect(page).not.toHaveURL(/token=/);
  await page.getByRole("button", { name: "Confirm my email address" }).click();
  await expect(page.getByRole("status").filter({ hasText: "is confirmed" })).toBeVisible();
}
