import type { FastifyReply } from "fastify";
import { Code } from "../../../contract/codes.ts";
import { GIFT_LIMITS, type GiftRefusal, type GiftRefusalReason } from "../../../contract/gift.ts";

const REFUSAL_CODE = {
  not_found: Code.notFound,
  expired: Code.gone,
  revoked: Code.gone,
  none_left: Code.conflict,
  already_claimed: Code.conflict,
  own_gift: Code.conflict,
  too_many_active: Code.conflict,
  not_owner: Code.forbidden,
  rate_limited: Code.tooManyRequests,
  unavailable: Code.unavailable,
} as const satisfies Record<GiftRefusalReason, number>;

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
  const code = REFUSAL_CODE[reason];
  return reply.status(code).send({ code, msg, data: { reason, ...extra } });
}
