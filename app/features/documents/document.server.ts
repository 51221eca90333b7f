import { data } from "react-router";
import {
  AGREEMENT_DOCUMENTS,
  type DocumentKey,
  isDocumentKey,
} from "../../../contract/documents.ts";
import { dataLanguageOf } from "../../../contract/language.ts";
import type { AppContextValues } from "../../lib/context.ts";
import { resolveRequestLocale } from "../../lib/locale.server.ts";
import { markTextPhrases } from "../../lib/phrases.server.ts";

export function documentKeyOf(pathname: string): DocumentKey | null {
  const path = pathname.replace(/\/+$/, "");
  const agreement = AGREEMENT_DOCUMENTS[path as keyof typeof AGREEMENT_DOCUMENTS];
  if (agreement) return agreement;
  const key = path.slice(1);
  return isDocumentKey(key) ? key : null;
}

/** The document of the current path in the visitor's language; 404 when there is none. */
export async function loadDocument(request: Request, context: AppContextValues) {
  const locale = resolveRequestLocale(request);
  const key = documentKeyOf(new URL(request.url).pathname);
  const language = dataLanguageOf(locale);
  const document = key ? await context.services.document(key, language) : null;
  if (!document) throw data(null, { status: 404 });
  return { document: markTextPhrases(document), requested: language };
}
