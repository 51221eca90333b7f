import { and, asc, desc, eq, sql } from "drizzle-orm";
import {
  givenLanguages,
  type JobInput,
  type JobRecord,
  type JobStatus,
  type JobSummary,
  type JobTeam,
  type JobText,
  type JobType,
  type JobView,
  type JobWorkplace,
} from "../../../contract/careers.ts";
import { type DataLanguage, DEFAULT_DATA_LANGUAGE } from "../../../contract/language.ts";
import { renderMarkdown } from "../../content/markdown.ts";
import type { Database } from "../../db/client.ts";
import { jobPostings } from "../../db/schema.ts";
import { unlessTaken } from "../../db/unique.ts";
import { type AuditActor, recordAudit } from "../../lib/audit.ts";
import { bumpContentVersion } from "../../lib/content-cache.ts";
import type { Outcome } from "../common.ts";

type Row = typeof jobPostings.$inferSelect;

/** A position as content/ describes it (server/content/careers.ts). */
export type JobSource = JobInput & { status: JobStatus };

/** What a position is, as both the console and visitors see it. */
const factsOf = (row: Row) => ({
  slug: row.slug,
  team: row.team as JobTeam,
  employmentType: row.employmentType as JobType,
  workplace: row.workplace as JobWorkplace,
  locality: row.locality,
  country: row.country,
});

/** The console's view of a row (never the row itself). */
export function toRecord(row: Row): JobRecord {
  return {
    id: row.id,
    ...factsOf(row),
    texts: row.texts as JobRecord["texts"],
    status: row.status as JobStatus,
    openedAt: row.openedAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    editedAt: row.editedAt?.toISOString() ?? null,
    revision: row.revision,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The text in the asked language, else en_us (the page then says it is in English). */
function textOf(row: Row, language: DataLanguage): { text: JobText; language: DataLanguage } {
  const texts = row.texts as Partial<Record<DataLanguage, JobText>>;
  const own = texts[language];
  if (own?.title.trim() && own.description.trim()) return { text: own, language };
  const fallback = texts[DEFAULT_DATA_LANGUAGE];
  return {
    text: fallback ?? { title: row.slug, description: "" },
    language: DEFAULT_DATA_LANGUAGE,
  };
}

function summaryOf(row: Row, language: DataLanguage): JobSummary {
  const { text, language: shown } = textOf(row, language);
  return {
    ...factsOf(row),
    title: text.title,
    language: shown,
    openedAt: (row.openedAt ?? row.createdAt).toISOString(),
  };
}

/** The description's first paragraph as plain text, for meta descriptions and JobPosting. */
function plainSummary(html: string): string {
  const first = /<p>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? "";
  const text = first
    .replace(/<[^>]+>/g, "")
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) =>
      e === "amp" ? "&" : e === "lt" ? "<" : e === "gt" ? ">" : e === "quot" ? '"' : "'",
    )
    .replace(/\s+/g, " ")
    .trim();
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}

/** Open positions, newest first, in the asked language (en_us where not translated). */
export async function listOpenJobs(db: Database, language: DataLanguage): Promise<JobSummary[]> {
  const rows = await db
    .select()
    .from(jobPostings)
    .where(eq(jobPostings.status, "open"))
    .orderBy(desc(jobPostings.openedAt), asc(jobPostings.slug));
  return rows.map((row) => summaryOf(row, language));
}

