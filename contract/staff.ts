// Staff management, invitations and the audit log of the operator console (issue 17), shared by
// client and server. No zod here: the server's schemas live in server/api/staff and server/api/audit.
import type { Role } from "./permissions.ts";

/** How long an invitation link works. */
export const INVITATION_LIFETIME_DAYS = 7;
export const INVITATION_LIFETIME_MS = INVITATION_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

/** Invitation tokens: 32 random bytes in base64url (43 characters). */
export const INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Why a staff or invitation call was refused, besides the guard's (STAFF_REFUSAL_REASONS), the
 * common ones and password_wrong / code_wrong / locked / expired / not_found.
 */
export const STAFF_ADMIN_REFUSAL_REASONS = [
  /** 410: the invitation was already accepted. */
  "invitation_used",
  /** 403: the invitation is for another email than the logged-in account's. */
  "invitation_wrong_account",
  /** 409: the account already has a staff role. */
  "already_staff",
  /** 409: the change would leave the console without an administrator. */
  "last_admin",
] as const;
export type StaffAdminRefusalReason = (typeof STAFF_ADMIN_REFUSAL_REASONS)[number];

/** A staff member in the console's list. */
export type StaffEntry = {
  userId: number;
  email: string;
  nickname: string;
  role: Role;
  since: string;
  twoFactor: boolean;
};

/** A pending invitation (never its token: only its hash is stored). */
export type InvitationEntry = {
  id: number;
  email: string;
  role: Role;
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
};

/** What the invitation page shows before accepting. */
export type InvitationInfo = {
  email: string;
  role: Role;
  expiresAt: string;
  state: "pending" | "accepted" | "expired";
};

/** One audit entry as the console shows it. */
export type AuditEntry = {
  id: number;
  actor: string;
  actorId: number | null;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  at: string;
};

export const AUDIT_PAGE_SIZE = 25;

/** A changed leaf of an audit entry: its dotted path, and the value before and after. */
export type AuditChange = { path: string; before: string | null; after: string | null };

function flatten(value: unknown, prefix: string, out: Map<string, string>) {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0 && prefix) out.set(prefix, "{}");
    for (const [key, inner] of entries) flatten(inner, prefix ? `${prefix}.${key}` : key, out);
    return;
  }
  if (value === undefined) return;
  out.set(prefix || "·", typeof value === "string" ? value : JSON.stringify(value));
}

/**
 * The readable diff of an entry's before → after: every leaf that differs, in key order of
 * `after` then `before`. A creation has only `after` values, a deletion only `before`.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const was = new Map<string, string>();
  const now = new Map<string, string>();
  if (before != null) flatten(before, "", was);
  if (after != null) flatten(after, "", now);
  const paths = [...new Set([...now.keys(), ...was.keys()])];
  return paths
    .filter((path) => was.get(path) !== now.get(path))
    .map((path) => ({ path, before: was.get(path) ?? null, after: now.get(path) ?? null }));
}
