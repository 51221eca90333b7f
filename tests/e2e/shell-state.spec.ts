import { expect, test } from "@playwright/test";
import { dismissCookies, settled, signUpAndStore, stored, waitForHydration } from "./helpers.ts";

/** What the shell shows from stored state and language, and how it behaves on phones (issue 13). */
test.describe("state the page shows", () => {
  test("?lang= wins over a stored language, and the data calls follow the page", async ({
    page,
  }) => {
    await page.addInitScript(() => sessionStorage.setItem("language", "ko"));
    const category = page.waitForRequest((r) => r.url().includes("/api/brand/category"));
    await page.goto("/?lang=es");
    expect((await category).headers()["x-language"]).toBe("es_es");
    await waitForHydration(page);
    await settled(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    // Choosing another language on such an address names the new one in it.
    const next = page.waitForRequest((r) => r.url().includes("/api/brand/category"));
    await page.locator("header select").first().selectOption("ja");
    await expect(page).toHaveURL(/\?lang=ja$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    expect((await next).headers()["x-language"]).toBe("ja_jp");
  });

  test("a stored regional language (ja-JP) shows its interface language", async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem("language", "ja-JP"));
    const languages: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/brand/category")) languages.push(r.headers()["x-language"] ?? "");
    });
    await page.goto("/download");
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    // The list is fetched again in the language now shown.
    await expect.poll(() => languages.at(-1)).toBe("ja_jp");
  });

  test("a failed manual list call keeps the rendered entries and offers a quiet retry", async ({
    page,
  }) => {
    await dismissCookies(page);
    let fail = true;
    await page.route("**/api/brand/category**", (route) =>
      fail && route.request().url().includes("colType=3") ? route.abort() : route.fallback(),
    );
    await page.goto("/manual");
    const entries = page.locator('main#main a[href^="/manual/"]');
    await expect(entries).toHaveCount(8);
    await waitForHydration(page);
    const retry = page.getByRole("button", { name: "Try again" });
    await expect(retry).toBeVisible();
    await expect(entries).toHaveCount(8);
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
    await expect(page.getByRole("alert")).toHaveCount(0);
    fail = false;
    await retry.click();
    await expect(retry).toHaveCount(0);
    await expect(entries).toHaveCount(8);
  });

  test("a stored userInfo without a loginKey is no session", async ({ page }) => {
    await dismissCookies(page);
    await page.addInitScript(() =>
      localStorage.setItem(
        "userInfo",
        JSON.stringify({ id: 1, nickname: "Ghost", email: "g@x", avatar: "", createdAt: "" }),
      ),
    );
    await page.goto("/");
    await waitForHydration(page);
    await settled(page);
    await expect(page.locator("header").getByRole("link", { name: "Log in" })).toBeVisible();
    await expect(page.getByText("Ghost")).toHaveCount(0);
  });

  test("the cookie choice can be changed from the footer", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const banner = page.getByRole("region", { name: "Cookies" });
    await banner.getByRole("button", { name: "Only necessary" }).click();
    await expect(banner).toHaveCount(0);
    expect(await stored(page, "cookieConsent")).toBe("necessary");
    await page.locator("footer").getByRole("button", { name: "Cookie settings" }).click();
    await expect(banner).toBeVisible();
    await expect(banner).toBeFocused();
    await expect(banner.getByRole("button", { name: "Only necessary" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await banner.getByRole("button", { name: "Accept analytics" }).click();
    await expect(banner).toHaveCount(0);
    expect(await stored(page, "cookieConsent")).toBe("accepted");
    await page.reload();
    await waitForHydration(page);
    await expect(banner).toHaveCount(0);
  });
});

test.describe("phones", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the header's slot is Download; logging in is in the menu, which the banner does not cover", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const bar = page.locator("header > div:not([id])");
    await expect(bar.getByRole("link", { name: "Download" })).toBeVisible();
    await expect(bar.getByRole("link", { name: "Log in" })).toHaveCount(0);
    // The cookie banner is up (no choice yet) while the menu opens.
    await expect(page.getByRole("region", { name: "Cookies" })).toBeVisible();
    await page.getByRole("button", { name: "Menu" }).click();
    const panel = page.locator("header > div[id]");
    const login = panel.getByRole("link", { name: "Log in" });
    await expect(login).toBeVisible();
    const links = panel.locator("a[href]").filter({ visible: true });
    expect(await links.count()).toBeGreaterThan(8);
    for (const link of await links.all()) {
      // A trial click fails when anything else (the banner) would receive the tap.
      await link.click({ trial: true, timeout: 3000 });
    }
    await login.click();
    await expect(page).toHaveURL(/\/login\?redirects=/);
  });
});

test.describe("phones, logged in", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the account menu lives in the menu and opens inside the screen", async ({ page }) => {
    await dismissCookies(page);
    await signUpAndStore(page, "Mika");
    await page.goto("/");
    await waitForHydration(page);
    await settled(page);
    const bar = page.locator("header > div:not([id])");
    await expect(bar.getByRole("link", { name: "Download" })).toBeVisible();
    await expect(bar.getByRole("button", { name: /Mika/ })).toHaveCount(0);
    await page.getByRole("button", { name: "Menu" }).click();
    const panel = page.locator("header > div[id]");
    await panel.getByRole("button", { name: /Mika/ }).click();
    const account = panel.getByRole("link", { name: "Account" });
    await expect(account).toBeVisible();
    const box = await account.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  });
});
