import { describe, expect, it } from "vitest";
import { testAppForFile } from "../../test/per-file.ts";
import { poseClient, testScene } from "../../test/poses.ts";

const t = testAppForFile();
const { post, get, account, save } = poseClient(() => t);

type Item = { id: string; deleted: boolean; version: number; name?: string };

/** Every change after `since`, page by page, and where the next sync starts. */
async function sync(token: string, since: string, limit = 2) {
  const items: Item[] = [];
  let cursor: string | null = null;
  let syncedUntil = since;
  do {
    const extra: string = cursor ? `&cursor=${cursor}` : "";
    const res = await get(
      `/api/pose/list?updatedSince=${encodeURIComponent(since)}&limit=${limit}${extra}`,
      token,
    );
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    items.push(...page.items);
    cursor = page.nextCursor;
    syncedUntil = page.syncedUntil;
  } while (cursor);
  return { items, syncedUntil };
}

describe("incremental sync", () => {
  it("returns exactly what changed, deletions as tombstones, and nothing twice", async () => {
    const aki = await account();
    const keep = await save(aki.token, { name: "Keep" });
    const edit = await save(aki.token, { name: "Edit" });
    const drop = await save(aki.token, { name: "Drop" });
    const start = (await get("/api/pose/list", aki.token)).json().data.syncedUntil as string;
    expect(start).toBe(drop.updatedAt);
    expect((await sync(aki.token, start)).items).toEqual([]);

    // Changes land in the same millisecond as each other: the clock does not move.
    await post(`/api/pose/${edit.id}/update`, { version: 1, scene: testScene(30) }, aki.token);
    await post(`/api/pose/${drop.id}/delete`, { version: 1 }, aki.token);
    const added = await save(aki.token, { name: "Added" });
    const first = await sync(aki.token, start);
    expect(first.items.map((i) => [i.id, i.deleted, i.version])).toEqual([
      [edit.id, false, 2],
      [drop.id, true, 2],
      [added.id, false, 1],
    ]);
    const tombstone = first.items[1] as Item & Record<string, unknown>;
    expect(Object.keys(tombstone).sort()).toEqual([
      "deleted",
      "deletedAt",
      "id",
      "updatedAt",
      "version",
    ]);
    expect(first.items.some((i) => i.id === keep.id)).toBe(false);

    // Nothing since: nothing returned; then only the restore.
    expect((await sync(aki.token, first.syncedUntil)).items).toEqual([]);
    await post(`/api/pose/${drop.id}/restore`, {}, aki.token);
    const second = await sync(aki.token, first.syncedUntil);
    expect(second.items.map((i) => [i.id, i.deleted, i.version])).toEqual([[drop.id, false, 3]]);
  });

  it("sees no other account's changes, and refuses a since older than 30 days", async () => {
    const a = await account();
    const b = await account();
    const since = t.clock.now().toISOString();
    await save(b.token);
    expect((await sync(a.token, since)).items).toEqual([]);
    const old = new Date(t.clock.now().getTime() - 31 * 24 * 3600 * 1000).toISOString();
    const res = await get(`/api/pose/list?updatedSince=${encodeURIComponent(old)}`, a.token);
    expect(res.statusCode).toBe(410);
    expect(res.json().data).toMatchObject({ reason: "resync_required", field: "updatedSince" });
    const bad = await get("/api/pose/list?updatedSince=yesterday", a.token);
    expect(bad.json().data).toMatchObject({ reason: "invalid_input", field: "updatedSince" });
  });

  it("keeps every change of parallel writers, in commit order", async () => {
    const c = await account();
    const since =
      (await get("/api/pose/list", c.token)).json().data.syncedUntil ??
      new Date(t.clock.now().getTime() - 1000).toISOString();
    const saved = await Promise.all(
      Array.from({ length: 12 }, (_, i) => save(c.token, { name: `Par ${i}` })),
    );
    const { items } = await sync(c.token, since, 5);
    expect(items.map((i) => i.id).sort()).toEqual(saved.map((p) => p.id).sort());
    expect(new Set(saved.map((p) => p.updatedAt)).size).toBe(12);
  });
});
