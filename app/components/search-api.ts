import type { SearchSuggestion } from "../../contract/search.ts";
import { api } from "../lib/api-client.ts";

/** GET /api/search/suggest: up to six page titles for the typed text (the search box). */
export const suggest = (q: string, signal: AbortSignal) =>
  api.get<SearchSuggestion[]>("/search/suggest", { query: { q }, signal });
