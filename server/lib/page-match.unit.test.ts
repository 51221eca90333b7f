import { matchPath } from "react-router";
import { describe, expect, it } from "vitest";
import { PAGES } from "../../contract/pages.ts";
import { matchPage } from "./page-match.ts";

describe("matchPage", () => {
  it("finds the page React Router's matchPath finds, again from memory", () => {
    const paths = ["/", "/download", "/blog/some-post", "/blog", "/nowhere/else", "/works/w-1", ""];
    for (let round = 0; round < 2; round++) {
      for (const path of paths) {
        const expected = PAGES.find((p) => matchPath({ path: p.path, end: true }, path));
        expect(matchPage(PAGES, path)).toBe(expected);
      }
    }
  });

  it("keeps answers per page list", () => {
    const only = PAGES.filter((p) => p.path === "/download");
    expect(matchPage(only, "/")).toBeUndefined();
    expect(matchPage(PAGES, "/")?.path).toBe("/");
  });
});
