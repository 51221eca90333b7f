import type { FastifyReply } from "fastify";
import { GIFT_LIMITS, type GiftRefusal, type GiftRefusalReason } from "../../../contract/gift.ts";
import { sendRefusal } from "../refusal-status.ts";

const REFUSAL_MESSAGE: Record<GiftRefusalReason, string> = {
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
};

/** Answers a gift refusal: the status of its reason, `data.reason` and any extra data. */
export function refuse(
  reply: FastifyReply,
  reason: GiftRefusalReason,
  extra: Omit<GiftRefusal, "reason"> = {},
  msg = REFUSAL_MESSAGE[reason],
) {
  return sendRefusal(reply, { reason, ...extra }, msg);
}
