import { z } from "zod";
import { STAT_DIMENSIONS, STAT_RANGES, STAT_SERIES } from "../../../contract/stats.ts";

/** `?days=7|30|90`, 30 when absent. */
export const StatsQuerySchema = z.object({
  days: z
    .enum(STAT_RANGES.map(String) as [string, ...string[]], { error: "must be 7, 30 or 90" })
    .default("30")
    .transform((value) => Number(value) as (typeof STAT_RANGES)[number]),
});

const RowSchema = z.object({ key: z.string(), count: z.number().int() });
const seriesShape = Object.fromEntries(STAT_SERIES.map((name) => [name, z.number().int()])) as {
  [K in (typeof STAT_SERIES)[number]]: z.ZodNumber;
};

export const StatsReportSchema = z.object({
  days: z.union(STAT_RANGES.map((n) => z.literal(n))),
  from: z.string(),
  to: z.string(),
  daily: z.array(z.object({ day: z.string(), ...seriesShape })),
  totals: z.object(seriesShape),
  dimensions: z.object(
    Object.fromEntries(STAT_DIMENSIONS.map((name) => [name, z.array(RowSchema)])) as {
      [K in (typeof STAT_DIMENSIONS)[number]]: z.ZodArray<typeof RowSchema>;
    },
  ),
});
