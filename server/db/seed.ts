import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { applyJobs } from "../api/careers/service.ts";
import { applyArticles } from "../api/category/service.ts";
import { applyConfigEntries } from "../api/config/service.ts";
import { applyDocuments } from "../api/documents/service.ts";
import { applyFaq } from "../api/faq/service.ts";
import { applyCampaigns } from "../api/gift/campaigns-service.ts";
import { applyReleases } from "../api/releases/service.ts";
import { applyThemes } from "../api/themes/service.ts";
import { applyTeamWorks } from "../api/works/seed-service.ts";
import { applyWorkTags } from "../api/works/tags-service.ts";
import { loadArticles } from "../content/articles.ts";
import { loadJobs } from "../content/careers.ts";
import { loadConfigEntries } from "../content/config.ts";
import { loadDocuments, loadFaq } from "../content/documents.ts";
import { loadCampaigns } from "../content/gifts.ts";
import { loadReleases } from "../content/releases.ts";
import { loadThemes } from "../content/themes.ts";
import { loadWorkTags } from "../content/work-tags.ts";
import { loadTeamWorks } from "../content/works.ts";
import { bumpContentVersion } from "../lib/content-cache.ts";
import type { Database } from "./client.ts";
import { contentVersions } from "./schema.ts";

/**
 * One kind of content under content/: read and checked before the transaction, then written
 * inside it by its service. A new kind of seeded content is one more entry in CONTENT_PARTS.
 */
type ContentPart = {
  name: string;
  load(contentDir: string): Promise<unknown[]>;
  apply(tx: Database, items: unknown[]): Promise<void>;
};

const part = <T>(
  name: string,
  load: (contentDir: string) => Promise<T[]>,
  apply: (tx: Database, items: T[]) => Promise<void>,
): ContentPart => ({ name, load, apply: (tx, items) => apply(tx, items as T[]) });

export const CONTENT_PARTS: readonly ContentPart[] = [
  part("config", loadConfigEntries, applyConfigEntries),
  part("articles", loadArticles, applyArticles),
  part("documents", loadDocuments, applyDocuments),
  part("faq", loadFaq, applyFaq),
  // Operators' campaign gifts: upserted by code, claims counts untouched.
  part("campaigns", loadCampaigns, applyCampaigns),
  // The apps' releases: new builds inserted, builds an operator edited never overwritten.
  part("releases", loadReleases, applyReleases),
  // Themes: new ones seeded, unedited ones updated, operator-edited ones (edited_at) left alone.
  part("themes", loadThemes, applyThemes),
  // The team's own renders as the first featured works: new ones queued for processing.
  part("works", loadTeamWorks, applyTeamWorks),
  // Their tags, approved with a label in every language; a moderator's decision is kept.
  part("work-tags", loadWorkTags, applyWorkTags),
  // Open positions: none shipped (content/careers.json is empty); edited ones never overwritten.
  part("careers", loadJobs, applyJobs),
];

/** A checksum of every file under content/, so an unchanged folder costs one query at start. */
async function checksumOf(dir: string): Promise<string> {
  const hash = createHash("sha256");
  const walk = async (current: string) => {
    const entries = await readdir(current, { withFileTypes: true }).catch(() => []);
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) await walk(full);
      else {
        hash.update(path.relative(dir, full));
        hash.update(await readFile(full));
      }
    }
  };
  await walk(dir);
  return hash.digest("hex");
}

/**
 * Applies content/ (config entries, articles, documents, FAQ, campaign gifts) to the database:
 * everything on an empty database, and whatever changed when the folder's checksum differs from
 * the last one applied. One transaction under an advisory lock, so a crash leaves nothing
 * half-written and two instances starting together apply it once.
 */
export async function syncContent(
  db: Database,
  options: { contentDir: string; log?: Pick<FastifyBaseLogger, "info"> },
): Promise<boolean> {
  const checksum = await checksumOf(options.contentDir);
  const [done] = await db
    .select({ checksum: contentVersions.checksum })
    .from(contentVersions)
    .where(eq(contentVersions.scope, "seed"));
  if (done?.checksum === checksum) return false;

  const loaded = await Promise.all(CONTENT_PARTS.map((p) => p.load(options.contentDir)));
  const applied = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727001)`);
    const [current] = await tx
      .select({ checksum: contentVersions.checksum })
      .from(contentVersions)
      .where(eq(contentVersions.scope, "seed"));
    if (current?.checksum === checksum) return false;

    for (const [index, contentPart] of CONTENT_PARTS.entries()) {
      await contentPart.apply(tx, loaded[index] ?? []);
    }
    await tx
      .insert(contentVersions)
      .values([
        { scope: "seed", checksum },
        { scope: "content", version: 1 },
      ])
      .onConflictDoNothing();
    await tx.update(contentVersions).set({ checksum }).where(eq(contentVersions.scope, "seed"));
    await bumpContentVersion(tx);
    return true;
  });
  if (applied) {
    options.log?.info(
      {
        ...Object.fromEntries(
          CONTENT_PARTS.map((p, index) => [p.name, loaded[index]?.length ?? 0]),
        ),
        checksum: checksum.slice(0, 12),
      },
      "applied content/",
    );
  }
  return applied;
}
