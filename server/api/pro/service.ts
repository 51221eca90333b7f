// Pro prices (issue 31): each change is a new row, so the console keeps the history; the price
// in effect for an app, plan and region is the newest row that has begun.

import { and, desc, eq, lte, sql } from "drizzle-orm";
import type { ProApp, ProPlan, ProPrice, ProPriceChange } from "../../../contract/pro.ts";
import type { Database } from "../../db/client.ts";
import { proPrices } from "../../db/schema.ts";
import { type AuditActor, recordAudit } from "../../lib/audit.ts";

type Row = typeof proPrices.$inferSelect;

const toPrice = (row: Row): ProPrice | null =>
  row.amount !== null && row.currency !== null
    ? {
        app: row.app as ProApp,
        plan: row.plan as ProPlan,
        region: row.region,
        currency: row.currency,
        amount: row.amount,
        since: row.effectiveAt.toISOString(),
      }
    : null;

/** The prices in effect at `now`, every region (a withdrawn price is none). */
export async function currentPrices(db: Database, now: Date): Promise<ProPrice[]> {
  const rows = await db
    .selectDistinctOn([proPrices.app, proPrices.plan, proPrices.region])
    .from(proPrices)
    .where(lte(proPrices.effectiveAt, sql`${now.toISOString()}::timestamptz`))
    .orderBy(
      proPrices.app,
      proPrices.plan,
      proPrices.region,
      desc(proPrices.effectiveAt),
      desc(proPrices.id),
    );
  return rows.flatMap((row) => toPrice(row) ?? []);
}

/** Every change, newest first (the console's history). */
export async function priceHistory(db: Database, limit = 500): Promise<ProPriceChange[]> {
  const rows = await db
    .select()
    .from(proPrices)
    .orderBy(desc(proPrices.effectiveAt), desc(proPrices.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    app: row.app as ProApp,
    plan: row.plan as ProPlan,
    region: row.region,
    currency: row.currency,
    amount: row.amount,
    since: row.effectiveAt.toISOString(),
    by: row.changedBy,
  }));
}

/**
 * A new price from now on (or, with `amount` null, none), audited. /pro is rendered per request
 * (not kept: server/lib/render-cache.ts), so every instance shows it at once.
 */
export async function changePrice(
  db: Database,
  input: {
    app: ProApp;
    plan: ProPlan;
    region: string;
    price: { currency: string; amount: number } | null;
    actor: AuditActor;
    now: Date;
  },
): Promise<ProPriceChange> {
  return db.transaction(async (tx) => {
    const key = and(
      eq(proPrices.app, input.app),
      eq(proPrices.plan, input.plan),
      eq(proPrices.region, input.region),
    );
    const [before] = await tx
      .select()
      .from(proPrices)
      .where(key)
      .orderBy(desc(proPrices.effectiveAt), desc(proPrices.id))
      .limit(1);
    const [row] = await tx
      .insert(proPrices)
      .values({
        app: input.app,
        plan: input.plan,
        region: input.region,
        currency: input.price?.currency ?? null,
        amount: input.price?.amount ?? null,
        effectiveAt: input.now,
        changedBy: input.actor.label,
      })
      .returning();
    if (!row) throw new Error("price not stored");
    await recordAudit(tx, {
      actor: input.actor,
      action: input.price ? "update:price" : "withdraw:price",
      entity: "pro_price",
      entityId: `${input.app}/${input.plan}/${input.region}`,
      before: before ? { currency: before.currency, amount: before.amount } : null,
      after: input.price,
      at: input.now,
    });
    return {
      id: row.id,
      app: input.app,
      plan: input.plan,
      region: row.region,
      currency: row.currency,
      amount: row.amount,
      since: row.effectiveAt.toISOString(),
      by: row.changedBy,
    };
  });
}
