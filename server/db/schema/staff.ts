/** The operator console: staff roles, invitations, and the audit log of every console write. */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { ROLES } from "../../../contract/permissions.ts";
import { ownerId } from "./accounts.ts";
import { createdAt, moment, serialId, updatedAt } from "./columns.ts";

const roleCheck = (column: string) =>
  sql.raw(`${column} in (${ROLES.map((role) => `'${role}'`).join(", ")})`);

/** Accounts granted a role. Deleting the account deletes the grant (the audit log keeps it). */
export const staffMembers = pgTable(
  "staff_members",
  {
    userId: ownerId().primaryKey(),
    role: text("role").notNull(),
    /** Who granted the role: a user id, or null for the command-line invitation. */
    grantedBy: integer("granted_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [check("staff_members_role_check", roleCheck("role"))],
);

/** One-time invitation links; only a hash of the token is stored. */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: serialId(),
    tokenHash: text("token_hash").notNull(),
    email: text("email").notNull(),
    role: text("role").notNull(),
    invitedBy: integer("invited_by"),
    createdAt: createdAt(),
    expiresAt: moment("expires_at").notNull(),
    acceptedAt: moment("accepted_at"),
    acceptedBy: integer("accepted_by"),
  },
  (t) => [
    uniqueIndex("staff_invitations_token_hash_key").on(t.tokenHash),
    check("staff_invitations_role_check", roleCheck("role")),
  ],
);

/**
 * Who changed what in the console, when, from what to what. Rows are never updated or deleted:
 * a trigger (migration 0009) refuses both, so not even a bug in a service can rewrite history.
 * `actor_id` has no foreign key so that deleting an account keeps its entries.
 */
export const auditEntries = pgTable(
  "audit_entries",
  {
    id: serialId(),
    actorId: integer("actor_id"),
    /** The actor's email at the time (or `cli`), readable after the account is gone. */
    actor: text("actor").notNull(),
    /** `action:entity`, usually the permission used (`publish:article`). */
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    /**
     * From the app's clock: recordAudit requires it (server/lib/audit.ts). The database default
     * stays only for instances of the previous release still running during a rolling upgrade.
     */
    at: moment("at").notNull().defaultNow(),
  },
  (t) => [index("audit_entries_at_idx").on(t.at), index("audit_entries_entity_idx").on(t.entity)],
);
