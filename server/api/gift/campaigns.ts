import { sql } from "drizzle-orm";
import type { GiftBenefitKind } from "../../../contract/gift.ts";
import type { Database } from "../../db/client.ts";
import { gifts } from "../../db/schema.ts";

export type CampaignSource = {
  code: string;
  benefit: { kind: GiftBenefitKind; amount: number };
  /** Fallback message; `messages` per data language when the file gives them. */
  message: string;
  messages: Record<string, string> | null;
  maxClaims: number;
  expiresAt: Date;
  revoked: boolean;
};

/**
 * Upserts the operators' campaign gifts (content/gifts/campaigns.json) by code. Re-applying is
 * harmless: claims_count is never written, max_claims never drops below the claims made, and a
 * gift keeps its first revocation time. A code held by a member's gift is an error in the file.
 */
export async function applyCampaigns(db: Database, campaigns: CampaignSource[]): Promise<void> {
  for (const c of campaigns) {
    const revokedAt = c.revoked ? sql`coalesce(${gifts.revokedAt}, now())` : sql`null`;
    const [row] = await db
      .insert(gifts)
      .values({
        code: c.code,
        campaign: true,
        benefitKind: c.benefit.kind,
        benefitAmount: c.benefit.amount,
        message: c.message,
        messages: c.messages,
        maxClaims: c.maxClaims,
        expiresAt: c.expiresAt,
        revokedAt: c.revoked ? sql`now()` : null,
      })
      .onConflictDoUpdate({
        target: gifts.code,
        set: {
          benefitKind: c.benefit.kind,
          benefitAmount: c.benefit.amount,
          message: c.message,
          messages: c.messages,
          maxClaims: sql`greatest(${c.maxClaims}::int, ${gifts.claimsCount})`,
          expiresAt: c.expiresAt,
          revokedAt,
        },
        setWhere: sql`${gifts.campaign}`,
      })
      .returning({ id: gifts.id });
    if (!row)
      throw new Error(`gifts/campaigns.json: ${c.code}: the code belongs to a member's gift`);
  }
}
