import path from "node:path";
import { expect, test } from "@playwright/test";
import { decodeScene, quantiseScene } from "../../contract/pose-link.ts";
import { loadThemes } from "../../server/content/themes.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { dismissCookies, waitForHydration } from "./helpers.ts";

const themes = await loadThemes(path.resolve(import.meta.dirname, "../../content"));
const couples = themes.find((theme) => theme.slug === "couples");

test.beforeEach(async ({ page }) => {
  await dismissCookies(page);
});

test("the menu leads to the themes, a tag filters them, a theme opens its poses in the doll", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("banner").getByRole("link", { name: "Themes", exact: true }).click();
  await expect(page).toHaveURL(/\/themes$/);
  await expect(page.getByRole("heading", { level: 1, name: "Themes" })).toBeVisible();
  const cards = page.getByRole("main").getByRole("heading", { level: 2 });
  await expect(cards).toHaveCount(themes.length);
  await expect(page.getByText("6 poses").first()).toBeVisible();

  const filter = page.getByRole("navigation", { name: "Filter by tag" });
  await filter.getByRole("link", { name: "Two characters" }).click();
  await expect(page).toHaveURL(/\?tag=two-characters$/);
  await expect(cards).toHaveCount(1);
  await expect(filter.getByRole("link", { name: "Two characters" })).toHaveAttribute(
    "aria-current",
    "page",
  );

  await page.getByRole("link", { name: "Couples and two-character scenes" }).click();
  await expect(page).toHaveURL(/\/themes\/couples$/);
  const doll = page.getByRole("link", { name: "Open in the doll" });
  await expect(doll).toHaveCount(couples?.poses.length ?? 0);
  const href = (await doll.first().getAttribute("href")) ?? "";
  const url = new URL(href, "http://x");
  expect(url.pathname).toBe("/pose");
  const scene = decodeScene(url.searchParams.get("s") ?? "");
  expect(scene).toEqual(quantiseScene(couples?.poses[0]?.scene as never));
  expect(scene?.dolls).toHaveLength(2);
  // No app link until the apps' identities are configured (app.links ships empty).
  await expect(page.getByRole("link", { name: "Open in the app" })).toHaveCount(0);
});

test("the tag filter works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/themes");
  await page.getByRole("link", { name: "Hands", exact: true }).first().click();
  await expect(page).toHaveURL(/\?tag=hands$/);
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(1);
  await context.close();
});

test("a theme page is a landing page: title, description, alternates, share card, JSON-LD", async ({
  page,
}) => {
  await page.goto("/themes/foreshortening?lang=zh-CN");
  await expect(page).toHaveTitle(/^透视缩短 · /);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /广角镜头/);
  await expect(page.locator('link[rel="alternate"][hreflang="ja"]')).toHaveAttribute(
    "href",
    /\/themes\/foreshortening\?lang=ja$/,
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /\/renders\/themes\/foreshortening\/punch-at-lens-640\.webp$/,
  );
  const ld = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
  );
  expect(ld["@type"]).toBe("CollectionPage");
  expect(ld.name).toBe("透视缩短");
  expect(ld.hasPart).toHaveLength(
    themes.find((t) => t.slug === "foreshortening")?.poses.length ?? 0,
  );
  expect(ld.hasPart[0]["@type"]).toBe("ImageObject");
  // The renders exist and load.
  const image = await page.request.get(ld.hasPart[0].contentUrl);
  expect(image.status()).toBe(200);
  const missing = await page.goto("/themes/no-such-theme");
  expect(missing?.status()).toBe(404);
});

for (const lang of ["en-US", "zh-CN"]) {
  test(`axe finds nothing on /themes and a theme page in ${lang}; nothing scrolls sideways at 360 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    for (const url of [`/themes?lang=${lang}`, `/themes/hands?lang=${lang}`]) {
      await page.goto(url);
      await expectNoAxeViolations(page);
      const wide = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      expect(wide, url).toBe(false);
    }
  });
}
