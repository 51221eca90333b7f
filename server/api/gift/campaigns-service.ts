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
 * gift keeps its first revocation time. A campaign edited in the console is left as the operator
 * made it. A code held by a member's gift is an error in the file.
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
        // A campaign an operator edited in the console (edited_at) keeps their values (ADR 0010).
        setWhere: sql`${gifts.campaign} and ${gifts.editedAt} is null`,
      })
      .returning({ id: gifts.id });
    if (row) continue;
    const [held] = await db
      .select({ campaign: gifts.campaign })
      .from(gifts)
      .where(sql`${gifts.code} = ${c.code}`);
    if (!held?.campaign)
      throw new Error(`gifts/campaigns.json: ${c.code}: the code belongs to a member's gift`);
  }
}
