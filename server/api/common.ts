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
