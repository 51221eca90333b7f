import { type APIRequestContext, expect, test } from "@playwright/test";
import sharp from "sharp";
import { WORK_LIMITS, WORK_REPORT_WEIGHTS } from "../../contract/works.ts";
import { expectNoAxeViolations } from "./axe.ts";
import {
  confirmEmailByLink,
  dismissCookies,
  PASSWORD,
  signUpAndStore,
  uniqueEmail,
  waitForHydration,
} from "./helpers.ts";
import { logInAsStaff } from "./staff.ts";

/** The moderator's labels for the artist's tag "study", by the console's language names. */
const STUDY_LABELS = {
  English: "Study",
  简体中文: "习作",
  繁體中文: "習作",
  日本語: "習作",
  한국어: "습작",
  Español: "Estudio",
};

type Listed = { id: string; title: string; variants: { url: string; format: string }[] };

async function publicWorks(request: APIRequestContext): Promise<Listed[]> {
  const res = await request.get("/api/works?sort=newest");
  return (await res.json()).data.items;
}

/** The seeded works are made by the job after the server starts: wait for the first. */
async function someWork(request: APIRequestContext): Promise<Listed> {
  let found: Listed | undefined;
  await expect
    .poll(
      async () => {
        found = (await publicWorks(request))[0];
        return Boolean(found);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  if (!found) throw new Error("no work");
  return found;
}

test.beforeEach(async ({ page }) => {
  await dismissCookies(page);
});

test.describe
  .serial("submitting, moderating and reporting a work", () => {
    const title = `Ink study ${Date.now().toString(36)}`;
    let workId = "";

    test("a submitted work stays private until a moderator approves it, then shows with its variants", async ({
      page,
      browser,
    }) => {
      test.setTimeout(150_000);
      await page.setViewportSize({ width: 1280, height: 900 });
      const { email } = await signUpAndStore(page, "Artist");
      // Only a confirmed address may submit (issue 31).
      await confirmEmailByLink(page, email);
      await page.goto("/gallery");
      await waitForHydration(page);
      const form = page
        .getByRole("form")
        .or(page.locator("form").filter({ hasText: "Submit a work" }));
      const png = await sharp({
        create: { width: 1200, height: 800, channels: 3, background: "#d8d2c4" },
      })
        .png()
        .toBuffer();
      await form
        .getByLabel("Image")
        .setInputFiles({ name: "study.png", mimeType: "image/png", buffer: png });
      await form.getByLabel("Title").fill(title);
      await form.getByLabel("Tags (optional)").fill("study, ink");
      await form.getByRole("checkbox", { name: "Inkdoll Brush" }).check();
      // The rights confirmation is required.
      await form.getByRole("button", { name: "Send for review" }).click();
      await expect(
        form.getByText("Confirm that you made the work and let Inkdoll show it."),
      ).toBeVisible();
      await form.getByRole("checkbox", { name: /I made this work/ }).check();
      await form.getByRole("button", { name: "Send for review" }).click();
      await expect(form.getByText(/^Sent\./)).toBeVisible();
      const mine = page.getByTestId("my-works").getByRole("listitem").filter({ hasText: title });
      await expect(mine).toBeVisible();
      await expect
        .poll(
          async () => {
            await page.reload();
            return mine.getByTestId("work-state").textContent();
          },
          { timeout: 60_000 },
        )
        .toBe("Waiting for review");

      // Invisible publicly.
      expect((await publicWorks(page.request)).map((w) => w.title)).not.toContain(title);
      await page.goto("/works?sort=newest");
      await expect(page.getByRole("link", { name: title })).toHaveCount(0);

      // A moderator approves it in the console.
      const context = await browser.newContext();
      const moderator = await context.newPage();
      await dismissCookies(moderator);
      await logInAsStaff(moderator, "moderator");
      await moderator.goto("/admin/works");
      const item = moderator.getByRole("listitem").filter({ hasText: title });
      await expect(item).toBeVisible({ timeout: 15_000 });
      await item.getByRole("button", { name: "Approve", exact: true }).click();
      await expect(moderator.getByText("Done: the artist is told by email.")).toBeVisible();
      // Its tags stay the artist's text until a moderator approves one in every language.
      const tagCard = moderator.getByRole("form", { name: "#study" });
      for (const [language, label] of Object.entries(STUDY_LABELS)) {
        await tagCard.getByLabel(`Label in ${language}`).fill(label);
      }
      await tagCard.getByRole("button", { name: "Approve" }).click();
      await expect(moderator.getByRole("form", { name: "#study" })).toHaveCount(0);
      await moderator.getByRole("button", { name: "Approved", exact: true }).click();
      await expect(moderator.getByRole("form", { name: "#study" })).toBeVisible();
      await expectNoAxeViolations(moderator);
      await context.close();

      await page.goto("/works?sort=newest");
      const link = page.getByRole("link", { name: title });
      await expect(link).toBeVisible();
      const card = page.getByRole("listitem").filter({ has: link });
      const sources = card.locator("picture source");
      await expect(sources).toHaveCount(2);
      await expect(sources.first()).toHaveAttribute("type", "image/avif");
      await expect(sources.first()).toHaveAttribute("srcset", /360w, .* 720w, .* 1080w, .* 1200w$/);
      const img = card.locator("picture img");
      await expect(img).toHaveAttribute("width", "1200");
      await expect(img).toHaveAttribute("height", "800");
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
        .toBeGreaterThan(0);
      const listed = (await publicWorks(page.request)).find((w) => w.title === title);
      workId = listed?.id ?? "";
      expect(listed?.variants).toHaveLength(12);
      // The approved tag is a filter, by its label in the visitor's language; "ink" is not.
      await page.goto("/works?lang=ja");
      const tags = page.getByRole("navigation", { name: "タグで絞り込む" });
      // One work carries it: it is behind "More tags" with the least used.
      await expect(tags.getByRole("link", { name: "習作", exact: true })).toBeHidden();
      await tags.getByText("その他のタグ").click();
      await expect(tags.getByRole("link", { name: "習作", exact: true })).toHaveAttribute(
        "href",
        "/works?tag=study",
      );
      await expect(tags).not.toContainText("ink");
      for (const variant of listed?.variants ?? []) {
        expect((await page.request.get(variant.url)).status()).toBe(200);
      }
    });

    test("reports hide the work once enough people on enough addresses sent one", async ({
      page,
    }) => {
      expect(workId).not.toBe("");
      await page.goto(`/works/${workId}`);
      await waitForHydration(page);
      await page.getByText("Report this work").click();
      await page.getByLabel("Reason").selectOption("not_theirs");
      await page.getByRole("button", { name: "Send report" }).click();
      await expect(page.getByText("Thank you: the moderators will look at it.")).toBeVisible();
      // New accounts made from the same address count as that address once (issue 30).
      for (let i = 1; i < WORK_LIMITS.reportsToHide; i++) {
        const registered = await page.request.post("/api/user/register", {
          data: { email: uniqueEmail("reporter"), password: PASSWORD, nickname: "Reader" },
        });
        const key = (await registered.json()).data.loginKey;
        const res = await page.request.post(`/api/works/${workId}/report`, {
          data: { reason: "inappropriate" },
          headers: { authorization: `Bearer ${key}` },
        });
        expect((await res.json()).code).toBe(200);
      }
      expect((await publicWorks(page.request)).map((w) => w.id)).toContain(workId);
      // Visitors on addresses of their own (the local proxy forwards them) weigh half each:
      // with the first, six addresses hide it until a moderator looks.
      const visitors = WORK_LIMITS.reportsToHide / WORK_REPORT_WEIGHTS.anonymous - 1;
      for (let i = 0; i < visitors; i++) {
        const res = await page.request.post(`/api/works/${workId}/report`, {
          data: { reason: "inappropriate" },
          headers: { "x-forwarded-for": `198.51.100.${i + 10}` },
        });
        expect((await res.json()).code).toBe(200);
      }
      expect((await publicWorks(page.request)).map((w) => w.id)).not.toContain(workId);
      const gone = await page.goto(`/works/${workId}`);
      expect(gone?.status()).toBe(404);
    });
  });

test("works without JavaScript: the grid, its filters and its pages are links", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await someWork(page.request);
  await page.goto("/works?app=doll");
  await expect(page.getByRole("heading", { level: 1, name: "Featured works" })).toBeVisible();
  await expect(
    page
      .getByRole("navigation", { name: "Filter by app" })
      .getByRole("link", { name: "Inkdoll Doll" }),
  ).toHaveAttribute("aria-current", "page");
  const first = page.getByRole("main").getByRole("heading", { level: 2 }).first().getByRole("link");
  await first.click();
  await expect(page).toHaveURL(/\/works\/[\w-]+$/);
  const ld = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').last().textContent()) ?? "{}",
  );
  expect(ld["@type"]).toBe("VisualArtwork");
  expect(ld.image["@type"]).toBe("ImageObject");
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /\/api\/works\/.+\.jpg$/,
  );
  await expect(page.getByRole("link", { name: "Open the pose in the doll" })).toHaveAttribute(
    "href",
    /^\/pose\?s=/,
  );
  await context.close();
});

for (const lang of ["en-US", "ja"]) {
  test(`axe finds nothing on /works and a work page in ${lang}`, async ({ page }) => {
    test.setTimeout(150_000);
    const work = await someWork(page.request);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const url of [`/works?lang=${lang}`, `/works/${work.id}?lang=${lang}`]) {
        await page.goto(url);
        await waitForHydration(page);
        await expectNoAxeViolations(page);
      }
    }
  });
}
