import { GIFT_LIMITS, type GiftRefusalReason } from "../../../contract/gift.ts";

/** `msg` of each gift refusal; routes word rate limits and bad input for what they count. */
export const GIFT_MESSAGES = {
  not_found: "code: no gift has this code",
  expired: "code: this gift has expired",
  revoked: "code: this gift has been revoked",
  none_left: "code: every claim of this gift has been taken",
  already_claimed: "code: you have already claimed this gift",
  own_gift: "code: you cannot claim your own gift",
  too_many_active: `gifts: at most ${GIFT_LIMITS.maxActive} active gifts`,
  not_owner: "code: only the sender can revoke this gift",
  rate_limited: "code: too many attempts; try again later",
  unavailable: "gifts: temporarily unavailable; try again shortly",
} as const satisfies Record<GiftRefusalReason, string>;
