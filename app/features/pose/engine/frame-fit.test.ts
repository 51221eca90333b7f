import fc from "fast-check";
import { PerspectiveCamera, Vector3 } from "three";
import { describe, expect, it } from "vitest";
import type { CameraState, Vec3 } from "../../../../contract/pose.ts";
import { fitPoints, fovOf, presetCamera } from "./camera-math.ts";
import { EXPORT_ASPECTS, exportRect, fitRect } from "./export-frame.ts";
import type { CameraPreset } from "./types.ts";

/** Where points land in a three.js camera placed as the scene says: -1…1 across the frame. */
function projected(camera: CameraState, aspect: number, points: readonly Vec3[]) {
  const view = new PerspectiveCamera(fovOf(camera.focal), aspect, 0.01, 100);
  view.position.set(...camera.position);
  view.lookAt(new Vector3(...camera.target));
  view.updateMatrixWorld();
  return points.map((point) => new Vector3(...point).project(view));
}

const corners = (low: Vec3, high: Vec3): Vec3[] =>
  [0, 1, 2, 3, 4, 5, 6, 7].map((i) => [
    i & 1 ? high[0] : low[0],
    i & 2 ? high[1] : low[1],
    i & 4 ? high[2] : low[2],
  ]);

const PRESETS: CameraPreset[] = ["eye", "low", "high", "bird"];

/** A camera preset on a standing doll, from a little to one side: where framing starts. */
const startCamera = (preset: CameraPreset, focal: number, aspect: number) =>
  presetCamera(preset, {
    centre: [0, 0],
    bottom: 0,
    top: 1.7,
    width: 0,
    direction: [0.3, 1],
    focal,
    aspect,
  });
const FOCALS = [18, 24, 35, 50, 85, 135];

