/** Pro prices per app, plan and region (issue 31): every change is a row, so the history stays. */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, moment, serialId } from "./columns.ts";

/**
 * A price from `effective_at` on, until a later row for the same app, plan and region; a row
 * with no amount withdraws the price. `changed_by` is the operator's label, as the audit log
 * writes it (the row stays when the account goes).
 */
export const proPrices = pgTable(
  "pro_prices",
  {
    id: serialId(),
    app: text("app").notNull(),
    plan: text("plan").notNull(),
    region: text("region").notNull(),
    currency: text("currency"),
    amount: integer("amount"),
    effectiveAt: moment("effective_at").notNull(),
    changedBy: text("changed_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("pro_prices_key_idx").on(t.app, t.plan, t.region, t.effectiveAt),
    check(
      "pro_prices_amount_check",
      sql`(${t.amount} is null and ${t.currency} is null) or (${t.amount} > 0 and ${t.currency} is not null)`,
    ),
  ],
);
