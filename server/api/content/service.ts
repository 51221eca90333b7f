import { and, desc, eq, max, sql } from "drizzle-orm";
import type {
  ContentItem,
  ContentKind,
  ContentSnapshot,
  ContentSummary,
  RevisionView,
} from "../../../contract/content-admin.ts";
import { DATA_LANGUAGES } from "../../../contract/language.ts";
import type { Database } from "../../db/client.ts";
import { contentRevisions } from "../../db/schema.ts";
import { type AuditActor, recordAudit } from "../../lib/audit.ts";
import { bumpContentVersion } from "../../lib/content-cache.ts";
import type { Outcome } from "../common.ts";
import { articleKind } from "./kind-article-service.ts";
import { documentKind } from "./kind-document-service.ts";
import { faqKind } from "./kind-faq-service.ts";
import { themeKind } from "./kind-theme-service.ts";
import { type KindAdapter, type LiveItem, languageStatus, sameText } from "./kinds.ts";

export const KINDS: Record<ContentKind, KindAdapter> = {
  article: articleKind,
  faq: faqKind,
  document: documentKind,
  theme: themeKind,
};

async function latestRevision(db: Database, kind: ContentKind, id: string): Promise<number> {
  const [row] = await db
    .select({ number: max(contentRevisions.number) })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.itemKey, id)));
  return row?.number ?? 0;
}

function summaryOf(adapter: KindAdapter, item: LiveItem, revision: number, now: Date) {
  const s = item.snapshot;
  const summary: ContentSummary = {
    kind: adapter.kind,
    id: item.id,
    section: item.section,
    title: (s.texts.en_us ?? Object.values(s.texts)[0])?.title ?? item.name,
    status: s.status,
    publishAt: s.publishAt,
    visible: adapter.visible(s, now),
    revision,
    languages: languageStatus(item),
    path: item.path,
    editedAt: item.editedAt?.toISOString() ?? null,
  };
  return summary;
}

/** Every item of a kind with its status, schedule, latest revision and per-language status. */
export async function listItems(
  db: Database,
  kind: ContentKind,
  now: Date,
): Promise<ContentSummary[]> {
  const adapter = KINDS[kind];
  const revisions = await db
    .select({ id: contentRevisions.itemKey, number: max(contentRevisions.number) })
    .from(contentRevisions)
    .where(eq(contentRevisions.kind, kind))
    .groupBy(contentRevisions.itemKey);
  const latest = new Map(revisions.map((r) => [r.id, r.number ?? 0]));
  const out: ContentSummary[] = [];
  for (const id of await adapter.ids(db)) {
    const item = await adapter.read(db, id);
    if (item) out.push(summaryOf(adapter, item, latest.get(id) ?? 0, now));
  }
  return out;
}

/** One item with its whole snapshot and its revision history, newest first. */
export async function getItem(
  db: Database,
  kind: ContentKind,
  id: string,
  now: Date,
): Promise<ContentItem | null> {
  const adapter = KINDS[kind];
  const item = await adapter.read(db, id);
  if (!item) return null;
  const rows = await db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.itemKey, id)))
    .orderBy(desc(contentRevisions.number))
    .limit(100);
  const revisions: RevisionView[] = rows.map((r) => {
    const snapshot = r.snapshot as ContentSnapshot;
    return {
      number: r.number,
      action: r.action as RevisionView["action"],
      author: r.author,
      createdAt: r.createdAt.toISOString(),
      restoredFrom: r.restoredFrom,
      title: (snapshot.texts.en_us ?? Object.values(snapshot.texts)[0])?.title ?? "",
    };
  });
  return {
    ...summaryOf(adapter, item, rows[0]?.number ?? 0, now),
    snapshot: item.snapshot,
    name: item.name,
    revisions,
    coverChoices: item.poseIds ?? null,
  };
}

