import { expect, test } from "@playwright/test";
import { dismissCookies } from "./helpers.ts";
import { PHRASE_PAGES, phraseProblems, wordBreaks } from "./phrases.ts";

// Headings break between phrases (tests/e2e/phrases.ts). Japanese is checked in
// overflow.spec.ts, in the load that checks its pages for sideways scrolling.
for (const locale of ["zh-CN", "zh-HK", "ko"] as const) {
  test(`${locale} headings break between phrases on phones and desktops`, async ({ page }) => {
    test.setTimeout(120_000);
    await dismissCookies(page);
    const problems: string[] = [];
    for (const path of PHRASE_PAGES) {
      const address = `${path}?lang=${locale}`;
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto(address, { waitUntil: "load" });
      problems.push(...(await phraseProblems(page, address, locale)));
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });
}

test("the Japanese phone header and open menu keep words such as 「ログイン」 whole", async ({
  page,
}) => {
  await dismissCookies(page);
  for (const width of [320, 360]) {
    await page.setViewportSize({ width, height: 780 });
    await page.goto("/?lang=ja");
    await page.evaluate(() => document.fonts.ready);
    expect(await wordBreaks(page, "ja")).toEqual([]);
    await page.locator("header button[popovertarget]").click();
    await expect(page.locator("header [data-popover-panel]")).toBeVisible();
    expect(await wordBreaks(page, "ja")).toEqual([]);
  }
});
