import { and, eq, gte, inArray, sql } from "drizzle-orm";
import { CAMPAIGN_HISTORY_DAYS, type CampaignView } from "../../../contract/campaigns.ts";
import type { GiftBenefitKind } from "../../../contract/gift.ts";
import type { Database } from "../../db/client.ts";
import { giftClaims, gifts } from "../../db/schema.ts";
import { type AuditActor, recordAudit } from "../../lib/audit.ts";
import type { Outcome } from "../common.ts";
import { daysOf } from "../stats/service.ts";

type GiftRow = typeof gifts.$inferSelect;

function stateOf(row: GiftRow, now: Date): CampaignView["state"] {
  if (row.revokedAt) return "paused";
  if (row.expiresAt.getTime() <= now.getTime()) return "expired";
  if (row.claimsCount >= row.maxClaims) return "full";
  return "active";
}

/** What an operator edits and the audit log shows: never the claimers. */
const shapeOf = (row: GiftRow) => ({
  code: row.code,
  benefit: { kind: row.benefitKind, amount: row.benefitAmount },
  messages: row.messages ?? { en_us: row.message },
  maxClaims: row.maxClaims,
  expiresAt: row.expiresAt.toISOString(),
  paused: row.revokedAt !== null,
});

/** Every campaign, newest first, with its claims per day over the last 30 days. */
export async function listCampaigns(db: Database, now: Date): Promise<CampaignView[]> {
  const rows = await db
    .select()
    .from(gifts)
    .where(eq(gifts.campaign, true))
    .orderBy(sql`${gifts.createdAt} desc, ${gifts.id} desc`);
  const days = daysOf(CAMPAIGN_HISTORY_DAYS, now);
  const since = new Date(`${days[0]}T00:00:00Z`);
  const day = sql<string>`to_char(${giftClaims.claimedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const claims = rows.length
    ? await db
        .select({ giftId: giftClaims.giftId, day, count: sql<number>`count(*)::int` })
        .from(giftClaims)
        .where(
          and(
            inArray(
              giftClaims.giftId,
              rows.map((r) => r.id),
            ),
            gte(giftClaims.claimedAt, since),
          ),
        )
        .groupBy(giftClaims.giftId, day)
    : [];
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    benefit: { kind: row.benefitKind as GiftBenefitKind, amount: row.benefitAmount },
    messages: row.messages ?? { en_us: row.message },
    maxClaims: row.maxClaims,
    claimsCount: row.claimsCount,
    expiresAt: row.expiresAt.toISOString(),
    state: stateOf(row, now),
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    claimsPerDay: days.map((d) => ({
      day: d,
      count: Number(claims.find((c) => c.giftId === row.id && c.day === d)?.count ?? 0),
    })),
  }));
}

export type CampaignInput = {
  code: string;
  kind: GiftBenefitKind;
  amount: number;
  maxClaims: number;
  expiresAt: string;
  messages: Record<string, string | undefined>;
};

const cleanMessages = (messages: Record<string, string | undefined>) =>
  Object.fromEntries(
    Object.entries(messages).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );

/** A new campaign gift; `conflict` when the code is taken (by any gift). */
export async function createCampaign(
  db: Database,
  input: CampaignInput,
  actor: AuditActor,
  now: Date,
): Promise<Outcome<number, "conflict">> {
  return db.transaction(async (tx): Promise<Outcome<number, "conflict">> => {
    const messages = cleanMessages(input.messages);
    const [row] = await tx
      .insert(gifts)
      .values({
        code: input.code,
        campaign: true,
        benefitKind: input.kind,
        benefitAmount: input.amount,
        message: messages.en_us ?? "",
        messages,
        maxClaims: input.maxClaims,
        expiresAt: new Date(input.expiresAt),
        editedAt: sql`now()`,
      })
      .onConflictDoNothing({ target: gifts.code })
      .returning();
    if (!row) return { refused: { reason: "conflict", field: "code" } };
    await recordAudit(tx, {
      actor,
      action: "manage:campaign",
      entity: "campaign",
      entityId: row.id,
      after: shapeOf(row),
      at: now,
    });
    return { ok: row.id };
  });
}

export type CampaignEdit = {
  maxClaims: number;
  expiresAt: string;
  messages: Record<string, string | undefined>;
  paused: boolean;
  editedAt: string | null;
};

/** invalid_input carries the words of the fault (`message`), for `msg` only. */
export type CampaignEditOutcome = Outcome<
  true,
  "not_found" | "conflict" | "invalid_input",
  { message?: string }
>;

/**
 * Edits limits, expiry, messages and the pause. Pausing sets revoked_at, so the gift API refuses
 * claims exactly as for a revoked gift; resuming clears it (campaigns only: a member's revoked
 * gift stays revoked). max_claims never drops below the claims already made.
 */
export async function editCampaign(
  db: Database,
  id: number,
  edit: CampaignEdit,
  actor: AuditActor,
  now: Date,
): Promise<CampaignEditOutcome> {
  return db.transaction(async (tx): Promise<CampaignEditOutcome> => {
    const [row] = await tx
      .select()
      .from(gifts)
      .where(and(eq(gifts.id, id), eq(gifts.campaign, true)))
      .for("update");
    if (!row) return { refused: { reason: "not_found" } };
    if ((row.editedAt?.toISOString() ?? null) !== edit.editedAt) {
      return { refused: { reason: "conflict" } };
    }
    if (edit.maxClaims < row.claimsCount) {
      return {
        refused: {
          reason: "invalid_input",
          field: "maxClaims",
          message: `must be at least the ${row.claimsCount} claims already made`,
        },
      };
    }
    const messages = cleanMessages(edit.messages);
    const [after] = await tx
      .update(gifts)
      .set({
        maxClaims: edit.maxClaims,
        expiresAt: new Date(edit.expiresAt),
        messages,
        message: messages.en_us ?? row.message,
        revokedAt: edit.paused ? sql`coalesce(${gifts.revokedAt}, now())` : null,
        // At least 1 ms later than before: the version the console compares is millisecond text.
        editedAt: sql`greatest(now(), coalesce(${gifts.editedAt}, now()) + interval '1 millisecond')`,
      })
      .where(eq(gifts.id, id))
      .returning();
    if (!after) throw new Error(`campaign ${id} vanished`);
    await recordAudit(tx, {
      actor,
      action: "manage:campaign",
      entity: "campaign",
      entityId: id,
      before: shapeOf(row),
      after: shapeOf(after),
      at: now,
    });
    return { ok: true as const };
  });
}
