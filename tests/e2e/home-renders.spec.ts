import { expect, test } from "@playwright/test";
import enUS from "../../app/locales/en-US.ts";
import zhCN from "../../app/locales/zh-CN.ts";
import { expectNoAxeViolations } from "./axe.ts";

test.describe("home page imagery from the doll", () => {
  test("the hero render is responsive, eager and fetched first; the rest wait", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    // HTML attribute names are case-insensitive (React writes fetchPriority, srcSet).
    const imgs = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0].toLowerCase());
    const hero = imgs.find((tag) => tag.includes("/renders/hero-"));
    expect(hero).toBeDefined();
    expect(hero).toContain('fetchpriority="high"');
    expect(hero).not.toContain('loading="lazy"');
    expect(hero).toMatch(/width="480" height="384"/);
    expect(hero).toContain("/renders/hero-1200.png 1200w");
    expect(hero).toContain(`alt="${enUS.homeRenders.hero.toLowerCase()}"`);
    expect(html).toMatch(/<source type="image\/avif" srcSet="\/renders\/hero-480\.avif 480w/i);
    // Announced in <head>, before the scripts, so it does not queue behind them.
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toMatch(/<link rel="preload" as="image" type="image\/avif" fetchPriority="high"/i);
    expect(head.indexOf("/renders/hero-480.avif")).toBeLessThan(head.indexOf("modulepreload"));
    const others = imgs.filter((tag) => tag.includes("/renders/") && tag !== hero);
    // Seven renders of the doll, and the AI card's pose pack (view, skeleton, depth).
    expect(others.length).toBe(8);
    for (const tag of others) {
      expect(tag).toContain('loading="lazy"');
      expect(tag).not.toContain("fetchpriority");
      // The scene is drawn at its card's 4:3, the pose pack as three squares; the rest square.
      expect(tag).toMatch(
        tag.includes("category-scenes")
          ? /width="400" height="300"/
          : tag.includes("ai-pack")
            ? /width="600" height="200"/
            : /width="400" height="400"/,
      );
    }
  });

  for (const [locale, messages] of [
    ["en-US", enUS],
    ["zh-CN", zhCN],
  ] as const) {
    test(`every render loads, named in ${locale}, and axe finds nothing`, async ({ browser }) => {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await page.goto("/");
      const hero = page.getByRole("img", { name: messages.homeRenders.hero });
      await expect(hero).toBeVisible();
      // Chromium takes the AVIF source at this width and pixel ratio.
      await expect
        .poll(() => hero.evaluate((el: HTMLImageElement) => el.currentSrc))
        .toMatch(/\/renders\/hero-\d+\.avif$/);
      const renders = page.locator("main picture img");
      await expect(renders).toHaveCount(9);
      for (const img of await renders.all()) {
        await img.scrollIntoViewIfNeeded();
        await expect
          .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
          .toBeGreaterThan(0);
      }
      for (const key of [
        "stepOpen",
        "stepPose",
        "stepFreeze",
        "poses",
        "characters",
        "props",
        "scenes",
      ] as const) {
        await expect(page.getByRole("img", { name: messages.homeRenders[key] })).toHaveCount(1);
      }
      await expect(page.getByRole("img", { name: messages.downloadPage.aiPackAlt })).toHaveCount(1);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoAxeViolations(page);
      await context.close();
    });
  }
});
