// Issue 17: themes edited in the console's content editor, unpublishing and deleting content,
// and the social links the configuration screen sets for the footer.
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { dismissCookies } from "./helpers.ts";
import { logInAsStaff } from "./staff.ts";

/** A console call as the logged-in operator. */
async function adminPost(page: Page, loginKey: string, url: string, data: unknown) {
  const res = await page.request.post(`/api/admin${url}`, {
    data,
    headers: { authorization: `Bearer ${loginKey}` },
  });
  const body = (await res.json()) as { code: number; data: Record<string, unknown> };
  expect(body.code, JSON.stringify(body)).toBe(200);
  return body.data;
}

test("an editor edits a theme and it shows on /themes/:slug", async ({ page }) => {
  await dismissCookies(page);
  await logInAsStaff(page, "editor");
  await page.goto("/admin/content");
  await expect(page.getByRole("heading", { name: "Themes", exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Edit “School life”" }).click();
  await expect(page.getByRole("heading", { name: "School life" })).toBeVisible();
  await expect(page.getByLabel("Cover pose")).toBeVisible();
  // The theme's card as /themes will show it, before saving.
  const title = `School days ${Date.now().toString(36)}`;
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Description").fill("Edited in the console: a day at school.");
  await page.getByRole("checkbox", { name: "Perspective" }).check();
  const preview = page.getByRole("region", { name: "Preview, as visitors will see it" });
  await expect(preview.getByText(title)).toBeVisible();
  await expect(preview.getByText("Perspective")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved as revision 2.")).toBeVisible();
  await expect(page.getByText("Older than English: Simplified Chinese").first()).toBeVisible();

  await page.goto("/themes/school-life");
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Edited in the console: a day at school.")).toBeVisible();
  await page.goto("/themes");
  await expect(page.getByRole("link", { name: new RegExp(title) }).first()).toBeVisible();
});

test("unpublishing takes an article off /blog, and a draft can then be deleted", async ({
  page,
}) => {
  await dismissCookies(page);
  const { loginKey } = await logInAsStaff(page, "editor");
  // A post of its own, so the seeded ones other specs read stay public.
  const slug = `unpublish-e2e-${Date.now().toString(36)}`;
  const title = `Soon gone ${slug}`;
  const created = await adminPost(page, loginKey, "/content/articles", {
    section: "blog",
    slug,
    text: { title, summary: "For a while", body: "Here today." },
  });
  await adminPost(page, loginKey, `/content/articles/${created.id}`, {
    baseRevision: created.revision,
    status: "published",
    texts: {},
  });
  await page.goto("/blog");
  await expect(page.getByRole("link", { name: title }).first()).toBeVisible();

  await page.goto("/admin/content");
  await page.getByRole("link", { name: `Edit “${title}”` }).click();
  await page.getByRole("button", { name: "Unpublish…" }).click();
  const ask = page.getByRole("group", { name: `Take “${title}” off the site?` });
  await expect(ask).toBeVisible();
  await expectNoAxeViolations(page);
  await ask.getByRole("button", { name: "Yes, unpublish" }).click();
  await expect(page.getByText("Taken off the site: it is now a draft (revision 3).")).toBeVisible();
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);

  await page.goto("/admin/content");
  await page.getByRole("link", { name: `Edit “${title}”` }).click();
  await page.getByRole("button", { name: "Delete…" }).click();
  // Cancel first: nothing happens.
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("button", { name: "Delete…" })).toBeFocused();
  await page.getByRole("button", { name: "Delete…" }).click();
  await page.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page).toHaveURL(/\/admin\/content$/);
  await expect(page.getByText(`“${title}” was deleted.`)).toBeVisible();
  await expect(page.getByRole("link", { name: `Edit “${title}”` })).toHaveCount(0);
});

test("the theme editor and the removal question are accessible in Japanese", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "ja" });
  const page = await context.newPage();
  await dismissCookies(page);
  await logInAsStaff(page, "editor");
  await page.goto("/admin/content");
  await expect(page.getByRole("heading", { name: "テーマ", exact: true })).toBeVisible();
  await page.locator('[data-content-list="theme"] a[href*="id=dance"]').click();
  await expect(page.getByLabel("カバーのポーズ")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "アクション" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "公開を取り下げる…" }).click();
  await expect(page.getByRole("button", { name: "取り下げる", exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "キャンセル" }).click();
  await context.close();
});

test("an admin sets the social links, and the footer shows them by name", async ({ page }) => {
  await dismissCookies(page);
  await logInAsStaff(page, "admin");
  await page.goto("/admin/config");
  const panel = page.getByRole("region", { name: "Social links" });
  await panel.getByLabel("YouTube").fill("http://www.youtube.com/@inkdoll");
  await panel.getByRole("button", { name: "Save" }).click();
  await expect(panel.getByText("A value was not accepted: see the marked field.")).toBeVisible();
  await expect(panel.getByLabel("YouTube")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  await panel.getByLabel("YouTube").fill("https://www.youtube.com/@inkdoll");
  await panel.getByLabel("pixiv").fill("https://www.pixiv.net/users/1");
  await panel.getByRole("button", { name: "Save" }).click();
  await expect(panel.getByText("Saved. Visitors see the new value within a second.")).toBeVisible();

  await page.goto("/");
  const follow = page.getByRole("list", { name: "Follow Inkdoll" });
  await expect(follow.getByRole("link", { name: "Inkdoll on YouTube" })).toHaveAttribute(
    "href",
    "https://www.youtube.com/@inkdoll",
  );
  await expect(follow.getByRole("link", { name: "Inkdoll on pixiv" })).toBeVisible();
  await expect(follow.getByRole("link")).toHaveCount(2);
  await page.goto("/?lang=ja");
  await expect(page.getByRole("link", { name: "Inkdoll のYouTube" })).toBeVisible();
});
