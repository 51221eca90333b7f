import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { dismissCookies, waitForHydration } from "./helpers.ts";
import { logInAsStaff } from "./staff.ts";

/** An address of the University of Tokyo: the bundled DB-IP data places it in Japan. */
const TOKYO = "133.11.0.1";

test("an administrator's price reaches /pro for a visitor in that region, from the home page", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await dismissCookies(page);
  await logInAsStaff(page, "admin");
  await page.goto("/admin/pro");
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Set a price" });
  await form.getByLabel("Region", { exact: true }).fill("jp");
  await form.getByLabel("Currency", { exact: true }).fill("jpy");
  await form.getByLabel("Price", { exact: true }).fill("600");
  await form.getByRole("button", { name: "Save price" }).click();
  await expect(
    page.getByRole("listitem").filter({ hasText: "Monthly · JP" }).first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // A visitor in Japan on a phone follows the home page's Pro figure (a client navigation).
  const visitor = await browser.newContext({
    viewport: { width: 360, height: 780 },
    extraHTTPHeaders: { "x-forwarded-for": TOKYO },
  });
  const phone = await visitor.newPage();
  await dismissCookies(phone);
  await phone.goto("/");
  await waitForHydration(phone);
  await phone.getByRole("link", { name: "Pro features" }).click();
  await expect(phone).toHaveURL(/\/pro$/);
  await expect(phone.getByRole("heading", { level: 1 })).toHaveText(
    "Inkdoll Pro: what is free and what Pro adds",
  );
  await expect(phone.getByRole("table")).toBeVisible();
  await expect(phone.getByText("¥600", { exact: true })).toBeVisible();
  await expect(phone.getByRole("combobox", { name: "Region" })).toHaveValue("JP");
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(phone);

  // Another region, chosen by the GET form: none entered there.
  await phone.goto("/pro?region=ES");
  await expect(phone.getByText(/No price is listed here for Spain/)).toBeVisible();
  await visitor.close();
});
