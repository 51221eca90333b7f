import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import {
  dismissCookies,
  noteSecrets,
  PASSWORD,
  settled,
  signUpAndStore,
  uniqueEmail,
} from "./helpers.ts";

async function visitor(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await dismissCookies(page);
  return { context, page };
}

/** Creates a gift on /gift/manage as the logged-in page and returns its link. */
async function createGift(
  page: Page,
  options: { benefit: string; message: string; claims: string },
) {
  await page.goto("/gift/manage");
  await page.getByRole("radio", { name: options.benefit }).check();
  await page.getByLabel("Personal message (optional)").fill(options.message);
  await page.getByLabel("How many friends can claim it").fill(options.claims);
  await page.getByLabel("Link works for (days)").fill("7");
  await page.getByRole("button", { name: "Create gift link" }).click();
  const link = page.getByLabel("Gift link").first();
  await expect(link).toHaveValue(/\/gift\?code=[A-Za-z0-9_-]{16,}$/);
  const value = await link.inputValue();
  noteSecrets(new URL(value).searchParams.get("code"));
  return value;
}

test.describe("gifts", () => {
  test("A gives, B signs up inline and claims once, A revokes, C sees revoked", async ({
    browser,
  }) => {
    // Three visitors sign up and log in (three password hashes) in one journey: more than the
    // default 30 s on a busy machine, as the other multi-account journeys say too.
    test.setTimeout(90_000);
    const a = await visitor(browser);
    await signUpAndStore(a.page, "Aki");
    const link = await createGift(a.page, {
      benefit: "7 days of Pro",
      message: "For your sketchbook!",
      claims: "3",
    });
    await expectNoAxeViolations(a.page);

    const b = await visitor(browser);
    await b.page.goto(link);
    await expect(b.page.getByRole("heading", { name: "7 days of Pro" })).toBeVisible();
    await expect(b.page.getByText("From Aki")).toBeVisible();
    await expect(b.page.getByText("For your sketchbook!")).toBeVisible();
    await expect(b.page.getByText("3 of 3 left")).toBeVisible();
    await expect(
      b.page.getByText(/Real gift links always start with https:\/\/[^ ]+\/gift/),
    ).toBeVisible();
    await expectNoAxeViolations(b.page);
    // Inline sign-up; the claim follows without another click.
    await b.page.getByLabel("Email", { exact: true }).fill(uniqueEmail("bo"));
    await b.page.getByLabel("Nickname", { exact: true }).fill("Bo");
    await b.page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await b.page.getByRole("button", { name: "Create account" }).click();
    await expect(b.page.getByText("Gift claimed!")).toBeVisible();
    await expect(b.page.getByText("7 days of Pro have been added to your account.")).toBeVisible();
    await expect(b.page.getByRole("link", { name: "Download the app" })).toBeVisible();
    await expect(b.page).toHaveURL(link);
    await b.page.reload();
    // Reopening a claimed gift is a calm "it is yours" state, not a red error (issue 13).
    await expect(b.page.getByText("This gift is already yours")).toBeVisible();
    await expect(b.page.getByRole("link", { name: "Open the app" })).toBeVisible();
    await expect(b.page.getByRole("alert")).toHaveCount(0);
    await expect(b.page.getByRole("button", { name: "Claim gift" })).toHaveCount(0);
    await b.page.goto("/gift/manage");
    await expect(
      b.page.getByRole("region", { name: "Gifts you claimed" }).getByText("7 days of Pro"),
    ).toBeVisible();
    await expect(
      b.page.getByRole("region", { name: "Your rewards" }).getByText("7 days of Pro"),
    ).toBeVisible();

    await a.page.reload();
    const sent = a.page.getByRole("region", { name: "Gifts you sent" });
    await expect(sent.getByText("Bo", { exact: true })).toBeVisible();
    await expect(sent.getByText("1 of 3 claimed")).toBeVisible();
    await sent.getByRole("button", { name: "Revoke" }).click();
    await expect(a.page.getByRole("alertdialog")).toContainText("keep their rewards");
    await a.page.getByRole("button", { name: "Yes, revoke it" }).click();
    await expect(sent.getByText("Revoked", { exact: true })).toBeVisible();
    await expect(sent.getByText("Bo", { exact: true })).toBeVisible();

    const c = await visitor(browser);
    await signUpAndStore(c.page, "Cy");
    await c.page.goto(link);
    await expect(c.page.getByText("The sender has revoked this gift.")).toBeVisible();
    await expect(c.page.getByRole("button", { name: "Claim gift" })).toHaveCount(0);
    for (const v of [a, b, c]) await v.context.close();
  });

  test("the message field says why a tab cannot go on a card, before anything is sent", async ({
    browser,
  }) => {
    const a = await visitor(browser);
    await signUpAndStore(a.page, "Tab");
    await a.page.goto("/gift/manage");
    const sent: string[] = [];
    a.page.on("request", (request) => {
      if (request.url().includes("/api/gift/create")) sent.push(request.url());
    });
    const message = a.page.getByLabel("Personal message (optional)");
    await message.fill("one\ttwo");
    await a.page.getByRole("button", { name: "Create gift link" }).click();
    await expect(
      a.page.getByText("Tabs and other control characters can't go on a card."),
    ).toBeVisible();
    await expect(message).toHaveAttribute("aria-invalid", "true");
    expect(sent).toEqual([]);
  });

  test("a logged-in visitor claims with one click; the sender cannot claim their own", async ({
    browser,
  }) => {
    const a = await visitor(browser);
    await signUpAndStore(a.page, "Mika");
    const link = await createGift(a.page, { benefit: "50 AI credits", message: "", claims: "1" });
    await a.page.goto(link);
    await expect(
      a.page.getByText("This is your own gift. Share the link with a friend."),
    ).toBeVisible();

    const b = await visitor(browser);
    await signUpAndStore(b.page, "Ren");
    await b.page.goto(link);
    await b.page.getByRole("button", { name: "Claim gift" }).click();
    await expect(b.page.getByText("50 AI credits have been added to your account.")).toBeVisible();
    await expect(b.page.getByText("Fully claimed")).toBeVisible();

    const c = await visitor(browser);
    await signUpAndStore(c.page, "Sora");
    await c.page.goto(link);
    await expect(c.page.getByText("Every slot of this gift has been claimed.")).toBeVisible();
    for (const v of [a, b, c]) await v.context.close();
  });

  test("unknown codes and pasted links on /gift; axe on a code not found, and on /gift/manage in English and Chinese", async ({
    page,
  }) => {
    // Two axe runs and several page loads: more than the default 30 s on a busy machine.
    test.setTimeout(60_000);
    await dismissCookies(page);
    noteSecrets("NoSuchGiftCodeAtAll123", "INKDOLL-WELCOME-2027");
    await page.goto("/gift?code=NoSuchGiftCodeAtAll123");
    await expect(page.getByText("We could not find this gift.")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel("Gift code or link").fill("not a code");
    await page.getByRole("button", { name: "Open gift" }).click();
    await expect(page.getByText("This does not look like a gift code.")).toBeVisible();
    await page
      .getByLabel("Gift code or link")
      .fill("https://inkdoll.example/gift?code=INKDOLL-WELCOME-2027");
    await page.getByRole("button", { name: "Open gift" }).click();
    await expect(page).toHaveURL(/\/gift\?code=INKDOLL-WELCOME-2027$/);
    // /gift itself is checked in both languages by shell.spec.ts (with the cookie banner showing).
    for (const lang of ["en-US", "zh-CN"]) {
      await page.goto(`/gift/manage?lang=${lang}`);
      await settled(page);
      await expectNoAxeViolations(page);
    }
  });

  test("truncated or mangled codes say there is no such gift (issue 13)", async ({ page }) => {
    await dismissCookies(page);
    for (const code of ["abc", "INKDOLL-WELC", "a%20b%3Cc", "x".repeat(80)]) {
      await page.goto(`/gift?code=${code}`);
      await expect(page.getByText("We could not find this gift.")).toBeVisible();
      await expect(page.getByText("Something went wrong")).toHaveCount(0);
    }
  });

  test("campaign messages speak the page's language (issue 13)", async ({ page }) => {
    await dismissCookies(page);
    noteSecrets("INKDOLL-AI-LAUNCH-2027");
    await page.goto("/gift?code=INKDOLL-AI-LAUNCH-2027&lang=ja");
    await expect(page.getByText("Inkdoll AI の4つのモードを試せる")).toBeVisible();
    await page.goto("/gift?code=INKDOLL-AI-LAUNCH-2027&lang=zh-CN");
    await expect(page.getByText("送你 50 点 AI 额度")).toBeVisible();
    await page.goto("/gift?code=INKDOLL-AI-LAUNCH-2027&lang=en-US");
    await expect(page.getByText("50 AI credits to try the four modes")).toBeVisible();
  });

  test("success toasts look like success, errors like errors (issue 13)", async ({ page }) => {
    await dismissCookies(page);
    await signUpAndStore(page, "Toast");
    await createGift(page, { benefit: "3 free dolls", message: "", claims: "1" });
    await page.getByRole("button", { name: "Revoke" }).first().click();
    await page.getByRole("button", { name: "Yes, revoke it" }).click();
    const toast = page.locator("[data-tone]", { hasText: "Gift revoked." });
    await expect(toast).toHaveAttribute("data-tone", "success");
    const colour = await toast.locator("svg").evaluate((el) => getComputedStyle(el).color);
    const accent = await page.evaluate(() => {
      const probe = document.createElement("span");
      probe.className = "text-accent-text";
      document.body.append(probe);
      const value = getComputedStyle(probe).color;
      probe.remove();
      return value;
    });
    expect(colour).not.toBe(accent);
    // Green dominates the success icon.
    const [r = 0, g = 0] = (colour.match(/\d+/g) ?? []).map(Number);
    expect(g).toBeGreaterThan(r);
  });
});
