import { JOINTS, type JointName, type Pose, type Rotation, type Vec3 } from "../contract/pose.ts";

// A rough adult skeleton (1.65 m, the rest pose of contract/pose.ts) and forward kinematics over
// it, composing rotations as three.js does: enough to draw presets as stick figures
// (pose-preview.ts) and to check that they stand, sit or lie on the floor (pose-skeleton.test.ts)
// without the 3D doll. The doll's own proportions differ by body type; hips are in pelvis
// heights, so a grounded pose stays near the floor on it too.

export type M3 = number[]; // row-major 3×3

/** Rest pelvis joint height (metres); Pose.hips is in these units. */
export const PELVIS_HEIGHT = 0.92;
/** Rest offsets from the parent joint, left side (the right side mirrors x). */
const OFFSET: Record<string, Vec3> = {
  pelvis: [0, PELVIS_HEIGHT, 0],
  waist: [0, 0.1, 0],
  chest: [0, 0.16, 0],
  neck: [0, 0.18, 0],
  head: [0, 0.08, 0],
  shoulder: [0.03, 0.15, 0],
  upperArm: [0.15, 0, 0],
  lowerArm: [0, -0.28, 0],
  hand: [0, -0.25, 0],
  thumb1: [-0.01, -0.025, 0.03],
  thumb2: [0, -0.04, 0.015],
  index1: [0, -0.1, 0.03],
  index2: [0, -0.045, 0],
  middle1: [0, -0.105, 0.01],
  middle2: [0, -0.05, 0],
  ring1: [0, -0.1, -0.01],
  ring2: [0, -0.045, 0],
  pinky1: [0, -0.09, -0.03],
  pinky2: [0, -0.035, 0],
  thigh: [0.09, -0.06, 0],
  shin: [0, -0.41, 0],
  foot: [0, -0.4, 0],
};
/** Where leaf bones end, in their own frame. */
export const TIP: Record<string, Vec3> = {
  head: [0, 0.22, 0],
  thumb2: [0, -0.03, 0],
  index2: [0, -0.045, 0],
  middle2: [0, -0.05, 0],
  ring2: [0, -0.045, 0],
  pinky2: [0, -0.035, 0],
  foot: [0, -0.05, 0.15],
};

const rad = Math.PI / 180;
const mul = (a: M3, b: M3): M3 =>
  [0, 1, 2].flatMap((r) =>
    [0, 1, 2].map((c) =>
      [0, 1, 2].reduce((s, k) => s + (a[r * 3 + k] ?? 0) * (b[k * 3 + c] ?? 0), 0),
    ),
  );
export const apply = (m: M3, [x, y, z]: Vec3): Vec3 =>
  [0, 1, 2].map(
    (r) => (m[r * 3] ?? 0) * x + (m[r * 3 + 1] ?? 0) * y + (m[r * 3 + 2] ?? 0) * z,
  ) as unknown as Vec3;
export const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
/** Euler XYZ as three.js composes it: Rx · Ry · Rz. */
const euler = ([x, y, z]: Rotation): M3 => {
  const [cx, sx, cy, sy, cz, sz] = [x, x, y, y, z, z].map((a, i) =>
    i % 2 ? Math.sin(a * rad) : Math.cos(a * rad),
  ) as [number, number, number, number, number, number];
  const rx = [1, 0, 0, 0, cx, -sx, 0, sx, cx];
  const ry = [cy, 0, sy, 0, 1, 0, -sy, 0, cy];
  const rz = [cz, -sz, 0, sz, cz, 0, 0, 0, 1];
  return mul(mul(rx, ry), rz);
};

export interface Placed {
  name: JointName;
  at: Vec3;
  frame: M3;
}

/** World position and frame of every joint. */
export function forward(pose: Pose): Map<JointName, Placed> {
  const placed = new Map<JointName, Placed>();
  for (const joint of JOINTS) {
    const part = joint.name.replace(/[LR]$/, "");
    const side = joint.name === part ? 0 : joint.name.endsWith("L") ? 1 : -1;
    const base = OFFSET[part] as Vec3;
    const offset: Vec3 = [side < 0 ? -base[0] : base[0], base[1], base[2]];
    const parent = joint.parent ? placed.get(joint.parent) : undefined;
    const origin = parent ? add(parent.at, apply(parent.frame, offset)) : add(offset, [0, 0, 0]);
    const at = parent
      ? origin
      : add(origin, pose.hips.map((h) => h * PELVIS_HEIGHT) as unknown as Vec3);
    const local = euler(pose.rotations[joint.name] ?? [0, 0, 0]);
    placed.set(joint.name, {
      name: joint.name,
      at,
      frame: parent ? mul(parent.frame, local) : local,
    });
  }
  return placed;
}

/**
 * The lowest point of the body's surface, roughly: joints less a 5 cm radius, the pelvis's seat,
 * toes and heels. A pose standing, sitting or lying on the floor comes out near 0.
 */
export function lowestPoint(placed: Map<JointName, Placed>) {
  const ys = [...placed.values()].map(
    (p) => p.at[1] - (/^(foot|thumb|index|middle|ring|pinky)/.test(p.name) ? 0 : 0.05),
  );
  const seat = placed.get("pelvis") as Placed;
  ys.push(add(seat.at, apply(seat.frame, [0, -0.12, 0]))[1]);
  for (const side of ["L", "R"]) {
    const foot = placed.get(`foot${side}` as JointName) as Placed;
    ys.push(add(foot.at, apply(foot.frame, TIP.foot as Vec3))[1]);
    ys.push(add(foot.at, apply(foot.frame, [0, -0.05, -0.05]))[1]);
  }
  return Math.min(...ys);
}
