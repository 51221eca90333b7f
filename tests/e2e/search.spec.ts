import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { dismissCookies, holdRequests, waitForHydration } from "./helpers.ts";

/**
 * Opens the header's menu and waits until its panel has taken focus: typing into the search
 * field before that loses the keys to the panel's own focus move (a loaded CI machine typed "l"
 * into the field and the rest elsewhere).
 */
async function openMenu(page: Page) {
  await page.getByRole("button", { name: "Menu" }).click();
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest("header > div[id]"))))
    .toBe(true);
}

/** Site search (issue 18, ADR 0013): the home box, the header field's suggestions, the page. */

const HOME_CASES = [
  {
    locale: "en-US",
    label: "Search Inkdoll",
    query: "perspective grid",
    first: "Using Freeze Frame to Build Perspective Grids",
  },
  {
    locale: "ja",
    label: "Inkdollを検索",
    query: "手のポーズ",
    first: "関節のポーズ付けとポーズプリセット",
  },
] as const;

const HEADER_CASES = [
  {
    locale: "en-US",
    menu: "Menu",
    label: "Search the site",
    typed: "lighting s",
    url: "/manual/lighting-setup",
    title: "Setting Up Lighting",
  },
  {
    locale: "ja",
    menu: "メニュー",
    label: "サイト内を検索",
    typed: "ライティング",
    url: "/manual/lighting-setup",
    title: "ライティングの設定",
  },
] as const;

const firstResult = (page: Page) => page.locator("main ol > li h3 a").first();

