import { eq } from "drizzle-orm";
import type { BetaOutcome, InboxRefusalReason, InquiryState } from "../../../contract/inbox.ts";
import { isReleaseApp, type ReleasePlatform } from "../../../contract/releases.ts";
import type { Database } from "../../db/client.ts";
import { inquiries, inquiryMessages } from "../../db/schema.ts";
import { type AuditActor, recordAudit } from "../../lib/audit.ts";
import type { Outcome } from "../common.ts";
import { latestBetaLink } from "../releases/service.ts";
import { inboxOperators, inquiryKindOf } from "./admin-listing-service.ts";

/** What operators do to an inquiry: assign, move, note, reply, decide a beta application. */

export type AdminOutcome<T> = Outcome<T, InboxRefusalReason | "not_found">;

/** Locks an inquiry for a change in the caller's transaction. */
async function lockInquiry(tx: Database, reference: string) {
  const [row] = await tx
    .select()
    .from(inquiries)
    .where(eq(inquiries.reference, reference))
    .for("update");
  return row;
}

type InquiryRow = typeof inquiries.$inferSelect;

/** What one operator action does to a locked inquiry, and what it answers. */
type InquiryChange<T> = {
  set: Partial<typeof inquiries.$inferInsert>;
  before?: Record<string, unknown>;
  after: Record<string, unknown>;
  ok: T;
};

/**
 * Every operator action on an inquiry: locked, changed (with what it adds to the thread) and
 * audited in one transaction, the audit entry saying what the fields were before and after.
 */
function changeInquiry<T>(
  db: Database,
  actor: AuditActor,
  reference: string,
  now: Date,
  change: (
    tx: Database,
    row: InquiryRow,
  ) => Promise<InquiryChange<T> | { refused: { reason: InboxRefusalReason | "not_found" } }>,
): Promise<AdminOutcome<T>> {
  return db.transaction(async (tx): Promise<AdminOutcome<T>> => {
    const row = await lockInquiry(tx, reference);
    if (!row) return { refused: { reason: "not_found" } };
    const changed = await change(tx, row);
    if ("refused" in changed) return changed;
    await tx
      .update(inquiries)
      .set({ ...changed.set, updatedAt: now })
      .where(eq(inquiries.id, row.id));
    await recordAudit(tx, {
      actor,
      at: now,
      action: "reply:inbox",
      entity: "inquiry",
      entityId: reference,
      before: changed.before,
      after: changed.after,
    });
    return { ok: changed.ok };
  });
}

/** Adds an operator's message (a reply, or a note only operators see) to an inquiry's thread. */
async function addMessage(
  tx: Database,
  row: InquiryRow,
  author: "staff" | "note",
  staffId: number,
  body: string,
  now: Date,
): Promise<number> {
  const [message] = await tx
    .insert(inquiryMessages)
    .values({ inquiryId: row.id, author, staffId, body, createdAt: now })
    .returning({ id: inquiryMessages.id });
  if (!message) throw new Error(`${author} message not stored`);
  return message.id;
}

/** Assigns an inquiry to an operator whose role reads its kind (or to nobody). */
export async function assignInquiry(
  db: Database,
  actor: AuditActor,
  reference: string,
  assigneeId: number | null,
  now: Date,
): Promise<AdminOutcome<true>> {
  if (assigneeId !== null) {
    const kind = await inquiryKindOf(db, reference);
    if (!kind) return { refused: { reason: "not_found" } };
    const operators = await inboxOperators(db, kind);
    if (!operators.some((operator) => operator.userId === assigneeId)) {
      return { refused: { reason: "not_assignable", field: "assigneeId" } };
    }
  }
  return changeInquiry(db, actor, reference, now, async (_, row) => ({
    set: {
      assigneeId,
      // Taking a new inquiry means someone is on it.
      ...(assigneeId !== null && row.state === "new" ? { state: "open" as const } : {}),
    },
    before: { assigneeId: row.assigneeId },
    after: { assigneeId },
    ok: true as const,
  }));
}

/** Moves an inquiry to a state; closing stamps closed_at (the retention period starts). */
export async function setInquiryState(
  db: Database,
  actor: AuditActor,
  reference: string,
  state: InquiryState,
  now: Date,
): Promise<AdminOutcome<true>> {
  return changeInquiry(db, actor, reference, now, async (_, row) => ({
    set: { state, closedAt: state === "closed" ? (row.closedAt ?? now) : null },
    before: { state: row.state },
    after: { state },
    ok: true as const,
  }));
}

/** An internal note: on the thread for operators, never shown or sent to the visitor. */
export async function addNote(
  db: Database,
  actor: AuditActor & { userId: number },
  reference: string,
  body: string,
  now: Date,
): Promise<AdminOutcome<true>> {
  return changeInquiry(db, actor, reference, now, async (tx, row) => ({
    set: {},
    after: { note: await addMessage(tx, row, "note", actor.userId, body, now) },
    ok: true as const,
  }));
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
  return changeInquiry<ReplyToSend>(db, actor, reference, now, async (tx, row) => {
    if (row.kind !== "support") return { refused: { reason: "wrong_kind" } };
    if (row.anonymisedAt) return { refused: { reason: "not_found" } };
    const messageId = await addMessage(tx, row, "staff", actor.userId, body, now);
    return {
      set: { state: "waiting", closedAt: null, assigneeId: row.assigneeId ?? actor.userId },
      before: { state: row.state },
      after: { state: "waiting", reply: messageId },
      ok: { messageId, email: row.email, language: row.language, reference },
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
  return changeInquiry<Decision>(db, actor, reference, now, async (tx, row) => {
    if (row.anonymisedAt) return { refused: { reason: "not_found" } };
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
      const text = invitationText(beta.url, { app, language: row.language });
      invitation = {
        link: beta.url,
        messageId: await addMessage(tx, row, "staff", actor.userId, text, now),
      };
    }
    return {
      set: {
        outcome,
        state: "closed",
        closedAt: now,
        assigneeId: row.assigneeId ?? actor.userId,
      },
      before: { state: row.state, outcome: row.outcome },
      after: { state: "closed", outcome },
      ok: { outcome, email: row.email, language: row.language, reference, app, invitation },
    };
  });
}
