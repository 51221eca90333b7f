import { expect, test } from "@playwright/test";
import { generate } from "otplib";
import { expectNoAxeViolations } from "./axe.ts";
import {
  dismissCookies,
  noteSecrets,
  PASSWORD,
  signUpAndStore,
  stored,
  uniqueEmail,
} from "./helpers.ts";

/** The authenticator's code `steps` periods from now (the server accepts ±1 step). */
const codeFor = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

test.beforeEach(async ({ page }) => {
  await dismissCookies(page);
});

test("enrol on /account, log out, log in with password and code; axe on both screens", async ({
  page,
}) => {
  const { email } = await signUpAndStore(page, "Tomo");
  await page.goto("/account");
  const card = page.getByRole("region", { name: "Two-factor authentication" });
  await expect(card.getByText("Off", { exact: true })).toBeVisible();
  await card.getByRole("button", { name: "Set up two-factor authentication" }).click();

  // The enrolment screen: QR code, the key in text, the code and password form.
  await expect(card.getByRole("img", { name: /QR code/ })).toBeVisible();
  await expect(
    card.getByRole("heading", { name: "Scan this QR code with your authenticator app" }),
  ).toBeFocused();
  const secret = (await card.locator("code[data-secret]").getAttribute("data-secret")) ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  noteSecrets(secret);
  expect(((await card.locator("code[data-secret]").textContent()) ?? "").replace(/\s/g, "")).toBe(
    secret,
  );
  const codeInput = card.getByLabel("6-digit code");
  await expect(codeInput).toHaveAttribute("autocomplete", "one-time-code");
  await expect(codeInput).toHaveAttribute("inputmode", "numeric");
  await expectNoAxeViolations(page);

  // A wrong code is refused by the field; then the right one with the password, by keyboard.
  await codeInput.fill("000000");
  await card.getByLabel("Current password").fill(PASSWORD);
  await card.getByRole("button", { name: "Turn on" }).click();
  await expect(card.getByText("That code is wrong or has already been used.")).toBeVisible();
  await codeInput.fill(await codeFor(secret));
  await card.getByLabel("Current password").press("Enter");

  await expect(card.getByRole("heading", { name: "Save your recovery codes" })).toBeFocused();
  const codes = await card.locator("[data-recovery-codes] li").allInnerTexts();
  expect(codes).toHaveLength(10);
  await expect(card.getByRole("link", { name: "Download as a text file" })).toHaveAttribute(
    "download",
    "inkdoll-recovery-codes.txt",
  );
  await expectNoAxeViolations(page);
  await card.getByRole("button", { name: "I have saved them" }).click();
  await expect(card.getByText("Recovery codes left: 10 of 10.")).toBeVisible();

  // Log out, then log in: the password alone is not enough.
  await page.getByRole("button", { name: "Account menu: Tomo" }).click();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
  await page.goto("/login?redirects=%2Faccount");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log in", exact: true }).last().click();

  await expect(page.getByRole("heading", { name: "Enter your code" })).toBeVisible();
  expect(await stored(page, "loginKey")).toBeNull();
  const loginCode = page.getByLabel("6-digit code");
  await expect(loginCode).toBeFocused();
  await expect(loginCode).toHaveAttribute("autocomplete", "one-time-code");
  await expect(loginCode).toHaveAttribute("inputmode", "numeric");
  await expectNoAxeViolations(page);

  // The enrolment code's step is spent; the next step's code is inside the ±1 window.
  await loginCode.fill(await codeFor(secret, 1));
  await loginCode.press("Enter");
  await page.waitForURL((url) => url.pathname === "/account");
  await expect(page.getByRole("button", { name: "Account menu: Tomo" })).toBeVisible();
  expect(await stored(page, "loginKey")).toMatch(/^[A-Za-z0-9_-]{43}$/);
});

test("the code step takes a recovery code, once", async ({ page }) => {
  const email = uniqueEmail("rio");
  const registered = await page.request.post("/api/user/register", {
    data: { email, password: PASSWORD, nickname: "Rio" },
  });
  const { loginKey } = (await registered.json()).data;
  const auth = { authorization: `Bearer ${loginKey}` };
  const setup = await (
    await page.request.post("/api/user/two-factor/setup", { headers: auth })
  ).json();
  const enable = await page.request.post("/api/user/two-factor/enable", {
    headers: auth,
    data: { password: PASSWORD, code: await codeFor(setup.data.secret) },
  });
  const recoveryCodes = (await enable.json()).data.recoveryCodes as string[];
  noteSecrets(loginKey, setup.data.secret, ...recoveryCodes);
  const [first] = recoveryCodes;
  await page.request.post("/api/user/logout", { headers: auth });

  for (const expectation of ["in", "refused"] as const) {
    await page.goto("/login");
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Log in", exact: true }).last().click();
    await page.getByRole("button", { name: "Use a recovery code instead" }).click();
    const field = page.getByLabel("Recovery code");
    await expect(field).toBeFocused();
    await field.fill(first ?? "");
    await page.getByRole("button", { name: "Verify and log in" }).click();
    if (expectation === "in") {
      await expect(page.getByRole("button", { name: "Account menu: Rio" })).toBeVisible();
    } else {
      // Spent, not wrong: said so, and not counted as a guess.
      await expect(page.getByText("That code has already been used.")).toBeVisible();
      await expect(field).toHaveAttribute("aria-invalid", "true");
    }
  }
});
