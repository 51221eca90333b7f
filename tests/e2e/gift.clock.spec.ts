import { expect, test } from "@playwright/test";
import { dismissCookies, signUpAndStore } from "./helpers.ts";

// Runs in the "clock" project, after every other test: it moves the server's clock forward.
test("a gift link ends after its expiry, shown as expired to the friend and to the sender", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await dismissCookies(page);
  await signUpAndStore(page, "Tama");
  await page.goto("/gift/manage");
  await page.getByRole("radio", { name: "3 free dolls" }).check();
  await page.getByLabel("How many friends can claim it").fill("2");
  await page.getByLabel("Link works for (days)").fill("1");
  await page.getByRole("button", { name: "Create gift link" }).click();
  const link = await page.getByLabel("Gift link").first().inputValue();

  const moved = await page.request.post("/api/test/clock", {
    data: { advanceMs: 25 * 3600 * 1000 },
  });
  expect((await moved.json()).code).toBe(200);

  const friend = await browser.newContext();
  const other = await friend.newPage();
  await dismissCookies(other);
  await signUpAndStore(other, "Yuki");
  await other.goto(link);
  await expect(other.getByText("This gift has expired.")).toBeVisible();
  await expect(other.getByText("Expired", { exact: true })).toBeVisible();
  await expect(other.getByRole("button", { name: "Claim gift" })).toHaveCount(0);

  await page.reload();
  const sent = page.getByRole("region", { name: "Gifts you sent" });
  await expect(sent.getByText("Expired", { exact: true })).toBeVisible();
  await expect(sent.getByRole("button", { name: "Revoke" })).toHaveCount(0);
  await context.close();
  await friend.close();
});
