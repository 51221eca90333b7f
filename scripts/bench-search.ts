// Site search benchmark (ADR 0013), not a test: index build time, memory and query times (p50,
// p95) over the seeded content/ and then with 10,000 generated articles added to the same
// database, in one run. `npm run bench:search` (in-memory PGlite; nothing else needed).
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { DataLanguage } from "../contract/language.ts";
import { SearchService } from "../server/api/search/service.ts";
import { openDatabase } from "../server/db/client.ts";
import { articles, articleTranslations } from "../server/db/schema.ts";
import { syncContent } from "../server/db/seed.ts";
import { bumpContentVersion, ContentCache } from "../server/lib/content-cache.ts";
import { ContentService } from "../server/lib/content-service.ts";

const GENERATED = Number(process.env.BENCH_ARTICLES ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const contentDir = fileURLToPath(new URL("../content", import.meta.url));

const QUERIES: Record<string, string[]> = {
  en_us: [
    "perspective grid",
    "lighting setup",
    "foreshortening",
    "pose presets",
    "forgot password",
    "ligting",
    "restore pro purchase",
    "gift link",
    "line of action",
    "cookies",
    "hand",
    "camera lens",
  ],
  ja_jp: [
    "手のポーズ",
    "パースグリッド",
    "光源",
    "三点照明",
    "フォアショートニング",
    "ギフトリンク",
    "購入を復元",
    "クラウド保存",
    "perspective",
    "lighting",
  ],
};

const gc = (globalThis as { gc?: () => void }).gc;
function heapMb(): number {
  gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function measure(label: string, search: SearchService, language: DataLanguage) {
  const before = heapMb();
  const start = performance.now();
  const index = await search.index(language);
  const buildMs = performance.now() - start;
  const heap = heapMb() - before;
  const times: number[] = [];
  const suggestTimes: number[] = [];
  const queries = QUERIES[language] ?? [];
  // Warm-up round (JIT), not counted.
  for (const q of queries) index.search(q, null, 1);
  for (let round = 0; round < ROUNDS; round++) {
    for (const q of queries) {
      const t0 = performance.now();
      await search.search(q, null, 1, language);
      times.push(performance.now() - t0);
      const t1 = performance.now();
      await search.suggest(q.slice(0, 4), language);
      suggestTimes.push(performance.now() - t1);
    }
  }
  times.sort((a, b) => a - b);
  suggestTimes.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(26)} ${language}  docs ${String(index.size).padStart(6)}  build ${buildMs.toFixed(0).padStart(6)} ms` +
      `  heap +${heap.toFixed(1).padStart(6)} MB  queries ${times.length}` +
      `  search p50 ${percentile(times, 50).toFixed(2)} ms p95 ${percentile(times, 95).toFixed(2)} ms` +
      `  suggest p95 ${percentile(suggestTimes, 95).toFixed(2)} ms`,
  );
}

const WORDS = (
  "pose doll hand foot light shadow rim key fill camera lens perspective grid panel manga " +
  "comic frame freeze brush layer ink sketch gesture action twist balance joint preset save " +
  "cloud sync tablet phone export reference anatomy figure torso head angle depth scene prop"
).split(" ");

/** Made-up words for the long tail of a real vocabulary (names, rare terms). */
const SYLLABLES = "ka ri no mo te su ha ne lo vi ze pa gu shi ran tor mel dax".split(" ");
const TAIL = Array.from({ length: 6000 }, (_, n) => {
  let word = "";
  for (let k = n + 1; k > 0; k = Math.floor(k / SYLLABLES.length)) {
    word += SYLLABLES[k % SYLLABLES.length];
  }
  return word;
});

/**
 * Text of `count` words for article `seed`: each article is "about" six of the domain words
 * (a third of its words), the rest from the long tail, so a query matches a share of the
 * articles as it would in real content rather than every one of them.
 */
function words(seed: number, count: number): string {
  let x = seed + 1;
  const next = () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x;
  };
  const topic = Array.from({ length: 6 }, () => WORDS[next() % WORDS.length] as string);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const r = next();
    out.push(r % 3 === 0 ? (topic[r % 6] as string) : (TAIL[r % TAIL.length] as string));
  }
  return out.join(" ");
}

async function main() {
  const handle = await openDatabase({ driver: "pglite" });
  await handle.migrate();
  await syncContent(handle.db, { contentDir });
  const cache = new ContentCache(handle.db);
  const search = new SearchService(new ContentService(handle.db, cache));
  console.log(`node ${process.version}; gc ${gc ? "exposed" : "not exposed (heap figures rough)"}`);
  for (const language of ["en_us", "ja_jp"] as const) {
    await measure("seeded content", search, language);
  }

  const insertStart = performance.now();
  for (let from = 0; from < GENERATED; from += 500) {
    const batch = Array.from({ length: Math.min(500, GENERATED - from) }, (_, i) => from + i);
    const rows = await handle.db
      .insert(articles)
      .values(
        batch.map((n) => ({
          colType: n % 2 ? 1 : 3,
          slug: `generated-${n}`,
          cover: "",
          publishedAt: new Date(Date.UTC(2020, 0, 1) + n * 3_600_000),
        })),
      )
      .returning({ id: articles.id, slug: articles.slug });
    await handle.db.insert(articleTranslations).values(
      rows.map((row, i) => ({
        articleId: row.id,
        language: "en_us",
        title: `${words(i + from, 4)} ${row.slug}`,
        summary: words(i + from + 7, 20),
        body: `## ${words(i + from + 3, 3)}\n\n${words(i + from + 11, 250)}\n\n## ${words(i + from + 5, 3)}\n\n${words(i + from + 13, 250)}`,
      })),
    );
  }
  await bumpContentVersion(handle.db);
  cache.invalidate();
  await handle.db.execute(sql`select 1`);
  console.log(
    `inserted ${GENERATED} generated articles (~500 words each) in ${((performance.now() - insertStart) / 1000).toFixed(1)} s`,
  );
  for (const language of ["en_us", "ja_jp"] as const) {
    await measure(`seeded + ${GENERATED} generated`, search, language);
  }
  await handle.close();
}

await main();
