import { data } from "react-router";
import type { AppContextValues } from "../../../contract/app-context.ts";
import { COL_TYPE } from "../../../contract/category.ts";
import { dataLanguageOf } from "../../../contract/language.ts";
import { pageOfRoute } from "../../../contract/pages.ts";
import { resolveRequestLocale } from "../../lib/locale.server.ts";
import { markTextPhrases, markTitles } from "../../lib/phrases.server.ts";

export async function loadList(request: Request, context: AppContextValues, colType: number) {
  const language = dataLanguageOf(resolveRequestLocale(request));
  return {
    items: markTitles((await context.services.category(colType, language)) ?? [], language),
  };
}

/** The section an article route belongs to, from its pattern in the page table (`/manual/:slug`). */
function sectionOfRoute(pattern: string): "blog" | "manual" {
  return pageOfRoute(pattern)?.key === "manual" ? "manual" : "blog";
}

/**
 * A blog post or manual entry. The section comes from the matched route's pattern, not the
 * request's address (`/manual/x.data` on client navigations).
 */
export async function loadArticle(
  { request, pattern, slug }: { request: Request; pattern: string; slug: string },
  context: AppContextValues,
) {
  const section = sectionOfRoute(pattern);
  const colType = section === "manual" ? COL_TYPE.manual : COL_TYPE.blog;
  const language = dataLanguageOf(resolveRequestLocale(request));
  const article = await context.services.article(colType, slug, language);
  if (!article) throw data(null, { status: 404 });
  return { article: markTextPhrases(article), section };
}
