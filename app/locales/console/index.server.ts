import type { UiLocale } from "../../../contract/language.ts";
import enUS, { type ConsoleMessages } from "./en-US.ts";
import es from "./es.ts";
import ja from "./ja.ts";
import ko from "./ko.ts";
import zhCN from "./zh-CN.ts";
import zhHK from "./zh-HK.ts";

const catalogues: Record<UiLocale, ConsoleMessages> = {
  "en-US": enUS,
  "zh-CN": zhCN,
  "zh-HK": zhHK,
  ja,
  ko,
  es,
};

/** Server-only: the console layout's loader sends the operator's locale's catalogue. */
export function consoleMessagesFor(locale: UiLocale): ConsoleMessages {
  return catalogues[locale];
}
