import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, type TestApp } from "../../test/app.ts";
import { createStaffOfEveryRole } from "../../test/staff.ts";
import { recordDownload } from "../download/service.ts";

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
/** A public address the GeoIP database places in a country; the rows must never hold it. */
const VISITOR_IP = "8.8.4.4";

let t: TestApp;
let staff: Awaited<ReturnType<typeof createStaffOfEveryRole>>;
beforeAll(async () => {
  t = await createTestApp({
    // A stand-in for the React Router handler: a page response marked with its route pattern,
    // so the stats plugin's hook and counters run exactly as behind a real page.
    setup: (app) => {
      app.get("/probe/:route", async (request, reply) => {
        const { route } = request.params as { route: string };
        request.pageView = route === "home" ? "/" : `/${route}`;
        return reply.type("text/html").send("<!doctype html><title>probe</title>");
      });
    },
  });
  staff = await createStaffOfEveryRole(t);
});
afterAll(() => t.close());

/** Rows of `execute`: PGlite answers `{ rows }`, postgres.js an array. */
const rowsOf = (result: unknown): unknown[] =>
  Array.isArray(result) ? result : ((result as { rows: unknown[] }).rows ?? []);

const view = (route: string, headers: Record<string, string> = {}, remoteAddress = VISITOR_IP) =>
  t.app.inject({
    method: "GET",
    url: `/probe/${route}`,
    headers: { "user-agent": CHROME, ...headers },
    remoteAddress,
  });

