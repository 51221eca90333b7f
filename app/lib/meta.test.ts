import { describe, expect, it } from "vitest";
import { contentMeta, missingMeta, pageMeta, robotsMeta } from "./meta.ts";

describe("robotsMeta", () => {
  it("marks the pages the page table keeps out of search engines", () => {
    for (const path of ["/login", "/account", "/gift/manage", "/agreement", "/agreement/about"]) {
      expect(robotsMeta(path)).toEqual([{ name: "robots", content: "noindex" }]);
    }
    for (const path of ["/", "/download", "/terms", "/gift", "/manual/x"]) {
      expect(robotsMeta(path)).toEqual([]);
    }
  });
});

/** The root route's match as meta() gets it, with the page titles `pageTitle`. */
const rootMatch = (pageTitle: Record<string, string>) => ({
  id: "root",
  loaderData: {
    locale: "en-US",
    siteName: "Inkdoll",
    origin: "https://inkdoll.example",
    description: "The site's own description.",
    messages: { pageTitle },
  },
});

describe("pageMeta", () => {
  const root = rootMatch({ gift: "Gifts" });
  const location = { pathname: "/gift", search: "" };
  const described = (tags: ReturnType<typeof pageMeta>) =>
    tags.find((tag) => "name" in tag && tag.name === "description");

  it("describes the page with the words its route's loader sent (ADR 0023)", () => {
    const route = {
      id: "routes/gift",
      loaderData: { pageMessages: { giftPage: { lead: "Share." } } },
    };
    const tags = pageMeta({ matches: [root, route], location }, "gift", (m) => m.giftPage.lead);
    expect(described(tags)).toEqual({ name: "description", content: "Share." });
    expect(tags[0]).toEqual({ title: "Gifts · Inkdoll" });
  });

  it("falls back to the site's description when the route's loader failed and sent none", () => {
    const route = { id: "routes/gift", loaderData: undefined };
    const tags = pageMeta(
      { matches: [root, route], location, error: new Error("down") },
      "gift",
      (m) => m.giftPage.lead,
    );
    expect(described(tags)).toEqual({
      name: "description",
      content: "The site's own description.",
    });
  });
});

describe("missingMeta", () => {
  const root = rootMatch({ notFound: "Page not found" });
  // What a loader's `throw data(null, { status })` reaches meta() as.
  const response = (status: number) => ({ status, statusText: "", internal: false, data: null });
  const titleOf = (tags: ReturnType<typeof missingMeta>) =>
    tags.find((tag): tag is { title: string } => "title" in tag)?.title;

  it("titles an unknown post, work or job as not found, and keeps it out of search engines", () => {
    for (const pathname of ["/blog/gone", "/works/999", "/careers/gone"]) {
      const args = { matches: [root], location: { pathname, search: "" }, error: response(404) };
      const tags = contentMeta(args, undefined);
      expect(titleOf(tags)).toBe("Page not found · Inkdoll");
      expect(tags.filter((tag) => "name" in tag && tag.name === "robots")).toEqual([
        { name: "robots", content: "noindex" },
      ]);
    }
  });

  it("gives any other failure the site's name, not a not-found title", () => {
    const args = {
      matches: [root],
      location: { pathname: "/works/1", search: "" },
      error: new Error("database down"),
    };
    expect(titleOf(missingMeta(args))).toBe("Inkdoll");
  });
});