/** One position, open or closed (a closed one's page answers 410); null when there is none. */
export async function findJob(
  db: Database,
  slug: string,
  language: DataLanguage,
): Promise<JobView | null> {
  const [row] = await db.select().from(jobPostings).where(eq(jobPostings.slug, slug));
  if (!row) return null;
  const summary = summaryOf(row, language);
  const { text } = textOf(row, language);
  const html = renderMarkdown(text.description).html;
  return {
    ...summary,
    status: row.status as JobStatus,
    descriptionHtml: html,
    summary: plainSummary(html),
    closedAt: row.closedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The open positions' pages with their last change, for the sitemap (closed ones leave it). */
export async function listJobPaths(db: Database): Promise<{ path: string; lastmod: string }[]> {
  const rows = await db
    .select({ slug: jobPostings.slug, updatedAt: jobPostings.updatedAt })
    .from(jobPostings)
    .where(eq(jobPostings.status, "open"))
    .orderBy(asc(jobPostings.slug));
  return rows.map((row) => ({
    path: `/careers/${row.slug}`,
    lastmod: row.updatedAt.toISOString().slice(0, 10),
  }));
}

/** The title of an open position in English, for an application's subject; null otherwise. */
export async function openJobTitle(
  db: Pick<Database, "select">,
  slug: string,
): Promise<string | null> {
  const [row] = await db
    .select({ texts: jobPostings.texts })
    .from(jobPostings)
    .where(and(eq(jobPostings.slug, slug), eq(jobPostings.status, "open")));
  return row ? (row.texts[DEFAULT_DATA_LANGUAGE]?.title ?? slug) : null;
}

/**
 * content/ into the database (server/db/seed.ts): new positions are inserted; one already there
 * follows its file only while no operator has edited it (`edited_at is null`).
 */
export async function applyJobs(db: Database, sources: JobSource[]): Promise<void> {
  for (const source of sources) {
    const values = { ...valuesOf(source), status: source.status };
    const openedAt =
      source.status === "open" ? sql`coalesce(${jobPostings.openedAt}, now())` : null;
    await db
      .insert(jobPostings)
      .values({ ...values, openedAt: source.status === "open" ? sql`now()` : null })
      .onConflictDoUpdate({
        target: jobPostings.slug,
        set: {
          ...values,
          openedAt: openedAt ?? sql`${jobPostings.openedAt}`,
          closedAt:
            source.status === "closed" ? sql`coalesce(${jobPostings.closedAt}, now())` : sql`null`,
          revision: sql`${jobPostings.revision} + 1`,
          updatedAt: sql`now()`,
        },
        setWhere: sql`${jobPostings.editedAt} is null`,
      });
  }
}

export async function listJobs(db: Database): Promise<JobRecord[]> {
  const rows = await db
    .select()
    .from(jobPostings)
    .orderBy(desc(jobPostings.status), desc(jobPostings.updatedAt), asc(jobPostings.id));
  return rows.map(toRecord);
}

export async function findJobRecord(db: Database, id: number): Promise<JobRecord | null> {
  const [row] = await db.select().from(jobPostings).where(eq(jobPostings.id, id));
  return row ? toRecord(row) : null;
}

/** Each refusal names the field at fault. */
export type JobOutcome = Outcome<JobRecord, "not_found" | "conflict" | "slug_taken">;

const taken = { refused: { reason: "slug_taken", field: "slug" } } as const;
const stale = { refused: { reason: "conflict", field: "revision" } } as const;

/** The columns of an input, languages without text left out. */
function valuesOf(input: JobInput) {
  const texts: Record<string, JobText> = {};
  for (const language of givenLanguages(input.texts)) {
    const text = input.texts[language];
    if (text) texts[language] = { title: text.title.trim(), description: text.description };
  }
  return {
    slug: input.slug,
    team: input.team,
    employmentType: input.employmentType,
    workplace: input.workplace,
    locality: input.locality.trim(),
    country: input.country,
    texts,
  };
}

/** What the audit log keeps of a position. */
function audited(record: JobRecord) {
  const { revision: _r, updatedAt: _u, editedAt: _e, ...rest } = record;
  return rest;
}

/** The audit entry of a change to position `id` (without `before` for a new one). */
const auditJob = (
  tx: Pick<Database, "insert">,
  entry: { actor: AuditActor; now: Date; id: number; before?: JobRecord; after: JobRecord },
) =>
  recordAudit(tx, {
    actor: entry.actor,
    at: entry.now,
    action: "manage:job",
    entity: "job",
    entityId: entry.id,
    before: entry.before && audited(entry.before),
    after: audited(entry.after),
  });

/** A new position, closed until an operator opens it. */
export async function createJob(
  db: Database,
  input: JobInput,
  actor: AuditActor,
  now: Date,
): Promise<JobOutcome> {
  return unlessTaken(
    () =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(jobPostings)
          .values({
            ...valuesOf(input),
            status: "closed",
            editedAt: now,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!row) throw new Error("insert returned nothing");
        const record = toRecord(row);
        await auditJob(tx, { actor, now, id: row.id, after: record });
        return { ok: record };
      }),
    taken,
  );
}

/**
 * Edits a position, or opens or closes it, at `revision` (409 `conflict` when someone saved in
 * between). A change visitors can see bumps the content version in the same transaction, so
 * every instance drops its cached pages and sitemap.
 */
export async function changeJob(
  db: Database,
  id: number,
  revision: number,
  change: { edit: JobInput } | { status: JobStatus },
  actor: AuditActor,
  now: Date,
): Promise<JobOutcome> {
  return unlessTaken(
    () =>
      db.transaction(async (tx): Promise<JobOutcome> => {
        const [current] = await tx
          .select()
          .from(jobPostings)
          .where(eq(jobPostings.id, id))
          .for("update");
        if (!current) return { refused: { reason: "not_found", field: "id" } };
        if (current.revision !== revision) return stale;
        const before = toRecord(current);
        const set =
          "edit" in change
            ? valuesOf(change.edit)
            : change.status === current.status
              ? {}
              : change.status === "open"
                ? { status: "open", openedAt: now, closedAt: null }
                : { status: "closed", closedAt: now };
        const [row] = await tx
          .update(jobPostings)
          .set({ ...set, editedAt: now, revision: revision + 1, updatedAt: now })
          .where(eq(jobPostings.id, id))
          .returning();
        if (!row) return stale;
        const after = toRecord(row);
        await auditJob(tx, { actor, now, id, before, after });
        // A closed position still has its page (answering 410), so every change is visible.
        await bumpContentVersion(tx);
        return { ok: after };
      }),
    taken,
  );
}
