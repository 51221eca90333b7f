import { and, asc, count, desc, eq, inArray, isNull, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  type BetaOutcome,
  INBOX_LIMITS,
  type InboxRefusalReason,
  type InquiryAttachmentView,
  type InquiryDetail,
  type InquiryKind,
  type InquiryState,
  type InquirySummary,
  type MessageAuthor,
} from "../../../contract/inbox.ts";
import { can, ROLES } from "../../../contract/permissions.ts";
import { isReleaseApp, type ReleasePlatform } from "../../../contract/releases.ts";
import type { Database } from "../../db/client.ts";
import {
  inquiries,
  inquiryAttachments,
  inquiryMessages,
  staffMembers,
  uploads,
  users,
} from "../../db/schema.ts";
import { type AuditActor, recordAudit } from "../../lib/audit.ts";
import type { Outcome } from "../common.ts";
import { latestBetaLink } from "../releases/service.ts";
import { readUpload, type UploadBytes } from "../uploads/service.ts";

export type AdminOutcome<T> = Outcome<T, InboxRefusalReason | "not_found">;

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const assignee = alias(users, "assignee");
const author = alias(users, "author");

export type InboxFilter = {
  kind?: InquiryKind | undefined;
  state?: InquiryState | undefined;
  language?: string | undefined;
  /** An operator's id, or "none" for unassigned. */
  assignee?: number | "none" | undefined;
  page: number;
};

/** The console's list: newest activity first, a page at a time, with the total. */
export async function listInquiries(
  db: Database,
  filter: InboxFilter,
): Promise<{ items: InquirySummary[]; total: number }> {
  const where: SQL[] = [];
  if (filter.kind) where.push(eq(inquiries.kind, filter.kind));
  if (filter.state) where.push(eq(inquiries.state, filter.state));
  if (filter.language) where.push(eq(inquiries.language, filter.language));
  if (filter.assignee === "none") where.push(isNull(inquiries.assigneeId));
  else if (filter.assignee !== undefined) where.push(eq(inquiries.assigneeId, filter.assignee));
  const condition = where.length ? and(...where) : undefined;
  const messages = db
    .select({ inquiryId: inquiryMessages.inquiryId, n: count().as("n") })
    .from(inquiryMessages)
    .groupBy(inquiryMessages.inquiryId)
    .as("messages");
  const rows = await db
    .select({
      row: inquiries,
      assigneeName: assignee.nickname,
      messages: messages.n,
    })
    .from(inquiries)
    .leftJoin(assignee, eq(assignee.id, inquiries.assigneeId))
    .leftJoin(messages, eq(messages.inquiryId, inquiries.id))
    .where(condition)
    .orderBy(desc(inquiries.updatedAt), desc(inquiries.id))
    .limit(INBOX_LIMITS.pageSize)
    .offset((filter.page - 1) * INBOX_LIMITS.pageSize);
  const [total] = await db.select({ n: count() }).from(inquiries).where(condition);
  return {
    items: rows.map(({ row, assigneeName, messages: n }) =>
      summaryOf(row, assigneeName ?? null, Number(n ?? 0)),
    ),
    total: Number(total?.n ?? 0),
  };
}

type InquiryRow = typeof inquiries.$inferSelect;

