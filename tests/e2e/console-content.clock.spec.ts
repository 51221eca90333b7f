// Runs in the "clock" project: it moves the server's clock to reach a scheduled moment.
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { dismissCookies } from "./helpers.ts";
import { logInAsStaff } from "./staff.ts";

/** The server's clock now (other clock tests may have moved it). */
async function serverNow(page: Page): Promise<Date> {
  const res = await page.request.post("/api/test/clock", { data: { advanceMs: 0 } });
  return new Date((await res.json()).data.now);
}

/** A datetime-local value in the browser's (this machine's) time zone. */
function localInput(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

async function blogTitles(page: Page): Promise<string> {
  const res = await page.request.get("/blog");
  expect(res.status()).toBe(200);
  return res.text();
}

test("an editor drafts, previews, schedules and publishes a post, then restores a revision", async ({
  page,
}) => {
  await dismissCookies(page);
  await logInAsStaff(page, "editor");
  await page.goto("/admin/content");
  await expect(page.getByRole("heading", { name: "Blog and manual" })).toBeVisible();
  await expect(page.locator('[data-content-list="article"] tbody tr').first()).toBeVisible();
  await expectNoAxeViolations(page);

  // A new draft post.
  const slug = `console-e2e-${Date.now().toString(36)}`;
  const title = `Console post ${slug}`;
  await page.getByText("New post or article").click();
  const create = page.getByRole("form", { name: "New post or article" });
  await create.getByLabel("Address (slug)").fill("Not A Slug");
  await create.getByLabel("Title (English)").fill(title);
  await create.getByRole("button", { name: "Create draft" }).click();
  await expect(create.getByText("Use lower-case letters and digits")).toBeVisible();
  await create.getByLabel("Address (slug)").fill(slug);
  await create.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByText("Draft", { exact: true })).toBeVisible();

  // Write, preview (rendered on the server), save the draft.
  await page.getByLabel("Summary").fill("Written in the console.");
  await page
    .getByLabel("Text (Markdown)")
    .fill("## First part\n\nA **bold** start. <script>x</script>");
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("region", { name: "Preview, as visitors will see it" });
  await expect(preview.locator("strong")).toHaveText("bold");
  await expect(preview.locator(".prose-ink h2")).toHaveText("First part");
  await expect(preview.locator("script")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved as revision 2.")).toBeVisible();
  expect(await blogTitles(page)).not.toContain(title);

  // Schedule a changed title ten minutes ahead of the server's clock.
  const at = new Date((await serverNow(page)).getTime() + 10 * 60_000);
  await page.getByLabel("Title", { exact: true }).fill(`${title} (final)`);
  await page.getByLabel("Scheduled").check();
  await page.getByLabel("Public from (your time)").fill(localInput(at));
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved as revision 3.")).toBeVisible();
  await expect(page.getByText(/^Scheduled for /)).toBeVisible();
  expect(await blogTitles(page)).not.toContain(title);

  // The scheduled moment comes: /blog shows the post.
  const moved = await page.request.post("/api/test/clock", { data: { advanceMs: 11 * 60_000 } });
  expect((await moved.json()).code).toBe(200);
  await page.goto("/blog");
  await expect(page.getByRole("link", { name: `${title} (final)` }).first()).toBeVisible();

  // An older revision comes back as a new one, and the public page follows.
  await page.goto(`/admin/content`);
  await page.getByRole("link", { name: `Edit “${title} (final)”` }).click();
  await page.getByRole("button", { name: "Restore revision 2" }).click();
  await expect(page.getByText("Revision 2 restored as revision 4.")).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
});

test("the content screens are accessible in Japanese", async ({ browser }) => {
  const context = await browser.newContext({ locale: "ja" });
  const page = await context.newPage();
  await dismissCookies(page);
  await logInAsStaff(page, "editor");
  await page.goto("/admin/content");
  await expect(page.getByRole("heading", { name: "ブログとマニュアル" })).toBeVisible();
  await expect(page.locator('[data-content-list="faq"] tbody tr').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.locator('[data-content-list="document"] tbody a').first().click();
  await expect(page.getByRole("heading", { name: "リビジョン履歴" })).toBeVisible();
  await page.getByRole("button", { name: "プレビュー" }).click();
  await expect(
    page
      .getByRole("region", { name: "プレビュー（訪問者に見える表示）" })
      .locator(".prose-ink h2")
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
});
