/**
 * The inbox's personal data ends (issue 18; privacy policy section 4): inquiries closed more than
 * INQUIRY_RETENTION_MONTHS ago are deleted with their messages and files, and an account's
 * deletion anonymises the submissions it made, in the deletion's own transaction.
 */
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import { retentionCutoff } from "../../../contract/retention.ts";
import type { Database } from "../../db/client.ts";
import { inquiries, inquiryAttachments, inquiryMessages } from "../../db/schema.ts";
import { deleteUploads } from "../uploads/service.ts";

/** Inquiries handled per transaction, so one run never holds a huge lock set. */
const BATCH = 200;

/** The uploads of some inquiries (their attachments' files). */
async function uploadsOf(tx: Database, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ uploadId: inquiryAttachments.uploadId })
    .from(inquiryAttachments)
    .where(inArray(inquiryAttachments.inquiryId, ids));
  return rows.map((row) => row.uploadId);
}

/**
 * Deletes the inquiries closed at or before the retention cutoff, with their messages and
 * attachments (cascade) and the uploaded files (deleteUploads), batch by batch; answers how many.
 * Safe with several instances running it at once: each batch locks its rows with SKIP LOCKED,
 * so two runs take different rows, and a row already deleted is simply not found.
 */
export async function purgeExpiredInquiries(db: Database, now: Date): Promise<number> {
  const cutoff = retentionCutoff(now);
  let total = 0;
  for (;;) {
    const deleted = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: inquiries.id })
        .from(inquiries)
        .where(and(eq(inquiries.state, "closed"), lte(inquiries.closedAt, cutoff)))
        .orderBy(inquiries.closedAt)
        .limit(BATCH)
        .for("update", { skipLocked: true });
      const ids = rows.map((row) => row.id);
      if (ids.length === 0) return 0;
      const files = await uploadsOf(tx, ids);
      await tx.delete(inquiries).where(inArray(inquiries.id, ids));
      await deleteUploads(tx, files);
      return ids.length;
    });
    total += deleted;
    if (deleted < BATCH) return total;
  }
}

/** The keys of an inquiry's details that say nothing about the person (kinds' choices). */
const IMPERSONAL_DETAILS = ["topic", "app", "platform", "kind", "budget", "position"] as const;

/**
 * Anonymises every submission made from account `userId`, inside the caller's transaction (the
 * account's deletion): the email, name, free-text subject and personal details are cleared, the
 * thread and attached files deleted, the account link, private status link and dedupe key
 * removed. What remains — kind, state, dates, language, the form's choices — names nobody.
 * Answers how many were anonymised.
 */
export async function anonymiseSubmissionsOf(
  tx: Database,
  userId: number,
  now: Date,
): Promise<number> {
  const rows = await tx
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(eq(inquiries.userId, userId))
    .for("update");
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return 0;
  const files = await uploadsOf(tx, ids);
  await tx.delete(inquiryMessages).where(inArray(inquiryMessages.inquiryId, ids));
  await deleteUploads(tx, files);
  const kept = sql.join(
    IMPERSONAL_DETAILS.map((key) => sql`${key}::text`),
    sql`, `,
  );
  await tx
    .update(inquiries)
    .set({
      email: "",
      name: null,
      userId: null,
      // A job application's subject is the position's title; the others' are the visitor's words.
      subject: sql`case when ${inquiries.kind} = 'job' then ${inquiries.subject} else '' end`,
      details: sql`coalesce((select jsonb_object_agg(key, value) from jsonb_each(${inquiries.details})
        where key in (${kept})), '{}'::jsonb)`,
      statusTokenHash: null,
      dedupeKey: null,
      anonymisedAt: now,
      updatedAt: now,
    })
    .where(inArray(inquiries.id, ids));
  return ids.length;
}
