import { type Browser, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { BODY_DEFAULTS, DEFAULT_LIGHT, REST_POSE, type Scene } from "../../contract/pose.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { dismissCookies, PASSWORD, signUpAndStore, uniqueEmail } from "./helpers.ts";

const scene = (facing: number): Scene => ({
  v: 2,
  dolls: [{ body: BODY_DEFAULTS.adultMale, pose: REST_POSE, position: [0, 0], facing }],
  camera: { position: [0, 1.4, 4], target: [0, 1, 0], focal: 50 },
  light: DEFAULT_LIGHT,
});

async function visitor(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await dismissCookies(page);
  return { context, page };
}

/** Saves a pose through the API, as the apps do. */
async function savePose(page: Page, loginKey: string, name: string, thumbnail = false) {
  const image = thumbnail
    ? (
        await sharp({ create: { width: 120, height: 90, channels: 3, background: "#468" } })
          .png()
          .toBuffer()
      ).toString("base64")
    : undefined;
  const response = await page.request.post("/api/pose/create", {
    data: { name, scene: scene((name.length * 5) % 180), thumbnail: image },
    headers: { authorization: `Bearer ${loginKey}` },
  });
  const body = await response.json();
  expect(body.code).toBe(200);
  return body.data as { id: string; version: number };
}

const card = (page: Page, name: string) =>
  page.getByTestId("pose-card").filter({ has: page.getByRole("heading", { name, exact: true }) });

test.describe("my gallery", () => {
  test("lists saved poses newest first; rename; delete and undo", async ({ browser }) => {
    const { page } = await visitor(browser);
    const { loginKey } = await signUpAndStore(page, "Gallerist");
    await savePose(page, loginKey, "Sword stance", true);
    await savePose(page, loginKey, "Sitting");
    await savePose(page, loginKey, "Running");
    await page.goto("/gallery");
    const headings = page.getByTestId("pose-card").getByRole("heading");
    await expect(headings).toHaveText(["Running", "Sitting", "Sword stance"]);
    await expect(card(page, "Sword stance").locator("img")).toHaveJSProperty("complete", true);
    const open = card(page, "Running").getByRole("link", { name: "Open in the doll" });
    await expect(open).toHaveAttribute("href", /^\/pose\?s=3[\w-]+$/);

    await card(page, "Sitting").getByRole("button", { name: "Rename" }).click();
    await page.getByLabel("Name").fill("Sitting on a chair");
    await page.getByRole("button", { name: "Save name" }).click();
    await expect(card(page, "Sitting on a chair")).toBeVisible();

    await card(page, "Running").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("“Running” deleted.")).toBeVisible();
    await expect(card(page, "Running")).toHaveCount(0);
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(card(page, "Running")).toBeVisible();
    await page.reload();
    await expect(headings).toHaveCount(3);
    await expect(card(page, "Sitting on a chair")).toBeVisible();
  });

  test("a shared link shows the pose read-only in a fresh browser; revoked, it says so", async ({
    browser,
  }) => {
    const owner = await visitor(browser);
    const { loginKey } = await signUpAndStore(owner.page, "Sharer");
    const pose = await savePose(owner.page, loginKey, "Dance turn", true);
    await owner.page.goto("/gallery");
    await card(owner.page, "Dance turn").getByRole("button", { name: "Share link" }).click();
    const url = await owner.page.getByTestId("share-url").inputValue();
    expect(url).toMatch(/\/shared\/[\w-]{43}$/);

    const guest = await visitor(browser);
    await guest.page.goto(url);
    await expect(guest.page.getByRole("heading", { name: "Dance turn" })).toBeVisible();
    const copy = guest.page.getByRole("link", { name: "Open a copy in the doll" });
    await expect(copy).toHaveAttribute("href", /^\/pose\?s=3[\w-]+$/);
    await expect(guest.page.locator("main img")).toHaveJSProperty("naturalWidth", 120);
    await expect(guest.page.getByRole("button", { name: "Rename" })).toHaveCount(0);
    const mine = await owner.page.request.get(`/api/pose/${pose.id}`, {
      headers: { authorization: `Bearer ${loginKey}` },
    });
    expect((await mine.json()).data.version).toBe(1);

    await card(owner.page, "Dance turn").getByRole("button", { name: "Stop sharing" }).click();
    await expect(owner.page.getByText("The link no longer works.")).toBeVisible();
    await guest.page.reload();
    await expect(
      guest.page.getByRole("heading", { name: "This link no longer works" }),
    ).toBeVisible();
    await expectNoAxeViolations(guest.page);
    await guest.context.close();
  });

  test("save to my gallery logged out: log in inline, and it is saved", async ({ browser }) => {
    const owner = await visitor(browser);
    const { loginKey } = await signUpAndStore(owner.page, "Lender");
    const pose = await savePose(owner.page, loginKey, "Jump", true);
    const share = await owner.page.request.post(`/api/pose/${pose.id}/share`, {
      data: {},
      headers: { authorization: `Bearer ${loginKey}` },
    });
    const { path } = (await share.json()).data as { path: string };

    // An account that exists, in a browser that is not logged in.
    const email = uniqueEmail("keeper");
    const guest = await visitor(browser);
    const made = await guest.page.request.post("/api/user/register", {
      data: { email, password: PASSWORD, nickname: "Keeper" },
    });
    expect((await made.json()).code).toBe(200);
    await guest.page.goto(path);
    await guest.page.getByRole("button", { name: "Save to my gallery" }).click();
    const dialog = guest.page.getByRole("dialog", { name: "Save to my gallery" });
    await expect(dialog.getByLabel("Name")).toHaveValue("Jump");
    await dialog.getByLabel("Name").fill("Jump (kept)");
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await expect(dialog.getByText("Log in to save this pose.", { exact: false })).toBeVisible();
    await dialog.getByLabel("Email", { exact: true }).fill(email);
    await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await dialog.locator("button[type=submit]", { hasText: "Log in" }).click();
    await expect(guest.page.getByText("Saved to your gallery.")).toBeVisible();
    await guest.page.getByRole("link", { name: "Open my gallery" }).click();
    await expect(card(guest.page, "Jump (kept)")).toBeVisible();
    await expect(card(guest.page, "Jump (kept)").locator("img")).toHaveCount(1);
  });

  for (const lang of ["en-US", "zh-CN"]) {
    test(`axe clean, empty and full, and nothing scrolls sideways at 360 px (${lang})`, async ({
      browser,
    }) => {
      // Three axe runs on a shared machine.
      test.setTimeout(90_000);
      const { page } = await visitor(browser);
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(`/gallery?lang=${lang}`);
      await expect(page.getByRole("button", { name: /Log in|登录/ }).first()).toBeVisible();
      await expectNoAxeViolations(page);
      const { loginKey } = await signUpAndStore(page, "Looker");
      await page.goto(`/gallery?lang=${lang}`);
      await expect(page.getByTestId("gallery-empty")).toBeVisible();
      await expectNoAxeViolations(page);
      for (const name of ["A very long pose name that keeps going to test wrapping", "短"]) {
        await savePose(page, loginKey, name, true);
      }
      await page.reload();
      await expect(page.getByTestId("pose-card")).toHaveCount(2);
      await card(page, "短")
        .getByRole("button", { name: /Share link|分享链接/ })
        .click();
      await expect(page.getByTestId("share-url")).toBeVisible();
      await expectNoAxeViolations(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(360);
    });
  }
});
