import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { dismissCookies, settled, waitForHydration } from "./helpers.ts";
import { logInAsStaff } from "./staff.ts";

const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

/** Nothing on the page reaches past the right edge of the viewport. */
async function expectNoOverflow(page: Page) {
  const widths = await page.evaluate(() => ({
    doc: document.documentElement.scrollWidth,
    view: window.innerWidth,
  }));
  expect(widths.doc).toBeLessThanOrEqual(widths.view);
}

/**
 * A visitor in mainland China on Android: the domestic channels (APK, Huawei) come first, so a
 * release published on Huawei AppGallery is the one labelled. Other specs' visitors (App Store,
 * Google Play) keep seeing the seeded version while this spec runs beside them.
 */
async function chinaAndroid(browser: Browser, locale: string) {
  const context = await browser.newContext({
    locale,
    userAgent: ANDROID,
    extraHTTPHeaders: { "x-forwarded-for": "223.5.5.5" },
  });
  return { context, page: await context.newPage() };
}

test("an admin publishes a release; /download and the changelog show it in en-US and ja", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await dismissCookies(page);
  const admin = await logInAsStaff(page, "admin");
  await page.goto("/admin/releases");
  await waitForHydration(page);
  // One row per version, naming the stores it ships on.
  await expect(page.getByTestId("release-4.8.2")).toContainText("Huawei AppGallery (Android)");
  await page.getByRole("button", { name: "New release" }).click();

  const form = page.getByTestId("release-form");
  await form.getByLabel("Version", { exact: true }).fill("4.9.0");
  await form.getByLabel("Release date").fill("2026-12-01");
  const huawei = form.getByRole("group", { name: "Huawei AppGallery (Android)" });
  await huawei.getByRole("checkbox", { name: "Ships on this channel" }).check();
  await huawei.getByLabel("Minimum OS version").fill("8.0");
  const address = huawei.getByLabel("Store or file address");
  await address.fill("http://appgallery.huawei.com/app/C1");
  await form.getByRole("button", { name: "Save draft" }).click();
  // Refused before sending, with the field named: the address must be https.
  await expect(address).toHaveAttribute("aria-invalid", "true");
  await expect(address).toBeFocused();
  await address.fill("https://appgallery.huawei.com/app/C1?v=490");
  await form.getByLabel(/^Release notes · English/).fill("- Search the **pose library** by mood.");
  await form.getByLabel("Language of the notes").selectOption("ja_jp");
  await form.getByLabel(/^Release notes · Japanese/).fill("- 気分で探せる**ポーズライブラリ**。");
  await form.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByTestId("release-preview").locator("strong")).toHaveText(
    "ポーズライブラリ",
  );
  await form.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByTestId("release-notice")).toHaveText("Saved.");
  const item = page.getByTestId("release-4.9.0");
  await expect(item.getByTestId("release-status")).toHaveText("Draft");

  // A draft is not public.
  expect(await (await page.request.get("/changelog/doll")).text()).not.toContain("pose library");

  await item.getByRole("button", { name: /^Publish 4\.9\.0/ }).click();
  await expect(page.getByTestId("release-notice")).toHaveText("4.9.0 is published.");
  await expect(item.getByTestId("release-status")).toHaveText("Published");

  for (const [locale, label, note, h2] of [
    ["en-US", "Version 4.9.0", "pose library", "Version 4.9.0"],
    ["ja", "バージョン 4.9.0", "ポーズライブラリ", "バージョン 4.9.0"],
  ] as const) {
    const visitor = await chinaAndroid(browser, locale);
    await visitor.page.goto("/download");
    await expect(visitor.page.getByTestId("version-label")).toHaveText(label);
    await expect(visitor.page.locator("#whats-new").locator("..")).toContainText(note);
    await visitor.page.getByTestId("changelog-link").click();
    await expect(visitor.page).toHaveURL(/\/changelog\/doll$/);
    const entries = visitor.page.getByTestId("changelog").locator(":scope > li");
    await expect(entries.first().getByRole("heading", { level: 2 })).toHaveText(h2);
    await expect(entries.first()).toContainText(note);
    await expect(visitor.page.getByTestId("changelog")).toContainText("4.8.2");
    await visitor.context.close();
  }

  // The audit log names who created and who published it, before → after.
  const audit = await page.request.get("/api/admin/audit?entity=release&from=2", {
    headers: { authorization: `Bearer ${admin.loginKey}` },
  });
  const entries = (await audit.json()).data.entries as {
    actor: string;
    action: string;
    before: { status?: string; version?: string } | null;
    after: { status?: string; version?: string } | null;
  }[];
  const mine = entries.filter((e) => e.actor === admin.email && e.after?.version === "4.9.0");
  expect(mine.map((e) => e.action).sort()).toEqual(["publish:release", "update:release"]);
  expect(mine.find((e) => e.action === "publish:release")).toMatchObject({
    before: { status: "draft" },
    after: { status: "published" },
  });

  // The feed carries it, and a browser's strict XML parser accepts the document.
  const feed = await page.request.get("/changelog/doll/feed.xml?lang=ja");
  expect(feed.headers()["content-type"]).toContain("application/atom+xml");
  const parsed = await page.evaluate(
    (xml) => {
      const doc = new DOMParser().parseFromString(xml, "application/xml");
      return {
        error: doc.getElementsByTagName("parsererror").length,
        first: doc.querySelector("entry > title")?.textContent,
      };
    },
    await feed.text(),
  );
  expect(parsed).toEqual({ error: 0, first: "Inkdoll Doll 4.9.0" });
});

