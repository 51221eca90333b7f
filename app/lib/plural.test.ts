import { describe, expect, it } from "vitest";
import { pluralCategory, pluralForm, selectPlural } from "./plural.ts";

describe("plural forms", () => {
  const entries = { one: "{count} entry", many: "{count} de entradas", other: "{count} entries" };

  it("follows each language's rules", () => {
    expect(pluralCategory("en-US", 1)).toBe("one");
    expect(pluralCategory("en-US", 0)).toBe("other");
    expect(pluralCategory("en-US", 2)).toBe("other");
    expect(pluralCategory("es", 1)).toBe("one");
    expect(pluralCategory("es", 3)).toBe("other");
    expect(pluralCategory("es", 1_000_000)).toBe("many");
    for (const locale of ["zh-CN", "zh-HK", "ja", "ko"] as const) {
      expect(pluralCategory(locale, 1)).toBe("other");
      expect(pluralCategory(locale, 2)).toBe("other");
    }
  });

  it("picks the form, falling back to other when a language has no separate one", () => {
    expect(selectPlural("en-US", entries, 1)).toBe("{count} entry");
    expect(selectPlural("en-US", entries, 5)).toBe("{count} entries");
    expect(selectPlural("es", entries, 1_000_000)).toBe("{count} de entradas");
    expect(pluralForm({ other: "{count} 件" }, "one")).toBe("{count} 件");
  });
});
