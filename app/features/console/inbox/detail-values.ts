import { APP_NAMES, isReleaseApp } from "../../../../contract/releases.ts";
import type { ConsoleMessages } from "../../../locales/console/en-US.ts";

type ValueWords = ConsoleMessages["inbox"]["values"];

/**
 * A detail of an inquiry in the operator's words: a form's choice (topic, app, platform,
 * partnership, budget, consent) by its label, as the visitor chose it (an app by its one name);
 * anything else as sent.
 */
export function detailText(name: string, value: unknown, words: ValueWords): string {
  const raw = String(value);
  if (name === "app" && isReleaseApp(raw)) return APP_NAMES[raw];
  // The catalogue cannot hold a key `other` (it reads as a plural form): the topic's is this.
  const key = name === "topic" && raw === "other" ? "somethingElse" : raw;
  const table = (words as Record<string, Record<string, string> | undefined>)[name];
  return table?.[key] ?? raw;
}
