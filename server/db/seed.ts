import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import { isDataLanguage } from "../../contract/language.ts";
import { loadArticles } from "../content/articles.ts";
import type { Database } from "./client.ts";
import { articles, articleTranslations, configEntries, contentVersions } from "./schema.ts";

const ConfigFileSchema = z.record(z.string().min(1), z.record(z.string(), z.unknown()));

async function loadConfigEntries(contentDir: string) {
  const file = path.join(contentDir, "config.json");
  const text = await readFile(file, "utf8").catch(() => null);
  if (text === null) return [];
  const parsed = ConfigFileSchema.parse(JSON.parse(text));
  return Object.entries(parsed).flatMap(([key, byLanguage]) =>
    Object.entries(byLanguage).map(([language, value]) => {
      if (!isDataLanguage(language))
        throw new Error(`config.json: ${key}.${language}: unknown language`);
      return { key, language, value };
    }),
  );
}

/**
 * Seeds the demo content once, in one transaction; an advisory lock keeps two instances
 * starting together from seeding twice.
 */
export async function seedIfEmpty(
  db: Database,
  options: { contentDir: string; log?: Pick<FastifyBaseLogger, "info"> },
): Promise<boolean> {
  const [configRows, articleSources] = await Promise.all([
    loadConfigEntries(options.contentDir),
    loadArticles(options.contentDir),
  ]);
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727001)`);
    const done = await tx
      .select({ scope: contentVersions.scope })
      .from(contentVersions)
      .where(sql`${contentVersions.scope} = 'seed'`);
    if (done.length) return false;
    if (configRows.length) await tx.insert(configEntries).values(configRows).onConflictDoNothing();
    for (const source of articleSources) {
      const [row] = await tx
        .insert(articles)
        .values({
          colType: source.colType,
          slug: source.slug,
          cover: source.cover,
          app: source.app,
          topic: source.topic,
          sortOrder: source.order,
          tags: source.tags,
          publishedAt: source.publishedAt,
          updatedAt: source.updatedAt,
        })
        .onConflictDoNothing()
        .returning({ id: articles.id });
      if (!row) continue;
      await tx.insert(articleTranslations).values(
        source.translations.map((t) => ({
          ...t,
          articleId: row.id,
          updatedAt: source.updatedAt,
        })),
      );
    }
    await tx
      .insert(contentVersions)
      .values([{ scope: "seed" }, { scope: "content" }])
      .onConflictDoNothing();
    return true;
  });
  if (seeded) {
    options.log?.info(
      { config: configRows.length, articles: articleSources.length },
      "seeded demo content",
    );
  }
  return seeded;
}
