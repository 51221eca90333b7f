import { and, desc, eq, gte, ilike, lt, type SQL, sql } from "drizzle-orm";
import { AUDIT_PAGE_SIZE, type AuditEntry } from "../../../contract/staff.ts";
import type { Database } from "../../db/client.ts";
import { auditEntries } from "../../db/schema.ts";

export type AuditFilter = {
  actor?: string | undefined;
  entity?: string | undefined;
  action?: string | undefined;
  /** YYYY-MM-DD, UTC, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function where(filter: AuditFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.actor) parts.push(ilike(auditEntries.actor, likePattern(filter.actor)));
  if (filter.entity) parts.push(eq(auditEntries.entity, filter.entity));
  if (filter.action) parts.push(eq(auditEntries.action, filter.action));
  if (filter.from) {
    parts.push(gte(auditEntries.at, sql`${`${filter.from}T00:00:00Z`}::timestamptz`));
  }
  if (filter.to) {
    const end = new Date(Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS).toISOString();
    parts.push(lt(auditEntries.at, sql`${end}::timestamptz`));
  }
  return parts.length ? and(...parts) : undefined;
}

/** One page of the audit log, newest first, with the total and the filter menus' values. */
export async function auditPage(db: Database, filter: AuditFilter, page: number) {
  const condition = where(filter);
  const rows = await db
    .select()
    .from(auditEntries)
    .where(condition)
    .orderBy(desc(auditEntries.at), desc(auditEntries.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(auditEntries)
    .where(condition);
  const entities = await db
    .selectDistinct({ value: auditEntries.entity })
    .from(auditEntries)
    .orderBy(auditEntries.entity);
  const actions = await db
    .selectDistinct({ value: auditEntries.action })
    .from(auditEntries)
    .orderBy(auditEntries.action);
  const entries: AuditEntry[] = rows.map((row) => ({
    id: row.id,
    actor: row.actor,
    actorId: row.actorId,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    before: row.before,
    after: row.after,
    at: row.at.toISOString(),
  }));
  return {
    entries,
    total: Number(counted?.total ?? 0),
    page,
    pageSize: AUDIT_PAGE_SIZE,
    entities: entities.map((e) => e.value),
    actions: actions.map((a) => a.value),
  };
}
