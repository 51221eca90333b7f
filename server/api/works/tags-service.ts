// Tags of works (issue 31): what artists typed stays free text until a moderator approves a tag
// with its label in every interface language; only approved tags are filters on /works.

import { eq, sql } from "drizzle-orm";
import { UI_LOCALES, type UiLocale } from "../../../contract/language.ts";
import type { ModerationTag, TagDecision, TagState, WorkTagView } from "../../../contract/works.ts";
import type { Database } from "../../db/client.ts";
import { works, workTags } from "../../db/schema.ts";
import { type AuditActor, recordAudit } from "../../lib/audit.ts";
import { notifyChange } from "../../lib/change-notifications.ts";
import { labelOf, PUBLIC } from "./listing-service.ts";

/** How many works carry each tag, and how many of those are public. */
async function tagCounts(db: Database) {
  const rows = await db
    .select({
      slug: sql<string>`tag`,
      works: sql<number>`count(*)::int`,
      publicWorks: sql<number>`(count(*) filter (where ${PUBLIC}))::int`,
    })
    .from(sql`${works}, jsonb_array_elements_text(${works.tags}) as tag`)
    .where(sql`${works.state} <> 'removed'`)
    .groupBy(sql`tag`);
  return new Map(rows.map((row) => [row.slug, row]));
}

/** The approved tags with at least one public work, most used first: the filters of /works. */
export async function publicTags(db: Database, locale: UiLocale): Promise<WorkTagView[]> {
  const [approved, counts] = await Promise.all([
    db.select().from(workTags).where(eq(workTags.state, "approved")),
    tagCounts(db),
  ]);
  return approved
    .map((row) => ({ row, count: counts.get(row.slug)?.publicWorks ?? 0 }))
    .filter((entry) => entry.count > 0)
    .map(({ row, count }) => ({ slug: row.slug, label: labelOf(row, locale), count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, locale))
    .map(({ slug, label }) => ({ slug, label }));
}

const ORDER: Record<TagState, number> = { pending: 0, approved: 1, rejected: 2 };

/**
 * Every tag for the console: those works carry (pending until decided) and those decided on,
 * the undecided first, then by use.
 */
export async function moderationTags(db: Database): Promise<ModerationTag[]> {
  const [decided, counts] = await Promise.all([db.select().from(workTags), tagCounts(db)]);
  const bySlug = new Map(decided.map((row) => [row.slug, row]));
  const slugs = new Set([...counts.keys(), ...bySlug.keys()]);
  return [...slugs]
    .map((slug) => {
      const row = bySlug.get(slug);
      const count = counts.get(slug);
      return {
        slug,
        state: (row?.state as TagState | undefined) ?? "pending",
        labels: row?.labels ?? {},
        works: count?.works ?? 0,
        publicWorks: count?.publicWorks ?? 0,
      };
    })
    .sort(
      (a, b) =>
        ORDER[a.state] - ORDER[b.state] || b.works - a.works || a.slug.localeCompare(b.slug),
    );
}

/** Labels trimmed, empty ones dropped, in the catalogue's order. */
const cleanLabels = (labels: TagDecision["labels"]) =>
  Object.fromEntries(
    UI_LOCALES.flatMap((locale) => {
      const label = labels[locale]?.trim();
      return label ? [[locale, label]] : [];
    }),
  ) as Partial<Record<UiLocale, string>>;

/** A moderator's decision on a tag (approve with labels, or reject), audited. */
export async function decideTag(
  db: Database,
  input: { slug: string; decision: TagDecision; actor: AuditActor; now: Date },
): Promise<ModerationTag> {
  const labels = cleanLabels(input.decision.labels);
  const values = {
    slug: input.slug,
    state: input.decision.state,
    labels,
    editedAt: input.now,
    updatedAt: input.now,
  };
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(workTags)
      .where(eq(workTags.slug, input.slug))
      .for("update");
    await tx
      .insert(workTags)
      .values(values)
      .onConflictDoUpdate({ target: workTags.slug, set: values });
    await recordAudit(tx, {
      actor: input.actor,
      action: `${input.decision.state === "approved" ? "approve" : "reject"}:tag`,
      entity: "work_tag",
      entityId: input.slug,
      before: before ? { state: before.state, labels: before.labels } : null,
      after: { state: values.state, labels },
      at: input.now,
    });
    // /works is kept rendered (ADR 0017): every instance drops it.
    await notifyChange(tx, "works");
  });
  const count = (await tagCounts(db)).get(input.slug);
  return {
    slug: input.slug,
    state: input.decision.state,
    labels,
    works: count?.works ?? 0,
    publicWorks: count?.publicWorks ?? 0,
  };
}

/** content/work-tags.json: tags approved from the start; a console decision is never replaced. */
export async function applyWorkTags(
  tx: Database,
  items: { slug: string; labels: Partial<Record<UiLocale, string>> }[],
): Promise<void> {
  for (const item of items) {
    const values = { slug: item.slug, state: "approved", labels: cleanLabels(item.labels) };
    await tx
      .insert(workTags)
      .values(values)
      .onConflictDoUpdate({
        target: workTags.slug,
        set: { labels: values.labels, updatedAt: sql`now()` },
        setWhere: sql`${workTags.editedAt} is null`,
      });
  }
}