test("notes missing in the visitor's language are shown in English, with a notice", async ({
  page,
  browser,
}) => {
  await dismissCookies(page);
  const editor = await logInAsStaff(page, "editor");
  const headers = { authorization: `Bearer ${editor.loginKey}` };
  const created = await page.request.post("/api/admin/releases?from=2", {
    headers,
    data: {
      app: "brush",
      version: "2.4.0",
      releasedOn: "2026-12-02",
      channels: {
        googleplay: {
          minOs: "8.0",
          url: "https://play.google.com/store/apps/details?id=com.inkdoll.brush",
        },
      },
      notes: { en_us: "- Smudge tool with *wet edges*." },
    },
  });
  const draft = (await created.json()).data;
  const published = await page.request.post(`/api/admin/releases/${draft.id}/publish?from=2`, {
    headers,
    data: { revision: draft.revision, published: true },
  });
  expect(published.ok()).toBe(true);
  const context = await browser.newContext({ locale: "ko" });
  const visitor = await context.newPage();
  await visitor.goto("/changelog/brush");
  const first = visitor.getByTestId("changelog").locator(":scope > li").first();
  await expect(first.getByRole("heading", { level: 2 })).toHaveText("버전 2.4.0");
  await expect(first.getByRole("note")).toHaveText(
    "이 노트는 아직 번역되지 않아 영어로 표시됩니다.",
  );
  await expect(first.locator("[lang=en] em")).toHaveText("wet edges");
  // The earlier versions have Korean notes: no notice there.
  await expect(
    visitor.getByTestId("changelog").locator(":scope > li").nth(1).getByRole("note"),
  ).toHaveCount(0);
  await context.close();
});

for (const locale of ["en-US", "ja"]) {
  test(`the console's releases screen is accessible and fits 360 px in ${locale}`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale, viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    await dismissCookies(page);
    await logInAsStaff(page, "editor");
    await page.goto("/admin/releases");
    await waitForHydration(page);
    await expect(page.getByTestId("release-list")).toBeVisible();
    await expectNoOverflow(page);
    await expectNoAxeViolations(page);
    await page
      .getByTestId("release-list")
      .locator("li")
      .first()
      .getByRole("button")
      .first()
      .click();
    await expect(page.getByTestId("release-form")).toBeVisible();
    await page
      .getByTestId("release-form")
      .getByRole("button")
      .filter({ hasText: /Preview|プレビュー/ })
      .click();
    await expect(page.getByTestId("release-preview")).toBeVisible();
    await expectNoOverflow(page);
    await expectNoAxeViolations(page);
    await context.close();
  });

  test(`/changelog and /download are accessible and fit 360 px in ${locale}`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale, viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    await dismissCookies(page);
    for (const path of ["/changelog/doll", "/changelog/ai", "/download"]) {
      await page.goto(path);
      await settled(page);
      await expectNoOverflow(page);
      await expectNoAxeViolations(page);
    }
    const alternate = page.locator('link[rel="alternate"][type="application/atom+xml"]');
    await page.goto("/changelog/brush");
    await expect(alternate).toHaveAttribute("href", /\/changelog\/brush\/feed\.xml/);
    expect((await page.request.get("/changelog/paint")).status()).toBe(404);
    await context.close();
  });
}
