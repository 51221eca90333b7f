import { Box3, MeshBasicMaterial, Vector3 } from "three";
import { describe, expect, it } from "vitest";
import {
  BODY_DEFAULTS,
  BODY_TYPES,
  type Doll,
  JOINTS,
  jointOf,
  mirrorPose,
  type Pose,
} from "../../../../contract/pose.ts";
import { buildRig, poseRig } from "./rig.ts";

const material = new MeshBasicMaterial();
const pose: Pose = {
  rotations: {
    pelvis: [5, 20, 8],
    chest: [10, -15, 5],
    head: [-10, 25, 10],
    upperArmL: [-70, 20, 40],
    lowerArmL: [-90, 30, 0],
    handL: [10, -5, -40],
    index1L: [0, 0, -80],
    thumb2L: [0, 0, -60],
    thighR: [-80, 10, -20],
    shinR: [100, 0, 0],
    footR: [20, 5, -10],
  },
  hips: [0.05, -0.2, 0.1],
};
const doll = (p: Pose): Doll => ({
  body: BODY_DEFAULTS.adultFemale,
  pose: p,
  position: [0, 0],
  facing: 0,
});
const worldOf = (rig: ReturnType<typeof buildRig>) =>
  new Map([...rig.joints].map(([name, node]) => [name, node.getWorldPosition(new Vector3())]));

describe("buildRig", () => {
  it("gives the head a face cue on the side the doll faces, for every body", () => {
    for (const type of BODY_TYPES) {
      const rig = buildRig(BODY_DEFAULTS[type], () => material);
      rig.root.updateMatrixWorld(true);
      const box = (joint: string) => {
        const found = new Box3();
        for (const mesh of rig.meshes)
          if (mesh.userData.joint === joint) found.expandByObject(mesh);
        return found;
      };
      // The toes point to +z: that is the doll's front.
      const foot = box("footL");
      expect(foot.max.z + foot.min.z).toBeGreaterThan(0);
      const head = box("head");
      const centre = rig.joints.get("head")?.getWorldPosition(new Vector3()) ?? new Vector3();
      // The brow and the nose stand out in front, nowhere else: the head reaches further
      // forward than back, and is as wide either side.
      expect(head.max.z - centre.z).toBeGreaterThan((centre.z - head.min.z) * 1.2);
      expect(head.max.x - centre.x).toBeCloseTo(centre.x - head.min.x, 6);
      expect(rig.meshes.filter((mesh) => mesh.userData.joint === "head")).toHaveLength(3);
      rig.dispose();
    }
  });

  it("nests one node per contract joint exactly as JOINTS says", () => {
    const rig = buildRig(BODY_DEFAULTS.adultMale, () => material);
    expect([...rig.joints.keys()].sort()).toEqual(JOINTS.map((joint) => joint.name).sort());
    for (const joint of JOINTS) {
      const parent = rig.joints.get(joint.name)?.parent;
      expect(parent === rig.root ? null : parent?.name).toBe(joint.parent);
    }
    for (const mesh of rig.meshes) expect(jointOf(mesh.userData.joint)).toBeDefined();
    rig.dispose();
  });

  it("stands on the floor with its head at the body's height, for every type", () => {
    for (const type of BODY_TYPES) {
      const rig = buildRig(BODY_DEFAULTS[type], () => material);
      rig.root.updateMatrixWorld(true);
      let min = Number.POSITIVE_INFINITY;
      let max = Number.NEGATIVE_INFINITY;
      for (const mesh of rig.meshes) {
        mesh.geometry.computeBoundingBox();
        const box = (mesh.geometry.boundingBox as import("three").Box3)
          .clone()
          .applyMatrix4(mesh.matrixWorld);
        min = Math.min(min, box.min.y);
        max = Math.max(max, box.max.y);
      }
      expect(min).toBeCloseTo(0, 2);
      expect(max).toBeCloseTo(BODY_DEFAULTS[type].height / 100, 1);
      rig.dispose();
    }
  });

  it("mirrors a pose across the centre plane: [x, -y, -z] on the other side is the reflection", () => {
    const rig = buildRig(BODY_DEFAULTS.adultFemale, () => material);
    poseRig(rig, doll(pose));
    const original = worldOf(rig);
    poseRig(rig, doll(mirrorPose(pose)));
    const mirrored = worldOf(rig);
    for (const joint of JOINTS) {
      const a = original.get(joint.name) as Vector3;
      const b = mirrored.get(joint.mirror) as Vector3;
      expect(b.x).toBeCloseTo(-a.x, 6);
      expect(b.y).toBeCloseTo(a.y, 6);
      expect(b.z).toBeCloseTo(a.z, 6);
    }
    rig.dispose();
  });

  it("follows the contract's axis conventions", () => {
    const rig = buildRig(BODY_DEFAULTS.adultMale, () => material);
    const at = (rotations: Pose["rotations"], name: "handL" | "footL" | "index2L") => {
      poseRig(rig, doll({ rotations, hips: [0, 0, 0] }));
      return (rig.joints.get(name) as import("three").Object3D).getWorldPosition(new Vector3());
    };
    const rest = at({}, "handL");
    expect(rest.x).toBeGreaterThan(0); // left is +X
    expect(at({ upperArmL: [-60, 0, 0] }, "handL").z).toBeGreaterThan(rest.z + 0.2); // forward
    expect(at({ upperArmL: [0, 0, 60] }, "handL").x).toBeGreaterThan(rest.x + 0.2); // outwards
    expect(at({ lowerArmL: [-90, 0, 0] }, "handL").z).toBeGreaterThan(rest.z + 0.15); // elbow bends forward
    const foot = at({}, "footL");
    expect(at({ shinL: [90, 0, 0] }, "footL").z).toBeLessThan(foot.z - 0.2); // knee bends back
    const tip = at({}, "index2L");
    expect(at({ index1L: [0, 0, -90] }, "index2L").x).toBeLessThan(tip.x - 0.02); // curls to the palm
    rig.dispose();
  });
});
