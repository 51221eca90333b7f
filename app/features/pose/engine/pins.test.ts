import { MeshBasicMaterial, Vector3 } from "three";
import { describe, expect, it } from "vitest";
import body from "../../../../content/poses/body.json";
import {
  BODY_DEFAULTS,
  clampRotation,
  type Doll,
  type JointName,
  jointOf,
  type PinJoint,
  type Rotation,
} from "../../../../contract/pose.ts";
import { endPoint, holdPins, STRAIN_METRES } from "./pins.ts";
import { buildRig, poseRig, type Rig } from "./rig.ts";
import { withPin } from "./scene-edits.ts";
import { withRotation } from "./scene-state.ts";

const material = new MeshBasicMaterial();

/** Dolls on their rigs, and the store holdPins writes the solved rotations through. */
const stage = (dolls: Doll[]) => {
  const rigs: Rig[] = dolls.map((doll) => {
    const rig = buildRig(doll.body, () => material);
    poseRig(rig, doll);
    return rig;
  });
  const store = (doll: number, joint: JointName, rotation: Rotation) => {
    const target = dolls[doll];
    if (target) target.pose = withRotation(target.pose, joint, rotation);
  };
  const hold = () => {
    dolls.forEach((doll, index) => {
      poseRig(rigs[index] as Rig, doll);
    });
    return holdPins(dolls, rigs, store);
  };
  const at = (doll: number, joint: PinJoint) => (endPoint(rigs[doll], joint) as Vector3).clone();
  const pinHere = (doll: number, joint: PinJoint) => {
    const p = at(doll, joint);
    dolls[doll] = withPin(dolls[doll] as Doll, joint, { at: [p.x, p.y, p.z] });
  };
  return { dolls, rigs, hold, at, pinHere };
};

const standing = (position: [number, number] = [0, 0], facing = 0): Doll => ({
  body: BODY_DEFAULTS.adultFemale,
  pose: { rotations: {}, hips: [0, 0, 0] },
  position,
  facing,
});

const withinLimits = (doll: Doll) =>
  Object.entries(doll.pose.rotations).every(([name, rotation]) =>
    jointOf(name as JointName).limits.every(
      ([min, max], axis) =>
        (rotation?.[axis] ?? 0) >= min - 1e-9 && (rotation?.[axis] ?? 0) <= max + 1e-9,
    ),
  );

