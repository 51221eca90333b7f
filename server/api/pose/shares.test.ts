import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { poseShares, poses, poseThumbnails } from "../../db/schema.ts";
import { testAppForFile } from "../../test/per-file.ts";
import { poseClient, testImage, testScene } from "../../test/poses.ts";
import { deleteUser } from "../user/repository.ts";
import { SHARE_RATE_LIMITS } from "./share-routes.ts";

const t = testAppForFile();
const { post, get, account, save } = poseClient(() => t);

const share = async (id: string, token: string) =>
  (await post(`/api/pose/${id}/share`, {}, token)).json().data as {
    token: string;
    path: string;
    pose: { shared: boolean };
  };

describe("shared links", () => {
  it("shows the pose to anyone; revoked → 410; a new link replaces the old one", async () => {
    const aki = await account();
    const pose = await save(aki.token, {
      name: "Dance",
      scene: testScene(20),
      thumbnail: (await testImage()).toString("base64"),
    });
    const link = await share(pose.id, aki.token);
    expect(link.path).toBe(`/shared/${link.token}`);
    expect(link.pose.shared).toBe(true);
    const stored = await t.db.db.select().from(poseShares);
    expect(stored.some((s) => s.tokenHash === link.token)).toBe(false);
    const open = await get(`/api/pose/shared/${link.token}`);
    expect(open.statusCode).toBe(200);
    expect(open.json().data).toMatchObject({ name: "Dance", scene: testScene(20) });
    expect(Object.keys(open.json().data).sort()).toEqual(["name", "scene", "thumbnailUrl"]);
    const image = await get(open.json().data.thumbnailUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");

    const next = await share(pose.id, aki.token);
    expect((await get(`/api/pose/shared/${link.token}`)).statusCode).toBe(410);
    expect((await get(`/api/pose/shared/${next.token}`)).statusCode).toBe(200);
    const unshared = await post(`/api/pose/${pose.id}/unshare`, {}, aki.token);
    expect(unshared.json().data.shared).toBe(false);
    const gone = await get(`/api/pose/shared/${next.token}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().data.reason).toBe("gone");
    expect((await get(`/api/pose/shared/${next.token}/thumbnail`)).statusCode).toBe(410);
    const unknown = await get(`/api/pose/shared/${"x".repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().data.reason).toBe("not_found");
  });

  it("shows the owner the active link again, on every read, from the stored salt", async () => {
    const aki = await account();
    const pose = await save(aki.token);
    const one = async () => (await get(`/api/pose/${pose.id}`, aki.token)).json().data;
    const listed = async () =>
      (
        (await get("/api/pose/list", aki.token)).json().data.items as {
          id: string;
          sharePath: string | null;
        }[]
      ).find((item) => item.id === pose.id);
    expect(await one()).toMatchObject({ shared: false, sharePath: null });

    const link = await share(pose.id, aki.token);
    // Another device of the owner reads the pose: the same link, without having made it.
    expect((await one()).sharePath).toBe(link.path);
    expect((await listed())?.sharePath).toBe(link.path);
    expect((await get(link.path.replace("/shared/", "/api/pose/shared/"))).statusCode).toBe(200);
    // The table keeps the salt and the token's hash, never the token.
    const rows = await t.db.db.select().from(poseShares);
    expect(JSON.stringify(rows)).not.toContain(link.token);
    expect(rows.at(-1)?.salt).toMatch(/^[\w-]{22}$/);

    const next = await share(pose.id, aki.token);
    expect(next.token).not.toBe(link.token);
    expect((await one()).sharePath).toBe(next.path);
    await post(`/api/pose/${pose.id}/unshare`, {}, aki.token);
    expect(await one()).toMatchObject({ shared: false, sharePath: null });
    expect(await listed()).toMatchObject({ shared: false, sharePath: null });
  });

  it("offers no dead link once the server's key no longer derives the token", async () => {
    const aki = await account();
    const pose = await save(aki.token);
    await share(pose.id, aki.token);
    const [own] = await t.db.db.select().from(poses).where(eq(poses.publicId, pose.id));
    // As after a change of AUTH_SECRET: the stored salt now derives another token.
    await t.db.db
      .update(poseShares)
      .set({ salt: "another-salt-entirely" })
      .where(eq(poseShares.poseId, own?.id ?? 0));
    expect((await get(`/api/pose/${pose.id}`, aki.token)).json().data).toMatchObject({
      shared: true,
      sharePath: null,
    });
  });

  it("a link made before salts stays shared, with no path to show (only a new link replaces it)", async () => {
    const aki = await account();
    const pose = await save(aki.token);
    const [own] = await t.db.db.select().from(poses).where(eq(poses.publicId, pose.id));
    await t.db.db
      .insert(poseShares)
      .values({ poseId: own?.id ?? 0, tokenHash: "legacy-hash", createdAt: new Date() });
    const read = (await get(`/api/pose/${pose.id}`, aki.token)).json().data;
    expect(read).toMatchObject({ shared: true, sharePath: null });
    const link = await share(pose.id, aki.token);
    expect((await get(`/api/pose/${pose.id}`, aki.token)).json().data.sharePath).toBe(link.path);
  });

  it("a link of a deleted pose is 410, also once purged; the viewer never changes the pose", async () => {
    const aki = await account();
    const pose = await save(aki.token);
    const link = await share(pose.id, aki.token);
    await post(`/api/pose/${pose.id}/delete`, { version: 1 }, aki.token);
    expect((await get(`/api/pose/shared/${link.token}`)).statusCode).toBe(410);
    await t.db.db.delete(poses).where(eq(poses.publicId, pose.id));
    expect((await get(`/api/pose/shared/${link.token}`)).statusCode).toBe(410);
  });

  it("limits look-ups per address, unknown tokens counting more", async () => {
    const ip = "10.200.0.1";
    const max = SHARE_RATE_LIMITS.lookupAddress.max;
    let refusedAt = 0;
    for (let i = 1; i <= max; i++) {
      const res = await get(`/api/pose/shared/${"y".repeat(43)}`, undefined, ip);
      if (res.statusCode === 429) {
        refusedAt = i;
        expect(res.json().data.reason).toBe("rate_limited");
        expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
        break;
      }
    }
    expect(refusedAt).toBeGreaterThan(1);
    expect(refusedAt).toBeLessThan(max / 2);
  });
});

describe("account deletion", () => {
  it("deletes the account's poses and thumbnails; its links answer 410", async () => {
    const gone = await account();
    const stays = await account();
    const pose = await save(gone.token, { thumbnail: (await testImage()).toString("base64") });
    const kept = await save(stays.token);
    const link = await share(pose.id, gone.token);
    const [row] = await t.db.db.select().from(poses).where(eq(poses.publicId, pose.id));
    await deleteUser(t.db.db, gone.id);
    expect(await t.db.db.select().from(poses).where(eq(poses.userId, gone.id))).toEqual([]);
    const thumbs = await t.db.db
      .select()
      .from(poseThumbnails)
      .where(eq(poseThumbnails.poseId, row?.id ?? 0));
    expect(thumbs).toEqual([]);
    expect((await get(`/api/pose/shared/${link.token}`)).statusCode).toBe(410);
    expect((await get(`/api/pose/${kept.id}`, stays.token)).statusCode).toBe(200);
  });
});
