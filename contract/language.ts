/** Interface locales (spec §9, extended to full ja, ko and es). zh-TW shares the zh-HK catalogue. */
export const UI_LOCALES = ["en-US", "zh-CN", "zh-HK", "ja", "ko", "es"] as const;
export type UiLocale = (typeof UI_LOCALES)[number];
export const DEFAULT_LOCALE: UiLocale = "en-US";

/** Language codes of the data calls (spec §4). */
export const DATA_LANGUAGES = ["zh_cn", "zh_hk", "en_us", "ja_jp", "ko_kr", "es_es"] as const;
export type DataLanguage = (typeof DATA_LANGUAGES)[number];
export const DEFAULT_DATA_LANGUAGE: DataLanguage = "en_us";

const TRADITIONAL_REGIONS = new Set(["hk", "tw", "mo"]);

function normalise(tag: string | null | undefined): string[] {
  return (tag ?? "").trim().replace(/_/g, "-").toLowerCase().split("-").filter(Boolean);
}

/**
 * Browser language → data-call language (spec §4): zh, zh-CN → zh_cn; zh-HK, zh-TW → zh_hk;
 * anything containing "ja" → ja_jp; ko → ko_kr; es → es_es; everything else en_us.
 */
export function toDataLanguage(tag: string | null | undefined): DataLanguage {
  const parts = normalise(tag);
  const [primary, ...rest] = parts;
  if (primary === "zh") {
    if (rest.includes("hant") || rest.some((p) => TRADITIONAL_REGIONS.has(p))) return "zh_hk";
    return "zh_cn";
  }
  if ((tag ?? "").toLowerCase().includes("ja")) return "ja_jp";
  if (primary === "ko") return "ko_kr";
  if (primary === "es") return "es_es";
  return "en_us";
}

const DATA_TO_UI: Record<DataLanguage, UiLocale> = {
  zh_cn: "zh-CN",
  zh_hk: "zh-HK",
  en_us: "en-US",
  ja_jp: "ja",
  ko_kr: "ko",
  es_es: "es",
};

const UI_TO_DATA: Record<UiLocale, DataLanguage> = {
  "en-US": "en_us",
  "zh-CN": "zh_cn",
  "zh-HK": "zh_hk",
  ja: "ja_jp",
  ko: "ko_kr",
  es: "es_es",
};

/** Any language tag → the interface locale that serves it (en-US when none does). */
export function toUiLocale(tag: string | null | undefined): UiLocale {
  const exact = UI_LOCALES.find((l) => l.toLowerCase() === (tag ?? "").toLowerCase());
  return exact ?? DATA_TO_UI[toDataLanguage(tag)];
}

/** The interface locale of a content language (en_us → en-US). */
export function uiLocaleOf(language: DataLanguage): UiLocale {
  return DATA_TO_UI[language];
}

export function dataLanguageOf(locale: UiLocale): DataLanguage {
  return UI_TO_DATA[locale];
}

export function isUiLocale(value: unknown): value is UiLocale {
  return typeof value === "string" && (UI_LOCALES as readonly string[]).includes(value);
}

export function isDataLanguage(value: unknown): value is DataLanguage {
  return typeof value === "string" && (DATA_LANGUAGES as readonly string[]).includes(value);
}

/** Data-call language from an `x-language` header; unknown values are en_us (issue 3). */
export function parseDataLanguage(value: unknown): DataLanguage {
  return isDataLanguage(value) ? value : DEFAULT_DATA_LANGUAGE;
}

const SERVED_PRIMARIES = new Set(["en", "zh", "ja", "ko", "es"]);

/**
 * A spec locale or a regional form of one (`zh-TW`, `ja-JP`, `ko-KR`, `es-MX`, `en-GB`, `zh`)
 * → the interface locale that serves it; null for a language we have no catalogue for (`fr`)
 * or anything that is not a language tag, so the caller can fall through to the next source.
 */
export function servedUiLocale(tag: unknown): UiLocale | null {
  if (typeof tag !== "string") return null;
  const primary = normalise(tag)[0];
  if (!primary || !SERVED_PRIMARIES.has(primary)) return null;
  return toUiLocale(tag);
}

/**
 * The browser's language from an Accept-Language header (spec §4: "the browser language"):
 * its first preference (highest q, then order) decides. When that first choice has no
 * catalogue the visitor gets en-US, not a later entry: `fr-FR,ja;q=0.8` is an en-US visitor.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): UiLocale {
  if (!header) return DEFAULT_LOCALE;
  const [first] = header
    .split(",")
    .slice(0, 20)
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((e) => e.tag && e.tag !== "*" && e.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return servedUiLocale(first?.tag) ?? DEFAULT_LOCALE;
}

/**
 * The interface language of a page (spec §4), the same rule on both sides: an explicit
 * `?lang=` address wins (the apps' in-app pages, each language's address for search engines);
 * then the tab's chosen language (session storage `language`, mirrored to the server in a
 * cookie) when it is a spec locale or a regional form of one; then the browser language;
 * then en-US.
 */
export function resolveUiLocale(sources: {
  address?: string | null;
  stored?: string | null;
  browser?: UiLocale | null;
}): UiLocale {
  if (sources.address) return toUiLocale(sources.address);
  return servedUiLocale(sources.stored) ?? sources.browser ?? DEFAULT_LOCALE;
}

/** Each language named in its own script, for the switcher (no flags). */
export const LANGUAGE_NAMES: Record<UiLocale, string> = {
  "zh-CN": "简体中文",
  "zh-HK": "繁體中文",
  "en-US": "English",
  ja: "日本語",
  ko: "한국어",
  es: "Español",
};

/** A data-call language as a BCP 47 tag for `lang` attributes: zh_cn → zh-CN. */
export function bcp47Of(language: string): string {
  const [primary = "en", region] = language.split("_");
  return region ? `${primary}-${region.toUpperCase()}` : primary;
}

/** The session cookie that mirrors the tab's chosen language to the server. */
export const LANGUAGE_COOKIE = "language";