for (const c of HOME_CASES) {
  test(`home box → results page with the expected first result (${c.locale})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: c.locale });
    const page = await context.newPage();
    await dismissCookies(page);
    await page.goto("/");
    await waitForHydration(page);
    const box = page.getByRole("combobox", { name: c.label });
    await box.fill(c.query);
    await box.press("Enter");
    await page.waitForURL((url) => url.pathname === "/search");
    expect(new URL(page.url()).searchParams.get("q")).toBe(c.query);
    await expect(firstResult(page)).toHaveText(c.first);
    await expect(page.locator("main mark").first()).toBeVisible();
    await context.close();
  });
}

for (const c of HEADER_CASES) {
  test(`header field: suggestions by keyboard (${c.locale})`, async ({ browser }) => {
    const context = await browser.newContext({
      locale: c.locale,
      viewport: { width: 1600, height: 800 },
    });
    const page = await context.newPage();
    await dismissCookies(page);
    await page.goto("/download");
    await waitForHydration(page);
    // By keyboard from the menu button: opening focuses the panel's first link; the field
    // sits just before it (not focused on opening, so a phone's keyboard does not pop up).
    await page.getByRole("button", { name: c.menu }).focus();
    await page.keyboard.press("Enter");
    // The panel moves focus once it has opened: Shift+Tab before that left from the button (a
    // CI run on a loaded machine did), so wait for the panel's first link to have it.
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest("header > div[id]"))))
      .toBe(true);
    await page.keyboard.press("Shift+Tab");
    const field = page.getByRole("combobox", { name: c.label });
    await expect(field).toBeFocused();
    // On a loaded machine keystrokes can come further apart than the debounce, so a list for
    // part of the text may show first; the keys below are for the answer to the whole text.
    const answered = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname.endsWith("/search/suggest") &&
        new URL(response.url()).searchParams.get("q") === c.typed.trim(),
    );
    await page.keyboard.type(c.typed, { delay: 20 });
    await answered;
    const listbox = page.getByRole("listbox");
    await expect(listbox).toBeVisible();
    await expect(listbox.getByRole("option").first()).toContainText(c.title);
    await expect(field).toHaveAttribute("aria-expanded", "true");
    await field.press("ArrowDown");
    const active = await field.getAttribute("aria-activedescendant");
    expect(active).toBeTruthy();
    await expect(page.locator(`[id="${active}"]`)).toHaveAttribute("aria-selected", "true");
    await field.press("Enter");
    await page.waitForURL((url) => url.pathname === c.url);
    await context.close();
  });
}

test("a slow answer that refreshes the list keeps the option chosen by keyboard", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1600, height: 800 } });
  const page = await context.newPage();
  await dismissCookies(page);
  // The answer for the longer text is held back until the visitor has already pressed Down.
  const release = await holdRequests(
    page,
    (url) => url.pathname.endsWith("/search/suggest") && url.searchParams.get("q") === "lighting s",
  );
  await page.goto("/");
  await waitForHydration(page);
  await openMenu(page);
  const field = page.getByRole("combobox", { name: "Search the site" });
  await field.pressSequentially("lighting", { delay: 20 });
  const options = page.getByRole("listbox").getByRole("option");
  await expect(options.first()).toContainText("Setting Up Lighting");
  await field.pressSequentially(" s", { delay: 20 });
  await field.press("ArrowDown");
  const chosen = page.getByRole("listbox").getByRole("option", { selected: true });
  await expect(chosen).toContainText("Setting Up Lighting");
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).searchParams.get("q") === "lighting s",
  );
  release();
  await answered;
  // The refreshed list has been rendered (its answer parsed) once the field names it again.
  await expect(field).toHaveAttribute("aria-activedescendant", /option-\d+$/);
  await expect(chosen).toContainText("Setting Up Lighting");
  await field.press("Enter");
  await page.waitForURL((url) => url.pathname === "/manual/lighting-setup");
  await context.close();
});

test("Escape closes the suggestions and keeps the text", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1600, height: 800 } });
  const page = await context.newPage();
  await dismissCookies(page);
  await page.goto("/");
  await waitForHydration(page);
  await openMenu(page);
  const field = page.getByRole("combobox", { name: "Search the site" });
  await field.pressSequentially("pose", { delay: 20 });
  await expect(page.getByRole("listbox")).toBeVisible();
  await field.press("Escape");
  await expect(page.getByRole("listbox")).toBeHidden();
  await expect(field).toHaveValue("pose");
  await context.close();
});

test("the results page works without JavaScript: form, noindex, type filters", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  const box = page.getByRole("combobox", { name: "Search Inkdoll" });
  await box.fill("gift");
  await box.press("Enter");
  await page.waitForURL((url) => url.pathname === "/search");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const filters = page.getByRole("navigation", { name: "Filter by type" });
  await filters.getByRole("link", { name: /^FAQ/ }).click();
  await page.waitForURL((url) => url.searchParams.get("type") === "faq");
  await expect(page.locator("main ol > li").first()).toContainText("FAQ");
  await context.close();
});

// Results and no results, one load each in one page per language (each reported on its own).
for (const locale of ["en-US", "zh-CN"] as const) {
  test(`axe: /search?q=lighting and /search?q=qqzzxxkk in ${locale}`, async ({ browser }) => {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await dismissCookies(page);
    for (const q of ["lighting", "qqzzxxkk"]) {
      await test.step(q, async () => {
        await page.goto(`/search?q=${q}`);
        await waitForHydration(page);
        await expect(page.locator("#search-summary")).toBeVisible();
        await expectNoAxeViolations(page, { soft: true });
      });
    }
    await context.close();
  });
}

test("nothing scrolls sideways at 360 px; the field sits in the menu panel", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await dismissCookies(page);
  await page.goto(`/search?q=${encodeURIComponent("perspective grid lighting camera")}`);
  await waitForHydration(page);
  const wide = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(wide).toBeLessThanOrEqual(0);
  await openMenu(page);
  const field = page.getByRole("combobox", { name: "Search the site" });
  await expect(field).toBeVisible();
  await field.pressSequentially("lighting", { delay: 20 });
  await expect(page.getByRole("listbox")).toBeVisible();
  const wideWithList = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(wideWithList).toBeLessThanOrEqual(0);
  await context.close();
});
