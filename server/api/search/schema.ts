import { z } from "zod";
import { EnvelopeSchema } from "../../../contract/envelope.ts";
import { SEARCH_LIMITS, SEARCH_TYPES } from "../../../contract/search.ts";
import { FromQuerySchema, intQuery } from "../common.ts";

const L = SEARCH_LIMITS;

const SearchTypeSchema = z.enum(SEARCH_TYPES);

/** `q` trimmed; too short or too long is refused by name (field `q`, problem too_short/too_long). */
const query = (min: number) =>
  z
    .string()
    .trim()
    .min(min, { error: `must be at least ${min} characters` })
    .max(L.queryMax, { error: `must be at most ${L.queryMax} characters` })
    .describe(`Words to find, ${min} to ${L.queryMax} characters`);

export const SearchQuerySchema = z.object({
  q: query(L.queryMin),
  type: SearchTypeSchema.optional().describe("Only results of this kind"),
  page: intQuery(1, L.maxPage).optional().describe(`Page of ${L.pageSize} results, from 1`),
  from: FromQuerySchema,
});

export const SuggestQuerySchema = z.object({
  q: query(L.suggestMin),
  from: FromQuerySchema,
});

const HitSchema = z.object({
  title: z.string(),
  type: SearchTypeSchema,
  url: z.string(),
  snippet: z.string().describe("HTML: the text escaped, matches in <mark>"),
  language: z.string().describe("The language of the text"),
  untranslated: z.boolean().describe("The English text: no translation in the asked language"),
});

export const SearchResultsSchema = EnvelopeSchema(
  z.object({
    query: z.string(),
    type: SearchTypeSchema.nullable(),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    counts: z.partialRecord(SearchTypeSchema, z.number().int()),
    hits: z.array(HitSchema),
  }),
);

export const SuggestionsSchema = EnvelopeSchema(
  z.array(z.object({ title: z.string(), type: SearchTypeSchema, url: z.string() })),
);
