import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  BODY_COLOURS,
  BODY_LIMBS,
  COCO_POINTS,
  type Figure,
  HAND_BONES,
  HAND_POINTS,
  handBoneColour,
  type KeyPoint,
} from "../../../../contract/openpose.ts";
import { DIM, drawSkeleton, type Raster } from "./openpose-draw.ts";
import { encodePng, pickChannels } from "./png.ts";

const W = 512;
const H = 512;
const off: KeyPoint = { x: 0, y: 0, seen: false, inFrame: false };
const at = (x: number, y: number, seen = true): KeyPoint => ({ x, y, seen, inFrame: true });
const figure = (
  body: Partial<Record<number, KeyPoint>>,
  hand: Partial<Record<number, KeyPoint>> = {},
): Figure => ({
  label: "figure-1",
  body: COCO_POINTS.map((_, index) => body[index] ?? off),
  leftHand: HAND_POINTS.map((_, index) => hand[index] ?? off),
  rightHand: HAND_POINTS.map(() => off),
});
const colourAt = (raster: Raster, x: number, y: number) => {
  const i = (Math.trunc(y) * raster.width + Math.trunc(x)) * 4;
  return [raster.data[i], raster.data[i + 1], raster.data[i + 2]];
};

describe("the skeleton picture, as ControlNet's annotator draws it", () => {
  it("draws each limb in its standard colour, blended at 0.6 over black", () => {
    BODY_LIMBS.forEach(([from, to], limb) => {
      const raster = drawSkeleton([figure({ [from]: at(100, 120), [to]: at(400, 380) })], W, H);
      const colour = BODY_COLOURS[limb] as readonly number[];
      expect(colourAt(raster, 250, 250), `limb ${limb}`).toEqual(
        colour.map((c) => Math.round(c * 0.6)),
      );
      // The stick is 4 pixels to each side of the line, not more.
      expect(colourAt(raster, 250 + 8, 250 - 8)).toEqual([0, 0, 0]);
      // The ends' circles keep their points' full colours under the blend at 0.6.
      const fromColour = BODY_COLOURS[from] as readonly number[];
      // Three pixels along the limb from its end: inside the circle and under the ellipse.
      expect(colourAt(raster, 102, 122)).toEqual(
        fromColour.map((c, i) => Math.round(0.4 * c + 0.6 * (colour[i] as number))),
      );
      expect(colourAt(raster, 98, 122)).toEqual(fromColour.map((c) => Math.round(c)));
    });
  });

  it("leaves out a limb with a hidden end, or draws it dimmer when asked", () => {
    const hidden = figure({ 2: at(100, 100), 3: at(400, 400, false) });
    expect(colourAt(drawSkeleton([hidden], W, H), 250, 250)).toEqual([0, 0, 0]);
    expect(colourAt(drawSkeleton([hidden], W, H), 400, 400)).toEqual([0, 0, 0]);
    const kept = drawSkeleton([hidden], W, H, true);
    const colour = BODY_COLOURS[2] as readonly number[];
    expect(colourAt(kept, 250, 250)).toEqual(colour.map((c) => Math.round(c * DIM * 0.6)));
    // Outside the picture, never.
    const out = figure({ 2: at(100, 100), 3: { x: 600, y: 600, seen: false, inFrame: false } });
    expect(colourAt(drawSkeleton([out], W, H, true), 250, 250)).toEqual([0, 0, 0]);
  });

  it("draws hand bones as rainbow lines and hand points in blue", () => {
    // Bone 1 runs from point 1 to point 2; with the other points outside the picture, alone.
    const raster = drawSkeleton([figure({}, { 1: at(100, 256), 2: at(300, 256) })], W, H);
    expect(colourAt(raster, 200, 256)).toEqual(handBoneColour(1).map(Math.round));
    expect(colourAt(raster, 200, 257)).toEqual(handBoneColour(1).map(Math.round));
    expect(colourAt(raster, 200, 259)).toEqual([0, 0, 0]);
    expect(colourAt(raster, 300, 256)).toEqual([0, 0, 255]);
    expect(colourAt(raster, 304, 256)).toEqual([0, 0, 255]);
    expect(HAND_BONES).toHaveLength(20);
    // matplotlib's hsv_to_rgb(0.25, 1, 1) = (0.5, 1, 0): bone 5.
    expect(handBoneColour(5)).toEqual([127.5, 255, 0]);
  });
});

describe("PNG files from pixels", () => {
  it("writes greyscale, RGB and RGBA that a decoder reads back exactly", async () => {
    const raster = drawSkeleton([figure({ 0: at(10, 10), 1: at(50, 40) })], 64, 48);
    for (const channels of [1, 3, 4] as const) {
      const pixels = pickChannels(raster.data, channels);
      const png = encodePng(pixels, 64, 48, channels);
      const metadata = await sharp(png).metadata();
      expect(metadata).toMatchObject({
        format: "png",
        width: 64,
        height: 48,
        channels,
        depth: "uchar",
      });
      const decoded = channels === 1 ? sharp(png).toColourspace("b-w") : sharp(png);
      const { data } = await decoded.raw().toBuffer({ resolveWithObject: true });
      expect(new Uint8Array(data)).toEqual(new Uint8Array(pixels));
    }
  });
});
