import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { dismissCookies } from "./helpers.ts";
import { logInAsStaff } from "./staff.ts";

test.beforeEach(async ({ page }) => {
  await dismissCookies(page);
});

/** The count of `route` in the Pages table of the dashboard, as shown. */
async function shownViews(page: Page, route: string): Promise<number> {
  const row = page
    .getByRole("region", { name: "Pages" })
    .getByRole("row", { name: new RegExp(`^${route.replace("/", "\\/")} `) });
  if ((await row.count()) === 0) return 0;
  return Number((await row.getByRole("cell").first().textContent())?.replace(/\D/g, ""));
}

test("an admin sees the page views just made, switches 7/30/90 days and downloads CSV", async ({
  page,
}) => {
  await logInAsStaff(page, "admin");
  await page.goto("/admin/stats");
  await expect(page.getByRole("heading", { name: "Statistics", level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Pages" })).toBeVisible();
  const before = await shownViews(page, "/faq");

  // Three real page loads (documents, not client navigations) of /faq.
  for (let i = 0; i < 3; i++) await page.goto("/faq");

  await page.goto("/admin/stats");
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("region", { name: "Pages" })).toBeVisible();
    expect(await shownViews(page, "/faq")).toBe(before + 3);
  }).toPass({ timeout: 10_000 });
  await expect(page.getByRole("img", { name: /^Page views per day/ })).toBeVisible();

  for (const label of ["Last 7 days", "Last 90 days", "Last 30 days"]) {
    await page.getByRole("button", { name: label }).click();
    await expect(page.getByRole("button", { name: label })).toHaveAttribute("aria-pressed", "true");
    const days = Number(label.replace(/\D/g, ""));
    await page.getByText("Show the daily numbers as a table").click();
    await expect(
      page.getByRole("group").filter({ hasText: "Show the daily numbers" }).getByRole("row"),
    ).toHaveCount(days + 1);
    await page.getByText("Show the daily numbers as a table").click();
    expect(await shownViews(page, "/faq")).toBeGreaterThanOrEqual(before + 3);
  }

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    /^inkdoll-stats-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = await readFile((await file.path()) ?? "", "utf8");
  expect(csv.split("\r\n")[0]).toBe("section,key,count");
  expect(csv).toMatch(/\r\nroutes,\/faq,\d+\r\n/);

  await expectNoAxeViolations(page);
});

