import { z } from "zod";
import { EnvelopeSchema, ErrorEnvelopeSchema } from "../../contract/envelope.ts";
import { type DataLanguage, parseDataLanguage } from "../../contract/language.ts";
import { type CommonRefusalReason, INPUT_PROBLEMS, type Refusal } from "../../contract/refusals.ts";
import { type ApiRefusalReason, statusOf } from "./refusal-status.ts";

/**
 * What every service answers, so every route answers it the same way (`answer()` in
 * refusal-status.ts): the value, or why not — a reason of the status table with the data the
 * refusal carries (`field`, `retryAfter`, and `X` for a resource's own: a state, a record…).
 */
export type Outcome<
  T,
  R extends ApiRefusalReason = ApiRefusalReason,
  X extends object = Record<never, never>,
> = { ok: T } | { refused: Refusal<R> & X };

/** `from` rides on every call (1 Android, 2 web, 3 iOS); missing or unknown is not an error. */
export const FromQuerySchema = z
  .union([z.string().max(64), z.array(z.string().max(64)).max(8)])
  .optional()
  .describe("Caller: 1 Android, 2 web, 3 iOS");

/** Records a known `from` as its number; anything else is kept as null. */
export function parseFrom(value: unknown): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  return raw === "1" || raw === "2" || raw === "3" ? Number(raw) : null;
}

/** `x-language` carries a data-call code (spec §4); anything else is read as en_us. */
export const LanguageHeadersSchema = z.object({
  "x-language": z
    .string()
    .max(64)
    .optional()
    .describe("zh_cn, zh_hk, en_us, ja_jp, ko_kr or es_es; anything else is en_us"),
});

/** The data language a request asks for in `x-language` (en_us when missing or unknown). */
export function languageOf(request: { headers: Record<string, unknown> }): DataLanguage {
  return parseDataLanguage(request.headers["x-language"]);
}

/** The answers of a read of one item: the item, a malformed request, or no such item. */
export function itemResponses<T extends z.ZodType>(item: T) {
  return { 200: EnvelopeSchema(item), 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };
}

/** A whole number in a query string, with a message that names the bounds. */
export function intQuery(min: number, max: number) {
  return z
    .string()
    .regex(/^\d{1,9}$/, { error: `must be a whole number from ${min} to ${max}` })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: `must be a whole number from ${min} to ${max}` });
}

/** Reasons a route may give at a status whatever it does (errors plugin, auth, rate limits). */
const ANY_ROUTE: Record<number, readonly CommonRefusalReason[]> = {
  400: ["invalid_input"],
  401: ["not_logged_in", "login_expired"],
  429: ["rate_limited"],
  503: ["unavailable"],
};

/**
 * The OpenAPI schema of a refusal at `status`: an error envelope whose `data.reason` is one of
 * `reasons` (plus those any route may give at that status), with the API's own extra `data`.
 * The serializer checks answers against it, so a reason not listed here cannot leave; a reason
 * the status table answers at another status is refused here, so the document cannot promise it.
 */
export function refusalSchema(
  status: number,
  reasons: readonly string[] = [],
  extra: z.ZodRawShape = {},
) {
  const all = [...new Set([...(ANY_ROUTE[status] ?? []), ...reasons])];
  if (all.length === 0) throw new Error(`refusalSchema(${status}): no reason`);
  const elsewhere = all.filter((reason) => (statusOf(reason) ?? status) !== status);
  if (elsewhere.length > 0) {
    throw new Error(`refusalSchema(${status}): ${elsewhere.join(", ")} answer another status`);
  }
  return z.object({
    code: z.number().int(),
    msg: z.string().describe("English, for logs and developers; word the reason instead"),
    data: z.object({
      reason: z.enum(all as [string, ...string[]]),
      field: z.string().optional().describe("The request field at fault"),
      problem: z.enum(INPUT_PROBLEMS).optional().describe("invalid_input only"),
      retryAfter: z.number().int().optional().describe("Seconds, as in Retry-After"),
      ...extra,
    }),
    requestId: z.string().optional(),
  });
}

/** Refusal schemas per status: `refusals({ 400: ["code_wrong"], 401: [] })`. */
export function refusals<S extends number>(
  byStatus: Record<S, readonly string[]>,
  extra: z.ZodRawShape = {},
) {
  const out = {} as Record<S, ReturnType<typeof refusalSchema>>;
  for (const [status, reasons] of Object.entries(byStatus) as [string, readonly string[]][]) {
    out[Number(status) as S] = refusalSchema(Number(status), reasons, extra);
  }
  return out;
}
