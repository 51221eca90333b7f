import { describe, expect, it } from "vitest";
import {
  localeFromAcceptLanguage,
  parseDataLanguage,
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
  it("honours order and q-values and skips languages without a catalogue", () => {
    expect(localeFromAcceptLanguage("zh-CN,zh;q=0.9,en;q=0.8")).toBe("zh-CN");
    expect(localeFromAcceptLanguage("fr-FR, ja;q=0.5, en;q=0.4")).toBe("ja");
    expect(localeFromAcceptLanguage("en;q=0.1, ko;q=0.9")).toBe("ko");
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
