import { cp, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../test/db.ts";
import { contentDir } from "../test/seed.ts";
import { tempDirForFile } from "../test/temp-dir.ts";
import { articles, articleTranslations, configEntries, contentVersions } from "./schema.ts";
import { syncContent } from "./seed.ts";

const dir = tempDirForFile("content", contentDir);
let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.dispose());

async function contentVersion() {
  const [row] = await db.db
    .select()
    .from(contentVersions)
    .where(eq(contentVersions.scope, "content"));
  return row?.version ?? 0;
}

describe("syncContent", () => {
  it("fills an empty database once, even when two instances start together", async () => {
    const results = await Promise.all([
      syncContent(db.db, { contentDir: dir }),
      syncContent(db.db, { contentDir: dir }),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const blog = await db.db.select().from(articles).where(eq(articles.colType, 1));
    expect(blog.length).toBeGreaterThanOrEqual(6);
    const manual = await db.db.select().from(articles).where(eq(articles.colType, 3));
    expect(manual.length).toBeGreaterThanOrEqual(8);
    const translations = await db.db.select().from(articleTranslations);
    expect(translations.length).toBe((blog.length + manual.length) * 6);
    expect(await syncContent(db.db, { contentDir: dir })).toBe(false);
  });

  it("applies an edited folder on the next start and bumps the content version", async () => {
    const before = await contentVersion();
    const configFile = path.join(dir, "config.json");
    const config = JSON.parse(await readFile(configFile, "utf8"));
    config["support.email"].en_us = "help@inkdoll.example";
    config["new.key"] = { en_us: "fresh" };
    await writeFile(configFile, JSON.stringify(config));
    const [first] = await db.db
      .select({ slug: articles.slug })
      .from(articles)
      .where(eq(articles.colType, 1));
    const file = path.join(dir, "articles/blog", first?.slug ?? "", "en_us.md");
    await writeFile(
      file,
      (await readFile(file, "utf8")).replace(/^title: .*$/m, 'title: "Edited title"'),
    );

    expect(await syncContent(db.db, { contentDir: dir })).toBe(true);
    const [email] = await db.db
      .select()
      .from(configEntries)
      .where(and(eq(configEntries.key, "support.email"), eq(configEntries.language, "en_us")));
    expect(email?.value).toBe("help@inkdoll.example");
    const [added] = await db.db
      .select()
      .from(configEntries)
      .where(eq(configEntries.key, "new.key"));
    expect(added?.value).toBe("fresh");
    const titles = await db.db
      .select({ title: articleTranslations.title })
      .from(articleTranslations)
      .where(eq(articleTranslations.language, "en_us"));
    expect(titles.map((t) => t.title)).toContain("Edited title");
    expect(await contentVersion()).toBe(before + 1);
  });

  it("refuses a malformed article with a message naming the file", async () => {
    const bad = path.join(dir, "articles/blog/broken-post");
    await cp(
      path.join(dir, "articles/blog", (await db.db.select().from(articles))[0]?.slug ?? ""),
      bad,
      {
        recursive: true,
      },
    );
    await writeFile(path.join(bad, "en_us.md"), "---\ntitle: x\n---\nno summary or date");
    await expect(syncContent(db.db, { contentDir: dir })).rejects.toThrow(/broken-post.*en_us\.md/);
  });
});
