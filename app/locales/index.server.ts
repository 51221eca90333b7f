import type { UiLocale } from "../../contract/language.ts";
import enUS, { type Messages } from "./en-US.ts";
import es from "./es.ts";
import ja from "./ja.ts";
import ko from "./ko.ts";
import zhCN from "./zh-CN.ts";
import zhHK from "./zh-HK.ts";

const catalogues: Record<UiLocale, Messages> = {
  "en-US": enUS,
  "zh-CN": zhCN,
  "zh-HK": zhHK,
  ja,
  ko,
  es,
};

/** Server-only: the client receives just its own locale's catalogue through the root loader. */
export function messagesFor(locale: UiLocale): Messages {
  return catalogues[locale];
}
