import { type Browser, expect, type Page, test } from "@playwright/test";
import { generate } from "otplib";
import { expectNoAxeViolations } from "./axe.ts";
import {
  confirmEmailByLink,
  dismissCookies,
  lastMailTo,
  noteSecrets,
  PASSWORD,
  signUpAndStore,
  uniqueEmail,
} from "./helpers.ts";
import { logInAsStaff } from "./staff.ts";

test.describe.configure({ timeout: 120_000 });

const serverNow = async (page: Page) => {
  const res = await page.request.post("/api/test/clock", { data: { advanceMs: 0 } });
  return Math.floor(Date.parse((await res.json()).data.now) / 1000);
};

/** Stores a login in a page as the site does, before its next navigation. */
async function storeLogin(page: Page, login: { loginKey: string; userInfo: unknown }) {
  await page.evaluate(({ loginKey, userInfo }) => {
    localStorage.setItem("loginKey", loginKey);
    localStorage.setItem("userInfo", JSON.stringify(userInfo));
  }, login);
}

/** Turns two-factor log-in on for the account of `loginKey`, then logs in again with a code. */
async function enrolAndLogIn(page: Page, email: string, loginKey: string) {
  const auth = { authorization: `Bearer ${loginKey}` };
  const setup = await (
    await page.request.post("/api/user/two-factor/setup", { data: {}, headers: auth })
  ).json();
  const secret = setup.data.secret as string;
  noteSecrets(secret, loginKey);
  const code = async (steps: number) =>
    generate({ secret, epoch: (await serverNow(page)) + steps * 30 });
  const enabled = await page.request.post("/api/user/two-factor/enable", {
    data: { password: PASSWORD, code: await code(0) },
    headers: auth,
  });
  expect(enabled.ok()).toBe(true);
  const login = await (
    await page.request.post("/api/user/login", { data: { email, password: PASSWORD } })
  ).json();
  expect(login.data.reason).toBe("two_factor_required");
  const done = await (
    await page.request.post("/api/user/login/two-factor", {
      data: { ticket: login.data.ticket, code: await code(1) },
    })
  ).json();
  expect(done.code).toBe(200);
  await storeLogin(page, done.data);
}

async function jaContext(browser: Browser) {
  const context = await browser.newContext({ locale: "ja" });
  const page = await context.newPage();
  await dismissCookies(page);
  return { context, page };
}

