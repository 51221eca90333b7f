import { z } from "zod";
import { intQuery } from "../common.ts";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const Day = z
  .string()
  .regex(DAY, { error: "must be a date YYYY-MM-DD" })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
    error: "must be a date YYYY-MM-DD",
  })
  .optional();
const Filter = z.string().trim().max(200, { error: "is too long" }).optional();

export const AuditQuerySchema = z.object({
  actor: Filter.describe("Part of the actor's email (or `cli`)"),
  entity: Filter.describe("Exact entity: staff, invitation, article…"),
  action: Filter.describe("Exact action: update:staff…"),
  // Not `from`/`to`: `from` is the caller id every call carries (1 Android, 2 web, 3 iOS).
  since: Day.describe("First day (UTC), inclusive"),
  until: Day.describe("Last day (UTC), inclusive"),
  page: intQuery(1, 100000).optional(),
});

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.string(),
  actorId: z.number().int().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  at: z.string(),
});

export const AuditPageSchema = z.object({
  entries: z.array(AuditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Every entity and action that occurs, for the filter menus. */
  entities: z.array(z.string()),
  actions: z.array(z.string()),
});
