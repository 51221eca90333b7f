import { describe, expect, it } from "vitest";
import {
  distanceForFocal,
  fovOf,
  framingDistance,
  nearestEuler,
  presetCamera,
  widthDistance,
} from "./camera-math.ts";

describe("fovOf", () => {
  it("maps a 35 mm frame's focal length to its vertical field of view", () => {
    expect(fovOf(50)).toBeCloseTo(26.99, 1);
    expect(fovOf(24)).toBeCloseTo(53.13, 1);
    expect(fovOf(18)).toBeCloseTo(67.38, 1);
    expect(fovOf(135)).toBeCloseTo(10.16, 1);
  });
  it("clamps lenses to 18–135 mm", () => {
    expect(fovOf(5)).toBe(fovOf(18));
    expect(fovOf(500)).toBe(fovOf(135));
    expect(fovOf(Number.NaN)).toBe(fovOf(50));
  });
});

describe("framing", () => {
  it("keeps the subject's size: the distance scales with the focal length", () => {
    const d50 = framingDistance(1.7, 50);
    expect(distanceForFocal(d50, 50, 18)).toBeCloseTo(framingDistance(1.7, 18), 6);
    expect(distanceForFocal(d50, 50, 135)).toBeCloseTo(framingDistance(1.7, 135), 6);
    // A wide lens stands close: that is what exaggerates perspective.
    expect(framingDistance(1.7, 18)).toBeLessThan(framingDistance(1.7, 50) / 2);
  });

  it("places the presets low, at the eyes, high and overhead, all looking at the body's middle", () => {
    const framing = {
      centre: [1, 2] as const,
      bottom: 0,
      top: 1.7,
      width: 0,
      direction: [0, 1] as const,
      focal: 50,
    };
    const y = (preset: "eye" | "low" | "high" | "bird") =>
      presetCamera(preset, framing).position[1];
    expect(y("low")).toBeLessThan(0.5);
    expect(y("eye")).toBeCloseTo(1.7 * 0.93, 6);
    expect(y("high")).toBeGreaterThan(1.7 * 1.5);
    expect(y("bird")).toBeGreaterThan(y("high"));
    const bird = presetCamera("bird", framing);
    expect(Math.hypot(bird.position[0] - 1, bird.position[2] - 2)).toBeLessThan(
      bird.position[1] * 0.2,
    );
    expect(presetCamera("eye", framing).target).toEqual([1, 0.85, 2]);
  });
});

describe("widthDistance", () => {
  it("steps back for a wide group on a narrow (portrait) view", () => {
    const framing = {
      centre: [0, 0],
      bottom: 0,
      top: 1.7,
      width: 2.5,
      direction: [0, 1],
      focal: 50,
    } as const;
    const wide = presetCamera("eye", { ...framing, aspect: 16 / 9 });
    const tall = presetCamera("eye", { ...framing, aspect: 390 / 700 });
    expect(tall.position[2]).toBeGreaterThan(wide.position[2] * 1.5);
    expect(widthDistance(1, 50, 1, 1)).toBeCloseTo(0.5 / Math.tan((fovOf(50) * Math.PI) / 360), 6);
  });
});

describe("nearestEuler", () => {
  it("picks the twin angle set nearest the previous angles", () => {
    expect(nearestEuler([180, 170, 170], [0, 10, -10])).toEqual([0, 10, -10]);
    expect(nearestEuler([5, 10, -10], [0, 10, -10])).toEqual([5, 10, -10]);
  });
});
