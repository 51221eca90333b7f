// Gift links (issue #8), shared by client and server. No zod here: the server's schemas live in
// server/api/gift/schema.ts. Titles are not here either: the client names a template by its id
// and a benefit by its kind, in the visitor's language.

/** What a gift grants to the account that claims it. */
export const GIFT_BENEFIT_KINDS = ["pro_days", "doll_pack", "ai_credits"] as const;
export type GiftBenefitKind = (typeof GIFT_BENEFIT_KINDS)[number];
export type GiftBenefit = { kind: GiftBenefitKind; amount: number };

/** The gifts a member can make. Ids are stable: gifts keep the id they were made from. */
export const GIFT_TEMPLATES = [
  { id: "pro-7", benefit: { kind: "pro_days", amount: 7 } },
  { id: "dolls-3", benefit: { kind: "doll_pack", amount: 3 } },
  { id: "ai-50", benefit: { kind: "ai_credits", amount: 50 } },
] as const satisfies readonly { id: string; benefit: GiftBenefit }[];
export type GiftTemplateId = (typeof GIFT_TEMPLATES)[number]["id"];
export const GIFT_TEMPLATE_IDS = GIFT_TEMPLATES.map((t) => t.id) as [
  GiftTemplateId,
  ...GiftTemplateId[],
];

export function giftTemplate(id: string) {
  return GIFT_TEMPLATES.find((t) => t.id === id) ?? null;
}

/** Limits on the gifts a member makes (operators' campaigns are not bound by them). */
export const GIFT_LIMITS = {
  /** Active gifts (not revoked, not expired, slots left) one account may have at once. */
  maxActive: 5,
  /** Accounts that may claim one gift, 1…maxClaims. */
  maxClaims: 10,
  /** Days a gift stays open, 1…maxDays. */
  maxDays: 30,
  /** Characters (code points) of the message, after trimming. */
  maxMessage: 200,
} as const;

/**
 * A gift code: random codes are 24 base64url characters (144 bits); operators' campaign codes
 * are readable (INKDOLL-WELCOME-2027). Both fit this pattern; anything else is refused as input.
 */
export const GIFT_CODE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** revoked > claimed (no slot left) > expired > active: the first that applies. */
export const GIFT_STATES = ["active", "claimed", "expired", "revoked"] as const;
export type GiftState = (typeof GIFT_STATES)[number];

export function giftState(
  gift: { revokedAt: Date | null; claimsCount: number; maxClaims: number; expiresAt: Date },
  now: Date,
): GiftState {
  if (gift.revokedAt) return "revoked";
  if (gift.claimsCount >= gift.maxClaims) return "claimed";
  if (gift.expiresAt.getTime() <= now.getTime()) return "expired";
  return "active";
}

/**
 * Why a gift call was refused, in `data.reason` of the error envelope, so the client can say it
 * in the visitor's language (`msg` is an English sentence for logs and developers).
 */
export const GIFT_REFUSAL_REASONS = [
  /** 404: no gift has this code. */
  "not_found",
  /** 410: the gift is past its expiry date. */
  "expired",
  /** 410: the sender (or the operator) revoked it. */
  "revoked",
  /** 409: every slot has been claimed. */
  "none_left",
  /** 409: this account already claimed this gift. */
  "already_claimed",
  /** 409: the sender cannot claim their own gift. */
  "own_gift",
  /** 409: the account already has GIFT_LIMITS.maxActive active gifts. */
  "too_many_active",
  /** 403: only the sender may revoke a gift. */
  "not_owner",
  /** 429: too many lookups, claims or new gifts; see Retry-After (and data.retryAfter). */
  "rate_limited",
  /** 503: the database is away for a moment; try again shortly. */
  "unavailable",
] as const;
export type GiftRefusalReason = (typeof GIFT_REFUSAL_REASONS)[number];

/** A gift as anyone holding its code may see it. Dates are ISO 8601 strings. */
export type GiftView = {
  code: string;
  /** The template it was made from; null for operators' campaigns. */
  templateId: string | null;
  benefit: GiftBenefit;
  /** null for a campaign (show the site name) or when the sender deleted their account. */
  sender: { nickname: string } | null;
  campaign: boolean;
  message: string;
  expiresAt: string;
  maxClaims: number;
  claimsLeft: number;
  state: GiftState;
  createdAt: string;
  revokedAt: string | null;
};

/** Added to /gift/info when the request carries a valid login. */
export type GiftViewer = { isSender: boolean; claimed: boolean };
export type GiftInfo = GiftView & { viewer?: GiftViewer };

/** `data` of a refused gift call. */
export type GiftRefusal = {
  reason: GiftRefusalReason;
  state?: GiftState;
  gift?: GiftInfo;
  retryAfter?: number;
};

export type GiftReward = { kind: GiftBenefitKind; amount: number; grantedAt: string };
export type GiftClaimResult = { reward: GiftReward; gift: GiftView };

export type MyGifts = {
  sent: (GiftView & { claims: { nickname: string | null; claimedAt: string }[] })[];
  received: { gift: GiftView; claimedAt: string }[];
  rewards: (GiftReward & { giftCode: string | null })[];
};

/** The address to share: `<origin>/gift?code=<code>`. */
export function giftLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, "")}/gift?code=${encodeURIComponent(code)}`;
}
