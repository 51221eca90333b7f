// First-party statistics (issue 17, ADR 0012): what is counted, the dashboard's ranges and the
// shape of its report. Shared by the server (counting, GET /api/admin/stats) and the console.

/** The dashboard's ranges, in days ending today (UTC). */
export const STAT_RANGES = [7, 30, 90] as const;
export type StatRange = (typeof STAT_RANGES)[number];

/** Daily one-dimensional counters (table stat_counts). */
export const STAT_METRICS = ["visitors", "referrer", "country", "device", "signup"] as const;
export type StatMetric = (typeof STAT_METRICS)[number];

export const DEVICE_CLASSES = ["mobile", "tablet", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/**
 * The device class of a user agent: tablets first (iPad, Android without "Mobile", the word
 * Tablet), then phones, else a desktop. Coarse on purpose: nothing finer is kept.
 */
export function deviceClassOf(ua: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk\/|Kindle/i.test(ua)) return "tablet";
  if (/Android/i.test(ua) && !/Mobile/i.test(ua)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(ua)) return "mobile";
  return "desktop";
}

/** The dashboard's breakdowns, in its order; each one is a table and a CSV section. */
export const STAT_DIMENSIONS = [
  "routes",
  "languages",
  "referrers",
  "countries",
  "devices",
  "downloadApps",
  "downloadPlatforms",
  "downloadChannels",
  "downloadRegions",
] as const;
export type StatDimension = (typeof STAT_DIMENSIONS)[number];

/** The daily series: one value per day of the range. */
export const STAT_SERIES = [
  "views",
  "visitors",
  "downloads",
  "signups",
  "giftsCreated",
  "giftsClaimed",
] as const;
export type StatSeries = (typeof STAT_SERIES)[number];

export type StatRow = { key: string; count: number };

/** GET /api/admin/stats?days=30. */
export type StatsReport = {
  days: StatRange;
  /** First and last day (YYYY-MM-DD, UTC), both included. */
  from: string;
  to: string;
  /** One entry per day from `from` to `to`, in order. */
  daily: ({ day: string } & Record<StatSeries, number>)[];
  totals: Record<StatSeries, number>;
  /** Largest first. */
  dimensions: Record<StatDimension, StatRow[]>;
};
