import { and, eq, gte, lt, lte, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  STAT_DIMENSIONS,
  STAT_SERIES,
  type StatDimension,
  type StatMetric,
  type StatRange,
  type StatRow,
  type StatSeries,
  type StatsReport,
} from "../../../contract/stats.ts";
import type { Database } from "../../db/client.ts";
import { downloadEvents, giftClaims, gifts, statCounts, statPageViews } from "../../db/schema.ts";
import { dayOf } from "../../lib/stats.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The days of a range ending `today` (UTC), first to last. */
export function daysOf(range: StatRange, today: Date): string[] {
  const last = Date.parse(`${dayOf(today)}T00:00:00Z`);
  return Array.from({ length: range }, (_, i) => dayOf(new Date(last - (range - 1 - i) * DAY_MS)));
}

/** Rows of a breakdown as {key, count}, largest first, numbers as numbers. */
const rows = (list: { key: string | null; count: unknown }[]): StatRow[] =>
  list
    .map((r) => ({ key: r.key ?? "", count: Number(r.count) }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));

const dayText = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/**
 * The dashboard's report: daily series and breakdowns over the range. Page views, visitors,
 * referrers, countries, devices and sign-ups come from the daily counters; downloads, gifts and
 * claims from their own tables (their rows hold nothing personal: see ADR 0012).
 */
export async function statsReport(
  db: Database,
  range: StatRange,
  today: Date,
): Promise<StatsReport> {
  const days = daysOf(range, today);
  const from = days[0] ?? dayOf(today);
  const to = days[days.length - 1] ?? from;
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS);
  const inViews = and(gte(statPageViews.day, from), lte(statPageViews.day, to));
  const inCounts = (metric: StatMetric) =>
    and(eq(statCounts.metric, metric), gte(statCounts.day, from), lte(statCounts.day, to));
  const inDownloads = and(gte(downloadEvents.createdAt, start), lt(downloadEvents.createdAt, end));

  const perDay = async (query: Promise<{ day: string; count: unknown }[]>) =>
    new Map((await query).map((r) => [r.day, Number(r.count)]));
  const countsPerDay = (metric: StatMetric) =>
    perDay(
      db
        .select({ day: statCounts.day, count: sql`sum(${statCounts.count})` })
        .from(statCounts)
        .where(inCounts(metric))
        .groupBy(statCounts.day),
    );
  const byKey = (metric: StatMetric) =>
    db
      .select({ key: statCounts.key, count: sql`sum(${statCounts.count})` })
      .from(statCounts)
      .where(inCounts(metric))
      .groupBy(statCounts.key);
  const downloadsBy = (column: AnyPgColumn) =>
    db
      .select({ key: sql<string>`${column}`, count: sql`count(*)` })
      .from(downloadEvents)
      .where(inDownloads)
      .groupBy(column);
  const viewsBy = (column: AnyPgColumn) =>
    db
      .select({ key: sql<string>`${column}`, count: sql`sum(${statPageViews.count})` })
      .from(statPageViews)
      .where(inViews)
      .groupBy(column);
  const eventsPerDay = (
    at: AnyPgColumn,
    where: SQL | undefined,
    table: typeof gifts | typeof giftClaims | typeof downloadEvents,
  ) =>
    perDay(
      db
        .select({ day: dayText(at), count: sql`count(*)` })
        .from(table)
        .where(where)
        .groupBy(dayText(at)),
    );

  const series: Record<StatSeries, Map<string, number>> = {
    views: await perDay(
      db
        .select({ day: statPageViews.day, count: sql`sum(${statPageViews.count})` })
        .from(statPageViews)
        .where(inViews)
        .groupBy(statPageViews.day),
    ),
    visitors: await countsPerDay("visitors"),
    downloads: await eventsPerDay(downloadEvents.createdAt, inDownloads, downloadEvents),
    signups: await countsPerDay("signup"),
    giftsCreated: await eventsPerDay(
      gifts.createdAt,
      and(eq(gifts.campaign, false), gte(gifts.createdAt, start), lt(gifts.createdAt, end)),
      gifts,
    ),
    giftsClaimed: await eventsPerDay(
      giftClaims.claimedAt,
      and(gte(giftClaims.claimedAt, start), lt(giftClaims.claimedAt, end)),
      giftClaims,
    ),
  };
  const dimensions: Record<StatDimension, StatRow[]> = {
    routes: rows(await viewsBy(statPageViews.route)),
    languages: rows(await viewsBy(statPageViews.language)),
    referrers: rows(await byKey("referrer")),
    countries: rows(await byKey("country")),
    devices: rows(await byKey("device")),
    downloadApps: rows(await downloadsBy(downloadEvents.app)),
    downloadPlatforms: rows(await downloadsBy(downloadEvents.platform)),
    downloadChannels: rows(await downloadsBy(downloadEvents.channel)),
    downloadRegions: rows(await downloadsBy(downloadEvents.region)),
  };
  const daily = days.map((day) => {
    const entry = { day } as { day: string } & Record<StatSeries, number>;
    for (const name of STAT_SERIES) entry[name] = series[name].get(day) ?? 0;
    return entry;
  });
  const totals = {} as Record<StatSeries, number>;
  for (const name of STAT_SERIES) totals[name] = daily.reduce((sum, d) => sum + d[name], 0);
  return { days: range, from, to, daily, totals, dimensions };
}

/** One CSV field: quoted when it must be; a leading formula character is defused. */
export function csvField(value: string | number): string {
  if (typeof value === "number") return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The report as one long CSV table (`section,key,count`): the daily series first (key = day),
 * then every breakdown. One shape, so a spreadsheet can pivot any of it.
 */
export function statsCsv(report: StatsReport): string {
  const lines = [["section", "key", "count"]] as (string | number)[][];
  for (const name of STAT_SERIES) {
    for (const entry of report.daily) lines.push([name, entry.day, entry[name]]);
  }
  for (const dimension of STAT_DIMENSIONS) {
    for (const row of report.dimensions[dimension]) lines.push([dimension, row.key, row.count]);
  }
  return `${lines.map((line) => line.map(csvField).join(",")).join("\r\n")}\r\n`;
}
