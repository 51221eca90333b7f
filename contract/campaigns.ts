// Gift campaigns in the console (/admin/campaigns, issue 17). A campaign is a gift with
// `campaign = true` (server/api/gift/campaigns.ts); claims go through the gift API's rules.
import type { GiftBenefitKind } from "./gift.ts";

/** paused: claims are refused as revoked until resumed; full: every slot is claimed. */
export type CampaignState = "active" | "paused" | "expired" | "full";

export type CampaignView = {
  id: number;
  code: string;
  benefit: { kind: GiftBenefitKind; amount: number };
  /** Per data language; en_us is the fallback. */
  messages: Record<string, string>;
  maxClaims: number;
  claimsCount: number;
  expiresAt: string;
  state: CampaignState;
  createdAt: string;
  /** The version an edit sends back; null while it is content/'s seed. */
  editedAt: string | null;
  /** Claims per UTC day over the last 30 days, oldest first. */
  claimsPerDay: { day: string; count: number }[];
};

/** Days of claims history shown per campaign. */
export const CAMPAIGN_HISTORY_DAYS = 30;
