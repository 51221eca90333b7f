import { createHash } from "node:crypto";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { UiLocale } from "../../../contract/language.ts";
import {
  type ModerationWork,
  WORK_LIMITS,
  WORK_REPORT_WEIGHTS,
  type WorkDecision,
  type WorkModerationView,
  type WorkRejectReason,
  type WorkReportReason,
  type WorkState,
} from "../../../contract/works.ts";
import type { Database } from "../../db/client.ts";
import { users, workReports, works } from "../../db/schema.ts";
import { type AuditActor, recordAudit } from "../../lib/audit.ts";
import { notifyChange } from "../../lib/change-notifications.ts";
import { myWork, PUBLIC, variantsOf } from "./listing-service.ts";
import type { WorkOutcome, WorkRow } from "./model.ts";
import type { WorkUrls } from "./signing.ts";

// ---------------------------------------------------------------- reports

/** What a report by this reporter weighs (WORK_REPORT_WEIGHTS): older accounts weigh more. */
async function reportWeight(db: Database, userId: number | null, now: Date): Promise<number> {
  if (userId === null) return WORK_REPORT_WEIGHTS.anonymous;
  const [user] = await db
    .select({ createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  const established = WORK_REPORT_WEIGHTS.establishedDays * 24 * 60 * 60 * 1000;
  return user && now.getTime() - user.createdAt.getTime() >= established
    ? WORK_REPORT_WEIGHTS.established
    : WORK_REPORT_WEIGHTS.newAccount;
}

/**
 * One report per reporter and work. Every report puts the work in the moderators' "reported"
 * queue; it is hidden only once the reports weigh WORK_LIMITS.reportsToHide, counting each
 * address once (its heaviest report), until a moderator keeps or removes it (issue 30: three
 * accounts made from one address could hide any work). Answers whether it is hidden.
 */
export async function reportWork(
  db: Database,
  input: {
    id: string;
    reporter: string;
    /** The address's keyed hash (storedKey): the same for every account behind it. */
    address: string;
    userId: number | null;
    reason: WorkReportReason;
    now: Date;
  },
): Promise<WorkOutcome<{ hidden: boolean }>> {
  const weight = await reportWeight(db, input.userId, input.now);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: works.id, reportCount: works.reportCount })
      .from(works)
      .where(and(eq(works.publicId, input.id), PUBLIC))
      .for("update");
    if (!row) return { refused: { reason: "not_found" } } as const;
    const reporter = createHash("sha256").update(input.reporter).digest("base64url");
    const inserted = await tx
      .insert(workReports)
      .values({
        workId: row.id,
        reporter,
        originKey: input.address,
        weight,
        reason: input.reason,
        createdAt: input.now,
      })
      .onConflictDoNothing()
      .returning({ id: workReports.id });
    if (!inserted.length) return { ok: { hidden: false } };
    const count = row.reportCount + 1;
    const heaviest = tx
      .select({ w: sql<number>`max(${workReports.weight})`.as("w") })
      .from(workReports)
      .where(eq(workReports.workId, row.id))
      .groupBy(workReports.originKey)
      .as("heaviest");
    const [score] = await tx
      .select({ total: sql<string>`coalesce(sum(${heaviest.w}), 0)` })
      .from(heaviest);
    const hidden = Number(score?.total ?? 0) >= WORK_LIMITS.reportsToHide;
    await tx.update(works).set({ reportCount: count, hidden }).where(eq(works.id, row.id));
    if (hidden) await notifyChange(tx, "works");
    return { ok: { hidden } };
  });
}

// ---------------------------------------------------------------- moderation

const VIEW_FILTER: Record<WorkModerationView, ReturnType<typeof and>> = {
  pending: eq(works.state, "pending"),
  reported: and(eq(works.state, "approved"), sql`${works.reportCount} > 0`),
  approved: eq(works.state, "approved"),
  rejected: eq(works.state, "rejected"),
  removed: eq(works.state, "removed"),
};

