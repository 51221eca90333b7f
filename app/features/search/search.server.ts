import type { AppContextValues } from "../../../contract/app-context.ts";
import { dataLanguageOf } from "../../../contract/language.ts";
import { isSearchType, SEARCH_LIMITS, type SearchResults } from "../../../contract/search.ts";
import { resolveRequestLocale } from "../../lib/locale.server.ts";

export type SearchPageData = {
  query: string;
  /** Why no search ran: nothing typed, or too long; null when it ran. */
  problem: "empty" | "too_long" | null;
  results: SearchResults | null;
};

/**
 * /search?q=&type=&page= rendered on the server: the same bounds as GET /api/search, but a page
 * never refuses. An unknown type or page is read as none or the first, so an edited link
 * still shows results.
 */
export async function loadSearch(
  request: Request,
  context: AppContextValues,
): Promise<SearchPageData> {
  const params = new URL(request.url).searchParams;
  const query = (params.get("q") ?? "").trim();
  if (query.length < SEARCH_LIMITS.queryMin) return { query, problem: "empty", results: null };
  if (query.length > SEARCH_LIMITS.queryMax) {
    return { query: query.slice(0, SEARCH_LIMITS.queryMax), problem: "too_long", results: null };
  }
  const rawType = params.get("type");
  const type = isSearchType(rawType) ? rawType : null;
  const rawPage = Number(params.get("page") ?? "1");
  const page =
    Number.isInteger(rawPage) && rawPage >= 1 && rawPage <= SEARCH_LIMITS.maxPage ? rawPage : 1;
  const language = dataLanguageOf(resolveRequestLocale(request));
  const results = await context.services.search(query, type, page, language);
  return { query, problem: null, results };
}
