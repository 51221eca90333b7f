import { Euler, type Object3D, Quaternion, Vector3 } from "three";
import { clampRotation, type JointName, type Rotation } from "../../../../contract/pose.ts";
import { nearestEuler, roundAngle } from "./camera-math.ts";

// A small cyclic-coordinate-descent solver over the doll's own joint nodes. three's CCDIKSolver
// wants a SkinnedMesh skeleton; the doll is plain nested Object3Ds, and the contract's limits are
// Euler ranges per axis, which this solver applies after every step (so an elbow or knee never
// bends backwards however the target is dragged).

export interface IkLink {
  name: JointName;
  node: Object3D;
}

const DEG = Math.PI / 180;
const jointPos = new Vector3();
const effectorPos = new Vector3();
const toEffector = new Vector3();
const toTarget = new Vector3();
const delta = new Quaternion();
const parentWorld = new Quaternion();
const local = new Quaternion();
const euler = new Euler(0, 0, 0, "XYZ");

/**
 * The world-space rotation that turns the joint→effector direction onto the joint→target
 * direction, at most `maxAngle` radians (small steps keep CCD from whipping the first link).
 * Null when either direction is degenerate.
 */
export const ccdRotation = (
  joint: Vector3,
  effector: Vector3,
  target: Vector3,
  maxAngle = Math.PI,
  out = new Quaternion(),
): Quaternion | null => {
  toEffector.subVectors(effector, joint);
  toTarget.subVectors(target, joint);
  if (toEffector.lengthSq() < 1e-12 || toTarget.lengthSq() < 1e-12) return null;
  out.setFromUnitVectors(toEffector.normalize(), toTarget.normalize());
  const angle = 2 * Math.acos(Math.min(1, Math.abs(out.w)));
  if (angle > maxAngle) out.slerp(new Quaternion(), 1 - maxAngle / angle);
  return out;
};

/**
 * Moves `effector` towards `target` (world space) by turning the chain's joints, nearest the
 * effector first. `current` gives each joint's angles as stored (the solver keeps them on the
 * same Euler branch); `apply` receives every clamped result. Returns the remaining distance.
 * Angles are rounded to `step` degrees: a drag's 0.1° reads well in the fields, while a pin
 * holding a foot to the millimetre needs 0.01° (0.1° at the hip moves a foot 1.5 mm).
 */
export const solveCcd = (
  chain: readonly IkLink[],
  effector: Object3D,
  target: Vector3,
  current: (name: JointName) => Rotation,
  apply: (name: JointName, rotation: Rotation) => void,
  iterations = 12,
  tolerance = 0.002,
  step = 0.1,
): number => {
  const top = chain[chain.length - 1]?.node;
  top?.updateWorldMatrix(true, true);
  let distance = effector.getWorldPosition(effectorPos).distanceTo(target);
  for (let i = 0; i < iterations && distance > tolerance; i++) {
    for (const link of chain) {
      link.node.getWorldPosition(jointPos);
      effector.getWorldPosition(effectorPos);
      if (!ccdRotation(jointPos, effectorPos, target, 0.6, delta)) continue;
      // local' = parentWorld⁻¹ · delta · parentWorld · local
      link.node.parent?.getWorldQuaternion(parentWorld) ?? parentWorld.identity();
      local
        .copy(parentWorld)
        .invert()
        .multiply(delta)
        .multiply(parentWorld)
        .multiply(link.node.quaternion);
      euler.setFromQuaternion(local, "XYZ");
      const angles = nearestEuler(
        [euler.x / DEG, euler.y / DEG, euler.z / DEG],
        current(link.name),
      );
      const clamped = clampRotation(link.name, angles).map((angle) =>
        step === 0.1 ? roundAngle(angle) : Math.round(angle / step) * step || 0,
      ) as unknown as Rotation;
      link.node.rotation.set(clamped[0] * DEG, clamped[1] * DEG, clamped[2] * DEG, "XYZ");
      link.node.updateWorldMatrix(false, true);
      apply(link.name, clamped);
    }
    distance = effector.getWorldPosition(effectorPos).distanceTo(target);
  }
  return distance;
};

/** The joints an IK drag moves: from the grabbed hand or foot up to the shoulder or hip. */
export const ikChainOf = (joint: JointName): { effector: JointName; chain: JointName[] } | null => {
  const side = joint.endsWith("L") ? "L" : joint.endsWith("R") ? "R" : null;
  if (!side) return null;
  const part = joint.slice(0, -1);
  if (/^(hand|thumb|index|middle|ring|pinky|lowerArm)/.test(part)) {
    return { effector: `hand${side}`, chain: [`lowerArm${side}`, `upperArm${side}`] };
  }
  if (/^(foot|shin)/.test(part)) {
    return { effector: `foot${side}`, chain: [`shin${side}`, `thigh${side}`] };
  }
  return null;
};
