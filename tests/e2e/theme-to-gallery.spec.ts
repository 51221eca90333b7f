import { expect, test } from "@playwright/test";
import { dismissCookies, PASSWORD, uniqueEmail } from "./helpers.ts";

// Issue 16's path through three features: a theme's pose opens in the browser doll, and a
// logged-out visitor saves it to their gallery by logging in inline, without losing it.
test("open a theme, open a pose in the doll, save it logged out, log in inline, find it in the gallery", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("theme-saver");
  const made = await page.request.post("/api/user/register", {
    data: { email, password: PASSWORD, nickname: "Saver" },
  });
  expect((await made.json()).code).toBe(200);
  await dismissCookies(page);

  await page.goto("/themes");
  await page.getByRole("link", { name: "Couples and two-character scenes" }).click();
  await expect(page).toHaveURL(/\/themes\/couples$/);
  await page.getByRole("link", { name: "Open in the doll" }).first().click();
  await expect(page).toHaveURL(/\/pose\?s=/);
  await expect(page.locator("main")).toHaveAttribute("data-state", "ready", { timeout: 30_000 });

  await page.getByRole("tab", { name: "Export" }).click();
  await page.getByRole("button", { name: "Save to my gallery" }).click();
  const dialog = page.getByRole("dialog", { name: "Save to my gallery" });
  await dialog.getByLabel("Name").fill("Back to back, from a theme");
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(dialog.getByText("Log in to save this pose.", { exact: false })).toBeVisible();
  await dialog.getByLabel("Email", { exact: true }).fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await dialog.locator("button[type=submit]", { hasText: "Log in" }).click();
  await expect(page.getByText("Saved to your gallery.")).toBeVisible({ timeout: 15_000 });
  await page.getByRole("link", { name: "Open my gallery" }).click();
  await expect(page).toHaveURL(/\/gallery$/);
  const saved = page.getByRole("listitem").filter({ hasText: "Back to back, from a theme" });
  await expect(saved).toBeVisible();
  // The thumbnail is the doll's own ink frame of that view.
  await expect(saved.locator("img")).toHaveCount(1);
});
