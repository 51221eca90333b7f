import type { AppContextValues } from "../../../contract/app-context.ts";
import { COL_TYPE } from "../../../contract/category.ts";
import { dataLanguageOf, type UiLocale } from "../../../contract/language.ts";
import { markPhrases } from "../../lib/phrases.server.ts";

/** How many questions and manual topics the help centre shows before "all". */
const TOP = 6;

/** The help centre: the first FAQ entries and manual topics in the visitor's language. */
export async function loadSupport(context: AppContextValues, locale: UiLocale) {
  const language = dataLanguageOf(locale);
  const [faq, manual] = await Promise.all([
    context.services.faq(language),
    context.services.category(COL_TYPE.manual, language),
  ]);
  return {
    faq: (faq ?? []).slice(0, TOP).map((entry) => ({
      id: entry.id,
      question: markPhrases(entry.question, language),
      answerHtml: entry.answerHtml,
    })),
    manual: (manual ?? []).slice(0, TOP).map((item) => ({
      slug: item.slug,
      title: markPhrases(item.title, language),
      summary: item.summary,
    })),
  };
}

export type SupportData = Awaited<ReturnType<typeof loadSupport>>;
