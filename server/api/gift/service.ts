import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, type SQL, sql } from "drizzle-orm";
import {
  GIFT_LIMITS,
  type GiftBenefitKind,
  type GiftRefusalReason,
  type GiftView,
  type GiftViewer,
  giftState,
  giftTemplate,
} from "../../../contract/gift.ts";
import type { DataLanguage } from "../../../contract/language.ts";
import type { Database } from "../../db/client.ts";
import { giftClaims, gifts, rewards, users } from "../../db/schema.ts";
import type { Outcome } from "../common.ts";

export type GiftRow = typeof gifts.$inferSelect;
export type GiftRecord = GiftRow & { senderNickname: string | null };

/** Lists in /gift/mine stop at this many entries each, newest first. */
export const MINE_LIST_LIMIT = 100;

/** 18 random bytes: 24 URL-safe characters, 144 bits, unguessable. */
export function newGiftCode(): string {
  return randomBytes(18).toString("base64url");
}

/** Timestamps in raw SQL travel as ISO text with a cast: the two drivers bind Date differently. */
function at(date: Date) {
  return sql`${date.toISOString()}::timestamptz`;
}

export function toGiftView(gift: GiftRecord, now: Date, language: DataLanguage): GiftView {
  return {
    code: gift.code,
    templateId: gift.templateId,
    benefit: { kind: gift.benefitKind as GiftBenefitKind, amount: gift.benefitAmount },
    sender: gift.senderNickname === null ? null : { nickname: gift.senderNickname },
    campaign: gift.campaign,
    message: gift.messages?.[language] ?? gift.message,
    expiresAt: gift.expiresAt.toISOString(),
    maxClaims: gift.maxClaims,
    claimsLeft: Math.max(0, gift.maxClaims - gift.claimsCount),
    state: giftState(gift, now),
    createdAt: gift.createdAt.toISOString(),
    revokedAt: gift.revokedAt?.toISOString() ?? null,
  };
}

export const withSender = { gift: gifts, senderNickname: users.nickname };

/** Gifts with their sender's nickname (null for campaigns and deleted accounts), to filter. */
export const giftsWithSender = (db: Database) =>
  db.select(withSender).from(gifts).leftJoin(users, eq(users.id, gifts.senderId));

async function findGift(db: Database, where: SQL): Promise<GiftRecord | null> {
  const [row] = await giftsWithSender(db).where(where);
  return row ? { ...row.gift, senderNickname: row.senderNickname } : null;
}

export const findGiftByCode = (db: Database, code: string) => findGift(db, eq(gifts.code, code));
const findGiftById = (db: Database, id: number) => findGift(db, eq(gifts.id, id));

async function hasClaimed(db: Database, giftId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: giftClaims.id })
    .from(giftClaims)
    .where(and(eq(giftClaims.giftId, giftId), eq(giftClaims.userId, userId)));
  return Boolean(row);
}

/** What the logged-in visitor of /gift/info is to this gift. */
export async function viewerOf(
  db: Database,
  gift: GiftRecord,
  userId: number,
): Promise<GiftViewer> {
  return { isSender: gift.senderId === userId, claimed: await hasClaimed(db, gift.id, userId) };
}

/** Active: not revoked, not expired, slots left. */
function activeGiftsOf(userId: number, now: Date) {
  return and(
    eq(gifts.senderId, userId),
    isNull(gifts.revokedAt),
    gt(gifts.expiresAt, sql`${at(now)}`),
    lt(gifts.claimsCount, gifts.maxClaims),
  );
}

/**
 * A new gift from a template. The sender's user row is locked for the transaction, so two
 * requests racing cannot both see four active gifts and make a sixth.
 */
export async function createGift(
  db: Database,
  input: {
    userId: number;
    templateId: string;
    message: string;
    maxClaims: number;
    expiresInDays: number;
    now: Date;
  },
): Promise<Outcome<GiftRecord, "too_many_active" | "invalid_input">> {
  const template = giftTemplate(input.templateId);
  if (!template) {
    return { refused: { reason: "invalid_input", field: "templateId", problem: "invalid" } };
  }
  return db.transaction(async (tx): Promise<Outcome<GiftRecord, "too_many_active">> => {
    // NO KEY UPDATE serialises this user's creations without blocking foreign-key checks
    // (claims by this user take KEY SHARE on the same row).
    const [sender] = await tx
      .select({ nickname: users.nickname })
      .from(users)
      .where(eq(users.id, input.userId))
      .for("no key update");
    if (!sender) throw new Error("createGift: no such user");
    const [active] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(gifts)
      .where(activeGiftsOf(input.userId, input.now));
    if ((active?.count ?? 0) >= GIFT_LIMITS.maxActive) {
      return { refused: { reason: "too_many_active" } };
    }
    const expiresAt = new Date(input.now.getTime() + input.expiresInDays * 24 * 3600 * 1000);
    // A duplicate of a 144-bit code will not happen; if it ever did, draw again.
    for (let attempt = 0; attempt < 3; attempt++) {
      const [row] = await tx
        .insert(gifts)
        .values({
          code: newGiftCode(),
          senderId: input.userId,
          templateId: template.id,
          benefitKind: template.benefit.kind,
          benefitAmount: template.benefit.amount,
          message: input.message,
          maxClaims: input.maxClaims,
          expiresAt,
          createdAt: input.now,
        })
        .onConflictDoNothing({ target: gifts.code })
        .returning();
      if (row) return { ok: { ...row, senderNickname: sender.nickname } };
    }
    throw new Error("createGift: could not draw a unique code");
  });
}

