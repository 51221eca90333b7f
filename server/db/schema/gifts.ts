/** Gift links, their claims and the rewards ledger (issue #8). */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { ownerId, users } from "./accounts.ts";
import { createdAt, moment, partOf, serialId } from "./columns.ts";

/**
 * Gift links (issue #8): a code carrying a benefit, claimable by up to max_claims accounts.
 *
 * The code is stored as it is, not hashed: the sender must be able to copy their link again from
 * /gift/manage, and a hash cannot give it back. What a leaked code exposes is small and bounded
 * (a few Pro days, dolls or AI credits, at most 10 claims, 30 days, revocable), and a database
 * leak would already expose far more than the codes; keeping a key apart to encrypt them would
 * cost an operational secret for little gain.
 *
 * sender_id is SET NULL when the sender's account is deleted: gifts other people claimed (and
 * the rewards they got) must outlive the sender. Account deletion revokes the sender's gifts
 * first (revokeGiftsOfUser), so nothing stays claimable without an owner; the public view then
 * shows no sender. Campaign gifts come from content/gifts/campaigns.json and have no sender.
 * claims_count counts the slots used: the CHECK makes overselling impossible, whatever the code.
 */
export const gifts = pgTable(
  "gifts",
  {
    id: serialId(),
    code: text("code").notNull(),
    senderId: integer("sender_id").references(() => users.id, { onDelete: "set null" }),
    campaign: boolean("campaign").notNull().default(false),
    templateId: text("template_id"),
    benefitKind: text("benefit_kind").notNull(),
    benefitAmount: integer("benefit_amount").notNull(),
    message: text("message").notNull().default(""),
    /** Campaigns only: the message per data language; `message` is the fallback. */
    messages: jsonb("messages").$type<Record<string, string>>(),
    maxClaims: integer("max_claims").notNull(),
    claimsCount: integer("claims_count").notNull().default(0),
    expiresAt: moment("expires_at").notNull(),
    revokedAt: moment("revoked_at"),
    createdAt: createdAt(),
    /**
     * Campaigns only: set by console edits (/admin/campaigns), the version an edit compares, and
     * the mark that keeps content/gifts/campaigns.json from overwriting the operator's values.
     */
    editedAt: moment("edited_at"),
  },
  (t) => [
    uniqueIndex("gifts_code_key").on(t.code),
    index("gifts_sender_idx").on(t.senderId, t.createdAt),
    check(
      "gifts_claims_count_check",
      sql`${t.claimsCount} >= 0 and ${t.claimsCount} <= ${t.maxClaims}`,
    ),
    check("gifts_max_claims_check", sql`${t.maxClaims} >= 1`),
    check("gifts_campaign_sender_check", sql`not (${t.campaign} and ${t.senderId} is not null)`),
    check("gifts_benefit_amount_check", sql`${t.benefitAmount} > 0`),
    check(
      "gifts_benefit_kind_check",
      sql`${t.benefitKind} in ('pro_days', 'doll_pack', 'ai_credits')`,
    ),
  ],
);

/**
 * Who claimed which gift, once per account: the unique (gift_id, user_id) index is what makes a
 * second claim impossible, however many requests race. user_id is SET NULL when the claimer
 * deletes their account: the row (no personal data left) keeps the slot it used, so the number
 * of claim rows always equals gifts.claims_count, and the sender's list shows "deleted account".
 * Gifts are never deleted (RESTRICT): they anchor claims and the rewards ledger.
 */
export const giftClaims = pgTable(
  "gift_claims",
  {
    id: serialId(),
    giftId: partOf("gift_id", () => gifts.id, "restrict"),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    claimedAt: moment("claimed_at").notNull(),
  },
  (t) => [
    uniqueIndex("gift_claims_gift_user_key").on(t.giftId, t.userId),
    index("gift_claims_user_idx").on(t.userId, t.claimedAt),
  ],
);

/**
 * The rewards ledger: one row per benefit granted to an account. A claim writes its row in the
 * same transaction as the claim; unique (gift_id, user_id) makes a second grant for one gift
 * impossible. gift_id is null for grants that do not come from a gift (none yet). A deleted
 * account's own rewards go with it (CASCADE); other accounts' rewards are untouched.
 */
export const rewards = pgTable(
  "rewards",
  {
    id: serialId(),
    userId: ownerId(),
    giftId: integer("gift_id").references(() => gifts.id, { onDelete: "restrict" }),
    kind: text("kind").notNull(),
    amount: integer("amount").notNull(),
    createdAt: moment("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("rewards_gift_user_key").on(t.giftId, t.userId),
    index("rewards_user_idx").on(t.userId, t.createdAt),
    check("rewards_amount_check", sql`${t.amount} > 0`),
    check("rewards_kind_check", sql`${t.kind} in ('pro_days', 'doll_pack', 'ai_credits')`),
  ],
);
