import { expect, test } from "@playwright/test";

const ROUTES: [string, RegExp][] = [
  // path, en-US title
  ["/", /^Inkdoll — 3D pose reference for manga and illustration$/],
  ["/download", /^Download · Inkdoll$/],
  ["/terms", /^Terms of Service · Inkdoll$/],
  ["/privacy", /^Privacy Policy · Inkdoll$/],
  ["/about", /^About .* · Inkdoll$/],
  ["/copyright", /^Copyright .* · Inkdoll$/],
  ["/logout-agreement", /^Account .* · Inkdoll$/],
  ["/third-party", /^Third-party .* · Inkdoll$/i],
  ["/collection-list", /^.* · Inkdoll$/],
  ["/cookies", /^Cookies? Policy · Inkdoll$/i],
  ["/agreement", /^Terms of Service · Inkdoll$/],
  ["/agreement/privacy", /^Privacy Policy · Inkdoll$/],
  ["/agreement/about", /^About .* · Inkdoll$/],
  ["/login?redirects=%2Fdownload", /^Log in · Inkdoll$/],
  ["/gift", /^Gifts and invitations · Inkdoll$/],
  ["/gift/manage", /^Manage gifts · Inkdoll$/],
  ["/faq", /^FAQ · Inkdoll$/],
  ["/manual", /^User manual · Inkdoll$/],
  ["/blog", /^Blog · Inkdoll$/],
  ["/themes", /^Themes · Inkdoll$/],
  ["/careers", /^Careers · Inkdoll$/],
  ["/support", /^Customer support · Inkdoll$/],
  ["/business", /^Business cooperation · Inkdoll$/],
  ["/beta", /^Beta program · Inkdoll$/],
];

const titleOf = (html: string) =>
  (/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "").replaceAll("&amp;", "&");

test.describe("every route renders on the server", () => {
  for (const [path, enTitle] of ROUTES) {
    test(`${path} in en-US and zh-CN`, async ({ request }) => {
      const en = await request.get(path, { headers: { "accept-language": "en-US" } });
      expect(en.status()).toBe(200);
      const enHtml = await en.text();
      expect(enHtml).toContain('<html lang="en-US"');
      expect(titleOf(enHtml)).toMatch(enTitle);

      const zh = await request.get(path, { headers: { "accept-language": "zh-CN,zh;q=0.9" } });
      const zhHtml = await zh.text();
      expect(zhHtml).toContain('<html lang="zh-CN"');
      expect(titleOf(zhHtml)).toMatch(/Inkdoll/);
      expect(titleOf(zhHtml)).not.toBe(titleOf(enHtml));
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
    expect(html).not.toContain('href="#main"');
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
