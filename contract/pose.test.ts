import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  clampPose,
  clampRotation,
  HAND_PARTS,
  JOINT_NAMES,
  JOINTS,
  jointOf,
  mirrorPose,
  type Pose,
} from "./pose.ts";
import { anyRotation, poseArb } from "./pose-arbitraries.ts";

const jointName = fc.constantFrom(...JOINT_NAMES);

describe("the joints", () => {
  it("has 39 joints, parents before children, mirror partners paired", () => {
    expect(JOINTS).toHaveLength(39);
    const seen = new Set<string>();
    for (const joint of JOINTS) {
      if (joint.parent) expect(seen.has(joint.parent)).toBe(true);
      seen.add(joint.name);
      expect(jointOf(joint.mirror).mirror).toBe(joint.name);
    }
    expect(jointOf("thighL").parent).toBe("pelvis");
    expect(jointOf("index2R").parent).toBe("index1R");
    expect(HAND_PARTS).toHaveLength(11);
  });

  it("gives the right side the left side's limits mirrored: [x, -y, -z]", () => {
    for (const joint of JOINTS.filter((j) => j.name.endsWith("L"))) {
      const [x, y, z] = joint.limits;
      const [rx, ry, rz] = jointOf(joint.mirror).limits;
      expect(rx).toEqual(x);
      expect(ry).toEqual([-y[1] + 0, -y[0] + 0]);
      expect(rz).toEqual([-z[1] + 0, -z[0] + 0]);
    }
  });
});

describe("clampRotation", () => {
  it("keeps every angle within the joint's limits and is idempotent", () => {
    fc.assert(
      fc.property(jointName, anyRotation, (name, rotation) => {
        const clamped = clampRotation(name, rotation);
        jointOf(name).limits.forEach(([min, max], axis) => {
          expect(clamped[axis]).toBeGreaterThanOrEqual(min);
          expect(clamped[axis]).toBeLessThanOrEqual(max);
        });
        expect(clampRotation(name, clamped)).toEqual(clamped);
      }),
    );
  });

  it("leaves a rotation inside the limits as it is", () => {
    expect(clampRotation("lowerArmL", [-90, 30, 0])).toEqual([-90, 30, 0]);
    expect(clampRotation("upperArmR", [-45, 10, -80])).toEqual([-45, 10, -80]);
  });

  it("never lets an elbow or a knee bend backwards", () => {
    fc.assert(
      fc.property(fc.constantFrom("L", "R"), anyRotation, (side, rotation) => {
        expect(clampRotation(`lowerArm${side}`, rotation)[0]).toBeLessThanOrEqual(0);
        expect(clampRotation(`shin${side}`, rotation)[0]).toBeGreaterThanOrEqual(0);
      }),
    );
    expect(clampRotation("lowerArmL", [45, 0, 0])).toEqual([0, 0, 0]);
    expect(clampRotation("shinR", [-30, 0, 0])).toEqual([0, 0, 0]);
  });

  it("reads a NaN angle (an emptied field) as rest", () => {
    expect(clampRotation("head", [Number.NaN, 10, Number.NaN])).toEqual([0, 10, 0]);
  });
});

describe("clampPose", () => {
  it("keeps every rotation inside its limits, drops rest joints and unknown names", () => {
    const pose = {
      rotations: { lowerArmL: [50, 0, 0], shinL: [200, 0, 0], elbow: [1, 2, 3] },
      hips: [0, -0.5, 0],
    } as unknown as Pose;
    expect(clampPose(pose)).toEqual({ rotations: { shinL: [150, 0, 0] }, hips: [0, -0.5, 0] });
  });

  it("is idempotent", () => {
    fc.assert(
      fc.property(poseArb, (pose) => {
        expect(clampPose(clampPose(pose))).toEqual(clampPose(pose));
      }),
    );
  });
});

describe("mirrorPose", () => {
  it("twice is the identity", () => {
    fc.assert(
      fc.property(poseArb, (pose) => {
        expect(mirrorPose(mirrorPose(pose))).toEqual(pose);
      }),
    );
  });

  it("swaps sides, negates y and z, and keeps a clamped pose within limits", () => {
    const pose: Pose = {
      rotations: { upperArmL: [-30, 20, 80], head: [10, 15, -5] },
      hips: [0.1, 0, 0],
    };
    expect(mirrorPose(pose)).toEqual({
      rotations: { upperArmR: [-30, -20, -80], head: [10, -15, 5] },
      hips: [-0.1, 0, 0],
    });
    fc.assert(
      fc.property(poseArb, (pose) => {
        const mirrored = mirrorPose(clampPose(pose));
        expect(clampPose(mirrored)).toEqual(mirrored);
      }),
    );
  });
});
