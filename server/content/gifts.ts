import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { GIFT_BENEFIT_KINDS, GIFT_CODE_PATTERN } from "../../contract/gift.ts";
import { DATA_LANGUAGES } from "../../contract/language.ts";
import type { CampaignSource } from "../api/gift/campaigns-service.ts";

const MESSAGE_MAX = 500;

const CampaignFileSchema = z.array(
  z
    .object({
      code: z.string().regex(GIFT_CODE_PATTERN, { error: "must match the gift code pattern" }),
      benefit: z.object({
        kind: z.enum(GIFT_BENEFIT_KINDS),
        amount: z.number().int().min(1).max(1_000_000),
      }),
      /** One message for every language, or one per data language (en_us required). */
      message: z.union([
        z.string().max(MESSAGE_MAX),
        z
          .partialRecord(z.enum(DATA_LANGUAGES), z.string().max(MESSAGE_MAX))
          .refine((m) => m.en_us !== undefined, { error: "needs en_us" }),
      ]),
      maxClaims: z.number().int().min(1).max(100_000_000),
      expiresAt: z.iso.datetime({ offset: true }),
      revoked: z.boolean().default(false),
    })
    .strict(),
);

/** content/gifts/campaigns.json: the operators' gift links, with fixed, readable codes. */
export async function loadCampaigns(contentDir: string): Promise<CampaignSource[]> {
  const file = path.join(contentDir, "gifts", "campaigns.json");
  const text = await readFile(file, "utf8").catch(() => null);
  if (text === null) return [];
  const parsed = CampaignFileSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`gifts/campaigns.json: ${issue?.path.join(".")} ${issue?.message}`);
  }
  const seen = new Set<string>();
  return parsed.data.map((entry) => {
    if (seen.has(entry.code))
      throw new Error(`gifts/campaigns.json: ${entry.code}: duplicate code`);
    seen.add(entry.code);
    const messages = typeof entry.message === "string" ? null : entry.message;
    return {
      code: entry.code,
      benefit: entry.benefit,
      message: typeof entry.message === "string" ? entry.message : (entry.message.en_us ?? ""),
      messages: messages as Record<string, string> | null,
      maxClaims: entry.maxClaims,
      expiresAt: new Date(entry.expiresAt),
      revoked: entry.revoked,
    };
  });
}
