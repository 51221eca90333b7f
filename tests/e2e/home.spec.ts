import { expect, test } from "@playwright/test";
import zhCN from "../../app/locales/zh-CN.ts";

test.describe("home page", () => {
  test("renders on the server in the visitor's language", async ({ browser }) => {
    const context = await browser.newContext({ locale: "zh-CN" });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(zhCN.homePage.heroTitle);
    await context.close();
  });

  test("hydrates under the CSP, calls the API once and stores the device id", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (msg) => {
      if (/Content Security Policy|Refused to|Minified React error|[Hh]ydrat/.test(msg.text())) {
        violations.push(msg.text());
      }
    });
    page.on("pageerror", (err) => violations.push(err.message));
    const imeiCall = page.waitForResponse((r) => r.url().includes("/api/support/getImei"));
    await page.goto("/");
    const response = await imeiCall;
    expect(new URL(response.url()).searchParams.get("from")).toBe("2");
    expect(new URL(response.url()).searchParams.get("osType")).toBe("0");
    const body = await response.json();
    expect(body.code).toBe(200);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("imei"))).toBe(body.data.imei);

    // The mark scripts/first-load.ts measures (ADR 0007), set once the page is hydrated.
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName("inkdoll:hydrated").length))
      .toBe(1);

    let again = 0;
    page.on("request", (r) => {
      if (r.url().includes("/api/support/getImei")) again++;
    });
    await page.reload();
    // An absence: nothing to wait for but the page falling quiet.
    await page.waitForLoadState("networkidle");
    expect(again).toBe(0);
    expect(violations).toEqual([]);
  });

  test("unknown pages answer 404 with a page in the site's design", async ({ page }) => {
    const res = await page.goto("/no/such/page");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("link", { name: "Back to the home page" })).toBeVisible();
  });
});

test("the search box goes to the results page, even without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  const search = page.getByRole("combobox", { name: "Search Inkdoll" });
  await search.fill("hands");
  await search.press("Enter");
  await page.waitForURL(
    (url) => url.pathname === "/search" && url.searchParams.get("q") === "hands",
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search");
  await context.close();
});
