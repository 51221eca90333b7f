// Issue 20: a pg_dump of the live database restored into a fresh one serves the same content and
// accounts (README "Backups and restore"). The cluster: harness.ts.
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ClusterClient, visitor } from "../../scripts/cluster/client.ts";
import { defineInstance } from "../../scripts/cluster/instance.ts";
import { type DbHandle, openDatabase } from "../../server/db/client.ts";
import { users } from "../../server/db/schema.ts";
import {
  cluster,
  db,
  dir,
  direct,
  missing,
  needsCluster,
  PASSWORD,
  pg,
  RESTORED_PORT,
  through,
} from "./harness.ts";

needsCluster();

describe.skipIf(missing)("backup and restore", () => {
  it("restores a pg_dump into a fresh database that serves the same content and accounts", async () => {
    // An account signed up through the cluster (a real password), to log in on the restored copy.
    const email = "cluster-backup@example.com";
    const c = through();
    const signedUp = await c.post(
      "/api/user/register",
      { email, password: PASSWORD, nickname: "Cluster backup" },
      { from: visitor(7, 20) },
    );
    c.close();
    expect(signedUp.status, signedUp.text()).toBe(200);
    const started = performance.now();
    const dump = pg.run("pg_dump", ["--format=custom", "--no-owner", "inkdoll"]);
    pg.run("createdb", ["restored"]);
    pg.run("pg_restore", ["--no-owner", "--exit-on-error", "-d", "restored"], dump);
    const restoredIn = performance.now() - started;
    const restored = defineInstance({
      name: "restored",
      port: RESTORED_PORT,
      dir: path.join(dir, "instances"),
      env: {
        DATABASE_URL: pg.url("restored"),
        AUTH_SECRET: cluster.authSecret,
        PUBLIC_ORIGIN: cluster.origin,
        LOG_LEVEL: "warn",
      },
    });
    await restored.start();
    try {
      const fresh = new ClusterClient(restored.origin);
      const live = direct(1);
      for (const url of ["/api/support/faq", "/api/support/singleConfig?key=site.icp&from=2"]) {
        const [a, b] = [await live.get(url), await fresh.get(url)];
        expect(b.status).toBe(200);
        expect(b.json().data, url).toEqual(a.json().data);
      }
      const feed = (await fresh.get("/changelog/doll/feed.xml")).text();
      expect(feed).toBe((await live.get("/changelog/doll/feed.xml")).text());
      const count = async (handle: DbHandle) =>
        (await handle.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n;
      const restoredDb = await openDatabase({
        driver: "postgres",
        url: pg.url("restored"),
        max: 1,
      });
      expect(await count(restoredDb)).toBe(await count(db));
      await restoredDb.close();
      // An account signed up through the cluster logs in on the restored copy.
      const me = await fresh.post("/api/user/login", { email, password: PASSWORD }, {});
      expect(me.status, me.text()).toBe(200);
      console.log(
        `[cluster] backup: pg_dump (${(dump.length / 1024).toFixed(0)} KiB) + pg_restore in ${restoredIn.toFixed(0)} ms; the restored instance serves the same FAQ, configuration, feed and ${await count(db)} accounts; log-in 200`,
      );
      fresh.close();
      live.close();
    } finally {
      await restored.stop();
    }
  }, 150_000);
});