function summaryOf(row: InquiryRow, assigneeName: string | null, messages: number): InquirySummary {
  return {
    reference: row.reference,
    kind: row.kind as InquiryKind,
    state: row.state as InquiryState,
    outcome: row.outcome,
    language: row.language,
    email: row.email,
    name: row.name,
    subject: row.subject,
    assignee:
      row.assigneeId !== null ? { userId: row.assigneeId, nickname: assigneeName ?? "" } : null,
    messages,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The operators an inquiry can be assigned to: staff whose role reads the inbox. */
export async function inboxOperators(db: Database) {
  const roles = ROLES.filter((role) => can(role, "read:inbox"));
  return db
    .select({ userId: users.id, nickname: users.nickname })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .where(inArray(staffMembers.role, roles))
    .orderBy(asc(users.nickname), asc(users.id));
}

const fileUrl = (publicId: string) => `/api/admin/inbox/files/${publicId}`;

/** One inquiry with its whole thread (internal notes included) and its files. */
export async function inquiryDetail(
  db: Database,
  reference: string,
): Promise<InquiryDetail | undefined> {
  const [found] = await db
    .select({ row: inquiries, assigneeName: assignee.nickname })
    .from(inquiries)
    .leftJoin(assignee, eq(assignee.id, inquiries.assigneeId))
    .where(eq(inquiries.reference, reference));
  if (!found) return undefined;
  const { row } = found;
  const thread = await db
    .select({ message: inquiryMessages, staffName: author.nickname })
    .from(inquiryMessages)
    .leftJoin(author, eq(author.id, inquiryMessages.staffId))
    .where(eq(inquiryMessages.inquiryId, row.id))
    .orderBy(asc(inquiryMessages.createdAt), asc(inquiryMessages.id));
  const files = await db
    .select({
      messageId: inquiryAttachments.messageId,
      publicId: uploads.publicId,
      fileName: uploads.fileName,
      contentType: uploads.contentType,
      byteSize: uploads.byteSize,
    })
    .from(inquiryAttachments)
    .innerJoin(uploads, eq(uploads.id, inquiryAttachments.uploadId))
    .where(eq(inquiryAttachments.inquiryId, row.id))
    .orderBy(asc(inquiryAttachments.id));
  const view = (file: (typeof files)[number]): InquiryAttachmentView => ({
    id: file.publicId,
    fileName: file.fileName,
    contentType: file.contentType,
    byteSize: file.byteSize,
    url: fileUrl(file.publicId),
  });
  return {
    ...summaryOf(row, found.assigneeName ?? null, thread.length),
    userId: row.userId,
    details: (row.details ?? {}) as Record<string, unknown>,
    closedAt: iso(row.closedAt),
    anonymisedAt: iso(row.anonymisedAt),
    thread: thread.map(({ message, staffName }) => ({
      id: message.id,
      author: message.author as MessageAuthor,
      staff:
        message.staffId !== null ? { userId: message.staffId, nickname: staffName ?? "" } : null,
      body: message.body,
      createdAt: message.createdAt.toISOString(),
      emailedAt: iso(message.emailedAt),
      attachments: files.filter((file) => file.messageId === message.id).map(view),
    })),
    attachments: files.map(view),
  };
}

/** Locks an inquiry for a change in the caller's transaction. */
async function lockInquiry(tx: Database, reference: string) {
  const [row] = await tx
    .select()
    .from(inquiries)
    .where(eq(inquiries.reference, reference))
    .for("update");
  return row;
}

/** Assigns an inquiry to an operator who reads the inbox (or to nobody). */
export async function assignInquiry(
  db: Database,
  actor: AuditActor,
  reference: string,
  assigneeId: number | null,
  now: Date,
): Promise<AdminOutcome<true>> {
  if (assigneeId !== null) {
    const operators = await inboxOperators(db);
    if (!operators.some((operator) => operator.userId === assigneeId)) {
      return { refused: { reason: "not_assignable", field: "assigneeId" } };
    }
  }
  return db.transaction(async (tx): Promise<AdminOutcome<true>> => {
    const row = await lockInquiry(tx, reference);
    if (!row) return { refused: { reason: "not_found" } };
    await tx
      .update(inquiries)
      .set({
        assigneeId,
        // Taking a new inquiry means someone is on it.
        ...(assigneeId !== null && row.state === "new" ? { state: "open" } : {}),
        updatedAt: now,
      })
      .where(eq(inquiries.id, row.id));
    await recordAudit(tx, {
      actor,
      at: now,
      action: "reply:inbox",
      entity: "inquiry",
      entityId: reference,
      before: { assigneeId: row.assigneeId },
      after: { assigneeId },
    });
    return { ok: true };
  });
}

/** Moves an inquiry to a state; closing stamps closed_at (the retention period starts). */
export async function setInquiryState(
  db: Database,
  actor: AuditActor,
  reference: string,
  state: InquiryState,
  now: Date,
): Promise<AdminOutcome<true>> {
  return db.transaction(async (tx): Promise<AdminOutcome<true>> => {
    const row = await lockInquiry(tx, reference);
    if (!row) return { refused: { reason: "not_found" } };
    await tx
      .update(inquiries)
      .set({
        state,
        closedAt: state === "closed" ? (row.closedAt ?? now) : null,
        updatedAt: now,
      })
      .where(eq(inquiries.id, row.id));
    await recordAudit(tx, {
      actor,
      at: now,
      action: "reply:inbox",
      entity: "inquiry",
      entityId: reference,
      before: { state: row.state },
      after: { state },
    });
    return { ok: true };
  });
}

/** An internal note: on the thread for operators, never shown or sent to the visitor. */
export async function addNote(
  db: Database,
  actor: AuditActor & { userId: number },
  reference: string,
  body: string,
  now: Date,
): Promise<AdminOutcome<true>> {
  return db.transaction(async (tx): Promise<AdminOutcome<true>> => {
    const row = await lockInquiry(tx, reference);
    if (!row) return { refused: { reason: "not_found" } };
    const [note] = await tx
      .insert(inquiryMessages)
      .values({ inquiryId: row.id, author: "note", staffId: actor.userId, body, createdAt: now })
      .returning({ id: inquiryMessages.id });
    await tx.update(inquiries).set({ updatedAt: now }).where(eq(inquiries.id, row.id));
    await recordAudit(tx, {
      actor,
      at: now,
      action: "reply:inbox",
      entity: "inquiry",
      entityId: reference,
      after: { note: note?.id },
    });
    return { ok: true };
  });
}

export type ReplyToSend = {
  messageId: number;
  email: string;
  language: string;
  reference: string;
};

/**
 * A reply to a ticket: stored on the thread, the ticket then waits for the visitor. The caller
 * emails it after the commit and stamps `emailed_at` (markEmailed) once the mail is out, so a
 * reply that was never sent shows as such in the console.
 */
export async function replyToTicket(
  db: Database,
  actor: AuditActor & { userId: number },
  reference: string,
  body: string,
  now: Date,
): Promise<AdminOutcome<ReplyToSend>> {
  return db.transaction(async (tx): Promise<AdminOutcome<ReplyToSend>> => {
    const row = await lockInquiry(tx, reference);
    if (!row) return { refused: { reason: "not_found" } };
    if (row.kind !== "support") return { refused: { reason: "wrong_kind" } };
    if (row.anonymisedAt) return { refused: { reason: "not_found" } };
    const [message] = await tx
      .insert(inquiryMessages)
      .values({ inquiryId: row.id, author: "staff", staffId: actor.userId, body, createdAt: now })
      .returning({ id: inquiryMessages.id });
    if (!message) throw new Error("reply not stored");
    await tx
      .update(inquiries)
      .set({
        state: "waiting",
        closedAt: null,
        assigneeId: row.assigneeId ?? actor.userId,
        updatedAt: now,
      })
      .where(eq(inquiries.id, row.id));
    await recordAudit(tx, {
      actor,
      at: now,
      action: "reply:inbox",
      entity: "inquiry",
      entityId: reference,
      before: { state: row.state },
      after: { state: "waiting", reply: message.id },
    });
    return {
      ok: { messageId: message.id, email: row.email, language: row.language, reference },
    };
  });
}

/** Records that a staff message went out by email. */
export async function markEmailed(db: Database, messageId: number, now: Date): Promise<void> {
  await db.update(inquiryMessages).set({ emailedAt: now }).where(eq(inquiryMessages.id, messageId));
}

export type Decision = {
  outcome: BetaOutcome;
  email: string;
  language: string;
  reference: string;
  app: string;
  /** Accepted: the beta build's link, and the thread message recording the invitation. */
  invitation: { link: string; messageId: number } | null;
};

/**
 * Accepts or declines a beta application, once (a second decision is refused, so two operators
 * clicking at once send one invitation). Accepting needs a published beta build of the app on the
 * applicant's platform: its link is what the invitation carries. Either way the application is
 * closed.
 */
export async function decideBeta(
  db: Database,
  actor: AuditActor & { userId: number },
  reference: string,
  outcome: BetaOutcome,
  invitationText: (link: string, details: { app: string; language: string }) => string,
  now: Date,
): Promise<AdminOutcome<Decision>> {
  return db.transaction(async (tx): Promise<AdminOutcome<Decision>> => {
    const row = await lockInquiry(tx, reference);
    if (!row || row.anonymisedAt) return { refused: { reason: "not_found" } };
    if (row.kind !== "beta") return { refused: { reason: "wrong_kind" } };
    if (row.outcome) return { refused: { reason: "already_decided" } };
    const details = row.details as { app?: string; platform?: string };
    const app = details.app ?? "";
    let invitation: Decision["invitation"] = null;
    if (outcome === "accepted") {
      const beta = isReleaseApp(app)
        ? await latestBetaLink(tx, app, (details.platform ?? "ios") as ReleasePlatform)
        : null;
      if (!beta) return { refused: { reason: "no_beta_channel" } };
      const [message] = await tx
        .insert(inquiryMessages)
        .values({
          inquiryId: row.id,
          author: "staff",
          staffId: actor.userId,
          body: invitationText(beta.url, { app, language: row.language }),
          createdAt: now,
        })
        .returning({ id: inquiryMessages.id });
      if (!message) throw new Error("invitation not stored");
      invitation = { link: beta.url, messageId: message.id };
    }
    await tx
      .update(inquiries)
      .set({
        outcome,
        state: "closed",
        closedAt: now,
        assigneeId: row.assigneeId ?? actor.userId,
        updatedAt: now,
      })
      .where(eq(inquiries.id, row.id));
    await recordAudit(tx, {
      actor,
      at: now,
      action: "reply:inbox",
      entity: "inquiry",
      entityId: reference,
      before: { state: row.state, outcome: row.outcome },
      after: { state: "closed", outcome },
    });
    return {
      ok: { outcome, email: row.email, language: row.language, reference, app, invitation },
    };
  });
}

/**
 * A file attached to an inquiry, by its public id: only files that belong to an inquiry are
 * served here (an unclaimed or another feature's upload is not found).
 */
export async function inquiryFile(
  db: Database,
  publicId: string,
): Promise<(UploadBytes & { reference: string }) | undefined> {
  const [found] = await db
    .select({ uploadId: uploads.id, reference: inquiries.reference })
    .from(uploads)
    .innerJoin(inquiryAttachments, eq(inquiryAttachments.uploadId, uploads.id))
    .innerJoin(inquiries, eq(inquiries.id, inquiryAttachments.inquiryId))
    .where(eq(uploads.publicId, publicId));
  if (!found) return undefined;
  const file = await readUpload(db, found.uploadId);
  return file ? { ...file, reference: found.reference } : undefined;
}
