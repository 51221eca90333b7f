/**
 * First-party statistics (issue 17, ADR 0012): daily aggregates only. No row names a visitor:
 * no address, no hash, no user agent, no cookie. A counter is one row per day and key, raised
 * by an atomic upsert (`count = count + excluded.count`), so concurrent views never lose one.
 */
import { sql } from "drizzle-orm";
import { check, date, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/** Page views per day, route pattern (`/blog/:slug`) and interface language (`en-US`). */
export const statPageViews = pgTable(
  "stat_page_views",
  {
    day: date("day", { mode: "string" }).notNull(),
    route: text("route").notNull(),
    language: text("language").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.route, t.language] }),
    check("stat_page_views_count_check", sql`${t.count} >= 0`),
  ],
);

/**
 * One-dimensional daily counters: `metric` is one of STAT_METRICS (contract/stats.ts): visitors
 * (key ""), referrer (external host), country (ISO code, "" unknown), device (mobile, tablet,
 * desktop), signup (key "").
 */
export const statCounts = pgTable(
  "stat_counts",
  {
    day: date("day", { mode: "string" }).notNull(),
    metric: text("metric").notNull(),
    key: text("key").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.metric, t.key] }),
    check("stat_counts_count_check", sql`${t.count} >= 0`),
  ],
);