describe("frame all", () => {
  it("puts every doll's box inside the frame with the margin, for every preset and lens", () => {
    // A doll sitting on the floor, one standing beside it and a third further off.
    const boxes: [Vec3, Vec3][] = [
      [
        [-0.35, 0, -0.3],
        [0.35, 0.9, 0.4],
      ],
      [
        [0.6, 0, -0.2],
        [1.1, 1.72, 0.2],
      ],
      [
        [-1.8, 0, 0.5],
        [-1.3, 1.6, 0.9],
      ],
    ];
    const points = boxes.flatMap(([low, high]) => corners(low, high));
    for (const preset of PRESETS) {
      for (const focal of FOCALS) {
        for (const aspect of [0.46, 1, 16 / 9]) {
          const start = startCamera(preset, focal, aspect);
          const fitted = fitPoints(points, start, aspect, 0.1);
          const shown = projected(fitted, aspect, points);
          const reach = Math.max(...shown.flatMap((p) => [Math.abs(p.x), Math.abs(p.y)]));
          expect(reach, `${preset} ${focal} mm ${aspect}`).toBeLessThanOrEqual(0.9 + 1e-6);
          // Tight: some corner touches the margin, so the subject is as big as it can be.
          expect(reach, `${preset} ${focal} mm ${aspect}`).toBeGreaterThan(0.88);
          expect(shown.every((p) => p.z > -1 && p.z < 1)).toBe(true);
          // The lens and the direction of view stay as they were.
          expect(fitted.focal).toBe(start.focal);
          const before = new Vector3(...start.target).sub(new Vector3(...start.position));
          const after = new Vector3(...fitted.target).sub(new Vector3(...fitted.position));
          expect(before.angleTo(after)).toBeLessThan(1e-6);
        }
      }
    }
  });

  it("holds for any box and any view direction", () => {
    const coordinate = fc.double({ min: -3, max: 3, noNaN: true });
    fc.assert(
      fc.property(
        fc.tuple(coordinate, fc.double({ min: 0, max: 2, noNaN: true }), coordinate),
        fc.tuple(
          fc.double({ min: 0.05, max: 2, noNaN: true }),
          fc.double({ min: 0.05, max: 2, noNaN: true }),
          fc.double({ min: 0.05, max: 2, noNaN: true }),
        ),
        fc.tuple(coordinate, coordinate, coordinate),
        fc.constantFrom(...FOCALS),
        fc.double({ min: 0.4, max: 2.4, noNaN: true }),
        (low, size, from, focal, aspect) => {
          const high: Vec3 = [low[0] + size[0], low[1] + size[1], low[2] + size[2]];
          const target: Vec3 = [0, 1, 0];
          // Straight up or down, three.js's lookAt tilts its axes by 1e-4 to stay defined; an
          // orbit camera never looks exactly that way.
          fc.pre(Math.hypot(from[0], from[2]) > 0.01);
          const points = corners(low, high);
          const fitted = fitPoints(points, { position: from, target, focal }, aspect, 0.1);
          const shown = projected(fitted, aspect, points);
          return shown.every((p) => Math.abs(p.x) <= 0.9 + 1e-6 && Math.abs(p.y) <= 0.9 + 1e-6);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("keeps clear of a toolbar over the top: uneven margins shift the subject into the free part", () => {
    const points = corners([-0.4, 0, -0.3], [0.4, 1.7, 0.3]);
    for (const preset of PRESETS) {
      for (const focal of FOCALS) {
        const start = startCamera(preset, focal, 0.8);
        const margins = { top: 0.4, bottom: 0.08, side: 0.1 };
        const shown = projected(fitPoints(points, start, 0.8, margins), 0.8, points);
        const highest = Math.max(...shown.map((p) => p.y));
        const lowest = Math.min(...shown.map((p) => p.y));
        expect(highest, `${preset} ${focal}`).toBeLessThanOrEqual(0.6 + 1e-6);
        expect(lowest, `${preset} ${focal}`).toBeGreaterThanOrEqual(-0.92 - 1e-6);
        const widest = Math.max(...shown.map((p) => Math.abs(p.x)));
        expect(widest).toBeLessThanOrEqual(0.9 + 1e-6);
        // As large as the free part allows: an edge (top, bottom or side) is reached.
        expect(Math.max(highest - 0.6, -0.92 - lowest, widest - 0.9)).toBeGreaterThan(-0.005);
        // And centred in it, wherever the other edges leave room.
        if (widest < 0.895) expect(Math.abs(highest - 0.6 - (-0.92 - lowest))).toBeLessThan(0.01);
      }
    }
  });
});

describe("the export's frame", () => {
  it("is the largest rectangle of its shape centred in the view", () => {
    expect(fitRect(1000, 500, null)).toEqual({ x: 0, y: 0, width: 1000, height: 500 });
    expect(fitRect(1000, 500, 1)).toEqual({ x: 250, y: 0, width: 500, height: 500 });
    expect(fitRect(400, 800, 16 / 9)).toEqual({ x: 0, y: 287.5, width: 400, height: 225 });
    for (const aspect of Object.values(EXPORT_ASPECTS)) {
      for (const [width, height] of [
        [390, 420],
        [1024, 777],
        [360, 700],
      ] as const) {
        const rect = fitRect(width, height, aspect);
        expect(rect.x).toBeGreaterThanOrEqual(0);
        expect(rect.y).toBeGreaterThanOrEqual(0);
        expect(rect.x * 2 + rect.width).toBeCloseTo(width, 6);
        expect(rect.y * 2 + rect.height).toBeCloseTo(height, 6);
        // One side always touches the view's edges.
        expect(Math.min(rect.x, rect.y)).toBeCloseTo(0, 6);
        if (aspect) expect(rect.width / rect.height).toBeCloseTo(aspect, 6);
      }
    }
    // A manga page is portrait, about 1 : √2.
    expect(1 / (EXPORT_ASPECTS.a4 * EXPORT_ASPECTS.a4)).toBeCloseTo(2, 1);
    expect(1 / (EXPORT_ASPECTS.b5 * EXPORT_ASPECTS.b5)).toBeCloseTo(2, 1);
  });
});

describe("the part of the view an export shows", () => {
  it("leaves out the band under the toolbar, then centres the frame's shape in the rest", () => {
    expect(exportRect(390, 300, 60, null)).toEqual({ x: 0, y: 60, width: 390, height: 240 });
    expect(exportRect(390, 300, 60, 1)).toEqual({ x: 75, y: 60, width: 240, height: 240 });
    expect(exportRect(1000, 500, 0, 1)).toEqual(fitRect(1000, 500, 1));
    // A toolbar never takes more than half the view.
    expect(exportRect(390, 100, 80, null).height).toBe(50);
  });
});
