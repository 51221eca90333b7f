import type { AppContextValues } from "../../../contract/app-context.ts";
import { dataLanguageOf, type UiLocale } from "../../../contract/language.ts";
import { markPhrases } from "../../lib/phrases.server.ts";

/** The FAQ's questions (phrases marked for line breaking) and the support address. */
export async function loadFaq(context: AppContextValues, locale: UiLocale) {
  const language = dataLanguageOf(locale);
  const entries = ((await context.services.faq(language)) ?? []).map((entry) => ({
    ...entry,
    question: markPhrases(entry.question, language),
  }));
  const support = await context.services.config("support.email", "en_us");
  return { entries, supportEmail: typeof support?.value === "string" ? support.value : "" };
}

export type FaqData = Awaited<ReturnType<typeof loadFaq>>;