describe("holdPins", () => {
  it("keeps both pinned feet within 1 mm while the pelvis turns 45°, inside joint limits", () => {
    // Knees a little bent, as anyone stands to turn their hips (straight legs are at full
    // stretch: the hips' turn carries each hip joint sideways, a few millimetres out of reach).
    const doll = standing();
    doll.pose = {
      rotations: {
        thighL: [-12, 0, 0],
        shinL: [24, 0, 0],
        footL: [-12, 0, 0],
        thighR: [-12, 0, 0],
        shinR: [24, 0, 0],
        footR: [-12, 0, 0],
      },
      hips: [0, -0.04, 0],
    };
    const s = stage([doll]);
    s.hold();
    s.pinHere(0, "footL");
    s.pinHere(0, "footR");
    const before = { L: s.at(0, "footL"), R: s.at(0, "footR") };
    for (const turn of [15, 30, 45, -45]) {
      const target = s.dolls[0] as Doll;
      target.pose = withRotation(target.pose, "pelvis", [0, turn, 0]);
      const strained = s.hold();
      expect(strained).toEqual([]);
      expect(s.at(0, "footL").distanceTo(before.L)).toBeLessThan(0.001);
      expect(s.at(0, "footR").distanceTo(before.R)).toBeLessThan(0.001);
      expect(withinLimits(s.dolls[0] as Doll)).toBe(true);
    }
  });

  it("keeps a pinned hand on its spot while the chest bends and the doll walks", () => {
    const doll = standing();
    doll.pose = {
      rotations: { upperArmL: [-60, 0, 20], lowerArmL: [-60, 0, 0] },
      hips: [0, 0, 0],
    };
    const s = stage([doll]);
    s.hold();
    s.pinHere(0, "handL");
    const pin = s.at(0, "handL");
    const target = s.dolls[0] as Doll;
    target.pose = withRotation(target.pose, "chest", [20, 15, 5]);
    target.position = [0.05, 0.03];
    expect(s.hold()).toEqual([]);
    expect(s.at(0, "handL").distanceTo(pin)).toBeLessThan(0.001);
  });

  it("keeps both hands on the knees of the knee hug while the chest turns 20°: the collarbones help", () => {
    const hug = (body as unknown as { presets: { id: string; pose: Doll["pose"] }[] }).presets.find(
      (preset) => preset.id === "sit-hug-knees",
    );
    const doll = standing();
    doll.pose = hug?.pose ?? doll.pose;
    const s = stage([doll]);
    s.hold();
    s.pinHere(0, "handL");
    s.pinHere(0, "handR");
    const pins = [s.at(0, "handL"), s.at(0, "handR")];
    const target = s.dolls[0] as Doll;
    target.pose = withRotation(target.pose, "chest", [0, 20, 0]);
    expect(s.hold()).toEqual([]);
    expect(s.at(0, "handL").distanceTo(pins[0] as Vector3)).toBeLessThan(0.001);
    expect(s.at(0, "handR").distanceTo(pins[1] as Vector3)).toBeLessThan(0.001);
    // Within the limits, the collarbone's too.
    const shoulder = (s.dolls[0] as Doll).pose.rotations.shoulderL ?? [0, 0, 0];
    expect(clampRotation("shoulderL", shoulder)).toEqual(shoulder);
  });

  it("a high five holds while either doll turns: the held hand follows the other's", () => {
    // Face to face, a raised hand each, close enough to meet.
    const a = standing([-0.3, 0], 90);
    const b = standing([0.3, 0], -90);
    a.pose = { rotations: { upperArmR: [-130, 0, 0], lowerArmR: [-20, 0, 0] }, hips: [0, 0, 0] };
    b.pose = { rotations: { upperArmL: [-130, 0, 0], lowerArmL: [-20, 0, 0] }, hips: [0, 0, 0] };
    const s = stage([a, b]);
    s.hold();
    // A's right hand holds B's left hand: it reaches for it at once.
    s.dolls[0] = withPin(s.dolls[0] as Doll, "handR", { doll: 1, joint: "handL" });
    expect(s.hold()).toEqual([]);
    expect(s.at(0, "handR").distanceTo(s.at(1, "handL"))).toBeLessThan(0.001);
    for (const [doll, facing] of [
      [0, 75],
      [1, -105],
      [0, 100],
    ] as const) {
      (s.dolls[doll] as Doll).facing = facing;
      expect(s.hold()).toEqual([]);
      expect(s.at(0, "handR").distanceTo(s.at(1, "handL"))).toBeLessThan(0.001);
    }
  });

  it("says which pin cannot be reached, and reaches as far as the limb allows", () => {
    const s = stage([standing()]);
    s.hold();
    // Two metres above the floor in front: no arm gets there from a standing doll.
    s.dolls[0] = withPin(s.dolls[0] as Doll, "handL", { at: [0.2, 2.6, 0.3] });
    expect(s.hold()).toEqual([{ doll: 0, joint: "handL" }]);
    const reached = s.at(0, "handL").distanceTo(new Vector3(0.2, 2.6, 0.3));
    expect(reached).toBeGreaterThan(STRAIN_METRES);
    expect(withinLimits(s.dolls[0] as Doll)).toBe(true);
  });

  it("leaves a doll without pins as it was", () => {
    const doll = standing();
    doll.pose = { rotations: { upperArmL: [-40, 10, 20] }, hips: [0, 0, 0] };
    const s = stage([doll]);
    const before = structuredClone(s.dolls[0]?.pose);
    expect(s.hold()).toEqual([]);
    expect(s.dolls[0]?.pose).toEqual(before);
  });
});
