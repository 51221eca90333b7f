/** The console's inbox: support tickets, business enquiries, beta and job applications (ADR 0018). */
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { moment, partOf, serialId } from "./columns.ts";
import { uploads } from "./uploads.ts";

/**
 * One visitor submission of any kind. `reference` is what the visitor and operators quote; the
 * serial id never leaves the server. A ticket's status page is opened by reference plus a private
 * token, of which only the SHA-256 is kept. `dedupe_key` makes one beta application per email
 * and app (a second one updates the first). `details` holds the kind's own fields (shaped by
 * contract/inbox.ts). Personal data (email, name, details, messages, files) is erased by
 * anonymisation, which keeps the row for the statistics and sets `anonymised_at`. Times come
 * from the app's clock (tests move it), so none has a database default.
 */
export const inquiries = pgTable(
  "inquiries",
  {
    id: serialId(),
    reference: text("reference").notNull().unique(),
    kind: text("kind").notNull(),
    state: text("state").notNull(),
    /** Accepted or declined (beta), or the kind's own decision; null while undecided. */
    outcome: text("outcome"),
    /** The interface language the visitor wrote in: replies and emails use it. */
    language: text("language").notNull(),
    email: text("email").notNull(),
    name: text("name"),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    assigneeId: integer("assignee_id").references(() => users.id, { onDelete: "set null" }),
    subject: text("subject").notNull(),
    details: jsonb("details").notNull().default({}),
    statusTokenHash: text("status_token_hash"),
    dedupeKey: text("dedupe_key").unique(),
    createdAt: moment("created_at").notNull(),
    updatedAt: moment("updated_at").notNull(),
    closedAt: moment("closed_at"),
    anonymisedAt: moment("anonymised_at"),
  },
  (t) => [
    index("inquiries_list_idx").on(t.kind, t.state, t.updatedAt),
    index("inquiries_updated_idx").on(t.updatedAt),
    index("inquiries_assignee_idx").on(t.assigneeId),
    index("inquiries_user_idx").on(t.userId),
    // The retention job's scan: closed and not yet anonymised.
    index("inquiries_retention_idx")
      .on(t.closedAt)
      .where(sql`${t.closedAt} is not null and ${t.anonymisedAt} is null`),
  ],
);

/**
 * The thread of an inquiry: the visitor's messages, staff replies (emailed to the visitor,
 * `emailed_at` set once sent) and internal notes (never shown or sent to the visitor).
 */
export const inquiryMessages = pgTable(
  "inquiry_messages",
  {
    id: serialId(),
    inquiryId: partOf("inquiry_id", () => inquiries.id, "cascade"),
    author: text("author").notNull(),
    staffId: integer("staff_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: moment("created_at").notNull(),
    emailedAt: moment("emailed_at"),
  },
  (t) => [index("inquiry_messages_inquiry_idx").on(t.inquiryId, t.createdAt)],
);

/** Files sent with an inquiry or one of its messages; the bytes live in `uploads` (ADR 0015). */
export const inquiryAttachments = pgTable(
  "inquiry_attachments",
  {
    id: serialId(),
    inquiryId: partOf("inquiry_id", () => inquiries.id, "cascade"),
    messageId: integer("message_id").references(() => inquiryMessages.id, {
      onDelete: "cascade",
    }),
    uploadId: partOf("upload_id", () => uploads.id, "cascade"),
  },
  (t) => [
    index("inquiry_attachments_inquiry_idx").on(t.inquiryId),
    uniqueIndex("inquiry_attachments_upload_key").on(t.uploadId),
  ],
);
