import { data } from "react-router";
import type { AppContextValues } from "../../../contract/app-context.ts";
import { documentKeyOfRoute } from "../../../contract/documents.ts";
import { dataLanguageOf } from "../../../contract/language.ts";
import { resolveRequestLocale } from "../../lib/locale.server.ts";
import { markTextPhrases } from "../../lib/phrases.server.ts";

/**
 * The document of the matched route in the visitor's language; 404 when there is none. The key
 * comes from the route's own pattern (`/terms`), never from the request's address: a client
 * navigation fetches `/terms.data?_routes=legal-terms`.
 */
export async function loadDocument(
  { request, pattern }: { request: Request; pattern: string },
  context: AppContextValues,
) {
  const locale = resolveRequestLocale(request);
  const key = documentKeyOfRoute(pattern);
  const language = dataLanguageOf(locale);
  const document = key ? await context.services.document(key, language) : null;
  if (!document) throw data(null, { status: 404 });
  return { document: markTextPhrases(document), requested: language };
}