/** What the audit log keeps of a snapshot: state, titles, and which texts changed. */
function audited(snapshot: ContentSnapshot, revision: number, other?: ContentSnapshot) {
  const titles = Object.fromEntries(
    Object.entries(snapshot.texts).map(([language, text]) => [language, text?.title]),
  );
  const changed = other
    ? DATA_LANGUAGES.filter(
        (l) =>
          (snapshot.texts[l] || other.texts[l]) && !sameText(snapshot.texts[l], other.texts[l]),
      )
    : undefined;
  return {
    revision,
    status: snapshot.status,
    publishAt: snapshot.publishAt,
    ...snapshot.meta,
    titles,
    ...(changed ? { changedTexts: changed } : {}),
  };
}

export type ContentReason =
  | "not_found"
  | "conflict"
  | "slug_taken"
  | "version_taken"
  | "invalid_input"
  | "unpublish_first"
  | "last_version";
export type WriteOutcome = Outcome<ContentItem, ContentReason>;
type Refused = Extract<WriteOutcome, { refused: unknown }>;

export type WriteInput = {
  kind: ContentKind;
  id: string;
  baseRevision: number;
  actor: AuditActor;
  /** The permission named in the audit log (update:x, or publish:x when it goes public). */
  action: string;
  now: Date;
  /** Builds the new snapshot from the current one (a save, or a restore of `restoredFrom`). */
  next: (current: ContentSnapshot) => ContentSnapshot | null;
  revisionAction: "create" | "save" | "restore" | "unpublish";
  restoredFrom?: number;
  /** Creation: makes the item in the same transaction and names it (null: the name is taken). */
  create?: {
    make: (tx: Database) => Promise<string | null>;
    taken: { reason: "slug_taken" | "version_taken"; field: string };
  };
};

