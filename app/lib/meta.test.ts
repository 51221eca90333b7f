import { describe, expect, it } from "vitest";
import { robotsMeta } from "./meta.ts";

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