test("an admin invites an editor, who accepts, enrols and opens the console; the role change needs a fresh code; the audit log shows it all", async ({
  page,
  browser,
}) => {
  await dismissCookies(page);
  const admin = await logInAsStaff(page, "admin");
  const adminLoginStep = Math.floor((await serverNow(page)) / 30) + 1;
  const inviteeEmail = uniqueEmail("invitee");

  // The admin invites by email and role; the link is shown once, and mailed.
  await page.goto("/admin/staff");
  await page.getByLabel("Email address").fill(inviteeEmail);
  await page.getByLabel("Role", { exact: true }).selectOption("editor");
  await page.getByRole("button", { name: "Create invitation" }).click();
  const linkField = page.getByTestId("invitation-link");
  await expect(linkField).toHaveValue(/\/admin\/invite\?token=/);
  const link = await linkField.inputValue();
  expect((await lastMailTo(inviteeEmail)).text).toContain(link);
  await expect(page.getByText(`${inviteeEmail} · Editor`)).toBeVisible();
  await expectNoAxeViolations(page);

  // A second browser: sign up with the invited address, open the link, accept.
  const invitee = await browser.newContext();
  const other = await invitee.newPage();
  await dismissCookies(other);
  const signedUp = await signUpAndStore(other, "Invitee", inviteeEmail);
  await other.goto(link);
  await expect(
    other.getByText("You are invited to join the operator console as Editor."),
  ).toBeVisible();
  await expectNoAxeViolations(other);
  // Anyone could sign up with the invited address: until its owner confirms it, no role.
  const notice = other.getByRole("region", { name: "Email address not confirmed" });
  await expect(notice).toBeVisible();
  await other.getByRole("button", { name: "Accept invitation" }).click();
  await expect(other.getByText("Confirm your email address first")).toBeVisible();
  await confirmEmailByLink(other, inviteeEmail);
  await expect(notice).toHaveCount(0);
  await other.goto(link);
  await other.getByRole("button", { name: "Accept invitation" }).click();
  await expect(other.getByText("Welcome to the staff. Your role: Editor.")).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(other.getByRole("link", { name: "Turn on two-factor log-in" })).toBeVisible();

  // The console stays shut until two-factor log-in is on; after a log-in with a code it opens.
  await other.goto("/admin");
  await expect(other.getByText("Staff accounts need two-factor log-in")).toBeVisible();
  await enrolAndLogIn(other, inviteeEmail, signedUp.loginKey);
  await other.goto("/admin");
  await expect(other.getByText(/Signed in as .* · Editor/)).toBeVisible();
  await expect(
    other
      .getByRole("navigation", { name: "Console sections" })
      .getByRole("link", { name: "Staff" }),
  ).toHaveCount(0);
  await invitee.close();

  // The admin changes the role: refused without a fresh code, done with one.
  await page.goto("/admin/staff");
  const row = page.getByRole("row", { name: new RegExp(inviteeEmail) });
  await expect(row.getByRole("cell", { name: "On", exact: true })).toBeVisible();
  await row.getByLabel(`New role for ${inviteeEmail}`).selectOption("support");
  await row.getByRole("button", { name: "Change role" }).click();
  await expect(page.getByText(`Change ${inviteeEmail} from Editor to Support.`)).toBeVisible();
  await page.getByLabel("Password or code").fill("000000");
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("That code is wrong, too old or already used.")).toBeVisible();
  await expectNoAxeViolations(page);
  // The code of the log-in's step is spent: wait for the next one.
  await expect
    .poll(async () => Math.floor((await serverNow(page)) / 30), { timeout: 40_000 })
    .toBeGreaterThanOrEqual(adminLoginStep);
  await page.getByLabel("Password or code").fill(await admin.code(1));
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(row.getByRole("cell", { name: "Support", exact: true })).toBeVisible();

  // The audit log: the invitation, the acceptance and the role change, filterable.
  await page.goto("/admin/audit");
  await page.getByLabel("Who").fill(admin.email);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("audit-total")).toHaveText("2 entries");
  await expect(page.locator("ol").getByText("create:invitation")).toBeVisible();
  await expect(page.locator("ol").getByText("update:staff")).toBeVisible();
  await page.getByLabel("Action").selectOption("update:staff");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("audit-total")).toHaveText("1 entry");
  await expect(page.locator("del", { hasText: "editor" })).toBeVisible();
  await expect(page.locator("ins", { hasText: "support" })).toBeVisible();
  await page.getByLabel("Who").fill(inviteeEmail);
  await page.getByLabel("Action").selectOption("accept:invitation");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("audit-total")).toHaveText("1 entry");
  await expectNoAxeViolations(page);

  // The invitation page in Japanese, for a visitor who has not logged in yet.
  const ja = await jaContext(browser);
  const res = await ja.page.request.post("/api/admin/staff/invite", {
    data: { email: uniqueEmail("ja"), role: "moderator" },
    headers: { authorization: `Bearer ${admin.loginKey}` },
  });
  const jaLink = (await res.json()).data.link as string;
  await ja.page.goto(jaLink);
  await expect(
    ja.page.getByText("「モデレーター」として管理コンソールに招待されています。"),
  ).toBeVisible();
  await expectNoAxeViolations(ja.page);
  await ja.context.close();
});

test("the staff and audit screens in Japanese", async ({ browser }) => {
  const ja = await jaContext(browser);
  await logInAsStaff(ja.page, "admin");
  await ja.page.goto("/admin/staff");
  await expect(ja.page.getByRole("heading", { name: "スタッフを招待" })).toBeVisible();
  await expect(ja.page.getByRole("columnheader", { name: "2段階認証ログイン" })).toBeVisible();
  await expectNoAxeViolations(ja.page);
  await ja.page.goto("/admin/audit");
  await expect(ja.page.getByRole("button", { name: "適用" })).toBeVisible();
  await expect(ja.page.getByTestId("audit-total")).toBeVisible();
  await expectNoAxeViolations(ja.page);
  await ja.context.close();
});
