import { randomBytes } from "node:crypto";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import { isRole, type Role } from "../../../contract/permissions.ts";
import {
  INVITATION_LIFETIME_MS,
  type InvitationEntry,
  type InvitationInfo,
} from "../../../contract/staff.ts";
import type { Database } from "../../db/client.ts";
import { staffInvitations, staffMembers, users } from "../../db/schema.ts";
import { type AuditActor, recordAudit } from "../../lib/audit.ts";
import type { Outcome } from "../common.ts";
import { hashToken, maskEmail, normalizeEmail } from "../user/repository.ts";

/**
 * A one-time invitation to become staff of `role`: a random token (only its hash is stored) that
 * works for INVITATION_LIFETIME_MS, for the account with `email` only. Audited in the same
 * transaction; used by the console and by `npm run admin:invite` (actor `cli`).
 */
export async function createInvitation(
  db: Database,
  input: { email: string; role: Role; actor: AuditActor; now: Date },
): Promise<{ id: number; token: string; email: string; role: Role; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const email = normalizeEmail(input.email);
  const expiresAt = new Date(input.now.getTime() + INVITATION_LIFETIME_MS);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffInvitations)
      .values({
        tokenHash: hashToken(token),
        email,
        role: input.role,
        invitedBy: input.actor.userId,
        createdAt: input.now,
        expiresAt,
      })
      .returning({ id: staffInvitations.id });
    if (!row) throw new Error("invitation not stored");
    await recordAudit(tx, {
      actor: input.actor,
      action: "create:invitation",
      entity: "invitation",
      entityId: row.id,
      after: { email, role: input.role, expiresAt: expiresAt.toISOString() },
      at: input.now,
    });
    return { id: row.id, token, email, role: input.role, expiresAt };
  });
}

/** The link an invitation token opens. */
export const invitationLink = (origin: string, token: string) =>
  `${origin}/admin/invite?token=${encodeURIComponent(token)}`;

/** Invitations neither accepted nor expired, oldest first. */
export async function pendingInvitations(db: Database, now: Date): Promise<InvitationEntry[]> {
  const rows = await db
    .select({
      id: staffInvitations.id,
      email: staffInvitations.email,
      role: staffInvitations.role,
      inviterId: staffInvitations.invitedBy,
      inviterEmail: users.email,
      createdAt: staffInvitations.createdAt,
      expiresAt: staffInvitations.expiresAt,
    })
    .from(staffInvitations)
    .leftJoin(users, eq(users.id, staffInvitations.invitedBy))
    .where(
      and(
        isNull(staffInvitations.acceptedAt),
        gt(staffInvitations.expiresAt, sql`${now.toISOString()}::timestamptz`),
      ),
    )
    .orderBy(asc(staffInvitations.createdAt), asc(staffInvitations.id));
  return rows.flatMap((row) =>
    isRole(row.role)
      ? [
          {
            id: row.id,
            email: row.email,
            role: row.role,
            invitedBy: row.inviterEmail ?? (row.inviterId === null ? "cli" : null),
            createdAt: row.createdAt.toISOString(),
            expiresAt: row.expiresAt.toISOString(),
          },
        ]
      : [],
  );
}

/** Revokes a pending invitation: the row goes (its link stops working), the audit log keeps it. */
export async function revokeInvitation(
  db: Database,
  input: { id: number; actor: AuditActor; now: Date },
): Promise<Outcome<null, "not_found">> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(staffInvitations)
      .where(and(eq(staffInvitations.id, input.id), isNull(staffInvitations.acceptedAt)))
      .returning();
    if (!row) return { refused: { reason: "not_found" as const } };
    await recordAudit(tx, {
      actor: input.actor,
      action: "revoke:invitation",
      entity: "invitation",
      entityId: row.id,
      before: { email: row.email, role: row.role, expiresAt: row.expiresAt.toISOString() },
      at: input.now,
    });
    return { ok: null };
  });
}

async function findByToken(db: Pick<Database, "select">, token: string, lock = false) {
  const query = db
    .select()
    .from(staffInvitations)
    .where(eq(staffInvitations.tokenHash, hashToken(token)));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** What the invitation page shows (the invited email masked); null for an unknown token. */
export async function invitationInfo(
  db: Database,
  token: string,
  now: Date,
): Promise<InvitationInfo | null> {
  const row = await findByToken(db, token);
  if (!row || !isRole(row.role)) return null;
  const state = row.acceptedAt
    ? "accepted"
    : row.expiresAt.getTime() <= now.getTime()
      ? "expired"
      : "pending";
  return {
    email: maskEmail(row.email),
    role: row.role,
    expiresAt: row.expiresAt.toISOString(),
    state,
  };
}

/**
 * Accepts an invitation for the logged-in account `userId`: once, before it expires, and only
 * when the account's email is the invited one and confirmed. The grant, the used mark and the audit entry are
 * one transaction; the conditional update makes a second, concurrent accept find it used.
 */
export async function acceptInvitation(
  db: Database,
  input: { token: string; userId: number; now: Date },
): Promise<
  Outcome<
    { role: Role },
    | "not_found"
    | "invitation_used"
    | "expired"
    | "invitation_wrong_account"
    | "email_unverified"
    | "already_staff"
  >
> {
  return db.transaction(async (tx) => {
    // Locked: concurrent accepts of one invitation queue here, so the later ones read it used
    // (410), not half-way through the first one's grant.
    const row = await findByToken(tx, input.token, true);
    if (!row || !isRole(row.role)) return { refused: { reason: "not_found" as const } };
    if (row.acceptedAt) return { refused: { reason: "invitation_used" as const } };
    if (row.expiresAt.getTime() <= input.now.getTime()) {
      return { refused: { reason: "expired" as const } };
    }
    const [user] = await tx
      .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, input.userId));
    if (!user || normalizeEmail(user.email) !== row.email) {
      return { refused: { reason: "invitation_wrong_account" as const } };
    }
    // Anyone can sign up with the invited address: only its confirmed owner may take the role.
    if (!user.verifiedAt) return { refused: { reason: "email_unverified" as const } };
    const [member] = await tx
      .select({ role: staffMembers.role })
      .from(staffMembers)
      .where(eq(staffMembers.userId, input.userId));
    if (member) return { refused: { reason: "already_staff" as const } };
    const used = await tx
      .update(staffInvitations)
      .set({ acceptedAt: input.now, acceptedBy: input.userId })
      .where(and(eq(staffInvitations.id, row.id), isNull(staffInvitations.acceptedAt)))
      .returning({ id: staffInvitations.id });
    if (used.length === 0) return { refused: { reason: "invitation_used" as const } };
    await tx
      .insert(staffMembers)
      .values({ userId: input.userId, role: row.role, grantedBy: row.invitedBy });
    await recordAudit(tx, {
      actor: { userId: input.userId, label: user.email },
      action: "accept:invitation",
      entity: "staff",
      entityId: input.userId,
      after: { email: user.email, role: row.role, invitation: row.id },
      at: input.now,
    });
    return { ok: { role: row.role } };
  });
}
