import { z } from "zod";
import { GIFT_BENEFIT_KINDS, GIFT_CODE_PATTERN } from "../../../contract/gift.ts";
import { DATA_LANGUAGES } from "../../../contract/language.ts";
import { consoleRefusals } from "../staff/schema.ts";

const MESSAGE_MAX = 500;

const MessagesSchema = z
  .partialRecord(
    z.enum(DATA_LANGUAGES),
    z
      .string()
      .trim()
      .max(MESSAGE_MAX, { error: `must be at most ${MESSAGE_MAX} characters` }),
  )
  .refine((m) => Boolean(m.en_us), { error: "needs an en_us message", path: ["en_us"] });
const MaxClaimsSchema = z
  .number({ error: "must be a number" })
  .int({ error: "must be a whole number" })
  .min(1, { error: "must be at least 1" })
  .max(100_000_000, { error: "must be at most 100000000" });
const ExpiresSchema = z.iso.datetime({ offset: true, error: "must be a date and time" });

export const CampaignCreateSchema = z.object({
  code: z
    .string({ error: "is required" })
    .regex(GIFT_CODE_PATTERN, { error: "must be 16 to 64 letters, digits, '-' or '_'" }),
  kind: z.enum(GIFT_BENEFIT_KINDS, { error: "must be pro_days, doll_pack or ai_credits" }),
  amount: z
    .number({ error: "must be a number" })
    .int({ error: "must be a whole number" })
    .min(1, { error: "must be at least 1" })
    .max(1_000_000, { error: "must be at most 1000000" }),
  maxClaims: MaxClaimsSchema,
  expiresAt: ExpiresSchema,
  messages: MessagesSchema,
});

export const CampaignEditSchema = z.object({
  maxClaims: MaxClaimsSchema,
  expiresAt: ExpiresSchema,
  messages: MessagesSchema,
  paused: z.boolean({ error: "must be true or false" }),
  /** The editedAt the operator read (null for a campaign not edited yet). */
  editedAt: z.string().max(40).nullable(),
});

export const CampaignParamsSchema = z.object({
  id: z.coerce.number({ error: "must be a campaign id" }).int().min(1).max(2_147_483_647),
});

export const CampaignViewSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  benefit: z.object({ kind: z.enum(GIFT_BENEFIT_KINDS), amount: z.number().int() }),
  messages: z.record(z.string(), z.string()),
  maxClaims: z.number().int(),
  claimsCount: z.number().int(),
  expiresAt: z.string(),
  state: z.enum(["active", "paused", "expired", "full"]),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  claimsPerDay: z.array(z.object({ day: z.string(), count: z.number().int() })),
});

export const campaignRefusals = () =>
  consoleRefusals({ 400: [], 404: ["not_found"], 409: ["conflict"] });
