import { describe, expect, it } from "vitest";
import { UI_LOCALES } from "../../contract/language.ts";
import { formatPlural } from "../lib/i18n.tsx";
import type { PluralMessage } from "../lib/plural.ts";
import enUS from "./en-US.ts";
import { messagesFor } from "./index.server.ts";

const isPlural = (value: unknown): value is PluralMessage =>
  typeof value === "object" && value !== null && "other" in value;

/** Every plural message of a catalogue, by its dotted path. */
function pluralsOf(tree: object, prefix = ""): [string, PluralMessage][] {
  return Object.entries(tree).flatMap(([key, value]): [string, PluralMessage][] => {
    const path = `${prefix}${key}`;
    if (isPlural(value)) return [[path, value]];
    if (typeof value === "object" && value !== null) return pluralsOf(value, `${path}.`);
    return [];
  });
}

/** Every plain string of a catalogue, by its dotted path. */
function stringsOf(tree: object, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] => {
    const path = `${prefix}${key}`;
    if (typeof value === "string") return [[path, value]];
    if (typeof value === "object" && value !== null && !isPlural(value)) {
      return stringsOf(value, `${path}.`);
    }
    return [];
  });
}

const slots = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("plural messages in the catalogues", () => {
  const enPlurals = pluralsOf(enUS);

  it("cover every count: a number slot outside a plural message reads the same for any number", () => {
    // These name the number only as "n of max" (max is fixed and large), which reads right in
    // every language whatever n is; every other counted noun is a plural message.
    const invariant = new Set([
      "giftPage.messageCount",
      "giftPage.activeCount",
      "giftPage.claims",
      "giftPage.rangeHint",
      "blogPage.readingTime",
      "twoFactor.codesLeft",
    ]);
    const counted = stringsOf(enUS)
      .filter(([, text]) => /\{(count|amount|left|total|max|min|minutes)\}/.test(text))
      .map(([path]) => path);
    expect(counted.filter((path) => !invariant.has(path))).toEqual([]);
    expect(enPlurals.map(([path]) => path)).toEqual(
      expect.arrayContaining(["manualPage.matches", "accountPage.othersLoggedOut"]),
    );
  });

  for (const locale of UI_LOCALES) {
    it(`${locale} has exactly its language's plural forms, with en-US's slots`, () => {
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      const plurals = new Map(pluralsOf(messagesFor(locale)));
      expect([...plurals.keys()].sort()).toEqual(enPlurals.map(([path]) => path).sort());
      for (const [path, en] of enPlurals) {
        const message = plurals.get(path) as PluralMessage;
        expect(Object.keys(message).sort(), `${locale} ${path}`).toEqual([...categories].sort());
        for (const form of Object.values(message)) {
          expect(slots(form), `${locale} ${path}: ${form}`).toEqual(slots(en.other));
        }
      }
    });
  }
});

describe("counts read right in every language", () => {
  const m = (locale: (typeof UI_LOCALES)[number]) => messagesFor(locale);

  it("en-US: one entry, two entries", () => {
    expect(formatPlural("en-US", m("en-US").manualPage.matches, 1)).toBe("1 entry shown");
    expect(formatPlural("en-US", m("en-US").manualPage.matches, 8)).toBe("8 entries shown");
    expect(formatPlural("en-US", m("en-US").accountPage.othersLoggedOut, 1)).toBe(
      "Logged out of 1 other device.",
    );
    expect(formatPlural("en-US", m("en-US").accountPage.othersLoggedOut, 0)).toBe(
      "Logged out of 0 other devices.",
    );
    expect(formatPlural("en-US", m("en-US").giftPage.benefits.pro_days, 1, { amount: 1 })).toBe(
      "1 day of Pro",
    );
    expect(
      formatPlural("en-US", m("en-US").giftPage.successBody, 1, { benefit: "1 AI credit" }),
    ).toBe("1 AI credit has been added to your account.");
  });

  it("es: uno, varios, y «de» con los millones", () => {
    const es = m("es");
    expect(formatPlural("es", es.manualPage.matches, 1)).toBe("1 entrada mostrada");
    expect(formatPlural("es", es.manualPage.matches, 3)).toBe("3 entradas mostradas");
    expect(formatPlural("es", es.accountPage.othersLoggedOut, 1)).toBe(
      "Sesión cerrada en 1 dispositivo más.",
    );
    expect(formatPlural("es", es.giftPage.left, 1, { left: 1, total: 5 })).toBe("Queda 1 de 5");
    expect(formatPlural("es", es.giftPage.left, 2, { left: 2, total: 5 })).toBe("Quedan 2 de 5");
    expect(formatPlural("es", es.homePage.featureDolls, 1_000_000, { count: "1.000.000" })).toBe(
      "1.000.000 de maniquíes gratuitos",
    );
  });

  it("zh-CN, zh-HK, ja, ko: one form for every number", () => {
    expect(formatPlural("zh-CN", m("zh-CN").manualPage.matches, 1)).toBe("显示 1 个条目");
    expect(formatPlural("zh-HK", m("zh-HK").manualPage.matches, 1)).toBe("顯示 1 個條目");
    expect(formatPlural("ja", m("ja").manualPage.matches, 1)).toBe("1件の項目を表示中");
    expect(formatPlural("ko", m("ko").manualPage.matches, 1)).toBe("항목 1개 표시 중");
    expect(formatPlural("ja", m("ja").accountPage.othersLoggedOut, 1)).toBe(
      "ほかの 1 台の端末からログアウトしました。",
    );
  });
});
