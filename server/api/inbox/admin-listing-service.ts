import { and, asc, count, desc, eq, inArray, isNull, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  INBOX_LIMITS,
  INQUIRY_KINDS,
  type InquiryAttachmentView,
  type InquiryDetail,
  type InquiryKind,
  type InquiryState,
  type InquirySummary,
  type MessageAuthor,
} from "../../../contract/inbox.ts";
import { ROLES, readsInboxKind } from "../../../contract/permissions.ts";
import type { Database } from "../../db/client.ts";
import {
  inquiries,
  inquiryAttachments,
  inquiryMessages,
  staffMembers,
  uploads,
  users,
} from "../../db/schema.ts";
import { readUpload, type UploadBytes } from "../uploads/service.ts";

/** What the console reads of the inbox: the list, the operators, one inquiry, its files. */

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const assignee = alias(users, "assignee");
const author = alias(users, "author");

export type InboxFilter = {
  /** The kinds the reader's role may read (contract/permissions.ts): nothing else is listed. */
  kinds: readonly InquiryKind[];
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
  const where: SQL[] = [inArray(inquiries.kind, [...filter.kinds])];
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

/**
 * The operators an inquiry can be assigned to: staff whose role reads the inbox, or, given a
 * kind, reads inquiries of that kind.
 */
export async function inboxOperators(db: Database, kind?: InquiryKind) {
  const roles = ROLES.filter((role) =>
    kind ? readsInboxKind(role, kind) : INQUIRY_KINDS.some((k) => readsInboxKind(role, k)),
  );
  return db
    .select({ userId: users.id, nickname: users.nickname })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .where(inArray(staffMembers.role, roles))
    .orderBy(asc(users.nickname), asc(users.id));
}

const fileUrl = (publicId: string) => `/api/admin/inbox/files/${publicId}`;

/** The kind of the inquiry `reference` names, if there is one. */
export async function inquiryKindOf(
  db: Database,
  reference: string,
): Promise<InquiryKind | undefined> {
  const [found] = await db
    .select({ kind: inquiries.kind })
    .from(inquiries)
    .where(eq(inquiries.reference, reference));
  return found?.kind as InquiryKind | undefined;
}

/**
 * One inquiry with its whole thread (internal notes included) and its files, if it is of one of
 * `kinds` (the reader's: another kind is not found).
 */
export async function inquiryDetail(
  db: Database,
  reference: string,
  kinds: readonly InquiryKind[],
): Promise<InquiryDetail | undefined> {
  const [found] = await db
    .select({ row: inquiries, assigneeName: assignee.nickname })
    .from(inquiries)
    .leftJoin(assignee, eq(assignee.id, inquiries.assigneeId))
    .where(and(eq(inquiries.reference, reference), inArray(inquiries.kind, [...kinds])));
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

/**
 * A file attached to an inquiry, by its public id: only files that belong to an inquiry of one
 * of `kinds` are served here (an unclaimed or another feature's upload is not found).
 */
export async function inquiryFile(
  db: Database,
  publicId: string,
  kinds: readonly InquiryKind[],
): Promise<(UploadBytes & { reference: string }) | undefined> {
  const [found] = await db
    .select({ uploadId: uploads.id, reference: inquiries.reference })
    .from(uploads)
    .innerJoin(inquiryAttachments, eq(inquiryAttachments.uploadId, uploads.id))
    .innerJoin(inquiries, eq(inquiries.id, inquiryAttachments.inquiryId))
    .where(and(eq(uploads.publicId, publicId), inArray(inquiries.kind, [...kinds])));
  if (!found) return undefined;
  const file = await readUpload(db, found.uploadId);
  return file ? { ...file, reference: found.reference } : undefined;
}