export type Claimed = {
  gift: GiftRecord;
  reward: { kind: GiftBenefitKind; amount: number; grantedAt: Date };
};

/** Every refusal but not_found names the gift, so the answer can show it as it now is. */
export type ClaimOutcome = Outcome<
  Claimed,
  Extract<
    GiftRefusalReason,
    "not_found" | "own_gift" | "already_claimed" | "none_left" | "expired" | "revoked"
  >,
  { gift?: GiftRecord }
>;

/** Thrown inside the claim transaction to roll it back (the slot taken is given back). */
class ClaimRolledBack extends Error {}

/**
 * Claims a slot of the gift for the user and writes the reward, in one transaction, exactly once:
 * - the conditional UPDATE takes a slot only while the gift is open (not revoked, not expired,
 *   slots left, not the sender's own); its row lock serialises concurrent claimers, and the
 *   CHECK (claims_count <= max_claims) backs it up;
 * - the claim INSERT … ON CONFLICT DO NOTHING hits unique (gift_id, user_id) on a second claim by
 *   the same account, and the transaction is rolled back, slot included;
 * - the reward row is unique per (gift_id, user_id) as well.
 * When nothing was claimed, the gift is read again to name the reason.
 */
export async function claimGift(
  db: Database,
  input: { code: string; userId: number; now: Date },
): Promise<ClaimOutcome> {
  const found = await findGiftByCode(db, input.code);
  if (!found) return { refused: { reason: "not_found" } };
  try {
    const done = await db.transaction(async (tx) => {
      const [gift] = await tx
        .update(gifts)
        .set({ claimsCount: sql`${gifts.claimsCount} + 1` })
        .where(
          and(
            eq(gifts.id, found.id),
            isNull(gifts.revokedAt),
            gt(gifts.expiresAt, sql`${at(input.now)}`),
            lt(gifts.claimsCount, gifts.maxClaims),
            sql`${gifts.senderId} is distinct from ${input.userId}`,
          ),
        )
        .returning();
      if (!gift) throw new ClaimRolledBack();
      const [claim] = await tx
        .insert(giftClaims)
        .values({ giftId: gift.id, userId: input.userId, claimedAt: input.now })
        .onConflictDoNothing()
        .returning({ id: giftClaims.id });
      if (!claim) throw new ClaimRolledBack();
      const [reward] = await tx
        .insert(rewards)
        .values({
          userId: input.userId,
          giftId: gift.id,
          kind: gift.benefitKind,
          amount: gift.benefitAmount,
          createdAt: input.now,
        })
        .returning();
      if (!reward) throw new Error("claimGift: reward not written");
      return { gift, reward };
    });
    return {
      ok: {
        gift: { ...done.gift, senderNickname: found.senderNickname },
        reward: {
          kind: done.reward.kind as GiftBenefitKind,
          amount: done.reward.amount,
          grantedAt: done.reward.createdAt,
        },
      },
    };
  } catch (err) {
    if (!(err instanceof ClaimRolledBack)) throw err;
  }
  const gift = (await findGiftById(db, found.id)) ?? found;
  if (gift.senderId === input.userId) return { refused: { reason: "own_gift", gift } };
  if (await hasClaimed(db, gift.id, input.userId)) {
    return { refused: { reason: "already_claimed", gift } };
  }
  const state = giftState(gift, input.now);
  if (state === "revoked") return { refused: { reason: "revoked", gift } };
  if (state === "claimed") return { refused: { reason: "none_left", gift } };
  if (state === "expired") return { refused: { reason: "expired", gift } };
  // Slots never come back and revocations are not undone by members, so an open gift cannot
  // refuse a first claim; this is a bug if it ever happens.
  throw new Error("claimGift: refused an open gift");
}

/**
 * The sender ends the unclaimed remainder; claims already made (and their rewards) stay.
 * Revoking twice is not an error: the gift is answered as it is, revoked at the first time.
 */
export async function revokeGift(
  db: Database,
  input: { code: string; userId: number; now: Date },
): Promise<Outcome<GiftRecord, "not_found" | "not_owner">> {
  const gift = await findGiftByCode(db, input.code);
  if (!gift) return { refused: { reason: "not_found" } };
  if (gift.senderId !== input.userId) return { refused: { reason: "not_owner" } };
  const [row] = await db
    .update(gifts)
    .set({ revokedAt: input.now })
    .where(and(eq(gifts.id, gift.id), isNull(gifts.revokedAt)))
    .returning();
  return { ok: row ? { ...row, senderNickname: gift.senderNickname } : gift };
}

/**
 * Revokes every gift the user sent that is not revoked yet; account deletion calls it before
 * deleting the user, so no link stays claimable without an owner. Returns how many it revoked.
 */
export async function revokeGiftsOfUser(db: Database, userId: number, now: Date): Promise<number> {
  const rows = await db
    .update(gifts)
    .set({ revokedAt: now })
    .where(and(eq(gifts.senderId, userId), isNull(gifts.revokedAt)))
    .returning({ id: gifts.id });
  return rows.length;
}
