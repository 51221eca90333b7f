import { Code } from "../../../contract/codes.ts";
import type { Envelope } from "../../../contract/envelope.ts";
import {
  GIFT_CODE_PATTERN,
  type GiftClaimResult,
  type GiftInfo,
  type GiftRefusal,
  type GiftTemplateId,
  type GiftView,
  type MyGifts,
} from "../../../contract/gift.ts";
import { api } from "../../lib/api-client.ts";

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

/** The refusal carried by an error envelope, or a generic one when it has none. */
export function refusalOf(response: Envelope<unknown>): GiftRefusal | null {
  if (response.code === Code.ok) return null;
  const data = response.data as GiftRefusal | undefined;
  if (data && typeof data.reason === "string") return data;
  if (response.code === Code.tooManyRequests) return { reason: "rate_limited" };
  if (response.code === Code.unavailable) return { reason: "unavailable" };
  return null;
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
