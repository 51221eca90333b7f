import { describe, expect, it } from "vitest";
import { normaliseTag, reasonKey } from "./works.ts";

describe("work tags", () => {
  it("keeps letters and digits of any script, lower case, words joined by hyphens", () => {
    expect(normaliseTag("  Sword Fighting ")).toBe("sword-fighting");
    expect(normaliseTag("#Ink__Study!!")).toBe("ink-study");
    expect(normaliseTag("ＡＢＣ")).toBe("abc");
    expect(normaliseTag("手 と 足")).toBe("手-と-足");
    expect(normaliseTag("<script>")).toBe("script");
    expect(normaliseTag("---")).toBe("");
  });

  it("spells the reason 'other' as 'else' in the catalogues", () => {
    expect(reasonKey("other")).toBe("else");
    expect(reasonKey("spam")).toBe("spam");
  });
});
