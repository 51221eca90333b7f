import { z } from "zod";
import { giftMessageProblem } from "../../../contract/form-rules.ts";
import {
  GIFT_BENEFIT_KINDS,
  GIFT_CODE_PATTERN,
  GIFT_LIMITS,
  GIFT_STATES,
  GIFT_TEMPLATE_IDS,
  type GiftInfo,
  type GiftRefusalReason,
  type GiftView,
  type MyGifts,
} from "../../../contract/gift.ts";
import { FromQuerySchema, refusals } from "../common.ts";

export const GiftCodeSchema = z
  .string({ error: "is required" })
  .trim()
  .regex(GIFT_CODE_PATTERN, { error: "must be a gift code (16 to 64 letters, digits, - or _)" })
  .describe("The code of a gift link: /gift?code=<code>");

export const GiftCodeQuerySchema = z.object({ code: GiftCodeSchema, from: FromQuerySchema });
export const GiftCodeBodySchema = z.object({ code: GiftCodeSchema });

const wholeNumber = (max: number) =>
  z
    .number({ error: `must be a whole number from 1 to ${max}` })
    .int({ error: `must be a whole number from 1 to ${max}` })
    .min(1, { error: `must be a whole number from 1 to ${max}` })
    .max(max, { error: `must be a whole number from 1 to ${max}` });

/** The browser checks the same message rule (contract/form-rules.ts) before it sends the form. */
export const CreateGiftBodySchema = z.object({
  templateId: z.enum(GIFT_TEMPLATE_IDS, {
    error: `must be one of ${GIFT_TEMPLATE_IDS.join(", ")}`,
  }),
  message: z
    .string({ error: "must be text (it may be empty)" })
    .transform((s) => s.replace(/\r\n?/g, "\n").trim())
    .refine((s) => giftMessageProblem(s) !== "long", {
      error: `must be at most ${GIFT_LIMITS.maxMessage} characters`,
    })
    .refine((s) => giftMessageProblem(s) !== "control", {
      error: "must not contain control characters",
    })
    .default(""),
  maxClaims: wholeNumber(GIFT_LIMITS.maxClaims).describe("How many accounts may claim it"),
  expiresInDays: wholeNumber(GIFT_LIMITS.maxDays).describe("Days until it expires"),
});

const BenefitSchema = z.object({
  kind: z.enum(GIFT_BENEFIT_KINDS),
  amount: z.number().int(),
});

const GiftViewObject = z.object({
  code: z.string(),
  templateId: z.string().nullable().describe("null for operators' campaigns"),
  benefit: BenefitSchema,
  sender: z
    .object({ nickname: z.string() })
    .nullable()
    .describe("null for a campaign (show the site name) or a deleted account"),
  campaign: z.boolean(),
  message: z.string().describe("In the x-language language for campaigns that have one"),
  expiresAt: z.string(),
  maxClaims: z.number().int(),
  claimsLeft: z.number().int(),
  state: z.enum(GIFT_STATES),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});

export const GiftViewSchema: z.ZodType<GiftView> = GiftViewObject;

const ViewerSchema = z.object({ isSender: z.boolean(), claimed: z.boolean() });

export const GiftInfoSchema: z.ZodType<GiftInfo> = GiftViewObject.extend({
  viewer: ViewerSchema.optional().describe("Only when the request carries a valid login"),
});

/**
 * The refusals of a gift route per status, each naming its reasons (contract/gift.ts); expired
 * and revoked gifts come with their state and card.
 */
export function giftRefusals<S extends number>(byStatus: Record<S, readonly GiftRefusalReason[]>) {
  return refusals(byStatus, {
    state: z.enum(GIFT_STATES).optional().describe("expired and revoked only"),
    gift: GiftInfoSchema.optional().describe("expired and revoked only: the greyed-out card"),
  });
}

const RewardSchema = z.object({
  kind: z.enum(GIFT_BENEFIT_KINDS),
  amount: z.number().int(),
  grantedAt: z.string(),
});

export const ClaimResultSchema = z.object({ reward: RewardSchema, gift: GiftViewSchema });

export const TemplatesSchema = z.object({
  templates: z.array(z.object({ id: z.string(), benefit: BenefitSchema })),
  limits: z.object({
    maxActive: z.number().int(),
    maxClaims: z.number().int(),
    maxDays: z.number().int(),
    maxMessage: z.number().int(),
  }),
});

export const MyGiftsSchema: z.ZodType<MyGifts> = z.object({
  sent: z.array(
    GiftViewObject.extend({
      claims: z.array(
        z.object({
          nickname: z.string().nullable().describe("null when the account was deleted"),
          claimedAt: z.string(),
        }),
      ),
    }),
  ),
  received: z.array(z.object({ gift: GiftViewSchema, claimedAt: z.string() })),
  rewards: z.array(RewardSchema.extend({ giftCode: z.string().nullable() })),
});
