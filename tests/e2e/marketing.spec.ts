import { expect, test } from "@playwright/test";
import enUS from "../../app/locales/en-US.ts";
import zhCN from "../../app/locales/zh-CN.ts";
import { APP_NAMES } from "../../contract/releases.ts";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

for (const [locale, m] of [
  ["en-US", enUS],
  ["zh-CN", zhCN],
] as const) {
  test(`the home page has every section in ${locale}`, async ({ browser }) => {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto("/");
    const h = m.homePage;
    const b = m.websiteIndexBody;
    const main = page.locator("main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h.heroTitle);
    for (const text of [
      h.heroLead,
      b.stepsTitle,
      b.step1Title,
      b.step2Title,
      b.step3Title,
      h.assetPoses,
      h.assetCharacters,
      h.assetProps,
      h.assetScenes,
      h.featuresTitle,
      h.featureSync,
      h.featureCloud,
      h.problemsTitle,
      h.problemBody,
      h.problemLighting,
      h.problemPerspective,
      h.problemComposition,
      h.familyTitle,
      ...Object.values(APP_NAMES),
      h.aiMode3d,
      h.aiMode2d,
      h.aiModeImage,
      h.aiModeText,
    ]) {
      await expect(main).toContainText(text);
    }
    const figures = locale === "en-US" ? ["300,000+", "50+", "30+"] : ["30万+", "50+", "30+"];
    for (const figure of figures) await expect(main).toContainText(figure);
    await expect(main).toContainText(locale === "en-US" ? "January 11, 2024" : "2024年1月11日");
    await expect(main.locator('a[href*="/api/download/go?app=ai"]')).toHaveCount(2);
    await context.close();
  });
}

test("each platform gets its own download button", async ({ browser }) => {
  for (const [ua, expected] of [
    [IPHONE, ["appstore"]],
    [ANDROID, ["googleplay"]],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0", ["appstore", "googleplay"]],
  ] as const) {
    const context = await browser.newContext({ userAgent: ua });
    const page = await context.newPage();
    await page.goto("/download");
    const channels = await page
      .getByTestId("primary-downloads")
      .locator("a")
      .evaluateAll((links) => links.map((l) => l.getAttribute("data-channel")));
    expect(channels).toEqual(expected);
    await expect(page.getByTestId("qr")).toHaveCount(ua.includes("Windows") ? 1 : 0);
    await context.close();
  }
});

test("the download page shows name, version, what's new, requirements, domain and a QR code", async ({
  page,
}) => {
  await page.goto("/download");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inkdoll Doll");
  // The name, then what the app does (the menu panel, closed, holds the same words).
  await expect(page.locator("main").getByText("Posable 3D doll reference").first()).toBeVisible();
  await expect(page.getByTestId("version-label")).toHaveText("Version 4.8.2");
  await expect(page.getByRole("heading", { name: "What's new" })).toBeVisible();
  await expect(page.locator("main")).toContainText("iOS 15.0 or later");
  await expect(page.getByTestId("official-domain")).toContainText("inkdoll.example");
  const qr = page.getByRole("img", { name: "QR code that opens this page on a phone" });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
  );
  expect(jsonLd["@graph"][0]["@type"]).toBe("SoftwareApplication");
});

test("mainland China visitors get the APK and domestic stores", async ({ browser }) => {
  const context = await browser.newContext({
    userAgent: ANDROID,
    extraHTTPHeaders: { "x-forwarded-for": "223.5.5.5" },
  });
  const page = await context.newPage();
  await page.goto("/download");
  await expect
    .poll(() =>
      page
        .getByTestId("primary-downloads")
        .locator("a")
        .evaluateAll((links) => links.map((l) => l.getAttribute("data-channel"))),
    )
    .toEqual(["apk", "huawei"]);
  await context.close();
});

test("download links work without JavaScript and are counted", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, userAgent: IPHONE });
  const page = await context.newPage();
  await page.goto("/download");
  const link = page.getByTestId("primary-downloads").locator("a").first();
  const href = (await link.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/api\/download\/go\?app=doll&channel=appstore/);
  const res = await page.request.get(href, { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers().location).toContain("apps.apple.com");
  await context.close();
});
