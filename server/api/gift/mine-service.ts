import { desc, eq, inArray } from "drizzle-orm";
import type { GiftBenefitKind, MyGifts } from "../../../contract/gift.ts";
import type { DataLanguage } from "../../../contract/language.ts";
import type { Database } from "../../db/client.ts";
import { giftClaims, gifts, rewards, users } from "../../db/schema.ts";
import {
  type GiftRow,
  giftsWithSender,
  MINE_LIST_LIMIT,
  toGiftView,
  withSender,
} from "./service.ts";

/** The user's sent gifts (with who claimed them), received gifts and rewards, newest first. */
export async function myGifts(
  db: Database,
  userId: number,
  now: Date,
  language: DataLanguage,
): Promise<MyGifts> {
  const sentRows = await giftsWithSender(db)
    .where(eq(gifts.senderId, userId))
    .orderBy(desc(gifts.createdAt), desc(gifts.id))
    .limit(MINE_LIST_LIMIT);
  const ids = sentRows.map((r) => r.gift.id);
  const claimRows = ids.length
    ? await db
        .select({
          giftId: giftClaims.giftId,
          nickname: users.nickname,
          claimedAt: giftClaims.claimedAt,
        })
        .from(giftClaims)
        .leftJoin(users, eq(users.id, giftClaims.userId))
        .where(inArray(giftClaims.giftId, ids))
        .orderBy(desc(giftClaims.claimedAt), desc(giftClaims.id))
    : [];
  const receivedRows = await db
    .select({ ...withSender, claimedAt: giftClaims.claimedAt })
    .from(giftClaims)
    .innerJoin(gifts, eq(gifts.id, giftClaims.giftId))
    .leftJoin(users, eq(users.id, gifts.senderId))
    .where(eq(giftClaims.userId, userId))
    .orderBy(desc(giftClaims.claimedAt), desc(giftClaims.id))
    .limit(MINE_LIST_LIMIT);
  const rewardRows = await db
    .select({
      kind: rewards.kind,
      amount: rewards.amount,
      grantedAt: rewards.createdAt,
      giftCode: gifts.code,
    })
    .from(rewards)
    .leftJoin(gifts, eq(gifts.id, rewards.giftId))
    .where(eq(rewards.userId, userId))
    .orderBy(desc(rewards.createdAt), desc(rewards.id))
    .limit(MINE_LIST_LIMIT);
  const view = (row: { gift: GiftRow; senderNickname: string | null }) =>
    toGiftView({ ...row.gift, senderNickname: row.senderNickname }, now, language);
  return {
    sent: sentRows.map((row) => ({
      ...view(row),
      claims: claimRows
        .filter((c) => c.giftId === row.gift.id)
        .map((c) => ({ nickname: c.nickname, claimedAt: c.claimedAt.toISOString() })),
    })),
    received: receivedRows.map((row) => ({
      gift: view(row),
      claimedAt: row.claimedAt.toISOString(),
    })),
    rewards: rewardRows.map((r) => ({
      kind: r.kind as GiftBenefitKind,
      amount: r.amount,
      grantedAt: r.grantedAt.toISOString(),
      giftCode: r.giftCode,
    })),
  };
}
