import type { UiLocale } from "../../../contract/language.ts";
import { markCatalogue } from "../../lib/phrases.server.ts";
import { consoleMessagesFor } from "../../locales/console/index.server.ts";
import type { ConsoleLayoutData } from "./console-api.ts";

/** The console layout's loader: the console's catalogue in the operator's language. */
export function loadConsole(locale: UiLocale): ConsoleLayoutData {
  return { messages: markCatalogue(consoleMessagesFor(locale), locale) };
}
