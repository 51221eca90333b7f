import { createHash, createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, asc, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import {
  type InquiryApp,
  type InquiryKind,
  type InquiryPlatform,
  type InquiryState,
  type MyBetaApplication,
  makeReference,
  type SupportTopic,
  type TicketStatus,
} from "../../../contract/inbox.ts";
import type { UiLocale } from "../../../contract/language.ts";
import type { UploadPurpose } from "../../../contract/uploads.ts";
import type { Database } from "../../db/client.ts";
import {
  inquiries,
  inquiryAttachments,
  inquiryMessages,
  staffMembers,
  uploads,
  users,
} from "../../db/schema.ts";
import type { Outcome } from "../common.ts";
import { claimUploads } from "../uploads/service.ts";

const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

/**
 * A ticket's status-page token, derived from the reference with a server key (HMAC), so every
 * reply email can carry the link again without the token being stored; the row keeps only its
 * hash, which is what a visit is checked against (clearing it, as anonymisation does, ends the
 * link).
 */
export function statusTokenOf(key: string, reference: string): string {
  return createHmac("sha256", key).update(`inquiry-status:${reference}`).digest("base64url");
}

/** What a visitor form hands to the inbox (already validated and guarded). */
export type NewInquiry = {
  kind: InquiryKind;
  language: UiLocale;
  /** Normalised (trimmed, lower case). */
  email: string;
  name: string | null;
  userId: number | null;
  /** The list's one-line summary: a ticket's subject, a company, a job title… */
  subject: string;
  /** The kind's own fields (contract/inbox.ts). */
  details: Record<string, unknown>;
  /** The visitor's first message, the start of the thread. */
  message: string;
  /** Upload tokens the form names, their purpose and the form field they came in. */
  files?: { tokens: readonly string[]; purpose: UploadPurpose; field: string };
  /** Tickets: the key of their private status link (statusTokenOf); none for other kinds. */
  statusKey?: string;
  /** One inquiry per key (beta: email + app): a second submission updates the first. */
  dedupeKey?: string;
  now: Date;
};

export type CreatedInquiry = {
  id: number;
  reference: string;
  /** The private status-page token (tickets); only its hash is kept. */
  statusToken: string | null;
  /** True when a dedupe key matched and the earlier inquiry was updated instead. */
  updated: boolean;
};

/** A file that cannot be claimed is named by its form field. */
export type CreateOutcome = Outcome<CreatedInquiry, "upload_unknown">;

/** Thrown inside the transaction to roll it back when the named uploads cannot be claimed. */
class UnclaimedUploads extends Error {}

/**
 * Stores a visitor submission in one transaction: the inquiry (or, with a matching dedupe key,
 * the earlier one updated), the first message, and the uploads it names, claimed so that a token
 * works once. Nothing is stored when an upload cannot be claimed. Emails go out after it commits
 * (the caller's job): a mail must never announce something that was rolled back.
 */
export async function createInquiry(db: Database, input: NewInquiry): Promise<CreateOutcome> {
  try {
    const created = await db.transaction(async (tx) => {
      let row: { id: number; reference: string } | undefined;
      let statusToken: string | null = null;
      let updated = false;
      // A reference that happens to exist already is drawn again (31^6 of them: rare).
      for (let attempt = 0; attempt < 5 && !row; attempt++) {
        const reference = makeReference(input.kind, (n) => randomInt(n));
        statusToken = input.statusKey ? statusTokenOf(input.statusKey, reference) : null;
        [row] = await tx
          .insert(inquiries)
          .values({
            reference,
            kind: input.kind,
            state: "new",
            language: input.language,
            email: input.email,
            name: input.name,
            userId: input.userId,
            subject: input.subject,
            details: input.details,
            statusTokenHash: statusToken ? hashToken(statusToken) : null,
            dedupeKey: input.dedupeKey ?? null,
            createdAt: input.now,
            updatedAt: input.now,
          })
          .onConflictDoNothing()
          .returning({ id: inquiries.id, reference: inquiries.reference });
        if (!row && input.dedupeKey) {
          // The key exists (perhaps inserted a moment ago by a concurrent request, which this
          // insert waited for): update that one under its row lock.
          const [earlier] = await tx
            .select({ id: inquiries.id, reference: inquiries.reference })
            .from(inquiries)
            .where(eq(inquiries.dedupeKey, input.dedupeKey))
            .for("update");
          if (earlier) {
            await tx
              .update(inquiries)
              .set({
                language: input.language,
                name: input.name,
                subject: input.subject,
                details: input.details,
                updatedAt: input.now,
                // A visitor who logs in later links the application to the account.
                ...(input.userId !== null ? { userId: input.userId } : {}),
              })
              .where(eq(inquiries.id, earlier.id));
            row = earlier;
            updated = true;
            statusToken = null;
          }
        }
      }
      if (!row) throw new Error("no free inquiry reference after 5 draws");
      const [message] = await tx
        .insert(inquiryMessages)
        .values({
          inquiryId: row.id,
          author: "visitor",
          body: input.message,
          createdAt: input.now,
        })
        .returning({ id: inquiryMessages.id });
      if (!message) throw new Error("message not stored");
      if (input.files && input.files.tokens.length > 0) {
        const claimed = await claimUploads(tx, input.files.tokens, input.files.purpose, input.now);
        if (!claimed) throw new UnclaimedUploads(input.files.field);
        await tx.insert(inquiryAttachments).values(
          claimed.map((upload) => ({
            inquiryId: row.id,
            messageId: message.id,
            uploadId: upload.id,
          })),
        );
      }
      return { id: row.id, reference: row.reference, statusToken, updated };
    });
    return { ok: created };
  } catch (err) {
    if (err instanceof UnclaimedUploads) {
      return { refused: { reason: "upload_unknown", field: err.message } };
    }
    throw err;
  }
}

/**
 * The inquiry a status link opens: the reference and the token must match (compared in constant
 * time); an unknown reference and a wrong token look the same to the caller.
 */
export async function inquiryByStatusToken(
  db: Database,
  reference: string,
  token: string,
): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: inquiries.id, hash: inquiries.statusTokenHash })
    .from(inquiries)
    .where(eq(inquiries.reference, reference));
  if (!row?.hash) return undefined;
  const given = Buffer.from(hashToken(token));
  const kept = Buffer.from(row.hash);
  return given.length === kept.length && timingSafeEqual(given, kept) ? { id: row.id } : undefined;
}

