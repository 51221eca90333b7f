import { expect, test } from "@playwright/test";

const ROUTES: [string, string, string][] = [
  // path, en-US title, zh-CN title
  ["/", "Inkdoll — 3D pose reference for manga and illustration", "Inkdoll — "],
  ["/download", "Download · Inkdoll", " · Inkdoll"],
  ["/terms", "Terms of Service · Inkdoll", " · Inkdoll"],
  ["/privacy", "Privacy Policy · Inkdoll", " · Inkdoll"],
  ["/about", "About us · Inkdoll", " · Inkdoll"],
  ["/copyright", "Copyright notice · Inkdoll", " · Inkdoll"],
  ["/logout-agreement", "Account cancellation agreement · Inkdoll", " · Inkdoll"],
  ["/third-party", "Third-party software and SDKs · Inkdoll", " · Inkdoll"],
  ["/collection-list", "Personal information we collect · Inkdoll", " · Inkdoll"],
  ["/cookies", "Cookies policy · Inkdoll", " · Inkdoll"],
  ["/agreement", "User agreement · Inkdoll", " · Inkdoll"],
  ["/agreement/privacy", "Privacy policy · Inkdoll", " · Inkdoll"],
  ["/agreement/about", "About · Inkdoll", " · Inkdoll"],
  ["/login?redirects=%2Fdownload", "Log in · Inkdoll", " · Inkdoll"],
  ["/gift", "Gifts and invitations · Inkdoll", " · Inkdoll"],
  ["/gift/manage", "Manage gifts · Inkdoll", " · Inkdoll"],
  ["/faq", "FAQ · Inkdoll", " · Inkdoll"],
  ["/manual", "User manual · Inkdoll", " · Inkdoll"],
  ["/blog", "Blog · Inkdoll", " · Inkdoll"],
];

test.describe("every route renders on the server", () => {
  for (const [path, enTitle, zhTitle] of ROUTES) {
    test(`${path} in en-US and zh-CN`, async ({ request }) => {
      const en = await request.get(path, { headers: { "accept-language": "en-US" } });
      expect(en.status()).toBe(200);
      const enHtml = await en.text();
      expect(enHtml).toContain('<html lang="en-US"');
      expect(enHtml).toContain(`<title>${enTitle.replace("&", "&amp;")}`);

      const zh = await request.get(path, { headers: { "accept-language": "zh-CN,zh;q=0.9" } });
      const zhHtml = await zh.text();
      expect(zhHtml).toContain('<html lang="zh-CN"');
      const title = /<title>([^<]*)<\/title>/.exec(zhHtml)?.[1] ?? "";
      expect(title).toContain(zhTitle);
      expect(title).not.toBe(enTitle);
    });
  }

  test("the in-app agreement pages take the app's lang and have no site chrome", async ({
    request,
  }) => {
    const res = await request.get("/agreement/privacy?lang=ja_jp", {
      headers: { "accept-language": "en-US" },
    });
    const html = await res.text();
    expect(html).toContain('<html lang="ja"');
    expect(html).not.toContain("<header");
    expect(html).not.toContain("<footer");
  });

  test("an unknown page answers 404 in the site's frame", async ({ request }) => {
    const res = await request.get("/no/such/page");
    expect(res.status()).toBe(404);
    const html = await res.text();
    expect(html).toContain("<title>Page not found · Inkdoll</title>");
    expect(html).toContain("<footer");
  });
});
