import { describe, expect, it } from "vitest";
import { BODY_PRESETS, poseWithHands } from "../app/features/pose/presets.ts";
import { REST_POSE } from "../contract/pose.ts";
import { forward, lowestPoint, PELVIS_HEIGHT, type Placed } from "./pose-skeleton.ts";

const at = (placed: Map<string, Placed>, name: string) => (placed.get(name) as Placed).at;
const close = (a: readonly number[], b: readonly number[]) =>
  a.forEach((value, i) => {
    expect(value).toBeCloseTo(b[i] as number, 2);
  });

describe("the preview skeleton", () => {
  it("stands on the floor at rest, facing +Z, its left side at +X", () => {
    const placed = forward(REST_POSE);
    expect(lowestPoint(placed)).toBeCloseTo(0, 3);
    expect(at(placed, "handL")[0]).toBeGreaterThan(0);
    expect(at(placed, "handR")[0]).toBeLessThan(0);
  });

  it("turns joints as the contract's conventions say", () => {
    const hip = at(forward(REST_POSE), "shinL");
    // The upper arm swings outwards with +z, forwards with -x; the elbow bends the forearm forwards.
    const out = forward({ rotations: { upperArmL: [0, 0, 90] }, hips: [0, 0, 0] });
    expect(at(out, "handL")[1]).toBeCloseTo(at(out, "upperArmL")[1], 5);
    expect(at(out, "handL")[0]).toBeGreaterThan(at(out, "upperArmL")[0] + 0.5);
    const bent = forward({ rotations: { lowerArmL: [-90, 0, 0] }, hips: [0, 0, 0] });
    expect(at(bent, "handL")[2]).toBeGreaterThan(0.2);
    // The knee bends the shin backwards; hips -1 puts the pelvis joint on the floor.
    const knee = forward({ rotations: { shinL: [90, 0, 0] }, hips: [0, 0, 0] });
    expect(at(knee, "footL")[2]).toBeLessThan(-0.3);
    close(at(knee, "shinL"), hip);
    expect(at(forward({ rotations: {}, hips: [0, -1, 0] }), "pelvis")[1]).toBeCloseTo(0, 5);
    expect(PELVIS_HEIGHT).toBeGreaterThan(0);
  });

  it("puts every body preset on the floor, except the jump, which is in the air", () => {
    for (const preset of BODY_PRESETS) {
      const lowest = lowestPoint(forward(poseWithHands(preset)));
      if (preset.id === "action-jump") expect(lowest, preset.id).toBeGreaterThan(0.2);
      else expect(Math.abs(lowest), preset.id).toBeLessThanOrEqual(0.03);
    }
  });
});
