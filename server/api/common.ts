import { z } from "zod";

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

/** A whole number in a query string, with a message that names the bounds. */
export function intQuery(min: number, max: number) {
  return z
    .string()
    .regex(/^\d{1,9}$/, { error: `must be a whole number from ${min} to ${max}` })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: `must be a whole number from ${min} to ${max}` });
}
