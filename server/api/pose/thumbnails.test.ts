import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { SAVED_POSE_LIMITS } from "../../../contract/saved-pose.ts";
import { testAppForFile } from "../../test/per-file.ts";
import { poseClient, testImage, testScene } from "../../test/poses.ts";

const t = testAppForFile();
const { post, get, account, save } = poseClient(() => t);

const dataUrl = (bytes: Buffer, type: string) => `data:${type};base64,${bytes.toString("base64")}`;

describe("thumbnails", () => {
  it("accepts an image by its bytes whatever type it claims, stores a small WebP, serves it cached", async () => {
    const aki = await account();
    const png = await testImage(800, 600, "png");
    // A PNG sent as a JPEG (wrong type): its bytes decide.
    const pose = await save(aki.token, { thumbnail: dataUrl(png, "image/jpeg") });
    expect(pose.thumbnailUrl).toMatch(/^\/api\/pose\/[\w-]+\/thumbnail\?v=[\w-]+&sig=[\w-]+$/);
    const url = pose.thumbnailUrl ?? "";
    // No bearer: the signed URL is enough for the owner's <img>.
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["cache-control"]).toContain("immutable");
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe("webp");
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(SAVED_POSE_LIMITS.thumbnailSize);
    const etag = res.headers.etag as string;
    const again = await get(url, undefined, undefined, { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    // A forged or stale signature finds nothing.
    expect((await get(url.replace(/sig=[\w-]+/, "sig=forged"))).statusCode).toBe(404);
    // Plain base64 (no data URL) and a JPEG work too; the old URL then stops working.
    const jpeg = await testImage(100, 80, "jpeg");
    const updated = await post(
      `/api/pose/${pose.id}/update`,
      { version: 1, thumbnail: jpeg.toString("base64") },
      aki.token,
    );
    expect(updated.json().data.thumbnailUrl).not.toBe(url);
    expect((await get(url)).statusCode).toBe(404);
    expect((await get(updated.json().data.thumbnailUrl)).statusCode).toBe(200);
    // null removes it.
    const removed = await post(
      `/api/pose/${pose.id}/update`,
      { version: 2, thumbnail: null },
      aki.token,
    );
    expect(removed.json().data.thumbnailUrl).toBeNull();
  });

  it("refuses a text file named as a PNG, and an oversized upload, naming the field", async () => {
    const aki = await account();
    const text = Buffer.from("this is not an image, whatever its name says\n".repeat(20));
    const fake = await post(
      "/api/pose/create",
      { name: "x", scene: testScene(), thumbnail: dataUrl(text, "image/png") },
      aki.token,
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json().data).toMatchObject({ reason: "not_an_image", field: "thumbnail" });
    // A PNG signature followed by garbage is not decodable either.
    const broken = Buffer.concat([(await testImage()).subarray(0, 40), Buffer.alloc(200, 7)]);
    const half = await post(
      "/api/pose/create",
      { name: "x", scene: testScene(), thumbnail: broken.toString("base64") },
      aki.token,
    );
    expect(half.json().data).toMatchObject({ reason: "not_an_image", field: "thumbnail" });
    const big = Buffer.concat([
      await testImage(),
      Buffer.alloc(SAVED_POSE_LIMITS.maxThumbnailBytes),
    ]);
    const res = await post(
      "/api/pose/create",
      { name: "x", scene: testScene(), thumbnail: big.toString("base64") },
      aki.token,
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().data).toMatchObject({ reason: "too_large", field: "thumbnail" });
    // A small file claiming a huge canvas is refused before it is decoded.
    const huge = await sharp({
      create: { width: 8000, height: 8000, channels: 3, background: "#fff" },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const bomb = await post(
      "/api/pose/create",
      { name: "x", scene: testScene(), thumbnail: huge.toString("base64") },
      aki.token,
    );
    expect(bomb.json().data).toMatchObject({ reason: "too_large", field: "thumbnail" });
    expect((await get("/api/pose/list", aki.token)).json().data.items).toEqual([]);
  }, 60_000);

  it("copies the thumbnail with a duplicate", async () => {
    const aki = await account();
    const pose = await save(aki.token, { thumbnail: (await testImage()).toString("base64") });
    const copy = await post(`/api/pose/${pose.id}/duplicate`, { name: "Copy" }, aki.token);
    expect(copy.json().data.thumbnailUrl).toMatch(/thumbnail/);
    expect((await get(copy.json().data.thumbnailUrl)).statusCode).toBe(200);
  });
});
