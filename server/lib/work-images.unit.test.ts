import sharp from "sharp";
import { thumbHashToApproximateAspectRatio } from "thumbhash";
import { describe, expect, it } from "vitest";
import { phonePhoto } from "../test/images.ts";
import { makeWorkImages, widthsFor } from "./work-images.ts";

/** A phone photo of 2000×1000 stored sideways, with a red band along the stored top edge. */
const phonePhotoWithBand = () =>
  phonePhoto(2000, 1000, [
    {
      // Upright, the band is on the right.
      input: { create: { width: 2000, height: 100, channels: 3, background: "#f00" } },
      top: 0,
      left: 0,
    },
  ]);

describe("work images", () => {
  it("publishes the widths below the original, or the original's own", () => {
    expect(widthsFor(5000)).toEqual([360, 720, 1080, 1600]);
    expect(widthsFor(1000)).toEqual([360, 720, 1000]);
    expect(widthsFor(200)).toEqual([200]);
  });

  it("turns a rotated phone photo upright, drops its EXIF and GPS, and records every size", async () => {
    const photo = await phonePhotoWithBand();
    expect((await sharp(photo).metadata()).exif?.toString("latin1")).toContain("Phone");
    const made = await makeWorkImages(photo, 40_000_000);
    expect([made.width, made.height]).toEqual([1000, 2000]);
    expect(made.variants.map((v) => `${v.format}@${v.width}`).sort()).toEqual(
      ["avif", "jpeg", "webp"].flatMap((f) => [360, 720, 1000].map((w) => `${f}@${w}`)).sort(),
    );
    for (const variant of made.variants) {
      const meta = await sharp(variant.bytes).metadata();
      expect(meta.format).toBe(variant.format === "avif" ? "heif" : variant.format);
      expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
      expect(meta.height).toBe(variant.width * 2);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      expect(variant.bytes.includes(Buffer.from("Phone"))).toBe(false);
    }
    // Upright: the band stored along the top is now the right edge.
    const jpeg = made.variants.find((v) => v.format === "jpeg" && v.width === 360);
    if (!jpeg) throw new Error("no jpeg");
    const { data, info } = await sharp(jpeg.bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) =>
      data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3);
    expect(pixel(info.width - 3, 360)[0]).toBeGreaterThan(200);
    expect(pixel(3, 360)[0]).toBeLessThan(100);
    // The placeholder has the image's shape.
    const ratio = thumbHashToApproximateAspectRatio(Buffer.from(made.placeholder, "base64"));
    expect(ratio).toBeGreaterThan(0.4);
    expect(ratio).toBeLessThan(0.7);
  });

  it("refuses a decompression bomb while decoding", async () => {
    const bomb = await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: "#000" },
    })
      .png()
      .toBuffer();
    await expect(makeWorkImages(bomb, 1_000_000)).rejects.toThrow();
  });
});
