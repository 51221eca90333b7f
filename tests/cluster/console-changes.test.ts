// Issue 20: a console change reaches every instance by PostgreSQL NOTIFY within a second. The
// cluster: harness.ts.
import { describe, expect, it } from "vitest";
import { type ClusterClient, visitor } from "../../scripts/cluster/client.ts";
import { cluster, direct, missing, needsCluster, staffToken, through } from "./harness.ts";
import { sleep } from "./load.ts";

needsCluster();

describe.skipIf(missing)("console changes", () => {
  const admin = () => ({ token: staffToken, from: visitor(1, 30) });
  /** Ms from the console's answer until every instance serves `check`'s value. */
  async function servedEverywhere(check: (c: ClusterClient) => Promise<boolean>) {
    const done = performance.now();
    const clients = cluster.instances.map((_, i) => direct(i));
    const delays: number[] = [];
    await Promise.all(
      clients.map(async (c, i) => {
        while (performance.now() - done < 5000) {
          if (await check(c)) {
            delays[i] = performance.now() - done;
            return;
          }
          await sleep(5);
        }
        delays[i] = Number.POSITIVE_INFINITY;
      }),
    );
    for (const c of clients) c.close();
    return Math.max(...delays);
  }

  it("serves a FAQ answer, a configuration value and a release from every instance within 1 s", async () => {
    const c = through();
    const delays: Record<string, number> = {};

    const item = (await c.get("/api/admin/content/faq/create-account", admin())).json().data;
    const question = `Cluster question ${Date.now()}?`;
    const edit = await c.post(
      "/api/admin/content/faq/create-account",
      {
        baseRevision: item.revision,
        status: "published",
        texts: { en_us: { title: question, summary: "", body: "Answered." } },
      },
      admin(),
    );
    expect(edit.status, edit.text()).toBe(200);
    delays.faq = await servedEverywhere(async (x) =>
      (await x.get("/api/support/faq")).text().includes(question),
    );

    const keys = (await c.get("/api/admin/config", admin())).json().data as {
      key: string;
      values: { language: string; updatedAt: string }[];
    }[];
    const icp = keys.find((k) => k.key === "site.icp")?.values.find((v) => v.language === "en_us");
    const value = `ICP ${Date.now()}`;
    const saved = await c.post(
      "/api/admin/config/site.icp",
      { language: "en_us", value, updatedAt: icp?.updatedAt ?? null },
      admin(),
    );
    expect(saved.status, saved.text()).toBe(200);
    delays.config = await servedEverywhere(async (x) =>
      (
        await x.get("/api/support/singleConfig?key=site.icp&from=2", {
          headers: { "x-language": "en_us" },
        })
      )
        .text()
        .includes(value),
    );

    const version = `9.${Math.floor(Date.now() / 1000) % 1000}.0`;
    const release = await c.post(
      "/api/admin/releases",
      {
        app: "doll",
        version,
        releasedOn: "2026-12-01",
        channels: {
          appstore: { minOs: "16.0", url: "https://apps.apple.com/app/id6400000001?v=9" },
        },
        notes: { en_us: "- Cluster release." },
      },
      admin(),
    );
    expect(release.status, release.text()).toBe(200);
    const { id, revision } = release.json().data;
    const published = await c.post(
      `/api/admin/releases/${id}/publish`,
      { revision, published: true },
      admin(),
    );
    expect(published.status, published.text()).toBe(200);
    delays.release = await servedEverywhere(async (x) =>
      (await x.get("/changelog/doll/feed.xml")).text().includes(version),
    );
    console.log(
      `[cluster] console change served by every instance after: ${Object.entries(delays)
        .map(([k, v]) => `${k} ${v.toFixed(0)} ms`)
        .join(", ")}`,
    );
    for (const delay of Object.values(delays)) expect(delay).toBeLessThan(1000);
    c.close();
  }, 30_000);
});