/** Serialises changes: of a kind (creating names an item) or of one item. */
const lockContent = (tx: Database, key: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`content:${key}`}))`);

/**
 * Locks an item and reads it as of `baseRevision`: not_found, or conflict when another editor
 * saved since; else the item and its latest revision number.
 */
async function lockAtRevision(
  tx: Database,
  kind: ContentKind,
  id: string,
  baseRevision: number,
): Promise<Refused | { before: LiveItem; latest: number }> {
  await lockContent(tx, `${kind}:${id}`);
  const before = await KINDS[kind].read(tx, id);
  if (!before) return { refused: { reason: "not_found" as const } };
  const latest = await latestRevision(tx, kind, id);
  if (latest !== baseRevision) {
    return { refused: { reason: "conflict" as const, field: "baseRevision" } };
  }
  return { before, latest };
}

/** Keeps an item's revisions, numbered on from `latest`; a `seed` one is content/'s state. */
function revisionsOf(
  tx: Database,
  input: Pick<WriteInput, "kind" | "actor" | "now">,
  id: string,
  latest: number,
) {
  let number = latest;
  return {
    /** The number of the last revision kept. */
    last: () => number,
    async keep(snapshot: ContentSnapshot, action: string, restoredFrom?: number) {
      number++;
      await tx.insert(contentRevisions).values({
        kind: input.kind,
        itemKey: id,
        number,
        action,
        restoredFrom: restoredFrom ?? null,
        snapshot,
        authorId: action === "seed" ? null : input.actor.userId,
        author: action === "seed" ? "content/" : input.actor.label,
        createdAt: input.now,
      });
    },
  };
}

/**
 * Saves an item: under a per-item lock, refuses a stale base revision (another editor saved
 * since), writes the live tables, keeps the new state as a revision (the first console save also
 * keeps the state before it, so the seeded text can be restored), audits, and bumps the content
 * version when anything public may have changed. All in one transaction.
 */
export async function writeItem(db: Database, input: WriteInput): Promise<WriteOutcome> {
  const adapter = KINDS[input.kind];
  let id = input.id;
  const outcome = await db.transaction(async (tx): Promise<Refused | { done: true }> => {
    if (input.create) {
      await lockContent(tx, input.kind);
      const made = await input.create.make(tx);
      if (!made) return { refused: input.create.taken };
      id = made;
    }
    const locked = await lockAtRevision(tx, input.kind, id, input.baseRevision);
    if ("refused" in locked) return locked;
    const { before, latest } = locked;
    const after = input.next(before.snapshot);
    if (!after) return { refused: { reason: "not_found" as const, field: "revision" } };
    const badMeta = adapter.checkMeta?.(before, after.meta);
    if (badMeta) return { refused: { reason: "invalid_input" as const, field: badMeta.field } };
    const hides = before.snapshot.status === "published" && after.status !== "published";
    if (hides && (await adapter.keepsPublic?.(tx, id, input.now))) {
      return { refused: { reason: "last_version" as const, field: "status" } };
    }
    const revisions = revisionsOf(tx, input, id, latest);
    if (latest === 0 && input.revisionAction !== "create") {
      await revisions.keep(before.snapshot, "seed");
    }
    await adapter.write(tx, id, after, input.now);
    await revisions.keep(after, input.revisionAction, input.restoredFrom);
    await recordAudit(tx, {
      actor: input.actor,
      action: input.action,
      entity: input.kind,
      entityId: id,
      before: input.revisionAction === "create" ? null : audited(before.snapshot, latest),
      after: audited(after, revisions.last(), before.snapshot),
      at: input.now,
    });
    if (before.snapshot.status === "published" || after.status === "published") {
      await bumpContentVersion(tx);
    }
    return { done: true };
  });
  if ("refused" in outcome) return outcome;
  const item = await getItem(db, input.kind, id, input.now);
  return item ? { ok: item } : { refused: { reason: "not_found" } };
}

/** The snapshot of revision `number` of an item, or null. */
export async function revisionSnapshot(
  db: Database,
  kind: ContentKind,
  id: string,
  number: number,
): Promise<ContentSnapshot | null> {
  const [row] = await db
    .select({ snapshot: contentRevisions.snapshot })
    .from(contentRevisions)
    .where(
      and(
        eq(contentRevisions.kind, kind),
        eq(contentRevisions.itemKey, id),
        eq(contentRevisions.number, number),
      ),
    );
  return (row?.snapshot as ContentSnapshot | undefined) ?? null;
}

export type DeleteInput = Pick<WriteInput, "kind" | "id" | "baseRevision" | "actor" | "now">;

/**
 * Deletes an item softly (ADR 0010): only a draft (unpublish first, so taking content off the
 * site is its own audited step), under the item's lock and at its latest revision. The state
 * before is kept as a `delete` revision and in the audit log; the rows stay, marked deleted, so
 * no visitor, cache, sitemap or search sees them and content/ never seeds them back.
 */
export async function deleteItem(
  db: Database,
  input: DeleteInput,
): Promise<Outcome<null, ContentReason>> {
  const adapter = KINDS[input.kind];
  return db.transaction(async (tx) => {
    const id = input.id;
    const locked = await lockAtRevision(tx, input.kind, id, input.baseRevision);
    if ("refused" in locked) return locked;
    const { before, latest } = locked;
    if (before.snapshot.status !== "draft") {
      return { refused: { reason: "unpublish_first" as const, field: "status" } };
    }
    const revisions = revisionsOf(tx, input, id, latest);
    if (latest === 0) await revisions.keep(before.snapshot, "seed");
    await revisions.keep(before.snapshot, "delete");
    await adapter.remove(tx, id, input.now);
    await recordAudit(tx, {
      actor: input.actor,
      action: `delete:${input.kind}`,
      entity: input.kind,
      entityId: id,
      before: audited(before.snapshot, latest),
      after: { revision: revisions.last(), status: "deleted" },
      at: input.now,
    });
    // A draft was never public, but lists and the search index read the rows: drop them too.
    await bumpContentVersion(tx);
    return { ok: null };
  });
}
