import { and, asc, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { DataLanguage } from "../../../contract/language.ts";
import {
  type BuildInput,
  CHANNEL_NAMES,
  type ChannelBuild,
  compareVersions,
  type PublishedRelease,
  RELEASE_CHANNELS,
  type ReleaseApp,
  type ReleaseChannel,
  type ReleasePlatform,
  type ReleaseRecord,
  type ReleaseStatus,
} from "../../../contract/releases.ts";
import { renderMarkdown } from "../../content/markdown.ts";
import type { ReleaseSource } from "../../content/releases.ts";
import type { Database } from "../../db/client.ts";
import { appReleases, legacyReleases, releaseChannels } from "../../db/schema.ts";
import { unlessTaken } from "../../db/unique.ts";
import { type AuditActor, recordAudit } from "../../lib/audit.ts";
import { bumpContentVersion } from "../../lib/content-cache.ts";
import type { Outcome } from "../common.ts";

type Row = typeof appReleases.$inferSelect;
type ChannelRow = typeof releaseChannels.$inferSelect;

const channelOrder = (channel: string) => CHANNEL_NAMES.indexOf(channel as ReleaseChannel);

function buildOf(row: ChannelRow): ChannelBuild {
  const channel = row.channel as ReleaseChannel;
  return {
    channel,
    platform: RELEASE_CHANNELS[channel].platform,
    minOs: row.minOs,
    url: row.url,
    fileSize: row.fileSize,
    sha256: row.sha256,
    available: row.available,
  };
}

/** The console's view of a release and its builds (never the rows themselves). */
export function toRecord(row: Row, channels: ChannelRow[]): ReleaseRecord {
  return {
    id: row.id,
    app: row.app as ReleaseApp,
    version: row.version,
    releasedOn: row.releasedOn,
    channels: channels
      .toSorted((a, b) => channelOrder(a.channel) - channelOrder(b.channel))
      .map(buildOf),
    notes: row.notes,
    status: row.status as ReleaseStatus,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    editedAt: row.editedAt?.toISOString() ?? null,
    revision: row.revision,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Releases with their builds, in the order `rows` came. */
async function withChannels(db: Database, rows: Row[]): Promise<ReleaseRecord[]> {
  if (rows.length === 0) return [];
  const builds = await db
    .select()
    .from(releaseChannels)
    .where(
      inArray(
        releaseChannels.releaseId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) =>
    toRecord(
      row,
      builds.filter((build) => build.releaseId === row.id),
    ),
  );
}

/** What the audit log keeps of a release: its facts, builds and notes, no internal counters. */
function audited(record: ReleaseRecord) {
  const { revision: _revision, updatedAt: _updatedAt, editedAt: _editedAt, ...rest } = record;
  return rest;
}

/** A release's builds as rows of release_channels. */
const channelRows = (releaseId: number, builds: readonly BuildInput[]) =>
  builds.map((build) => ({
    releaseId,
    channel: build.channel,
    minOs: build.minOs,
    url: build.url,
    fileSize: build.fileSize,
    sha256: build.sha256,
    available: build.available,
  }));

/** The comparable content of a release's builds, for "has the seed changed?". */
const buildsKey = (builds: readonly Omit<BuildInput, "platform">[]) =>
  JSON.stringify(
    builds
      .map(({ channel, minOs, url, fileSize, sha256, available }) => [
        channel,
        minOs,
        url,
        fileSize,
        sha256,
        available,
      ])
      .sort((a, b) => channelOrder(String(a[0])) - channelOrder(String(b[0]))),
  );

/** Notes equal whatever the order of their languages (jsonb keeps its own order). */
const sameNotes = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([language, text]) => b[language] === text);

/**
 * Writes a release into the pre-issue-31 table too, one row per channel, so instances of the
 * previous version keep serving it during a rolling upgrade (expand/contract; README). A build
 * switched off is a draft there, as that version knows nothing else; a channel taken out of the
 * release goes. Contract step, next release: drop that table (legacyReleases) and this function.
 */
async function mirrorLegacy(db: Pick<Database, "insert" | "delete">, record: ReleaseRecord) {
  const channels = record.channels.map((build) => build.channel);
  await db
    .delete(legacyReleases)
    .where(
      and(
        eq(legacyReleases.app, record.app),
        eq(legacyReleases.version, record.version),
        channels.length > 0 ? notInArray(legacyReleases.channel, channels) : undefined,
      ),
    );
  for (const build of record.channels) {
    const live = record.status === "published" && build.available;
    // The old table's check allows a size and SHA-256 on the `apk` channel only.
    const file =
      build.channel === "apk"
        ? { fileSize: build.fileSize, sha256: build.sha256 }
        : { fileSize: null, sha256: null };
    const row = {
      releasedOn: record.releasedOn,
      minOs: build.minOs,
      url: build.url,
      ...file,
      notes: record.notes as Record<string, string>,
      status: live ? "published" : "draft",
      publishedAt: live && record.publishedAt ? new Date(record.publishedAt) : null,
      editedAt: record.editedAt ? new Date(record.editedAt) : null,
      revision: record.revision,
      updatedAt: sql`now()`,
    };
    await db
      .insert(legacyReleases)
      .values({
        app: record.app,
        platform: build.platform,
        channel: build.channel,
        version: record.version,
        ...row,
      })
      .onConflictDoUpdate({
        target: [
          legacyReleases.app,
          legacyReleases.platform,
          legacyReleases.channel,
          legacyReleases.version,
        ],
        set: row,
      });
  }
}

/**
 * content/releases.json into the database (server/db/seed.ts): new versions are inserted with
 * their builds; a version already there is updated only while no operator has edited it
 * (`edited_at is null`), so a deploy never undoes a console change.
 */
export async function applyReleases(db: Database, sources: ReleaseSource[]): Promise<void> {
  for (const source of sources) {
    const publishedAt =
      source.status === "published" ? new Date(`${source.releasedOn}T00:00:00Z`) : null;
    const facts = {
      releasedOn: source.releasedOn,
      notes: source.notes,
      status: source.status,
      publishedAt,
    };
    const [inserted] = await db
      .insert(appReleases)
      .values({ app: source.app, version: source.version, ...facts })
      .onConflictDoNothing({ target: [appReleases.app, appReleases.version] })
      .returning({ id: appReleases.id });
    if (inserted) {
      const builds = await db
        .insert(releaseChannels)
        .values(channelRows(inserted.id, source.builds))
        .returning();
      const [row] = await db.select().from(appReleases).where(eq(appReleases.id, inserted.id));
      if (row) await mirrorLegacy(db, toRecord(row, builds));
      continue;
    }
    const [current] = await db
      .select()
      .from(appReleases)
      .where(and(eq(appReleases.app, source.app), eq(appReleases.version, source.version)))
      .for("update");
    if (!current || current.editedAt) continue;
    const builds = await db
      .select()
      .from(releaseChannels)
      .where(eq(releaseChannels.releaseId, current.id));
    const same =
      current.releasedOn === source.releasedOn &&
      current.status === source.status &&
      sameNotes(current.notes, source.notes) &&
      buildsKey(builds.map(buildOf)) === buildsKey(source.builds);
    if (same) continue;
    const [row] = await db
      .update(appReleases)
      .set({ ...facts, revision: sql`${appReleases.revision} + 1`, updatedAt: sql`now()` })
      .where(eq(appReleases.id, current.id))
      .returning();
    await db.delete(releaseChannels).where(eq(releaseChannels.releaseId, current.id));
    const saved = await db
      .insert(releaseChannels)
      .values(channelRows(current.id, source.builds))
      .returning();
    if (row) await mirrorLegacy(db, toRecord(row, saved));
  }
}

const BETA_CHANNELS = CHANNEL_NAMES.filter((channel) => RELEASE_CHANNELS[channel].beta);
const PUBLIC_CHANNELS = CHANNEL_NAMES.filter((channel) => !RELEASE_CHANNELS[channel].beta);

/** Published builds still available on a channel, with their release's version and notes. */
function liveBuilds(db: Database, app: ReleaseApp, channels: readonly ReleaseChannel[]) {
  return db
    .select({ release: appReleases, build: releaseChannels })
    .from(appReleases)
    .innerJoin(releaseChannels, eq(releaseChannels.releaseId, appReleases.id))
    .where(
      and(
        eq(appReleases.app, app),
        eq(appReleases.status, "published"),
        eq(releaseChannels.available, true),
        inArray(releaseChannels.channel, [...channels]),
      ),
    )
    .orderBy(desc(appReleases.releasedOn), asc(appReleases.id));
}

/**
 * The link of the newest published beta build of an app on a platform (TestFlight, beta APK),
 * for an accepted tester's invitation; null when there is none.
 */
export async function latestBetaLink(
  db: Database,
  app: ReleaseApp,
  platform: ReleasePlatform,
): Promise<{ url: string; version: string; channel: ReleaseChannel } | null> {
  const rows = await liveBuilds(
    db,
    app,
    BETA_CHANNELS.filter((channel) => RELEASE_CHANNELS[channel].platform === platform),
  );
  const newest = rows.sort((a, b) => compareVersions(b.release.version, a.release.version))[0];
  return newest
    ? {
        url: newest.build.url,
        version: newest.release.version,
        channel: newest.build.channel as ReleaseChannel,
      }
    : null;
}

/**
 * An app's published builds, one per release and channel it is live on, with the notes
 * rendered: ContentService.releases (/download, the changelogs and feeds, home's links).
 */
export async function listPublished(db: Database, app: ReleaseApp): Promise<PublishedRelease[]> {
  // Beta builds reach accepted testers by email only (issue 18), never a public page.
  const rows = await liveBuilds(db, app, PUBLIC_CHANNELS);
  const rendered = new Map<number, Partial<Record<DataLanguage, string>>>();
  const notesOf = (row: Row) => {
    let html = rendered.get(row.id);
    if (!html) {
      html = Object.fromEntries(
        Object.entries(row.notes)
          .filter(([, markdown]) => markdown.trim())
          .map(([language, markdown]) => [language, renderMarkdown(markdown).html]),
      ) as Partial<Record<DataLanguage, string>>;
      rendered.set(row.id, html);
    }
    return html;
  };
  return rows.map(({ release, build }) => {
    const { available: _available, ...facts } = buildOf(build);
    return {
      ...facts,
      id: release.id,
      app: release.app as ReleaseApp,
      version: release.version,
      releasedOn: release.releasedOn,
      notesHtml: notesOf(release),
      updatedAt: (release.publishedAt && release.publishedAt > release.updatedAt
        ? release.publishedAt
        : release.updatedAt
      ).toISOString(),
    };
  });
}

export async function listReleases(db: Database, app?: ReleaseApp): Promise<ReleaseRecord[]> {
  const rows = await db
    .select()
    .from(appReleases)
    .where(app ? eq(appReleases.app, app) : undefined)
    .orderBy(asc(appReleases.app), desc(appReleases.releasedOn), desc(appReleases.id));
  return withChannels(db, rows);
}

export async function findRelease(db: Database, id: number): Promise<ReleaseRecord | null> {
  const rows = await db.select().from(appReleases).where(eq(appReleases.id, id));
  return (await withChannels(db, rows))[0] ?? null;
}

/** A release as the console sends it: the version once, its builds by channel. */
export type ReleaseInput = {
  app: ReleaseApp;
  version: string;
  releasedOn: string;
  notes: Partial<Record<DataLanguage, string>>;
  builds: BuildInput[];
};

/** Each refusal names the field at fault; a missing permission, which one. */
export type ReleaseOutcome = Outcome<
  ReleaseRecord,
  "not_found" | "conflict" | "release_exists" | "permission_missing",
  { permission?: string }
>;

const taken = { refused: { reason: "release_exists", field: "version" } } as const;
const stale = { refused: { reason: "conflict", field: "revision" } } as const;

const values = ({ builds: _builds, ...input }: ReleaseInput) => ({
  ...input,
  notes: Object.fromEntries(Object.entries(input.notes).filter(([, text]) => text?.trim())),
});

/** A new draft with its builds; refused when the app already has this version. */
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
          .insert(appReleases)
          .values({ ...values(input), status: "draft", editedAt: sql`now()` })
          .returning();
        if (!row) throw new Error("insert returned nothing");
        const builds = await tx
          .insert(releaseChannels)
          .values(channelRows(row.id, input.builds))
          .returning();
        const record = toRecord(row, builds);
        await mirrorLegacy(tx, record);
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
        const [current] = await tx
          .select()
          .from(appReleases)
          .where(eq(appReleases.id, id))
          .for("update");
        if (!current) return { refused: { reason: "not_found", field: "id" } };
        const builds = await tx
          .select()
          .from(releaseChannels)
          .where(eq(releaseChannels.releaseId, id));
        const before = toRecord(current, builds);
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
          .update(appReleases)
          .set({
            ...set,
            editedAt: sql`now()`,
            revision: current.revision + 1,
            updatedAt: sql`now()`,
          })
          .where(and(eq(appReleases.id, id), eq(appReleases.revision, revision)))
          .returning();
        if (!row) return stale;
        let after = toRecord(row, builds);
        if ("edit" in change) {
          // The builds are the ones sent: a channel left out is no longer part of the release.
          await tx.delete(releaseChannels).where(eq(releaseChannels.releaseId, id));
          const saved = await tx
            .insert(releaseChannels)
            .values(channelRows(id, change.edit.builds))
            .returning();
          after = toRecord(row, saved);
        }
        await mirrorLegacy(tx, after);
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
