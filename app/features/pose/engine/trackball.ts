import { Euler, type Object3D, Quaternion, Vector3 } from "three";
import { clampRotation, type JointName, type Rotation } from "../../../../contract/pose.ts";
import { nearestEuler, roundAngle } from "./camera-math.ts";

// Dragging a body part turns it about its joint like a trackball under the finger: the part's
// near side follows the pointer. With Shift the turn is about the view axis only (a twist, the
// angle the pointer sweeps round the joint on screen). Each move is measured from where the drag
// began, so a drag never drifts and nothing jumps when it starts.

const DEG = Math.PI / 180;
/** Degrees of turn per CSS pixel of drag: half a turn across a phone's width. */
export const DEGREES_PER_PIXEL = 0.5;

/** The camera's axes in world space: right, up, and towards the viewer. */
export interface ViewAxes {
  right: Vector3;
  up: Vector3;
  back: Vector3;
}

/**
 * The world rotation of a drag of (dx, dy) CSS pixels (y downwards, as on screen): about the
 * axis in the screen plane perpendicular to the drag, or, twisting, about the view axis by the
 * angle swept round `pivot` from `from` to `to`.
 */
export function dragRotation(
  view: ViewAxes,
  drag:
    | { twist: false; dx: number; dy: number }
    | {
        twist: true;
        pivot: { x: number; y: number };
        from: { x: number; y: number };
        to: { x: number; y: number };
      },
  out = new Quaternion(),
): Quaternion {
  if (drag.twist) {
    // Screen y points down: flip it so an anticlockwise sweep on screen is a positive angle
    // about the axis pointing at the viewer.
    const a0 = Math.atan2(-(drag.from.y - drag.pivot.y), drag.from.x - drag.pivot.x);
    const a1 = Math.atan2(-(drag.to.y - drag.pivot.y), drag.to.x - drag.pivot.x);
    return out.setFromAxisAngle(view.back, a1 - a0);
  }
  const length = Math.hypot(drag.dx, drag.dy);
  if (length < 1e-9) return out.identity();
  // Right: about up (the near side moves right); down: about right (the near side moves down).
  const axis = new Vector3()
    .addScaledVector(view.up, drag.dx / length)
    .addScaledVector(view.right, drag.dy / length)
    .normalize();
  return out.setFromAxisAngle(axis, length * DEGREES_PER_PIXEL * DEG);
}

const parentWorld = new Quaternion();
const local = new Quaternion();
const euler = new Euler(0, 0, 0, "XYZ");

/**
 * The joint's rotation after turning it by the world rotation `turn` from `startLocal` (its
 * local orientation when the drag began), as the pose format keeps it: Euler XYZ degrees, the
 * twin nearer `previous`, clamped to the joint's limits, rounded to 0.1°.
 */
export function turnedRotation(
  joint: JointName,
  node: Object3D,
  startLocal: Quaternion,
  turn: Quaternion,
  previous: Rotation,
): Rotation {
  if (node.parent) node.parent.getWorldQuaternion(parentWorld);
  else parentWorld.identity();
  // local' = parent⁻¹ · turn · parent · local: the turn happens in world space, about the joint.
  local.copy(parentWorld).invert().multiply(turn).multiply(parentWorld).multiply(startLocal);
  euler.setFromQuaternion(local, "XYZ");
  const angles = nearestEuler([euler.x / DEG, euler.y / DEG, euler.z / DEG], previous);
  return clampRotation(joint, angles).map(roundAngle) as unknown as Rotation;
}
