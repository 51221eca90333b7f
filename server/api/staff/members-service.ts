import { asc, eq, isNotNull, sql } from "drizzle-orm";
import { isRole, type Role } from "../../../contract/permissions.ts";
import type { StaffEntry } from "../../../contract/staff.ts";
import type { Database } from "../../db/client.ts";
import { staffMembers, twoFactorSecrets, users } from "../../db/schema.ts";
import { type AuditActor, recordAudit } from "../../lib/audit.ts";
import type { Outcome } from "../common.ts";

/** A conflict names `expected`: the role the change was made from is no longer the member's. */
export type MemberOutcome = Outcome<StaffEntry | null, "not_found" | "conflict" | "last_admin">;

const columns = {
  userId: staffMembers.userId,
  role: staffMembers.role,
  since: staffMembers.createdAt,
  email: users.email,
  nickname: users.nickname,
  twoFactorOn: twoFactorSecrets.enabledAt,
};

type Row = {
  userId: number;
  role: string;
  since: Date;
  email: string;
  nickname: string;
  twoFactorOn: Date | null;
};

function toEntry(row: Row): StaffEntry | null {
  if (!isRole(row.role)) return null;
  return {
    userId: row.userId,
    email: row.email,
    nickname: row.nickname,
    role: row.role,
    since: row.since.toISOString(),
    twoFactor: row.twoFactorOn !== null,
  };
}

function selectStaff(db: Pick<Database, "select">) {
  return db
    .select(columns)
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .leftJoin(
      twoFactorSecrets,
      sql`${twoFactorSecrets.userId} = ${staffMembers.userId} and ${isNotNull(twoFactorSecrets.enabledAt)}`,
    );
}

/** Every staff member: administrators first, then by when they joined. */
export async function listStaff(db: Database): Promise<StaffEntry[]> {
  const rows = await selectStaff(db).orderBy(
    sql`case when ${staffMembers.role} = 'admin' then 0 else 1 end`,
    asc(staffMembers.createdAt),
    asc(staffMembers.userId),
  );
  return rows.flatMap((row) => toEntry(row) ?? []);
}

/**
 * Changes a member's role (`role: null` removes them), refused when the member's role is no
 * longer `expected` (someone else changed it meanwhile) or when no administrator would be left.
 * The admin rows are locked first so two admins demoting each other at once cannot both pass.
 */
export async function changeStaff(
  db: Database,
  input: { userId: number; expected: Role; role: Role | null; actor: AuditActor; now: Date },
): Promise<MemberOutcome> {
  return db.transaction(async (tx): Promise<MemberOutcome> => {
    const admins = await tx
      .select({ userId: staffMembers.userId })
      .from(staffMembers)
      .where(eq(staffMembers.role, "admin"))
      // One order for every transaction, so two of them cannot lock the rows crosswise.
      .orderBy(asc(staffMembers.userId))
      .for("update");
    const [row] = await selectStaff(tx).where(eq(staffMembers.userId, input.userId)).for("update", {
      of: staffMembers,
    });
    const current = row ? toEntry(row) : null;
    if (!current) return { refused: { reason: "not_found" } };
    if (current.role !== input.expected) {
      return { refused: { reason: "conflict", field: "expected" } };
    }
    if (current.role === "admin" && input.role !== "admin" && admins.length <= 1) {
      return { refused: { reason: "last_admin" } };
    }
    const before = { email: current.email, role: current.role };
    if (input.role === null) {
      await tx.delete(staffMembers).where(eq(staffMembers.userId, input.userId));
      await recordAudit(tx, {
        actor: input.actor,
        action: "remove:staff",
        entity: "staff",
        entityId: input.userId,
        before,
        at: input.now,
      });
      return { ok: null };
    }
    await tx
      .update(staffMembers)
      .set({ role: input.role, grantedBy: input.actor.userId, updatedAt: sql`now()` })
      .where(eq(staffMembers.userId, input.userId));
    await recordAudit(tx, {
      actor: input.actor,
      action: "update:staff",
      entity: "staff",
      entityId: input.userId,
      before,
      after: { email: current.email, role: input.role },
      at: input.now,
    });
    return { ok: { ...current, role: input.role } };
  });
}
