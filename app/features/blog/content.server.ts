import { data } from "react-router";
import { COL_TYPE } from "../../../contract/category.ts";
import { dataLanguageOf } from "../../../contract/language.ts";
import type { AppContextValues } from "../../lib/context.ts";
import { resolveRequestLocale } from "../../lib/locale.server.ts";
import { markTextPhrases, markTitles } from "../../lib/phrases.server.ts";

export async function loadList(request: Request, context: AppContextValues, colType: number) {
  const language = dataLanguageOf(resolveRequestLocale(request));
  return {
    items: markTitles((await context.services.category(colType, language)) ?? [], language),
  };
}

export async function loadArticle(request: Request, context: AppContextValues, slug: string) {
  const path = new URL(request.url).pathname;
  const colType = path.startsWith("/manual/") ? COL_TYPE.manual : COL_TYPE.blog;
  const language = dataLanguageOf(resolveRequestLocale(request));
  const article = await context.services.article(colType, slug, language);
  if (!article) throw data(null, { status: 404 });
  return {
    article: markTextPhrases(article),
    section: colType === COL_TYPE.manual ? ("manual" as const) : ("blog" as const),
  };
}
