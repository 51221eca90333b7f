import { and, asc, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { DataLanguage } from "../../../contract/language.ts";
import {
  CHANNEL_NAMES,
  compareVersions,
  type PublishedRelease,
  RELEASE_CHANNELS,
  type ReleaseApp,
  type ReleaseChannel,
  type ReleaseFacts,
  type ReleasePlatform,
  type ReleaseRecord,
  type ReleaseStatus,
} from "../../../contract/releases.ts";
import { renderMarkdown } from "../../content/markdown.ts";
import type { ReleaseSource } from "../../content/releases.ts";
import type { Database } from "../../db/client.ts";
import { releases } from "../../db/schema.ts";
import { unlessTaken } from "../../db/unique.ts";
import { type AuditActor, recordAudit } from "../../lib/audit.ts";
import { bumpContentVersion } from "../../lib/content-cache.ts";
import type { Outcome } from "../common.ts";

type Row = typeof releases.$inferSelect;

/** What a row says of the build, for the console and public pages alike. */
function factsOf(row: Row): ReleaseFacts {
  return {
    id: row.id,
    app: row.app as ReleaseApp,
    platform: row.platform as ReleaseFacts["platform"],
    channel: row.channel as ReleaseChannel,
    version: row.version,
    releasedOn: row.releasedOn,
    minOs: row.minOs,
    url: row.url,
    fileSize: row.fileSize,
    sha256: row.sha256,
  };
}

/** The console's view of a row (never the row itself). */
export function toRecord(row: Row): ReleaseRecord {
  return {
    ...factsOf(row),
    notes: row.notes,
    status: row.status as ReleaseStatus,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    editedAt: row.editedAt?.toISOString() ?? null,
    revision: row.revision,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a release: its facts and notes, no internal counters. */
function audited(record: ReleaseRecord) {
  const { revision: _revision, updatedAt: _updatedAt, editedAt: _editedAt, ...rest } = record;
  return rest;
}

/**
 * content/releases.json into the database (server/db/seed.ts): new builds are inserted; a build
 * already there is updated only while no operator has edited it (`edited_at is null`), so a
 * deploy never undoes a console change.
 */
export async function applyReleases(db: Database, rows: ReleaseSource[]): Promise<void> {
  for (const row of rows) {
    const publishedAt = row.status === "published" ? new Date(`${row.releasedOn}T00:00:00Z`) : null;
    await db
      .insert(releases)
      .values({ ...row, publishedAt })
      .onConflictDoUpdate({
        target: [releases.app, releases.platform, releases.channel, releases.version],
        set: {
          releasedOn: row.releasedOn,
          minOs: row.minOs,
          url: row.url,
          fileSize: row.fileSize,
          sha256: row.sha256,
          notes: row.notes,
          status: row.status,
          publishedAt,
          revision: sql`${releases.revision} + 1`,
          updatedAt: sql`now()`,
        },
        setWhere: sql`${releases.editedAt} is null and (${releases.releasedOn}, ${releases.minOs},
          ${releases.url}, ${releases.fileSize}, ${releases.sha256}, ${releases.notes}, ${releases.status})
          is distinct from (${row.releasedOn}::text, ${row.minOs}::text, ${row.url}::text,
          ${row.fileSize}::bigint, ${row.sha256}::text, ${JSON.stringify(row.notes)}::jsonb,
          ${row.status}::text)`,
      });
  }
}

/** Published builds of one app with their notes rendered, for ContentService.releases. */
const BETA_CHANNELS = CHANNEL_NAMES.filter((channel) => RELEASE_CHANNELS[channel].beta);

/**
 * The link of the newest published beta build of an app on a platform (TestFlight, beta APK),
 * for an accepted tester's invitation; null when there is none.
 */
export async function latestBetaLink(
  db: Database,
  app: ReleaseApp,
  platform: ReleasePlatform,
): Promise<{ url: string; version: string; channel: ReleaseChannel } | null> {
  const rows = await db
    .select({ url: releases.url, version: releases.version, channel: releases.channel })
    .from(releases)
    .where(
      and(
        eq(releases.app, app),
        eq(releases.platform, platform),
        eq(releases.status, "published"),
        inArray(releases.channel, BETA_CHANNELS),
      ),
    );
  const newest = rows.sort((a, b) => compareVersions(b.version, a.version))[0];
  return newest ? { ...newest, channel: newest.channel as ReleaseChannel } : null;
}

export async function listPublished(db: Database, app: ReleaseApp): Promise<PublishedRelease[]> {
  const rows = await db
    .select()
    .from(releases)
    .where(
      and(
        eq(releases.app, app),
        eq(releases.status, "published"),
        // Beta builds reach accepted testers by email only (issue 18), never a public page.
        notInArray(releases.channel, BETA_CHANNELS),
      ),
    )
    .orderBy(desc(releases.releasedOn), asc(releases.id));
  return rows.map((row) => ({
    ...factsOf(row),
    notesHtml: Object.fromEntries(
      Object.entries(row.notes)
        .filter(([, markdown]) => markdown.trim())
        .map(([language, markdown]) => [language, renderMarkdown(markdown).html]),
    ) as Partial<Record<DataLanguage, string>>,
    updatedAt: (row.publishedAt && row.publishedAt > row.updatedAt
      ? row.publishedAt
      : row.updatedAt
    ).toISOString(),
  }));
}

export async function listReleases(db: Database, app?: ReleaseApp): Promise<ReleaseRecord[]> {
  const rows = await db
    .select()
    .from(releases)
    .where(app ? eq(releases.app, app) : undefined)
    .orderBy(asc(releases.app), desc(releases.releasedOn), desc(releases.id));
  return rows.map(toRecord);
}

export async function findRelease(db: Database, id: number): Promise<ReleaseRecord | null> {
  const [row] = await db.select().from(releases).where(eq(releases.id, id));
  return row ? toRecord(row) : null;
}

/** A release as the console sends it: the platform follows from the channel. */
export type ReleaseInput = Omit<ReleaseFacts, "id" | "platform"> & {
  notes: Partial<Record<DataLanguage, string>>;
};

/** Each refusal names the field at fault; a missing permission, which one. */
export type ReleaseOutcome = Outcome<
  ReleaseRecord,
  "not_found" | "conflict" | "release_exists" | "permission_missing",
  { permission?: string }
>;

const taken = { refused: { reason: "release_exists", field: "version" } } as const;
const stale = { refused: { reason: "conflict", field: "revision" } } as const;

const values = (input: ReleaseInput) => ({
  ...input,
  platform: RELEASE_CHANNELS[input.channel].platform,
  notes: Object.fromEntries(Object.entries(input.notes).filter(([, text]) => text?.trim())),
});

/** A new draft; refused when the app already has this channel and version. */
export async function createRelease(
  db: Database,
  input: ReleaseInput,
  actor: AuditActor,
  now: Date,
): Promise<ReleaseOutcome> {
  return unlessTaken(
    () =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(releases)
          .values({ ...values(input), status: "draft", editedAt: sql`now()` })
          .returning();
        if (!row) throw new Error("insert returned nothing");
        const record = toRecord(row);
        await recordAudit(tx, {
          actor,
          action: "update:release",
          entity: "release",
          entityId: row.id,
          after: audited(record),
          at: now,
        });
        return { ok: record };
      }),
    taken,
  );
}

/**
 * Changes a release at `revision` (409 `conflict` when someone saved in between). `change`
 * either edits its facts or publishes/unpublishes it; a change a visitor can see bumps the
 * content version in the same transaction. A release `allowed` refuses is left as it is:
 * permission_missing, for the right to publish.
 */
export async function changeRelease(
  db: Database,
  id: number,
  revision: number,
  change: { edit: ReleaseInput } | { status: ReleaseStatus },
  actor: AuditActor,
  now: Date,
  allowed: (before: ReleaseRecord) => boolean = () => true,
): Promise<ReleaseOutcome> {
  return unlessTaken(
    () =>
      db.transaction(async (tx): Promise<ReleaseOutcome> => {
        const [current] = await tx.select().from(releases).where(eq(releases.id, id)).for("update");
        if (!current) return { refused: { reason: "not_found", field: "id" } };
        const before = toRecord(current);
        if (!allowed(before)) {
          return { refused: { reason: "permission_missing", permission: "publish:release" } };
        }
        if (current.revision !== revision) return stale;
        const set =
          "edit" in change
            ? values(change.edit)
            : {
                status: change.status,
                publishedAt: change.status === "published" ? sql`now()` : current.publishedAt,
              };
        const [row] = await tx
          .update(releases)
          .set({
            ...set,
            editedAt: sql`now()`,
            revision: current.revision + 1,
            updatedAt: sql`now()`,
          })
          .where(and(eq(releases.id, id), eq(releases.revision, revision)))
          .returning();
        if (!row) return stale;
        const after = toRecord(row);
        await recordAudit(tx, {
          actor,
          action: "edit" in change ? "update:release" : "publish:release",
          entity: "release",
          entityId: id,
          before: audited(before),
          after: audited(after),
          at: now,
        });
        if (before.status === "published" || after.status === "published") {
          await bumpContentVersion(tx);
        }
        return { ok: after };
      }),
    taken,
  );
}
