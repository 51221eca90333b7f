import { Euler, type Object3D, Quaternion, Vector3 } from "three";
import {
  clampRotation,
  type JointName,
  jointOf,
  type Rotation,
} from "../../../../contract/pose.ts";
import { nearestEuler } from "./camera-math.ts";
import { type IkLink, solveCcd } from "./ik.ts";

// The pins' solver (pins.ts): exact enough for a pin's millimetre, where a drag's CCD is not.

const DEG = Math.PI / 180;
const toEffector = new Vector3();
const toTarget = new Vector3();
const parentWorld = new Quaternion();
const local = new Quaternion();
const euler = new Euler(0, 0, 0, "XYZ");
const rootPos = new Vector3();
const endPos = new Vector3();
const swing = new Quaternion();

/**
 * A two-bone limb (upper arm or thigh, then forearm or shin, then the hand or foot) brought
 * exactly to `target` where the limits allow: the hinge (the middle joint's x, found by bisection
 * on the root-to-end distance, which it changes monotonically) sets the limb's length, then the
 * smallest turn of the root points it at the target, keeping the knee's or elbow's direction as
 * near as it was. CCD alone crawls on a limb near full stretch (a standing leg), and a pin needs
 * the millimetre. A few CCD steps then take up what the root's limits left. Returns the
 * remaining distance.
 */
export const solveLimb = (
  chain: readonly [IkLink, IkLink],
  effector: Object3D,
  target: Vector3,
  current: (name: JointName) => Rotation,
  apply: (name: JointName, rotation: Rotation) => void,
  step = 0.01,
): number => {
  const [mid, root] = chain;
  const round = (angle: number) => Math.round(angle / step) * step || 0;
  const setAngles = (link: IkLink, angles: Rotation) => {
    const clamped = clampRotation(link.name, angles).map(round) as unknown as Rotation;
    link.node.rotation.set(clamped[0] * DEG, clamped[1] * DEG, clamped[2] * DEG, "XYZ");
    link.node.updateWorldMatrix(false, true);
    return clamped;
  };
  root.node.parent?.updateWorldMatrix(true, false);
  root.node.updateWorldMatrix(false, true);
  root.node.getWorldPosition(rootPos);
  const wanted = rootPos.distanceTo(target);

  // The hinge: from straight (0) towards the limit furthest from it, the limb only shortens.
  const [y, z] = [current(mid.name)[1], current(mid.name)[2]];
  const [lo, hi] = jointOf(mid.name).limits[0];
  const far = Math.abs(lo) > Math.abs(hi) ? lo : hi;
  const reach = (x: number) => {
    setAngles(mid, [x, y, z]);
    return effector.getWorldPosition(endPos).distanceTo(rootPos);
  };
  let x: number;
  if (wanted >= reach(0)) x = 0;
  else if (wanted <= reach(far)) x = far;
  else {
    let straight = 0;
    let bent = far;
    for (let i = 0; i < 32; i++) {
      const middle = (straight + bent) / 2;
      if (reach(middle) > wanted) straight = middle;
      else bent = middle;
    }
    x = (straight + bent) / 2;
  }
  apply(mid.name, setAngles(mid, [x, y, z]));

  // The root: the smallest turn taking the end's direction onto the target's.
  effector.getWorldPosition(endPos);
  toEffector.subVectors(endPos, rootPos);
  toTarget.subVectors(target, rootPos);
  if (toEffector.lengthSq() > 1e-12 && toTarget.lengthSq() > 1e-12) {
    swing.setFromUnitVectors(toEffector.normalize(), toTarget.normalize());
    root.node.parent?.getWorldQuaternion(parentWorld) ?? parentWorld.identity();
    local
      .copy(parentWorld)
      .invert()
      .multiply(swing)
      .multiply(parentWorld)
      .multiply(root.node.quaternion);
    euler.setFromQuaternion(local, "XYZ");
    const angles = nearestEuler([euler.x / DEG, euler.y / DEG, euler.z / DEG], current(root.name));
    apply(root.name, setAngles(root, angles));
  }
  const left = effector.getWorldPosition(endPos).distanceTo(target);
  return left <= 0.0002
    ? left
    : solveCcd(chain, effector, target, current, apply, 40, 0.0002, step);
};
