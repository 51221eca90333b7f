import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { dismissCookies, signUpAndStore } from "./helpers.ts";
import { logInAsStaff } from "./staff.ts";

test.beforeEach(async ({ page }) => {
  await dismissCookies(page);
});

test("the console opens for staff with two-factor log-in, and shows only their sections", async ({
  page,
}) => {
  await logInAsStaff(page, "support");
  await page.goto("/admin");
  const menu = page.getByRole("navigation", { name: "Console sections" });
  await expect(page.getByRole("heading", { name: "Welcome to the console" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Content" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Staff" })).toHaveCount(0);
  await expect(page.getByText(/Signed in as .* · Support/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a visitor who is not staff is told so, not shown the console", async ({ page }) => {
  await signUpAndStore(page, "Visitor");
  await page.goto("/admin");
  await expect(page.getByText("This account has no staff role.", { exact: false })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Console sections" })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});