/** Works of one queue view for moderators, oldest submission first (reported: most reported). */
export async function listModeration(
  db: Database,
  urls: WorkUrls,
  view: WorkModerationView,
  originalUrl: (id: string) => string,
): Promise<ModerationWork[]> {
  const order =
    view === "reported"
      ? [desc(works.hidden), desc(works.reportCount), asc(works.id)]
      : view === "pending"
        ? [asc(works.submittedAt), asc(works.id)]
        : [desc(works.decidedAt), desc(works.id)];
  const rows = await db
    .select({ work: works, nickname: users.nickname, email: users.email })
    .from(works)
    .leftJoin(users, eq(users.id, works.userId))
    .where(VIEW_FILTER[view])
    .orderBy(...order)
    .limit(100);
  const ids = rows.map((r) => r.work.id);
  const variants = await variantsOf(db, ids);
  const reasons = ids.length
    ? await db
        .select({
          workId: workReports.workId,
          reason: workReports.reason,
          n: sql<number>`count(*)::int`,
        })
        .from(workReports)
        .where(inArray(workReports.workId, ids))
        .groupBy(workReports.workId, workReports.reason)
    : [];
  return rows.map(({ work, nickname, email }) => ({
    ...myWork(work, variants.get(work.id) ?? [], urls),
    artist: { name: work.teamSlug ? "Inkdoll" : (nickname ?? ""), email: email ?? null },
    reports: {
      count: work.reportCount,
      reasons: Object.fromEntries(
        reasons.filter((r) => r.workId === work.id).map((r) => [r.reason, r.n]),
      ),
    },
    width: work.width,
    height: work.height,
    originalUrl: originalUrl(work.publicId),
  }));
}

/** What the artist is told of a decision: undefined when they are not told (a team work). */
export type DecisionNotice = {
  email: string;
  locale: UiLocale;
  title: string;
  id: string;
  /** restored: a work hidden by reports that a moderator kept. */
  decision: "approved" | "rejected" | "removed" | "restored";
  reason: WorkRejectReason | null;
  note: string;
};

const ALLOWED: Record<WorkDecision["action"], (row: WorkRow) => boolean> = {
  approve: (row) => row.state === "pending",
  reject: (row) => row.state === "pending",
  remove: (row) => row.state === "approved",
  keep: (row) => row.state === "approved" && (row.hidden || row.reportCount > 0),
  feature: (row) => row.state === "approved",
};

/** A moderator's decision on a work, audited in the same transaction. */
export async function decideWork(
  db: Database,
  input: { id: string; decision: WorkDecision; actor: AuditActor; now: Date },
): Promise<WorkOutcome<DecisionNotice | undefined>> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(works).where(eq(works.publicId, input.id)).for("update");
    if (!row) return { refused: { reason: "not_found" } } as const;
    const d = input.decision;
    if (!ALLOWED[d.action](row))
      return { refused: { reason: "wrong_state", state: row.state as WorkState } } as const;
    const before = {
      state: row.state,
      hidden: row.hidden,
      featured: row.featured,
      reports: row.reportCount,
    };
    let change: Partial<typeof works.$inferInsert>;
    switch (d.action) {
      case "approve":
        change = {
          state: "approved",
          featured: d.featured,
          publishedAt: row.publishedAt ?? input.now,
          decidedAt: input.now,
          rejectReason: null,
          decisionNote: null,
        };
        break;
      case "reject":
        change = {
          state: "rejected",
          rejectReason: d.reason,
          decisionNote: d.note || null,
          decidedAt: input.now,
        };
        break;
      case "remove":
        change = {
          state: "removed",
          featured: false,
          decisionNote: d.note || null,
          decidedAt: input.now,
        };
        break;
      case "keep":
        change = { hidden: false, reportCount: 0 };
        await tx.delete(workReports).where(eq(workReports.workId, row.id));
        break;
      case "feature":
        change = { featured: d.featured };
        break;
    }
    await tx.update(works).set(change).where(eq(works.id, row.id));
    // Every decision can change what /works and the work's page show on every instance.
    await notifyChange(tx, "works");
    await recordAudit(tx, {
      actor: input.actor,
      at: input.now,
      action: `${d.action}:work`,
      entity: "work",
      entityId: row.publicId,
      before,
      after: { ...before, ...pick(change), ...("reason" in d ? { reason: d.reason } : {}) },
    });
    const decision =
      d.action === "approve"
        ? "approved"
        : d.action === "reject"
          ? "rejected"
          : d.action === "remove"
            ? "removed"
            : // A work reports had hidden comes back: its artist hears it is shown again.
              d.action === "keep" && row.hidden
              ? "restored"
              : null;
    if (!decision || row.userId === null) return { ok: undefined };
    const [user] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, row.userId));
    if (!user) return { ok: undefined };
    return {
      ok: {
        email: user.email,
        locale: row.locale as UiLocale,
        title: row.title,
        id: row.publicId,
        decision,
        reason: d.action === "reject" ? d.reason : null,
        note: "note" in d ? d.note : "",
      },
    };
  });
}

const pick = (change: Partial<typeof works.$inferInsert>) => ({
  ...(change.state ? { state: change.state } : {}),
  ...(change.hidden !== undefined ? { hidden: change.hidden } : {}),
  ...(change.featured !== undefined ? { featured: change.featured } : {}),
  ...(change.reportCount !== undefined ? { reports: change.reportCount } : {}),
});
