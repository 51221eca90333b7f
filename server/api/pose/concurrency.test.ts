import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SAVED_POSE_LIMITS } from "../../../contract/saved-pose.ts";
import { poses } from "../../db/schema.ts";
import { testAppForFile } from "../../test/per-file.ts";
import { poseClient, testScene } from "../../test/poses.ts";

const t = testAppForFile();
const { post, get, account, save } = poseClient(() => t);

describe("optimistic concurrency", () => {
  it("two parallel updates from one version: exactly one wins, the other gets the current copy", async () => {
    const aki = await account();
    const pose = await save(aki.token);
    for (let round = 0; round < 5; round++) {
      const version = (await get(`/api/pose/${pose.id}`, aki.token)).json().data.version;
      const [phone, tablet] = await Promise.all([
        post(`/api/pose/${pose.id}/update`, { version, name: `Phone ${round}` }, aki.token),
        post(`/api/pose/${pose.id}/update`, { version, name: `Tablet ${round}` }, aki.token),
      ]);
      const statuses = [phone?.statusCode, tablet?.statusCode].sort();
      expect(statuses).toEqual([200, 409]);
      const winner = phone?.statusCode === 200 ? phone : tablet;
      const loser = phone?.statusCode === 200 ? tablet : phone;
      expect(loser?.json().data).toMatchObject({
        reason: "conflict",
        pose: { id: pose.id, version: version + 1, name: winner?.json().data.name },
      });
      const now = (await get(`/api/pose/${pose.id}`, aki.token)).json().data;
      expect(now).toMatchObject({ version: version + 1, name: winner?.json().data.name });
    }
  });

  it("a stale delete is a conflict; an update of a deleted pose too", async () => {
    const aki = await account();
    const pose = await save(aki.token);
    await post(`/api/pose/${pose.id}/update`, { version: 1, scene: testScene(10) }, aki.token);
    const stale = await post(`/api/pose/${pose.id}/delete`, { version: 1 }, aki.token);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data).toMatchObject({ reason: "conflict", pose: { version: 2 } });
    await post(`/api/pose/${pose.id}/delete`, { version: 2 }, aki.token);
    const late = await post(`/api/pose/${pose.id}/update`, { version: 3, name: "x" }, aki.token);
    expect(late.json().data).toMatchObject({ reason: "conflict", pose: { deleted: true } });
  });

  it("the count cap holds under parallel saves", async () => {
    const full = await account();
    const below = SAVED_POSE_LIMITS.maxPoses - 2;
    await t.db.db.execute(sql`
      insert into poses (public_id, user_id, name, scene, updated_at)
      select 'seeded-pose-' || ${full.id} || '-' || lpad(g::text, 6, '0'), ${full.id}, 'Seed', ${JSON.stringify(testScene())}::jsonb, now()
      from generate_series(1, ${below}) g`);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post("/api/pose/create", { name: `Race ${i}`, scene: testScene() }, full.token),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(4);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().data.reason).toBe("too_many_poses");
    }
    const [row] = await t.db.db.select({ n: count() }).from(poses).where(eq(poses.userId, full.id));
    expect(row?.n).toBe(SAVED_POSE_LIMITS.maxPoses);
    // Deleting one makes room again; restoring past the cap is refused.
    const one = (await get("/api/pose/list?limit=1", full.token)).json().data.items[0];
    await post(`/api/pose/${one.id}/delete`, { version: one.version }, full.token);
    await save(full.token);
    const restore = await post(`/api/pose/${one.id}/restore`, {}, full.token);
    expect(restore.json().data.reason).toBe("too_many_poses");
  }, 60_000);
});
