import { z } from "zod";
import {
  CURRENCY_PATTERN,
  PRICE_MAX_MINOR,
  PRO_APPS,
  PRO_PLANS,
  REGION_PATTERN,
} from "../../../contract/pro.ts";

export const ProPriceSchema = z.object({
  app: z.enum(PRO_APPS),
  plan: z.enum(PRO_PLANS),
  region: z.string(),
  currency: z.string(),
  amount: z.number().int().describe("In the currency's minor units (¥600 is 600, $5.99 is 599)"),
  since: z.string(),
});

export const ProPriceChangeSchema = ProPriceSchema.extend({
  id: z.number().int(),
  currency: z.string().nullable(),
  amount: z.number().int().nullable().describe("Null: the price was withdrawn"),
  by: z.string(),
});

export const AdminPricesSchema = z.object({
  current: z.array(ProPriceSchema),
  history: z.array(ProPriceChangeSchema),
});

/** A new price for one app, plan and region; `amount` null withdraws it. */
export const PriceChangeBodySchema = z
  .object({
    app: z.enum(PRO_APPS),
    plan: z.enum(PRO_PLANS),
    region: z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(REGION_PATTERN, { error: "must be a two-letter region code (JP)" })),
    currency: z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(CURRENCY_PATTERN, { error: "must be a currency code (JPY)" }))
      .optional(),
    amount: z
      .number()
      .int({ error: "must be whole minor units" })
      .min(1, { error: "must be more than 0" })
      .max(PRICE_MAX_MINOR, { error: "is too large" })
      .nullable(),
  })
  .superRefine((value, ctx) => {
    if (value.amount !== null && !value.currency) {
      ctx.addIssue({ code: "custom", path: ["currency"], message: "is required" });
    }
  });
