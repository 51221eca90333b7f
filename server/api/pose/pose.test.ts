import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SAVED_POSE_LIMITS } from "../../../contract/saved-pose.ts";
import { poses } from "../../db/schema.ts";
import { testAppForFile } from "../../test/per-file.ts";
import { poseClient, testScene } from "../../test/poses.ts";
import { purgeDeletedPoses } from "./service.ts";

const t = testAppForFile();
const { post, get, account, save } = poseClient(() => t);

describe("saving and reading poses", () => {
  it("saves, reads, renames and lists newest first, with random public ids", async () => {
    const aki = await account("Aki");
    const first = await save(aki.token, { name: "  Sword stance " });
    t.clock.advance(1000);
    const second = await save(aki.token, { name: "Sitting", scene: testScene(90) });
    expect(first).toMatchObject({ name: "Sword stance", version: 1, deleted: false });
    expect(first.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first.id).not.toBe(second.id);
    const got = await get(`/api/pose/${second.id}`, aki.token);
    expect(got.json().data).toMatchObject({ name: "Sitting", scene: testScene(90) });
    const renamed = await post(
      `/api/pose/${first.id}/update`,
      { version: 1, name: "Sword" },
      aki.token,
    );
    expect(renamed.json().data).toMatchObject({ name: "Sword", version: 2 });
    const list = (await get("/api/pose/list", aki.token)).json().data;
    expect(list.items.map((p: { name: string }) => p.name)).toEqual(["Sword", "Sitting"]);
    expect(list.nextCursor).toBeNull();
  });

  it("another account's pose is 404 on every route, as an unknown id is", async () => {
    const owner = await account();
    const other = await account();
    const pose = await save(owner.token);
    const calls = [
      () => get(`/api/pose/${pose.id}`, other.token),
      () => post(`/api/pose/${pose.id}/update`, { version: 1, name: "Mine" }, other.token),
      () => post(`/api/pose/${pose.id}/delete`, { version: 1 }, other.token),
      () => post(`/api/pose/${pose.id}/restore`, {}, other.token),
      () => post(`/api/pose/${pose.id}/duplicate`, { name: "Copy" }, other.token),
      () => post(`/api/pose/${pose.id}/share`, {}, other.token),
      () => post(`/api/pose/${pose.id}/unshare`, {}, other.token),
      () => get("/api/pose/AAAAAAAAAAAAAAAAAAAAAA", owner.token),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode).toBe(404);
      expect(res.json().data.reason).toBe("not_found");
    }
    expect((await get("/api/pose/list", other.token)).json().data.items).toEqual([]);
    expect((await get(`/api/pose/${pose.id}`, owner.token)).json().data.name).toBe("Pose");
  });

  it("needs a login", async () => {
    expect((await get("/api/pose/list")).statusCode).toBe(401);
    expect((await post("/api/pose/create", { name: "x", scene: testScene() })).statusCode).toBe(
      401,
    );
  });

  it("pages by cursor without gaps or repeats", async () => {
    const ren = await account();
    for (let i = 0; i < 7; i++) await save(ren.token, { name: `P${i}` });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : "";
      const page = (await get(`/api/pose/list?limit=3${query}`, ren.token)).json().data;
      seen.push(...page.items.map((p: { name: string }) => p.name));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(["P6", "P5", "P4", "P3", "P2", "P1", "P0"]);
    const bad = await get("/api/pose/list?cursor=nonsense", ren.token);
    expect(bad.json().data).toMatchObject({ reason: "invalid_input", field: "cursor" });
  });

  it("deletes softly, restores within 30 days, not after", async () => {
    const mei = await account();
    const pose = await save(mei.token);
    const deleted = await post(`/api/pose/${pose.id}/delete`, { version: 1 }, mei.token);
    expect(deleted.json().data).toMatchObject({ deleted: true, version: 2 });
    expect((await get("/api/pose/list", mei.token)).json().data.items).toEqual([]);
    // Deleting again answers it as it is.
    const again = await post(`/api/pose/${pose.id}/delete`, { version: 1 }, mei.token);
    expect(again.json().data).toMatchObject({ deleted: true, version: 2 });
    const restored = await post(`/api/pose/${pose.id}/restore`, {}, mei.token);
    expect(restored.json().data).toMatchObject({ deleted: false, deletedAt: null, version: 3 });
    await post(`/api/pose/${pose.id}/delete`, { version: 3 }, mei.token);
    // 31 days ago (moving the clock would end the session too).
    const longAgo = new Date(t.clock.now().getTime() - 31 * 24 * 3600 * 1000);
    await t.db.db.update(poses).set({ deletedAt: longAgo }).where(eq(poses.publicId, pose.id));
    const late = await post(`/api/pose/${pose.id}/restore`, {}, mei.token);
    expect(late.statusCode).toBe(404);
    expect(await purgeDeletedPoses(t.db.db, t.clock.now())).toBeGreaterThanOrEqual(1);
    expect((await get(`/api/pose/${pose.id}`, mei.token)).statusCode).toBe(404);
  });

  it("duplicates under a new name", async () => {
    const kai = await account();
    const pose = await save(kai.token, { scene: testScene(45) });
    const copy = await post(`/api/pose/${pose.id}/duplicate`, { name: "Copy" }, kai.token);
    expect(copy.json().data).toMatchObject({ name: "Copy", scene: testScene(45), version: 1 });
    expect(copy.json().data.id).not.toBe(pose.id);
  });
});

