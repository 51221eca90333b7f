// Staff roles and permissions of the operator console (/admin, issue 17). A permission is
// `action:entity`; a role is a set of them. The server checks them on every console route
// (server/plugins/staff.ts); the console only uses them to leave out what would be refused.

import { INQUIRY_KINDS, type InquiryKind } from "./inbox.ts";

/** Editing and publishing public content (the console's content editor, ADR 0010). */
const CONTENT = [
  "update:article",
  "publish:article",
  "update:faq",
  "publish:faq",
  "update:document",
  "publish:document",
  "update:theme",
  "publish:theme",
] as const;

export const PERMISSIONS = [
  "read:stats",
  "export:stats",
  "update:release",
  "publish:release",
  ...CONTENT,
  "update:config",
  /** Pro prices per region (/admin/pro): administrators only, as they are commercial terms. */
  "update:price",
  "manage:campaign",
  "manage:job",
  "read:inbox",
  "reply:inbox",
  "moderate:work",
  "read:audit",
  "manage:staff",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLES = ["admin", "editor", "support", "moderator"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_PERMISSIONS: Record<Role, ReadonlySet<Permission>> = {
  admin: new Set(PERMISSIONS),
  // Job postings are public pages like the rest of the content; applications are inbox items,
  // read with read:inbox, so editors publish positions without seeing applicants.
  editor: new Set<Permission>([
    "read:stats",
    ...CONTENT,
    "update:release",
    "publish:release",
    "manage:job",
  ]),
  support: new Set<Permission>(["read:inbox", "reply:inbox", "update:faq", "publish:faq"]),
  moderator: new Set<Permission>(["moderate:work", "read:inbox"]),
};

/**
 * The inbox kinds each role reads (issue 30): read:inbox opens the inbox, and this table says
 * what is in it. Job applications carry CVs and are for admins only; moderators see the support
 * tickets, where reports about works arrive; support handles tickets, business and beta.
 */
export const INBOX_KINDS_BY_ROLE: Record<Role, readonly InquiryKind[]> = {
  admin: INQUIRY_KINDS,
  editor: [],
  support: ["support", "business", "beta"],
  moderator: ["support"],
};

export const inboxKindsOf = (role: Role): readonly InquiryKind[] =>
  can(role, "read:inbox") ? INBOX_KINDS_BY_ROLE[role] : [];

/** Whether `role` may read (and, with reply:inbox, work on) inquiries of `kind`. */
export const readsInboxKind = (role: Role, kind: InquiryKind): boolean =>
  inboxKindsOf(role).includes(kind);

export const isRole = (value: unknown): value is Role =>
  typeof value === "string" && (ROLES as readonly string[]).includes(value);

export const can = (role: Role, permission: Permission): boolean =>
  ROLE_PERMISSIONS[role].has(permission);

export const permissionsOf = (role: Role): Permission[] =>
  PERMISSIONS.filter((permission) => can(role, permission));

/**
 * Staff sessions are shorter than visitors' (issue 17): a console call on a session idle longer
 * than this, or older than the absolute limit, is refused with `staff_session_expired` and the
 * operator logs in again (with the second factor).
 */
export const STAFF_IDLE_LIFETIME_MS = 30 * 60 * 1000;
export const STAFF_ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000;

/** Why a console call was refused, besides the common reasons (contract/refusals.ts). */
export const STAFF_REFUSAL_REASONS = [
  /** 403: the account is not staff. */
  "not_staff",
  /** 403: staff must turn on two-factor log-in before the console opens. */
  "two_factor_setup_required",
  /** 401: the session is past the staff idle or absolute lifetime; log in again. */
  "staff_session_expired",
  /** 403: the role lacks the permission (`data.permission` names it). */
  "permission_missing",
  /** 400: a role change needs the password or a code entered again (`data.field` confirm). */
  "confirmation_required",
] as const;
export type StaffRefusalReason = (typeof STAFF_REFUSAL_REASONS)[number];

/** What the console knows about the operator: GET /api/admin/me. */
export type StaffMe = {
  userId: number;
  email: string;
  nickname: string;
  role: Role;
  permissions: Permission[];
};
