import type { Database } from "../db/client.ts";
import { auditEntries } from "../db/schema.ts";

export type AuditActor = { userId: number | null; label: string };

export type AuditInput = {
  actor: AuditActor;
  /** `action:entity`, usually the permission that allowed the write (`publish:article`). */
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
  /**
   * When it happened, from the app's clock (`app.now()`), never the database's: the e2e test
   * clock moves the app clock, and the log must agree with what the write did at that moment.
   */
  at: Date;
};

type Writer = Pick<Database, "insert">;

/**
 * Records one console write. Call it with the transaction that makes the change, so the entry
 * exists exactly when the change does. `before`/`after` are shaped values (never password
 * hashes or secrets): what an admin reading the log needs to see.
 */
export async function recordAudit(db: Writer, input: AuditInput): Promise<void> {
  await db.insert(auditEntries).values({
    actorId: input.actor.userId,
    actor: input.actor.label,
    action: input.action,
    entity: input.entity,
    entityId: String(input.entityId),
    before: input.before ?? null,
    after: input.after ?? null,
    at: input.at,
  });
}