const iso = (date: Date) => date.toISOString();

/** A ticket's status page: its thread without internal notes, with the names of its files. */
export async function ticketStatus(db: Database, id: number): Promise<TicketStatus | undefined> {
  const [row] = await db.select().from(inquiries).where(eq(inquiries.id, id));
  if (row?.kind !== "support") return undefined;
  const messages = await db
    .select()
    .from(inquiryMessages)
    .where(and(eq(inquiryMessages.inquiryId, id), ne(inquiryMessages.author, "note")))
    .orderBy(asc(inquiryMessages.createdAt), asc(inquiryMessages.id));
  const files = await db
    .select({ messageId: inquiryAttachments.messageId, fileName: uploads.fileName })
    .from(inquiryAttachments)
    .innerJoin(uploads, eq(uploads.id, inquiryAttachments.uploadId))
    .where(eq(inquiryAttachments.inquiryId, id))
    .orderBy(asc(inquiryAttachments.id));
  const details = row.details as Record<string, unknown>;
  return {
    reference: row.reference,
    state: row.state as InquiryState,
    topic: details.topic as SupportTopic,
    subject: row.subject,
    app: String(details.app ?? ""),
    platform: String(details.platform ?? ""),
    createdAt: iso(row.createdAt),
    messages: messages.map((message) => ({
      author: message.author === "staff" ? "staff" : "visitor",
      body: message.body,
      createdAt: iso(message.createdAt),
      files: files.filter((file) => file.messageId === message.id).map((file) => file.fileName),
    })),
  };
}

/**
 * The visitor adds a message from the status page. It reopens a ticket that was waiting for
 * them or closed: someone has to read it.
 */
export async function addVisitorMessage(
  db: Database,
  id: number,
  body: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(inquiryMessages)
      .values({ inquiryId: id, author: "visitor", body, createdAt: now });
    await tx
      .update(inquiries)
      .set({
        updatedAt: now,
        state: sql`case when ${inquiries.state} in ('waiting', 'closed') then 'open' else ${inquiries.state} end`,
        closedAt: null,
      })
      .where(eq(inquiries.id, id));
  });
}

/** A logged-in visitor's beta applications (those sent while logged in), newest first. */
export async function myBetaApplications(
  db: Database,
  userId: number,
): Promise<MyBetaApplication[]> {
  const rows = await db
    .select()
    .from(inquiries)
    .where(
      and(eq(inquiries.userId, userId), eq(inquiries.kind, "beta"), isNull(inquiries.anonymisedAt)),
    )
    .orderBy(desc(inquiries.updatedAt), desc(inquiries.id));
  return rows.map((row) => {
    const details = row.details as { app?: string; platform?: string };
    return {
      reference: row.reference,
      app: details.app as InquiryApp,
      platform: details.platform as InquiryPlatform,
      status: row.outcome === "accepted" || row.outcome === "declined" ? row.outcome : "applied",
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    };
  });
}

/** An account's email, whole (the forms pre-fill it). */
export async function accountEmail(db: Database, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}

/** The email addresses of the staff members who hold one of `roles`. */
export async function staffEmailsWithRoles(
  db: Database,
  roles: readonly string[],
): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .where(inArray(staffMembers.role, roles));
  return rows.map((row) => row.email);
}
