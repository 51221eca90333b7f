import { describe, expect, it } from "vitest";
import {
  BODY_DEFAULTS,
  DEFAULT_LIGHT,
  POSE_VERSION,
  type Scene,
} from "../../../../contract/pose.ts";
import { facingToward, facingView } from "./facing.ts";
import { addedDoll } from "./scene-edits.ts";
import { nextDollPosition, normaliseScene, withHand, withRotation } from "./scene-state.ts";

const doll = (x = 0) => ({
  body: BODY_DEFAULTS.adultMale,
  pose: { rotations: {}, hips: [0, 0, 0] as const },
  position: [x, 0] as const,
  facing: 0,
});
const scene = (dolls: Scene["dolls"]): Scene => ({
  v: POSE_VERSION,
  dolls,
  camera: { position: [0, 1.5, 4], target: [0, 0.9, 0], focal: 50 },
  light: DEFAULT_LIGHT,
});

describe("withRotation", () => {
  it("clamps to the joint's limits and leaves rest joints out", () => {
    const bent = withRotation({ rotations: {}, hips: [0, 0, 0] }, "lowerArmL", [40, 0, 0]);
    expect(bent.rotations).toEqual({});
    const elbow = withRotation(bent, "lowerArmL", [-200, 10, 5]);
    expect(elbow.rotations.lowerArmL).toEqual([-150, 10, 0]);
    expect(withRotation(elbow, "lowerArmL", [0, 0, 0]).rotations).toEqual({});
  });
});

describe("withHand", () => {
  it("puts a left-hand preset on the right hand mirrored, and resets parts it leaves out", () => {
    const pose = withRotation({ rotations: {}, hips: [0, 0, 0] }, "ring1R", [0, 0, 50]);
    const fist = withHand(pose, "R", { index1: [0, 0, -90], thumb1: [20, 10, -30] });
    expect(fist.rotations.index1R).toEqual([0, 0, 90]);
    expect(fist.rotations.thumb1R).toEqual([20, -10, 30]);
    expect(fist.rotations.ring1R).toBeUndefined();
    expect(withHand(pose, "L", { index1: [0, 0, -90] }).rotations.index1L).toEqual([0, 0, -90]);
  });
});

describe("normaliseScene", () => {
  it("keeps at most three dolls, clamps angles, lens and light, drops unknown joints", () => {
    const wild = scene([doll(), doll(1), doll(2), doll(3)]);
    (wild.dolls[0] as { pose: unknown }).pose = {
      rotations: { shinL: [-30, 0, 0], tail: [1, 2, 3], headd: [1, 1, 1] },
      hips: [0, -0.4, 0],
    };
    wild.camera = { ...wild.camera, focal: 4 };
    wild.light = { ...wild.light, elevation: 200 };
    const clean = normaliseScene(wild);
    expect(clean.dolls).toHaveLength(3);
    expect(clean.dolls[0]?.pose).toEqual({ rotations: {}, hips: [0, -0.4, 0] });
    expect(clean.camera.focal).toBe(18);
    expect(clean.light.elevation).toBe(90);
  });

  it("is idempotent: a normal scene comes back equal", () => {
    const once = normaliseScene(scene([doll(), doll(0.8)]));
    expect(normaliseScene(once)).toEqual(once);
  });
});

describe("nextDollPosition", () => {
  it("stands a new doll to the right of the others", () => {
    expect(nextDollPosition([], BODY_DEFAULTS.teen)).toEqual([0, 0]);
    const [x] = nextDollPosition([doll(), doll(0.8)], BODY_DEFAULTS.teen);
    expect(x).toBeGreaterThan(1.2);
  });
});

describe("facing", () => {
  it("turns a doll towards a floor point: facing θ points its front at (sin θ, cos θ)", () => {
    expect(facingToward([0, 0], [0, 4])).toBe(0);
    expect(facingToward([0, 0], [3, 0])).toBe(90);
    expect(facingToward([0, 0], [-3, 0])).toBe(-90);
    expect(facingToward([0, 0], [0, -2])).toBe(180);
    expect(facingToward([1, 1], [2, 2])).toBe(45);
    // Two dolls turned towards each other face opposite ways: the high five's first step.
    const a = facingToward([0, 0], [0.8, 0.3]);
    const b = facingToward([0.8, 0.3], [0, 0]);
    expect(Math.abs(Math.abs(a - b) - 180)).toBeLessThanOrEqual(0.5);
    expect(facingToward([1, 1], [1, 1])).toBe(0);
  });

  it("names the view the camera gets, as artists do", () => {
    const camera = [0, 4] as const;
    expect(facingView([0, 0], 0, camera)).toBe("front");
    expect(facingView([0, 0], 40, camera)).toBe("threeQuarterRight");
    expect(facingView([0, 0], 90, camera)).toBe("profileRight");
    expect(facingView([0, 0], -90, camera)).toBe("profileLeft");
    expect(facingView([0, 0], -135, camera)).toBe("backThreeQuarterLeft");
    expect(facingView([0, 0], 180, camera)).toBe("back");
    expect(facingView([0, 0], -180, camera)).toBe("back");
    // Relative to where the camera stands: from the doll's right side, facing 90 is the front.
    expect(facingView([0, 0], 90, [5, 0])).toBe("front");
  });

  it("a new doll faces the camera", () => {
    const one = scene([doll()]);
    one.camera = { position: [3, 1.5, 3], target: [0, 0.9, 0], focal: 50 };
    const added = addedDoll(one, undefined);
    if (!added) throw new Error("no doll");
    expect(added.facing).toBe(facingToward(added.position, [3, 3]));
    expect(facingView(added.position, added.facing, [3, 3])).toBe("front");
  });
});
