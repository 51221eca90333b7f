import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import { isDataLanguage } from "../../contract/language.ts";
import { applyCampaigns } from "../api/gift/campaigns.ts";
import { loadArticles } from "../content/articles.ts";
import { loadDocuments, loadFaq } from "../content/documents.ts";
import { loadCampaigns } from "../content/gifts.ts";
import { bumpContentVersion } from "../lib/content-cache.ts";
import type { Database } from "./client.ts";
import {
  articles,
  articleTranslations,
  configEntries,
  contentVersions,
  documents,
  faqEntries,
} from "./schema.ts";

const ConfigFileSchema = z.record(z.string().min(1), z.record(z.string(), z.unknown()));

async function loadConfigEntries(contentDir: string) {
  const file = path.join(contentDir, "config.json");
  const text = await readFile(file, "utf8").catch(() => null);
  if (text === null) return [];
  const parsed = ConfigFileSchema.parse(JSON.parse(text));
  return Object.entries(parsed).flatMap(([key, byLanguage]) =>
    Object.entries(byLanguage).map(([language, value]) => {
      if (!isDataLanguage(language)) {
        throw new Error(`config.json: ${key}.${language}: unknown language`);
      }
      return { key, language, value };
    }),
  );
}

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

  const [configRows, articleSources, documentSources, faqSources, campaigns] = await Promise.all([
    loadConfigEntries(options.contentDir),
    loadArticles(options.contentDir),
    loadDocuments(options.contentDir),
    loadFaq(options.contentDir),
    loadCampaigns(options.contentDir),
  ]);
  const applied = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727001)`);
    const [current] = await tx
      .select({ checksum: contentVersions.checksum })
      .from(contentVersions)
      .where(eq(contentVersions.scope, "seed"));
    if (current?.checksum === checksum) return false;

    for (const row of configRows) {
      await tx
        .insert(configEntries)
        .values(row)
        .onConflictDoUpdate({
          target: [configEntries.key, configEntries.language],
          set: { value: row.value, updatedAt: sql`now()` },
          setWhere: sql`${configEntries.value} is distinct from ${JSON.stringify(row.value)}::jsonb`,
        });
    }
    for (const source of articleSources) {
      const values = {
        colType: source.colType,
        slug: source.slug,
        cover: source.cover,
        app: source.app,
        topic: source.topic,
        sortOrder: source.order,
        tags: source.tags,
        publishedAt: source.publishedAt,
        updatedAt: source.updatedAt,
      };
      const [row] = await tx
        .insert(articles)
        .values(values)
        .onConflictDoUpdate({ target: [articles.colType, articles.slug], set: values })
        .returning({ id: articles.id });
      if (!row) continue;
      for (const t of source.translations) {
        const text = {
          title: t.title,
          summary: t.summary,
          body: t.body,
          updatedAt: source.updatedAt,
        };
        await tx
          .insert(articleTranslations)
          .values({ articleId: row.id, language: t.language, ...text })
          .onConflictDoUpdate({
            target: [articleTranslations.articleId, articleTranslations.language],
            set: text,
          });
      }
    }
    for (const doc of documentSources) {
      const text = {
        title: doc.title,
        summary: doc.summary,
        body: doc.body,
        effectiveDate: doc.effectiveDate,
      };
      await tx
        .insert(documents)
        .values({ key: doc.key, language: doc.language, version: doc.version, ...text })
        .onConflictDoUpdate({
          target: [documents.key, documents.language, documents.version],
          set: text,
        });
    }
    for (const entry of faqSources) {
      const text = {
        category: entry.category,
        question: entry.question,
        answer: entry.answer,
        sortOrder: entry.sortOrder,
        updatedAt: sql`now()`,
      };
      await tx
        .insert(faqEntries)
        .values({ id: entry.id, language: entry.language, ...text })
        .onConflictDoUpdate({ target: [faqEntries.id, faqEntries.language], set: text });
    }
    // Operators' campaign gifts: upserted by code, claims counts untouched.
    await applyCampaigns(tx, campaigns);
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
        config: configRows.length,
        articles: articleSources.length,
        campaigns: campaigns.length,
        checksum: checksum.slice(0, 12),
      },
      "applied content/",
    );
  }
  return applied;
}
