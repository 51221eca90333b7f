import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { parse } from "yaml";
import { expectNoAxeViolations } from "./axe.ts";
import { settled } from "./helpers.ts";

const root = path.resolve(import.meta.dirname, "../..");

function frontmatter(key: string, language: string) {
  const text = readFileSync(path.join(root, "content/documents", key, `${language}.md`), "utf8");
  return parse(/^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? "") as {
    title: string;
    version: string;
  };
}

// Every document in every language is checked in the server's HTML (server/document-pages.test.ts);
// here, what needs a browser: the page once hydrated, in a Latin and a CJK script, and the apps'
// in-app frame without the site's footer or cookie banner.
const PAGES: [string, string, string, string][] = [
  ["/privacy", "privacy", "ja", "ja_jp"],
  ["/terms", "terms", "en-US", "en_us"],
  ["/agreement/privacy", "privacy", "en-US", "en_us"],
  ["/agreement/about", "about", "zh-CN", "zh_cn"],
];

async function acceptNecessaryCookies(page: Page) {
  await page.addInitScript(() => localStorage.setItem("cookieConsent", "necessary"));
}

test.describe("legal documents and agreement pages", () => {
  for (const [route, key, locale, language] of PAGES) {
    test(`${route} in ${locale}`, async ({ browser }) => {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      const { title, version } = frontmatter(key, language);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.locator("main")).toContainText(String(version));
      const tocLinks = page.locator('main nav a[href^="#"]');
      expect(await tocLinks.count()).toBeGreaterThan(2);
      const target = (await tocLinks.first().getAttribute("href"))?.slice(1) ?? "";
      await expect(page.locator(`[id="${target}"]`)).toHaveCount(1);
      if (route.startsWith("/agreement")) {
        await expect(page.locator("header")).toHaveCount(1);
        await expect(page.getByRole("contentinfo")).toHaveCount(0);
        await expect(page.getByRole("region", { name: /cookie/i })).toHaveCount(0);
      }
      await context.close();
    });
  }
});

test.describe("blog, manual and FAQ", () => {
  test("a blog post opens from the list, with reading time and neighbours", async ({ page }) => {
    await acceptNecessaryCookies(page);
    await page.goto("/blog");
    const first = page.locator("main article").first();
    const title = (await first.getByRole("heading").textContent()) ?? "";
    await first.getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator("main")).toContainText(/min read/);
    await expect(page.locator('a[rel="prev"]')).toBeVisible();
  });

  test("a manual entry opens from the filtered list", async ({ page }) => {
    await acceptNecessaryCookies(page);
    await page.goto("/manual");
    await settled(page);
    const filter = page.getByRole("searchbox", { name: "Filter the manual" });
    await filter.fill("lighting");
    const cards = page.locator("main article");
    await expect(cards).toHaveCount(1);
    await filter.fill("zzzz-no-such-entry");
    await expect(page.locator("main")).toContainText("No entry matches");
    await filter.fill("");
    expect(await cards.count()).toBeGreaterThanOrEqual(8);
    const title = (await cards.first().getByRole("heading").textContent()) ?? "";
    await cards.first().getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  });

  test("the FAQ has disclosure widgets and FAQPage JSON-LD", async ({ page }) => {
    await page.goto("/faq");
    const questions = page.locator("main details");
    expect(await questions.count()).toBeGreaterThanOrEqual(15);
    const first = questions.first();
    await first.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("open", "");
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    const parsed = JSON.parse(jsonLd ?? "{}");
    expect(parsed["@type"]).toBe("FAQPage");
    expect(parsed.mainEntity.length).toBe(await questions.count());
  });

  // /faq and /agreement are in shell.spec.ts in two languages. One page loads each in turn (each
  // page's findings reported on their own), then follows the blog's first article link.
  test("axe finds nothing on /privacy, /agreement/privacy, /blog, /manual and an article", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    for (const route of ["/privacy", "/agreement/privacy", "/blog", "/manual"]) {
      await test.step(route, async () => {
        await page.goto(route);
        await settled(page);
        await expectNoAxeViolations(page, { soft: true });
      });
    }
    await test.step("an article", async () => {
      await page.goto("/blog");
      const first = page.locator("main article").first();
      const title = (await first.getByRole("heading").textContent()) ?? "";
      await first.getByRole("link").click();
      // The address changes before the page does: its heading says when the article is there.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await settled(page);
      await expectNoAxeViolations(page, { soft: true });
    });
  });
});

test("the home page links the latest blog posts", async ({ page }) => {
  await page.goto("/");
  const section = page.getByRole("region", { name: "From the blog" });
  await expect(section.locator("article")).toHaveCount(3);
  await section.getByRole("link", { name: "All posts" }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test("an unknown article keeps the site's frame and offers the way home", async ({ page }) => {
  const response = await page.goto("/manual/no-such-entry");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the home page" })).toBeVisible();
});

test("a failing list shows the error with a retry that recovers", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("cookieConsent", "necessary"));
  await page.goto("/faq");
  await settled(page);
  let fail = true;
  await page.route("**/manual.data**", (route) =>
    fail ? route.fulfill({ status: 500, body: "boom" }) : route.fallback(),
  );
  await page.route("**/api/brand/category**colType=3**", (route) =>
    fail ? route.fulfill({ status: 503, json: { code: 500, msg: "down" } }) : route.fallback(),
  );
  await page.getByRole("banner").getByRole("link", { name: "User manual" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  fail = false;
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "User manual" })).toBeVisible();
});
