import { describe, expect, it } from "vitest";
import { DOCUMENT_KEYS } from "./documents.ts";
import { disallowedPaths, isIndexable, PAGES, pagesIn, sitemapPaths } from "./pages.ts";

describe("the page table", () => {
  it("declares each path once", () => {
    const paths = PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("gives every legal document one public page at its own key", () => {
    for (const key of DOCUMENT_KEYS) {
      const pages = PAGES.filter((page) => "document" in page && page.document === key);
      expect(pages.filter((page) => page.layout === "site").map((page) => page.path)).toEqual([
        `/${key}`,
      ]);
    }
  });

  it("keeps the private pages and the in-app copies out of search engines", () => {
    expect(disallowedPaths()).toEqual([
      "/agreement",
      "/login",
      "/account",
      "/verify-email",
      "/gift/manage",
      "/gallery",
      "/shared",
      "/support/ticket",
      "/admin",
      "/search",
    ]);
    for (const path of [
      "/login",
      "/account",
      "/verify-email",
      "/gift/manage",
      "/agreement/privacy",
      "/admin",
      "/admin/staff",
      "/admin/content/12",
      "/gallery",
      "/shared/some-token",
      "/search",
      "/support/ticket/T-7K3Q9P",
      "/admin/inbox",
    ]) {
      expect(isIndexable(path)).toBe(false);
    }
    for (const path of ["/", "/terms", "/gift", "/blog/some-post", "/themes", "/pose"]) {
      expect(isIndexable(path)).toBe(true);
    }
  });

  it("lists the public pages in the sitemap", () => {
    expect(new Set(sitemapPaths())).toEqual(
      new Set([
        "/",
        "/download",
        "/pro",
        "/changelog",
        "/careers",
        "/blog",
        "/manual",
        "/faq",
        "/terms",
        "/privacy",
        "/cookies",
        "/about",
        "/copyright",
        "/logout-agreement",
        "/third-party",
        "/collection-list",
        "/gift",
        "/pose",
        "/themes",
        "/works",
        "/support",
        "/business",
        "/beta",
      ]),
    );
  });

  it("orders the links of each place", () => {
    const paths = (place: Parameters<typeof pagesIn>[0]) => pagesIn(place).map((p) => p.path);
    expect(paths("bar")).toEqual(["/manual", "/works", "/themes", "/faq", "/gift"]);
    expect(paths("panel")).toEqual([
      "/pose",
      "/themes",
      "/works",
      "/gallery",
      "/manual",
      "/faq",
      "/business",
      "/beta",
      "/careers",
      "/support",
      "/gift",
    ]);
    expect(paths("resources")).toEqual([
      "/manual",
      "/blog",
      "/faq",
      "/themes",
      "/works",
      "/gallery",
      "/pro",
    ]);
    expect(paths("company")).toEqual([
      "/about",
      "/business",
      "/beta",
      "/careers",
      "/support",
      "/gift",
    ]);
    expect(paths("legal")).toEqual([
      "/terms",
      "/privacy",
      "/cookies",
      "/copyright",
      "/logout-agreement",
      "/third-party",
      "/collection-list",
    ]);
  });
});
