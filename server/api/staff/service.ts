import { eq, sql } from "drizzle-orm";
import { isRole, type Role } from "../../../contract/permissions.ts";
import type { Database } from "../../db/client.ts";
import { staffMembers, users } from "../../db/schema.ts";

export type StaffMember = { userId: number; role: Role; email: string; nickname: string };

/** The account's staff grant with its unmasked email (for the audit log), or null. */
export async function findStaffMember(db: Database, userId: number): Promise<StaffMember | null> {
  const [row] = await db
    .select({ role: staffMembers.role, email: users.email, nickname: users.nickname })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .where(eq(staffMembers.userId, userId));
  return row && isRole(row.role) ? { userId, ...row, role: row.role } : null;
}

/** Test hook only (server/plugins/test-clock.ts): makes the account with `email` staff of `role`. */
export async function grantRoleForTests(db: Database, email: string, role: Role): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) return false;
  await db
    .insert(staffMembers)
    .values({ userId: user.id, role })
    .onConflictDoUpdate({ target: staffMembers.userId, set: { role, updatedAt: sql`now()` } });
  return true;
}
