import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Database } from "../db/client.ts";
import { articles, articleTranslations } from "../db/schema.ts";
import { syncContent } from "../db/seed.ts";
import { bumpContentVersion } from "../lib/content-cache.ts";
import type { TestApp } from "./app.ts";

export const contentDir = fileURLToPath(new URL("../../content", import.meta.url));

/** Seeds the repository's demo content into a test app's database. */
export async function seedContent(t: TestApp, dir = contentDir): Promise<void> {
  await syncContent(t.db.db, { contentDir: path.resolve(dir) });
}

/**
 * A blog post in English only, written straight into the database (no content sync); its id.
 * Call `contentChanged` afterwards when the app has read content already.
 */
export async function insertPost(
  db: Database,
  post: { slug: string; publishedAt: Date; title: string; summary: string; body: string },
): Promise<number> {
  const [row] = await db
    .insert(articles)
    .values({ colType: 1, slug: post.slug, cover: "", publishedAt: post.publishedAt })
    .returning({ id: articles.id });
  const articleId = row?.id as number;
  const { title, summary, body } = post;
  await db
    .insert(articleTranslations)
    .values({ articleId, language: "en_us", title, summary, body });
  return articleId;
}

/** What a content sync does after writing: a new content version, and the app's caches go. */
export async function contentChanged(t: TestApp): Promise<void> {
  await bumpContentVersion(t.db.db);
  t.app.contentCache.invalidate();
}
