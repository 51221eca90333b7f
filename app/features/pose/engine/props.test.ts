import { Box3, Mesh, MeshBasicMaterial, type Object3D, Vector3 } from "three";
import { describe, expect, it } from "vitest";
import {
  BODY_DEFAULTS,
  type Doll,
  HOLDABLE_PROPS,
  type JointName,
  PROP_GROUPS,
  PROP_KINDS,
  type Prop,
  type Rotation,
  SEAT_POINTS,
} from "../../../../contract/pose.ts";
import { ikChainOf, solveCcd } from "./ik.ts";
import { buildProp, keepUpright, placeInHand } from "./props.ts";
import { buildRig, poseRig } from "./rig.ts";
import { withRotation } from "./scene-state.ts";
import { holdSeats, seatPoint } from "./seats.ts";

const body = new MeshBasicMaterial();
const joint = new MeshBasicMaterial();
const paint = (role: "body" | "joint") => (role === "body" ? body : joint);

const standing = (): Doll => ({
  body: BODY_DEFAULTS.adultMale,
  pose: { rotations: { upperArmR: [-30, 0, -10], lowerArmR: [-40, 0, 0] }, hips: [0, 0, 0] },
  position: [0, 0],
  facing: 0,
});

describe("the props library", () => {
  it("has at least 14 props in 3 groups, each built of the doll's own materials", () => {
    expect(PROP_KINDS.length).toBeGreaterThanOrEqual(14);
    expect(Object.keys(PROP_GROUPS)).toHaveLength(3);
    for (const kind of PROP_KINDS) {
      const node = buildProp(kind, paint);
      const meshes: Mesh[] = [];
      node.root.traverse((object) => {
        if (object instanceof Mesh) meshes.push(object);
      });
      expect(meshes.length, kind).toBeGreaterThan(0);
      // Every part takes the style's body or joint material, so it is drawn in every style.
      for (const mesh of meshes) expect([body, joint], kind).toContain(mesh.material);
      const box = new Box3().setFromObject(node.root);
      // Floor props stand on the floor; held ones are built round their grip at the origin.
      if (!HOLDABLE_PROPS.includes(kind)) expect(box.min.y, kind).toBeCloseTo(0, 2);
      else
        expect(
          box.containsPoint(new Vector3(0, 0, 0)) || box.distanceToPoint(new Vector3()) < 0.05,
          kind,
        ).toBe(true);
      node.dispose();
      expect(node.root.parent).toBeNull();
    }
  });

  it("a held prop follows its hand after an IK drag, keeping its grip", () => {
    const doll = standing();
    const rig = buildRig(doll.body, paint);
    poseRig(rig, doll);
    const hand = rig.joints.get("handR") as Object3D;
    const sword = buildProp("sword", paint);
    hand.add(sword.root);
    placeInHand(sword.root, "sword", "handR");
    rig.root.updateMatrixWorld(true);
    const inHand = () => hand.worldToLocal(sword.root.getWorldPosition(new Vector3()));
    const gripBefore = inHand();
    const before = sword.root.getWorldPosition(new Vector3());

    const ik = ikChainOf("handR");
    if (!ik) throw new Error("no chain");
    const chain = ik.chain.map((name) => ({ name, node: rig.joints.get(name) as Object3D }));
    const target = hand.getWorldPosition(new Vector3()).add(new Vector3(0.1, 0.25, 0.15));
    let pose = doll.pose;
    solveCcd(
      chain,
      hand,
      target,
      (name) => pose.rotations[name] ?? [0, 0, 0],
      (name: JointName, rotation: Rotation) => {
        pose = withRotation(pose, name, rotation);
      },
      30,
    );
    rig.root.updateMatrixWorld(true);
    const after = sword.root.getWorldPosition(new Vector3());
    expect(after.distanceTo(before)).toBeGreaterThan(0.1);
    expect(hand.getWorldPosition(new Vector3()).distanceTo(target)).toBeLessThan(0.01);
    // Still in the fist as it was: the same place in the hand's own frame.
    expect(inHand().distanceTo(gripBefore)).toBeLessThan(1e-9);
  });

  it("an umbrella keeps its shaft upright in a hanging hand and in a raised one", () => {
    for (const upperArmR of [
      [0, 0, 0],
      [-150, 0, 0],
      [-60, 30, -40],
    ] as const) {
      const doll = { ...standing(), facing: 30 };
      doll.pose = withRotation(doll.pose, "upperArmR", upperArmR);
      const rig = buildRig(doll.body, paint);
      poseRig(rig, doll);
      const hand = rig.joints.get("handR") as Object3D;
      const umbrella = buildProp("umbrella", paint);
      hand.add(umbrella.root);
      placeInHand(umbrella.root, "umbrella", "handR");
      keepUpright(umbrella.root, "umbrella", doll.facing);
      // The shaft (the prop's +y) points at the sky, the canopy above the hand.
      const shaft = new Vector3(0, 1, 0).transformDirection(umbrella.root.matrixWorld);
      expect(shaft.y, String(upperArmR)).toBeGreaterThan(0.9999);
      // Still held: its grip where the fist closes.
      const grip = hand.worldToLocal(umbrella.root.getWorldPosition(new Vector3()));
      expect(grip.length()).toBeLessThan(0.12);
    }
    // A sword follows the hand: no upright rule for it.
    const sword = buildProp("sword", paint);
    const before = sword.root.quaternion.clone();
    keepUpright(sword.root, "sword", 0);
    expect(sword.root.quaternion.equals(before)).toBe(true);
  });
});

describe("seats", () => {
  const chair: Prop = { kind: "chair", position: [1, -0.5], facing: 90, scale: 1 };

  it("a seated doll sits on the seat, facing as the chair faces, and follows it", () => {
    const doll: Doll = { ...standing(), seat: 0 };
    const dolls = [doll];
    const rig = buildRig(doll.body, paint);
    poseRig(rig, doll);
    holdSeats(dolls, [chair], [rig]);
    const seat = seatPoint(chair) as [number, number, number];
    const thigh = rig.joints.get("thighL")?.getWorldPosition(new Vector3()) as Vector3;
    const pelvis = rig.joints.get("pelvis")?.getWorldPosition(new Vector3()) as Vector3;
    expect(dolls[0]?.facing).toBe(90);
    expect(pelvis.x).toBeCloseTo(seat[0], 2);
    expect(pelvis.z).toBeCloseTo(seat[2], 2);
    // The thighs rest a thigh's thickness above the seat.
    expect(thigh.y - seat[1]).toBeCloseTo(0.075, 2);

    const moved: Prop = { ...chair, position: [-0.5, 0.4], facing: -30, scale: 1.2 };
    holdSeats(dolls, [moved], [rig]);
    const again = seatPoint(moved) as [number, number, number];
    expect(dolls[0]?.position).toEqual([
      Math.round(again[0] * 1000) / 1000,
      Math.round(again[2] * 1000) / 1000,
    ]);
    expect(dolls[0]?.facing).toBe(-30);
    const higher = rig.joints.get("thighL")?.getWorldPosition(new Vector3()) as Vector3;
    expect(higher.y - again[1]).toBeCloseTo(0.075, 2);
    expect(again[1]).toBeCloseTo((SEAT_POINTS.chair?.[1] ?? 0) * 1.2, 6);
  });

  it("leaves a doll that sits on nothing as it stands", () => {
    const doll = standing();
    const dolls = [doll];
    const rig = buildRig(doll.body, paint);
    holdSeats(dolls, [chair], [rig]);
    expect(dolls[0]).toEqual(standing());
  });
});
