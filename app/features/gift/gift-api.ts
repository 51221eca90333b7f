import { Code } from "../../../contract/codes.ts";
import type { Envelope } from "../../../contract/envelope.ts";
import {
  GIFT_CODE_PATTERN,
  GIFT_REFUSAL_REASONS,
  type GiftClaimResult,
  type GiftInfo,
  type GiftRefusalReason,
  type GiftTemplateId,
  type GiftView,
  type MyGifts,
} from "../../../contract/gift.ts";
import { api } from "../../lib/api-client.ts";
import { refusalOf } from "../../lib/envelope.ts";

export const giftApi = {
  info: (code: string) => api.get<GiftInfo>("/gift/info", { query: { code } }),
  claim: (code: string) => api.post<GiftClaimResult>("/gift/claim", { body: { code } }),
  create: (body: {
    templateId: GiftTemplateId;
    message: string;
    maxClaims: number;
    expiresInDays: number;
  }) => api.post<GiftView>("/gift/create", { body }),
  revoke: (code: string) => api.post<GiftView>("/gift/revoke", { body: { code } }),
  mine: () => api.get<MyGifts>("/gift/mine"),
};

const REASONS: readonly string[] = GIFT_REFUSAL_REASONS;

/**
 * What to say about a refused gift call (read with `refusalOf`): a gift reason as it is; a
 * refused code without one (400, 404) names no gift; anything else is generic.
 */
export function giftProblemOf(response: Envelope<unknown>): GiftRefusalReason | "generic" {
  const reason = refusalOf(response)?.reason ?? "generic";
  if (REASONS.includes(reason)) return reason as GiftRefusalReason;
  return response.code === Code.badRequest || response.code === Code.notFound
    ? "not_found"
    : "generic";
}

/** The same for a refusal already read (useResource's `refusal`), where a 400 reads as invalid_input. */
export function giftProblemOfRefusal(
  refusal: { reason: string } | null,
): GiftRefusalReason | "generic" {
  const reason = refusal?.reason ?? "generic";
  if (REASONS.includes(reason)) return reason as GiftRefusalReason;
  return reason === "invalid_input" ? "not_found" : "generic";
}

/** A pasted gift link (any origin: only its code is used) or a bare code → the code. */
export function parseGiftCode(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  let code = text;
  if (/[/?=]/.test(text)) {
    try {
      code = new URL(text, "https://x.invalid").searchParams.get("code") ?? "";
    } catch {
      return null;
    }
  }
  return GIFT_CODE_PATTERN.test(code) ? code : null;
}
