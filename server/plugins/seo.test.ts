import { describe, expect, it } from "vitest";
import { testAppForFile } from "../test/per-file.ts";

const t = testAppForFile({ env: { PUBLIC_ORIGIN: "https://inkdoll.example" }, seed: true });

describe("robots.txt and sitemap.xml", () => {
  it("allows the site, keeps out the API and private pages, names the sitemap", async () => {
    const res = await t.app.inject({ url: "/robots.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Disallow: /api/");
    expect(res.body).toContain("Disallow: /gift/manage");
    expect(res.body).toContain("Sitemap: https://inkdoll.example/sitemap.xml");
  });

  it("lists pages and every article with language alternates", async () => {
    const res = await t.app.inject({ url: "/sitemap.xml" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain("https://inkdoll.example/");
    expect(locs).toContain("https://inkdoll.example/download");
    expect(locs.filter((l) => l?.includes("/blog/")).length).toBeGreaterThanOrEqual(6);
    expect(locs.filter((l) => l?.includes("/manual/")).length).toBeGreaterThanOrEqual(8);
    expect(res.body).toContain(
      'hreflang="zh-CN" href="https://inkdoll.example/download?lang=zh-CN"',
    );
    expect(res.body).toContain('hreflang="x-default"');
    expect(locs.some((l) => l?.includes("/login"))).toBe(false);
  });
});
