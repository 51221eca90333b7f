import { readdirSync } from "node:fs";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { statCounts, statPageViews } from "./db/schema.ts";
import { dayOf } from "./lib/stats.ts";
import { pagesForFile } from "./test/pages.ts";

const root = path.resolve(import.meta.dirname, "..");
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const pages = pagesForFile();

const get = (url: string, i = 0, headers: Record<string, string> = {}) =>
  pages.app.inject({
    url,
    headers: { "user-agent": CHROME, ...headers },
    remoteAddress: `198.51.100.${i % 200}`,
  });

async function views(route: string, language: string): Promise<number> {
  await pages.app.stats.flush();
  const [row] = await pages.db.db
    .select({ count: statPageViews.count })
    .from(statPageViews)
    .where(
      and(
        eq(statPageViews.day, dayOf(pages.app.now())),
        eq(statPageViews.route, route),
        eq(statPageViews.language, language),
      ),
    );
  return row?.count ?? 0;
}

describe("page views behind React Router", () => {
  it("counts 200 concurrent page loads exactly, by route pattern and language", async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        get(i % 2 ? "/blog/dynamic-action-poses?lang=ja" : "/faq", i, {
          "accept-language": "ko-KR,ko;q=0.9",
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).filter((s) => s !== 200)).toEqual([]);
    expect(await views("/faq", "ko")).toBe(100);
    // The address's ?lang= wins over Accept-Language; the slug is never stored, only the pattern.
    expect(await views("/blog/:slug", "ja")).toBe(100);
    const total = await pages.db.db
      .select({ sum: sql<number>`sum(${statPageViews.count})::int` })
      .from(statPageViews);
    expect(total[0]?.sum).toBe(200);
    const [visitors] = await pages.db.db
      .select({ count: statCounts.count })
      .from(statCounts)
      .where(and(eq(statCounts.metric, "visitors"), eq(statCounts.day, dayOf(pages.app.now()))));
    expect(visitors?.count).toBe(200);
  });

  it("does not count data requests, assets, API calls, errors, bots or the console", async () => {
    const before = await views("/faq", "en-US");
    const asset = readdirSync(path.join(root, "build/client/assets")).find((f) =>
      f.endsWith(".js"),
    );
    const answers = await Promise.all([
      get("/faq.data"),
      get(`/assets/${asset}`),
      get("/api/health/live"),
      get("/no-such-page"),
      get("/admin/stats"),
      get("/faq", 1, { "user-agent": "Mozilla/5.0 (compatible; bingbot/2.0)" }),
      get("/faq", 2, { "user-agent": "" }),
      pages.app.inject({ method: "HEAD", url: "/faq", headers: { "user-agent": CHROME } }),
    ]);
    expect(answers[0]?.statusCode).toBe(200);
    expect(answers[1]?.statusCode).toBe(200);
    expect(answers[3]?.statusCode).toBe(404);
    expect(await views("/faq", "en-US")).toBe(before);
    const total = await pages.db.db
      .select({ sum: sql<number>`sum(${statPageViews.count})::int` })
      .from(statPageViews);
    expect(total[0]?.sum).toBe(200);
  });
});

describe("shutdown", () => {
  it("waits for the counts under way: views answered before close are all stored", async () => {
    const other = await buildApp({
      config: loadConfig({ LOG_LEVEL: "silent", RATE_LIMIT_API_PER_MINUTE: "0" }),
      dbHandle: pages.db,
    });
    other.get("/probe", async (request, reply) => {
      request.pageView = "/gift";
      return reply.type("text/html").send("<!doctype html><title>probe</title>");
    });
    await other.ready();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        other.inject({
          url: "/probe",
          headers: { "user-agent": CHROME },
          remoteAddress: `192.0.2.${i}`,
        }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    // No flush here: close() itself must wait for the background writes.
    await other.close();
    const [row] = await pages.db.db
      .select({ count: statPageViews.count })
      .from(statPageViews)
      .where(and(eq(statPageViews.route, "/gift"), eq(statPageViews.language, "en-US")));
    expect(row?.count).toBe(50);
  });
});
