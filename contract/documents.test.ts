import { describe, expect, it } from "vitest";
import { DOCUMENT_KEYS, documentKeyOfRoute } from "./documents.ts";

describe("documentKeyOfRoute", () => {
  it("names the document of each legal route and in-app view by its pattern", () => {
    for (const key of DOCUMENT_KEYS) expect(documentKeyOfRoute(`/${key}`)).toBe(key);
    expect(documentKeyOfRoute("/agreement")).toBe("terms");
    expect(documentKeyOfRoute("/agreement/privacy")).toBe("privacy");
    expect(documentKeyOfRoute("agreement/about/")).toBe("about");
  });

  it("names none for other routes", () => {
    for (const pattern of ["/", "/blog/:slug", "/terms.data", "/*", "/agreement/terms"]) {
      expect(documentKeyOfRoute(pattern)).toBeNull();
    }
  });
});
