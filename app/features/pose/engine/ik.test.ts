import { Object3D, Vector3 } from "three";
import { describe, expect, it } from "vitest";
import { type JointName, jointOf, type Rotation } from "../../../../contract/pose.ts";
import { ccdRotation, ikChainOf, solveCcd } from "./ik.ts";

// A left arm hanging from the origin: upper arm 0.3 m, forearm 0.25 m, the hand at the wrist.
const arm = () => {
  const upper = new Object3D();
  const lower = new Object3D();
  const hand = new Object3D();
  lower.position.set(0, -0.3, 0);
  hand.position.set(0, -0.25, 0);
  upper.add(lower);
  lower.add(hand);
  const chain = [
    { name: "lowerArmL" as JointName, node: lower },
    { name: "upperArmL" as JointName, node: upper },
  ];
  const angles = new Map<JointName, Rotation>();
  const solve = (target: Vector3) =>
    solveCcd(
      chain,
      hand,
      target,
      (name) => angles.get(name) ?? [0, 0, 0],
      (name, rotation) => angles.set(name, rotation),
      40,
    );
  return { upper, hand, angles, solve };
};

const within = (name: JointName, rotation: Rotation) =>
  jointOf(name).limits.every(
    ([min, max], axis) => (rotation[axis] ?? 0) >= min && (rotation[axis] ?? 0) <= max,
  );

describe("ccdRotation", () => {
  it("turns the effector direction onto the target direction, limited per step", () => {
    const joint = new Vector3(0, 0, 0);
    const q = ccdRotation(joint, new Vector3(0, -1, 0), new Vector3(1, 0, 0));
    expect(q).not.toBeNull();
    const turned = new Vector3(0, -1, 0).applyQuaternion(q as never);
    expect(turned.distanceTo(new Vector3(1, 0, 0))).toBeLessThan(1e-6);
    const small = ccdRotation(joint, new Vector3(0, -1, 0), new Vector3(1, 0, 0), 0.2);
    const angle = 2 * Math.acos(Math.abs((small as { w: number }).w));
    expect(angle).toBeCloseTo(0.2, 5);
    expect(ccdRotation(joint, joint, new Vector3(1, 0, 0))).toBeNull();
  });
});

describe("solveCcd", () => {
  it("brings a reachable target to the hand and stays within the joint limits", () => {
    const { angles, solve } = arm();
    const target = new Vector3(0.1, -0.25, 0.3); // forward and to the side: needs the elbow
    const left = solve(target);
    expect(left).toBeLessThan(0.01);
    for (const [name, rotation] of angles) expect(within(name, rotation)).toBe(true);
    // The elbow bends the anatomical way (negative x), never backwards.
    expect(angles.get("lowerArmL")?.[0] ?? 0).toBeLessThan(0);
  });

  it("never bends the elbow backwards even for a target behind the back", () => {
    const { angles, solve } = arm();
    solve(new Vector3(0, -0.35, -0.3));
    for (const [name, rotation] of angles) expect(within(name, rotation)).toBe(true);
  });

  it("stretches toward a target out of reach", () => {
    const { hand, solve } = arm();
    const distance = solve(new Vector3(2, 0, 0));
    expect(distance).toBeGreaterThan(1);
    const wrist = hand.getWorldPosition(new Vector3());
    expect(wrist.x).toBeGreaterThan(0.5);
  });
});

describe("ikChainOf", () => {
  it("drags the arm from the hand or a finger and the leg from the foot", () => {
    expect(ikChainOf("index2R")).toEqual({ effector: "handR", chain: ["lowerArmR", "upperArmR"] });
    expect(ikChainOf("footL")).toEqual({ effector: "footL", chain: ["shinL", "thighL"] });
    expect(ikChainOf("head")).toBeNull();
    expect(ikChainOf("chest")).toBeNull();
  });
});
