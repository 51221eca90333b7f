// The client's one reader of an answer (spec §7): `dataOf` for a success, `refusalOf` for a
// refusal; no screen compares `code` itself. Beside use-resource.ts, not in it: the log-in client
// and the search box (in the app chunk every page loads, vite.config.ts) read answers too.
import { Code } from "../../contract/codes.ts";
import type { Envelope } from "../../contract/envelope.ts";
import { type Refusal, reasonOf, reasonOfCode } from "../../contract/refusals.ts";

/** The data of a successful envelope, or null for a refusal (or a success without data). */
export function dataOf<T>(response: Envelope<T>): T | null {
  return response.code === Code.ok && response.data != null ? response.data : null;
}

/**
 * The refusal of an envelope, or null for a success (code 200): its `data` with `reason` always
 * set — the server's `data.reason`, else the reason that goes with the code
 * (contract/refusals.ts). `R` names the feature's refusal shape (GiftRefusal, TwoFactorRefusal…).
 * The one place the client tells success from refusal, with `dataOf`.
 */
export function refusalOf<R extends { reason: string } = Refusal>(response: {
  code: number;
  msg?: string;
  data?: unknown;
}): R | null {
  if (response.code === Code.ok) return null;
  const data = typeof response.data === "object" && response.data !== null ? response.data : {};
  return { ...data, reason: reasonOf(response) ?? reasonOfCode(response.code) } as R;
}