test("the console home shows the last 7 days to operators who may read statistics", async ({
  page,
}) => {
  await logInAsStaff(page, "editor");
  await page.goto("/admin");
  const summary = page.getByRole("region", { name: "Last 7 days" });
  await expect(summary.getByText("Page views")).toBeVisible();
  await expect(summary.getByRole("link", { name: "Open statistics" })).toBeVisible();
  // Editors may read but not export.
  await summary.getByRole("link", { name: "Open statistics" }).click();
  await expect(page.getByRole("region", { name: "Pages" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Download CSV" })).toHaveCount(0);
});

test("the statistics screen is axe clean in Japanese", async ({ page }) => {
  await logInAsStaff(page, "admin");
  await page.goto("/admin/stats?lang=ja");
  await expect(page.getByRole("region", { name: "ページ" })).toBeVisible();
  await expect(page.getByRole("button", { name: "過去 30 日間" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expectNoAxeViolations(page);
});

test("an admin edits a configuration value and visitors see it; a bad value is refused by name", async ({
  page,
}) => {
  await logInAsStaff(page, "admin");
  await page.goto("/admin/config");
  const figures = page.getByRole("region", { name: "Marketing figures" });
  const assets = figures.getByLabel("assets", { exact: true });
  await expect(assets).toBeVisible();

  await assets.fill("-5");
  await figures.getByRole("button", { name: "Save" }).click();
  await expect(figures.getByText("This value is not accepted.", { exact: false })).toBeVisible();
  await expect(assets).toHaveAttribute("aria-invalid", "true");

  await assets.fill("123456");
  await figures.getByRole("button", { name: "Save" }).click();
  await expect(figures.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await expect(figures.getByText(/^Edited in the console on /)).toBeVisible();
  await expectNoAxeViolations(page);

  await expect(async () => {
    await page.goto("/");
    await expect(page.getByText("123,456+").first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
});

test("a list value gains and loses entries: a store link with a bad address is refused by field", async ({
  page,
}) => {
  await logInAsStaff(page, "admin");
  await page.goto("/admin/config");
  const links = page.getByRole("region", { name: "Store links (Inkdoll AI)" });
  await expect(links.getByRole("button", { name: "Remove #1" })).toBeVisible();
  const before = await links.getByRole("button", { name: /^Remove #/ }).count();
  await links.getByRole("button", { name: "Add an entry" }).click();
  const n = before + 1;
  await expect(links.getByRole("button", { name: `Remove #${n}` })).toBeVisible();
  await links.getByLabel(`#${n} › platform`).fill("android");
  await links.getByLabel(`#${n} › channel`).fill("huawei");
  await links.getByLabel(`#${n} › url`).fill("ftp://not-a-store");
  await links.getByRole("button", { name: "Save" }).click();
  await expect(links.getByLabel(`#${n} › url`)).toHaveAttribute("aria-invalid", "true");
  await links.getByLabel(`#${n} › url`).fill("https://appgallery.huawei.com/app/C100000001");
  await links.getByRole("button", { name: "Save" }).click();
  await expect(links.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await expect(links.getByLabel(`#${n} › channel`)).toHaveValue("huawei");
  await links.getByRole("button", { name: `Remove #${n}` }).click();
  await links.getByRole("button", { name: "Save" }).click();
  await expect(links.getByRole("button", { name: `Remove #${n}` })).toHaveCount(0);
  await expect(links.getByRole("button", { name: `Remove #${before}` })).toBeVisible();
});

test("the configuration screen is axe clean in Japanese", async ({ page }) => {
  await logInAsStaff(page, "admin");
  await page.goto("/admin/config?lang=ja");
  await expect(page.getByRole("region", { name: "紹介用の数値" })).toBeVisible();
  await page
    .getByRole("region", { name: "/download のアプリ名" })
    .getByLabel("言語")
    .selectOption("ja_jp");
  await expectNoAxeViolations(page);
});

test("an admin creates a gift campaign, pauses and resumes it", async ({ page }) => {
  await logInAsStaff(page, "admin");
  await page.goto("/admin/campaigns");
  const code = `E2E-CAMPAIGN-${Date.now()}`;
  await page.getByText("New campaign").click();
  const create = page.getByRole("group").filter({ hasText: "New campaign" });
  await create.getByLabel("Code").fill(code);
  await create.getByLabel("Gift", { exact: true }).selectOption("ai_credits");
  await create.getByLabel("Amount").fill("5");
  await create.getByLabel("Maximum claims").fill("10");
  await create.getByLabel("Ends on (UTC)").fill("2027-01-31");
  await create.getByLabel("English").fill("Five AI credits from the browser test.");
  await create.getByRole("button", { name: "Create campaign" }).click();
  await expect(page.getByText("Campaign created.")).toBeVisible();

  const panel = page.getByRole("region", { name: code });
  await expect(panel.getByText("Active", { exact: true })).toBeVisible();
  await expect(panel.getByText(/5 AI credits · 0 of 10 claimed/)).toBeVisible();
  await panel.getByRole("button", { name: "Pause" }).click();
  await expect(panel.getByText("Paused", { exact: true })).toBeVisible();
  // The gift API refuses a paused campaign as it refuses a revoked gift.
  const info = await page.request.get(`/api/gift/info?code=${code}&from=2`);
  expect((await info.json()).data.reason).toBe("revoked");
  await expectNoAxeViolations(page);
  await panel.getByRole("button", { name: "Resume" }).click();
  await expect(panel.getByText("Active", { exact: true })).toBeVisible();
});

test("the campaigns screen is axe clean in Japanese", async ({ page }) => {
  await logInAsStaff(page, "admin");
  await page.goto("/admin/campaigns?lang=ja");
  await expect(page.getByRole("region", { name: "INKDOLL-WELCOME-2027" })).toBeVisible();
  await page.getByText("新しいキャンペーン").click();
  await expectNoAxeViolations(page);
});
