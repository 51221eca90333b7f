import { describe, expect, it } from "vitest";
import {
  dataLanguageOf,
  localeFromAcceptLanguage,
  parseDataLanguage,
  resolveUiLocale,
  servedUiLocale,
  toDataLanguage,
  toUiLocale,
} from "./language.ts";

describe("toDataLanguage (spec §4)", () => {
  it.each([
    ["zh", "zh_cn"],
    ["zh-CN", "zh_cn"],
    ["zh-HK", "zh_hk"],
    ["zh-TW", "zh_hk"],
    ["ja", "ja_jp"],
    ["ja-JP", "ja_jp"],
    ["ko", "ko_kr"],
    ["ko-KR", "ko_kr"],
    ["es", "es_es"],
    ["es-419", "es_es"],
    ["en-US", "en_us"],
    ["en-GB", "en_us"],
    ["fr", "en_us"],
    ["ZH-cn", "zh_cn"],
    ["zh_TW", "zh_hk"],
    ["zh-Hant", "zh_hk"],
    ["zh-Hans-CN", "zh_cn"],
    ["", "en_us"],
    ["  ", "en_us"],
  ])("%s → %s", (tag, expected) => {
    expect(toDataLanguage(tag)).toBe(expected);
  });

  it("handles null and undefined", () => {
    expect(toDataLanguage(null)).toBe("en_us");
    expect(toDataLanguage(undefined)).toBe("en_us");
  });
});

describe("toUiLocale", () => {
  it.each([
    ["zh-TW", "zh-HK"],
    ["zh", "zh-CN"],
    ["ja-JP", "ja"],
    ["es-MX", "es"],
    ["de", "en-US"],
    ["zh-hk", "zh-HK"],
  ])("%s → %s", (tag, expected) => {
    expect(toUiLocale(tag)).toBe(expected);
  });
});

describe("localeFromAcceptLanguage", () => {
  it("takes the browser's first preference, by q-value then order", () => {
    expect(localeFromAcceptLanguage("zh-CN,zh;q=0.9,en;q=0.8")).toBe("zh-CN");
    expect(localeFromAcceptLanguage("en;q=0.1, ko;q=0.9")).toBe("ko");
    expect(localeFromAcceptLanguage("ja-JP,en;q=0.5")).toBe("ja");
    expect(localeFromAcceptLanguage("zh-TW,zh;q=0.9")).toBe("zh-HK");
  });

  it("gives en-US when the first preference has no catalogue, whatever follows (issue 13)", () => {
    expect(localeFromAcceptLanguage("fr-FR,ja;q=0.8")).toBe("en-US");
    expect(localeFromAcceptLanguage("fr-FR, ja;q=0.5, en;q=0.4")).toBe("en-US");
    expect(localeFromAcceptLanguage("de, es;q=0.9")).toBe("en-US");
  });

  it("ignores malformed entries", () => {
    expect(localeFromAcceptLanguage("fr")).toBe("en-US");
    expect(localeFromAcceptLanguage("")).toBe("en-US");
    expect(localeFromAcceptLanguage("*")).toBe("en-US");
    expect(localeFromAcceptLanguage("zh-TW;q=abc, es")).toBe("es");
  });
});

describe("parseDataLanguage", () => {
  it("accepts the six codes and treats anything else as en_us", () => {
    expect(parseDataLanguage("ja_jp")).toBe("ja_jp");
    expect(parseDataLanguage("JA_JP")).toBe("en_us");
    expect(parseDataLanguage(undefined)).toBe("en_us");
    expect(parseDataLanguage("de_de")).toBe("en_us");
  });
});

describe("servedUiLocale (stored session language)", () => {
  it.each([
    ["en-US", "en-US"],
    ["zh-CN", "zh-CN"],
    ["zh-HK", "zh-HK"],
    ["ja", "ja"],
    ["ko", "ko"],
    ["es", "es"],
    ["zh-TW", "zh-HK"],
    ["ja-JP", "ja"],
    ["ko-KR", "ko"],
    ["es-MX", "es"],
    ["en-GB", "en-US"],
    ["zh", "zh-CN"],
    ["zh_tw", "zh-HK"],
  ])("%s → %s", (tag, expected) => {
    expect(servedUiLocale(tag)).toBe(expected);
  });

  it.each([["fr"], ["de-DE"], [""], ["   "], [null], [undefined], [42]])(
    "%s → null (falls through to the next source)",
    (tag) => {
      expect(servedUiLocale(tag)).toBeNull();
    },
  );
});

describe("resolveUiLocale (spec §4)", () => {
  it("lets an explicit ?lang= address win over the stored language", () => {
    expect(resolveUiLocale({ address: "es", stored: "ko", browser: "ja" })).toBe("es");
    expect(resolveUiLocale({ address: "zh-TW", stored: "ko" })).toBe("zh-HK");
  });

  it("maps a stored regional form to its interface locale (issue 13)", () => {
    expect(resolveUiLocale({ stored: "zh-TW", browser: "en-US" })).toBe("zh-HK");
    expect(resolveUiLocale({ stored: "ja-JP", browser: "en-US" })).toBe("ja");
    expect(resolveUiLocale({ stored: "ko-KR", browser: "en-US" })).toBe("ko");
    expect(resolveUiLocale({ stored: "es-MX", browser: "ja" })).toBe("es");
    expect(resolveUiLocale({ stored: "en-GB", browser: "ja" })).toBe("en-US");
  });

  it("falls back to the browser language, then en-US", () => {
    expect(resolveUiLocale({ stored: "fr", browser: "ko" })).toBe("ko");
    expect(resolveUiLocale({ stored: null, browser: "ja" })).toBe("ja");
    expect(resolveUiLocale({})).toBe("en-US");
  });

  it("data calls use the data language of the locale shown, not the stored one", () => {
    // ?lang=es with a stored ko: the page is Spanish, so are its lists.
    const shown = resolveUiLocale({ address: "es", stored: "ko", browser: "en-US" });
    expect(dataLanguageOf(shown)).toBe("es_es");
  });
});