const report = async (days = 7, token = staff.admin.token) => {
  await t.app.stats.flush();
  const res = await t.app.inject({
    method: "GET",
    url: `/api/admin/stats?days=${days}&from=2`,
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

describe("who may read statistics", () => {
  it.each([
    ["admin", 200, 200],
    ["editor", 200, 403],
    ["support", 403, 403],
    ["moderator", 403, 403],
    ["noTwoFactor", 403, 403],
  ] as const)("%s: report %i, CSV %i", async (who, reportStatus, csvStatus) => {
    const token = staff[who].token;
    const read = await t.app.inject({ url: "/api/admin/stats", headers: bearer(token) });
    expect(read.statusCode).toBe(reportStatus);
    const csv = await t.app.inject({ url: "/api/admin/stats/csv", headers: bearer(token) });
    expect(csv.statusCode).toBe(csvStatus);
    if (csvStatus === 403 && who !== "noTwoFactor") {
      expect(csv.json().data).toMatchObject({
        reason: "permission_missing",
        permission: "export:stats",
      });
    }
  });

  it("refuses without a login, and names a bad range", async () => {
    expect((await t.app.inject({ url: "/api/admin/stats" })).statusCode).toBe(401);
    const bad = await t.app.inject({
      url: "/api/admin/stats?days=14",
      headers: bearer(staff.admin.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data).toMatchObject({ reason: "invalid_input", field: "days" });
  });
});

describe("counting", () => {
  it("counts 200 concurrent page views exactly, with visitors, countries and devices", async () => {
    const before = await report();
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        view("download", {
          // 50 visitors (address + user agent), 4 views each; half of them on a phone.
          "user-agent": i % 2 ? `${IPHONE} v${i % 50}` : `${CHROME} v${i % 50}`,
          "accept-language": "ja",
          referer: i % 4 ? "https://www.Example.org/post?id=1" : "https://localhost/own",
        }),
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const after = await report();
    expect(after.totals.views - before.totals.views).toBe(200);
    const routeCount = (r: typeof after) =>
      r.dimensions.routes.find((row: { key: string }) => row.key === "/download")?.count ?? 0;
    expect(routeCount(after) - routeCount(before)).toBe(200);
    const ja = after.dimensions.languages.find((row: { key: string }) => row.key === "ja");
    expect(ja?.count).toBe(200);
    // i%50 picks the version and i%2 the device: 50 distinct user agents.
    expect(after.totals.visitors - before.totals.visitors).toBe(50);
    const devices = Object.fromEntries(
      after.dimensions.devices.map((row: { key: string; count: number }) => [row.key, row.count]),
    );
    expect(devices.mobile).toBe(100);
    expect(devices.desktop).toBe(100);
    expect(after.dimensions.countries).toContainEqual({ key: "US", count: 200 });
    expect(after.dimensions.referrers).toContainEqual({ key: "example.org", count: 150 });
  });

  it("writes the counts held within a second without a flush, and keeps them when a write fails", async () => {
    const before = await report();
    const recorder = t.app.stats;
    const db = recorder.db;
    // The database refuses the next writes: the sums stay held, and arrivals add to them.
    const refusing = {
      insert: () => {
        throw new Error("database away");
      },
    } as unknown as typeof db;
    recorder.db = refusing;
    try {
      for (let i = 0; i < 3; i++) await view("faq");
      await expect(recorder.flush()).rejects.toThrow("database away");
      await view("faq");
      await expect(recorder.flush()).rejects.toThrow("database away");
      expect([...recorder.views.values()].find((row) => row.route === "/faq")?.count).toBe(4);
    } finally {
      recorder.db = db;
    }
    // No flush: the recorder's own timer writes them (flushMs, 1 s by default).
    await expect
      .poll(
        async () => {
          const [row] = rowsOf(
            await t.db.db.execute(
              sql`select coalesce(sum(count), 0)::int as n from stat_page_views where route = '/faq'`,
            ),
          ) as { n: number }[];
          return row?.n;
        },
        { timeout: 5000, interval: 100 },
      )
      .toBe(4);
    const after = await report();
    expect(after.totals.views - before.totals.views).toBe(4);
  });

  it("two recorders (two instances) writing the same rows at once lose nothing", async () => {
    const before = await report();
    const { StatsRecorder, ProcessVisitorMemory } = await import("../../lib/stats.ts");
    const recorders = [1, 2].map(
      () =>
        new StatsRecorder({
          db: t.app.db,
          memory: new ProcessVisitorMemory(),
          geo: { lookup: async () => ({ region: "JP" }) } as never,
          now: () => t.clock.now(),
          onError: (err) => {
            throw err;
          },
        }),
    );
    for (const recorder of recorders) {
      for (const route of ["/themes", "/careers", "/beta", "/business", "/support"]) {
        for (let i = 0; i < 20; i++) {
          await recorder.pageView({
            route,
            language: i % 2 ? "ja" : "en-US",
            address: `203.0.113.${i}`,
            userAgent: CHROME,
            ownHosts: [],
          });
        }
      }
    }
    await Promise.all(recorders.map((recorder) => recorder.flush()));
    const after = await report();
    expect(after.totals.views - before.totals.views).toBe(200);
  });

  it("does not count bots, errors or the same visitor twice", async () => {
    const before = await report();
    await view("faq", { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    await view("faq", { "user-agent": "" });
    await t.app.inject({ url: "/no-such-page", headers: { "user-agent": CHROME } });
    await view("faq", {}, "203.0.113.9");
    await view("faq", {}, "203.0.113.9");
    const after = await report();
    expect(after.totals.views - before.totals.views).toBe(2);
    expect(after.totals.visitors - before.totals.visitors).toBe(1);
  });

  it("counts sign-ups, downloads, gifts and claims per day", async () => {
    const before = await report();
    const signup = await t.app.inject({
      method: "POST",
      url: "/api/user/register",
      payload: {
        email: "stats-signup@example.com",
        password: "pose the doll first",
        nickname: "S",
      },
      remoteAddress: VISITOR_IP,
    });
    expect(signup.statusCode).toBe(200);
    await recordDownload(t.db.db, {
      app: "doll",
      platform: "ios",
      channel: "appstore",
      region: "JP",
      createdAt: t.clock.now(),
    });
    const after = await report();
    expect(after.totals.signups - before.totals.signups).toBe(1);
    expect(after.totals.downloads - before.totals.downloads).toBe(1);
    expect(after.dimensions.downloadRegions).toContainEqual({ key: "JP", count: 1 });
    expect(after.daily).toHaveLength(7);
    expect(after.daily.at(-1).day).toBe(t.clock.now().toISOString().slice(0, 10));
  });

  it("ranges end today: a view 10 days ago is in 30 and 90 days, not in 7", async () => {
    t.clock.advance(-10 * 24 * 60 * 60 * 1000);
    await view("blog");
    await t.app.stats.flush();
    t.clock.advance(10 * 24 * 60 * 60 * 1000);
    const blog = (r: { dimensions: { routes: { key: string; count: number }[] } }) =>
      r.dimensions.routes.find((row) => row.key === "/blog")?.count ?? 0;
    expect(blog(await report(7))).toBe(0);
    expect(blog(await report(30))).toBe(1);
    expect(blog(await report(90))).toBe(1);
    expect((await report(90)).daily).toHaveLength(90);
  });
});

describe("CSV export", () => {
  it("is an attachment with one escaped row per day and key", async () => {
    await view("gift", { referer: "https://xn--bcher-kva.example/a" });
    await t.app.stats.flush();
    const res = await t.app.inject({
      url: "/api/admin/stats/csv?days=7",
      headers: bearer(staff.admin.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="inkdoll-stats-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe("section,key,count");
    expect(lines).toContain("routes,/download,200");
    expect(lines).toContain("referrers,xn--bcher-kva.example,1");
    expect(lines.filter((line) => line.startsWith("views,"))).toHaveLength(7);
  });
});

describe("privacy", () => {
  it("no column is named like an address, and no row holds the visitor's address", async () => {
    const columns = await t.db.db.execute<{ table_name: string; column_name: string }>(
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public'`,
    );
    const list = rowsOf(columns);
    const suspicious = (list as { table_name: string; column_name: string }[]).filter((c) =>
      /(^|_)(ip|ips|address|addr|remote|client_ip|user_ip)($|_)/.test(c.column_name),
    );
    expect(suspicious).toEqual([]);
    const tables = new Set((list as { table_name: string }[]).map((c) => c.table_name));
    expect(tables.has("stat_page_views")).toBe(true);
    for (const table of tables) {
      const rows = await t.db.db.execute(
        sql`select t::text as row from ${sql.identifier(table)} t`,
      );
      const texts = rowsOf(rows) as { row: string }[];
      const leaked = texts.filter((r) => r.row.includes(VISITOR_IP));
      expect(leaked, `${table} holds the visitor's address`).toEqual([]);
    }
  });
});