describe("limits", () => {
  it("refuses a name that is empty, too long or has control characters, naming the field", async () => {
    const lee = await account();
    for (const name of ["", "   ", "x".repeat(SAVED_POSE_LIMITS.maxName + 1), "a\u0007b"]) {
      const res = await post("/api/pose/create", { name, scene: testScene() }, lee.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().data).toMatchObject({ reason: "invalid_input", field: "name" });
    }
    const longest = "字".repeat(SAVED_POSE_LIMITS.maxName);
    expect((await save(lee.token, { name: longest })).name).toBe(longest);
  });

  it("refuses an invalid scene with its path, and an oversized one as too_large", async () => {
    const lee = await account();
    const bad = testScene();
    const doll = bad.dolls[0];
    if (doll) doll.body = { ...doll.body, height: 999 };
    const res = await post("/api/pose/create", { name: "x", scene: bad }, lee.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toMatchObject({
      reason: "invalid_input",
      field: "scene.dolls.0.body.height",
    });
    const missing = await post("/api/pose/create", { name: "x" }, lee.token);
    expect(missing.json().data).toMatchObject({ reason: "invalid_input", field: "scene" });
    const huge = { ...testScene(), padding: "x".repeat(SAVED_POSE_LIMITS.maxSceneBytes) };
    const big = await post("/api/pose/create", { name: "x", scene: huge }, lee.token);
    expect(big.statusCode).toBe(413);
    expect(big.json().data).toMatchObject({ reason: "too_large", field: "scene" });
    const update = await post(
      `/api/pose/${(await save(lee.token)).id}/update`,
      { version: 1, scene: { v: 2 } },
      lee.token,
    );
    expect(update.json().data).toMatchObject({ reason: "invalid_input" });
    expect(update.json().data.field).toMatch(/^scene/);
  });
});

describe("the scene format, version 2", () => {
  it("stores pins and the render style, and takes a version-1 save as version 2", async () => {
    const kim = await account();
    const scene = {
      ...testScene(),
      style: "ink",
      dolls: [
        {
          ...testScene().dolls[0],
          pins: { footL: { at: [0.09, 0.08, 0] }, handL: { doll: 0, joint: "handR" } },
        },
      ],
    };
    const saved = await save(kim.token, { scene });
    expect((await get(`/api/pose/${saved.id}`, kim.token)).json().data.scene).toEqual(scene);
    // An app not yet updated still sends version 1: it is stored as the same scene in version 2.
    const { style: _, ...plain } = testScene(45);
    const old = await save(kim.token, { scene: { ...plain, v: 1 } });
    expect(old.scene).toEqual(testScene(45));
  });

  it("refuses a pin the scene cannot honour, naming it, in the envelope", async () => {
    const kim = await account();
    const scene = {
      ...testScene(),
      dolls: [{ ...testScene().dolls[0], pins: { handR: { doll: 1, joint: "handL" } } }],
    };
    const res = await post("/api/pose/create", { name: "x", scene }, kim.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 400,
      data: { reason: "invalid_input", field: "scene.dolls.0.pins.handR" },
    });
    expect(res.json().msg).toContain("must name a doll of the scene");
  });

  it("the OpenAPI document describes the scene itself, pins and all", async () => {
    const doc = (await t.app.inject({ url: "/api/docs" })).json();
    const create = doc.paths["/api/pose/create"].post.requestBody.content["application/json"];
    expect(JSON.stringify(create.schema)).toContain('"$ref":"#/components/schemas/Scene"');
    const scene = doc.components.schemas.Scene;
    const [v2, v1] = scene.oneOf;
    expect(v2.properties.v.enum).toEqual([2]);
    expect(v1.properties.v.enum).toEqual([1]);
    const doll = v2.properties.dolls.items;
    expect(Object.keys(doll.properties.pins.properties)).toEqual([
      "handL",
      "handR",
      "footL",
      "footR",
    ]);
    expect(v2.properties.style.enum).toEqual(["shaded", "ink", "silhouette"]);
    expect(doll.properties.body.properties.height).toMatchObject({ minimum: 60, maximum: 220 });
  });
});
