import {
  type BufferGeometry,
  Group,
  LatheGeometry,
  type Material,
  Mesh,
  Object3D,
  Quaternion,
  SphereGeometry,
  SplineCurve,
  Vector2,
  Vector3,
} from "three";
import { RoundedBoxGeometry } from "three/examples/jsm/geometries/RoundedBoxGeometry.js";
import {
  type Body,
  type Doll,
  JOINTS,
  type JointName,
  type Rotation,
  type Side,
} from "../../../../contract/pose.ts";
import { type Proportions, proportionsOf } from "./proportions.ts";

// The wooden mannequin: one Object3D per contract joint, nested exactly as JOINTS says, each
// carrying its part (a tapered spindle, an egg, a block) and the ball of its joint. Left and
// right use the same local axes (the contract's rule), so the right side is built with x
// negated, never by a mirroring scale (that would turn the faces inside out).

export type Role = "body" | "joint";

export interface PartInfo {
  joint: JointName;
  role: Role;
}

export interface Rig {
  root: Group;
  joints: Map<JointName, Object3D>;
  /**
   * Points of the hand the pose format has no joint for, keyed like joints (`index3L`, the last
   * joint of the left index finger, which follows `index2L`; `indexTipL`, its tip; `thumbTipL`):
   * the pose pack's hand keypoints come from them.
   */
  handPoints: Map<string, Object3D>;
  proportions: Proportions;
  meshes: Mesh[];
  /** Pelvis height at rest, before the pose's hips offset. */
  pelvisRest: number;
  dispose(): void;
}

const DEG = Math.PI / 180;
const DOWN = new Vector3(0, -1, 0);

/** A turned-wood limb along -Y from `start` to `end`, radius r0 tapering to r1, rounded ends. */
const spindle = (start: number, end: number, r0: number, r1: number): BufferGeometry => {
  const points: Vector2[] = [];
  const steps = 14;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const shape = (1 - Math.abs(2 * t - 1) ** 4) ** 0.25;
    points.push(new Vector2((r0 + (r1 - r0) * t) * shape, -(start + (end - start) * t)));
  }
  // Lathe normals face outwards only when the profile climbs.
  return new LatheGeometry(points.reverse(), 18);
};

/**
 * A turned torso block: a smooth profile through (radius, height) pairs from bottom to top,
 * closed at both ends, flattened front to back by `depth`.
 */
const turned = (profile: [number, number][], depth: number): BufferGeometry => {
  const first = profile[0] as [number, number];
  const last = profile[profile.length - 1] as [number, number];
  const curve = new SplineCurve([
    new Vector2(0, first[1]),
    ...profile.map(([r, y]) => new Vector2(r, y)),
    new Vector2(0, last[1]),
  ]);
  const points = curve.getPoints(28).map((point) => new Vector2(Math.max(0, point.x), point.y));
  return new LatheGeometry(points, 28).scale(1, 1, depth);
};

const ellipsoid = (rx: number, ry: number, rz: number, segments = 24) =>
  new SphereGeometry(1, segments, Math.round(segments * 0.75)).scale(rx, ry, rz);

/** Turns a geometry built along -Y so that it points along `direction`. */
const along = (geometry: BufferGeometry, direction: Vector3) =>
  geometry.applyQuaternion(
    new Quaternion().setFromUnitVectors(DOWN, direction.clone().normalize()),
  );

interface FingerSpec {
  part: "index" | "middle" | "ring" | "pinky";
  z: number;
  /** The three phalanges, in hand lengths. */
  lengths: [number, number, number];
}

const FINGERS: FingerSpec[] = [
  { part: "index", z: 0.155, lengths: [0.25, 0.11, 0.09] },
  { part: "middle", z: 0.05, lengths: [0.28, 0.12, 0.1] },
  { part: "ring", z: -0.055, lengths: [0.26, 0.11, 0.09] },
  { part: "pinky", z: -0.155, lengths: [0.2, 0.09, 0.07] },
];

/**
 * How far a finger's last joint bends for its middle one's bend: one tendon moves both in a
 * real finger, so the pose format keeps two angles a finger and the third follows.
 */
export const DIP_COUPLING = 2 / 3;

export const buildRig = (body: Body, materialFor: (role: Role) => Material): Rig => {
  const p = proportionsOf(body);
  const root = new Group();
  const joints = new Map<JointName, Object3D>();
  const meshes: Mesh[] = [];

  const node = (name: JointName, x: number, y: number, z: number) => {
    const object = new Object3D();
    object.name = name;
    object.position.set(x, y, z);
    object.rotation.order = "XYZ";
    const parent = JOINTS.find((joint) => joint.name === name)?.parent;
    (parent ? (joints.get(parent) as Object3D) : root).add(object);
    joints.set(name, object);
    return object;
  };
  const part = (name: JointName, geometry: BufferGeometry, role: Role = "body") => {
    const mesh = new Mesh(geometry, materialFor(role));
    mesh.castShadow = true;
    mesh.userData = { joint: name, role } satisfies PartInfo;
    (joints.get(name) as Object3D).add(mesh);
    meshes.push(mesh);
    return mesh;
  };
  const ball = (name: JointName, radius: number) =>
    part(name, new SphereGeometry(radius, 18, 12), "joint");
  const handPoints = new Map<string, Object3D>();
  /** A hand point the pose has no angle for, fixed in its parent. */
  const point = (parent: Object3D, name: string, [x, y, z]: readonly number[]) => {
    const object = new Object3D();
    object.name = name;
    object.position.set(x ?? 0, y ?? 0, z ?? 0);
    parent.add(object);
    handPoints.set(name, object);
    return object;
  };
  /** A finger's last joint: it takes its parent joint's angles times DIP_COUPLING. */
  const follower = (parent: Object3D, name: string, at: readonly number[]) => {
    const object = point(parent, name, at);
    object.rotation.order = "XYZ";
    parent.userData.follower = object;
    return object;
  };
  /** A part carried by a point that is not a joint: it belongs to (and selects) `joint`. */
  const piece = (carrier: Object3D, joint: JointName, geometry: BufferGeometry) => {
    const mesh = new Mesh(geometry, materialFor("body"));
    mesh.castShadow = true;
    mesh.userData = { joint, role: "body" } satisfies PartInfo;
    carrier.add(mesh);
    meshes.push(mesh);
    return mesh;
  };

  // Torso and head.
  const torso = p.waist + p.chest + p.chestTop;
  const [chestHalf, , chestDepth] = p.chestRadii;
  const [pelvisHalf, , pelvisDepth] = p.pelvisRadii;
  node("pelvis", 0, p.pelvisHeight, 0);
  const crotch = -p.hipDrop - torso * 0.1;
  part(
    "pelvis",
    turned(
      [
        [pelvisHalf * 0.45, crotch],
        [pelvisHalf * 0.92, -p.hipDrop * 0.9],
        [pelvisHalf, -p.hipDrop * 0.2],
        [pelvisHalf * 0.9, p.waist * 0.45],
        [p.waistRadius * 1.05, p.waist * 0.85],
      ],
      pelvisDepth / pelvisHalf,
    ),
  );
  node("waist", 0, p.waist, 0);
  part("waist", spindle(-(p.chest * 0.55), p.waist * 0.3, p.waistRadius, p.waistRadius));
  node("chest", 0, p.chest, 0);
  part(
    "chest",
    turned(
      [
        [p.waistRadius * 1.05, -p.chest * 0.35],
        [chestHalf * 0.86, p.chestTop * 0.25],
        [chestHalf, p.shoulderY * 0.82],
        [chestHalf * 0.82, p.chestTop * 0.97],
        [p.headRadii[0] * 0.5, p.chestTop * 1.04],
      ],
      chestDepth / chestHalf,
    ),
  );
  node("neck", 0, p.chestTop, 0);
  part(
    "neck",
    spindle(-(p.neck + p.head * 0.3), p.chest * 0.2, p.headRadii[0] * 0.36, p.headRadii[0] * 0.42),
  );
  node("head", 0, p.neck, 0);
  const [hx, hy, hz] = p.headRadii;
  part("head", ellipsoid(hx, hy, hz, 32).translate(0, hy, hz * 0.06));
  // A mannequin's face plane, not a character: a brow line and a nose ridge on the front (+z,
  // where the toes point), so the artist sees where the face looks from any angle, in any style.
  part("head", ellipsoid(hx * 0.72, hy * 0.075, hz * 0.3, 24).translate(0, hy * 1.1, hz * 0.8));
  part("head", ellipsoid(hx * 0.11, hy * 0.22, hz * 0.2, 16).translate(0, hy * 0.8, hz * 0.95));

  for (const side of ["L", "R"] as const satisfies readonly Side[]) {
    const sx = side === "L" ? 1 : -1;
    const j = (partName: string) => `${partName}${side}` as JointName;

    // Arm: clavicle, upper arm, forearm.
    node(j("shoulder"), sx * p.shoulderX, p.shoulderY, 0);
    part(
      j("shoulder"),
      along(spindle(0, p.clavicle, p.armRadius * 0.45, p.armRadius * 0.55), new Vector3(sx, 0, 0)),
    );
    node(j("upperArm"), sx * p.clavicle, 0, 0);
    ball(j("upperArm"), p.armRadius * 1.18);
    part(
      j("upperArm"),
      spindle(p.armRadius * 0.7, p.upperArm - p.forearmRadius * 0.7, p.armRadius, p.forearmRadius),
    );
    node(j("lowerArm"), 0, -p.upperArm, 0);
    ball(j("lowerArm"), p.forearmRadius * 1.02);
    part(
      j("lowerArm"),
      spindle(
        p.forearmRadius * 0.6,
        p.lowerArm - p.forearmRadius * 0.5,
        p.forearmRadius,
        p.forearmRadius * 0.68,
      ),
    );

    // Hand: palm towards the thigh (-X on the left), thumb at the front, fingers hanging.
    const L = p.hand;
    node(j("hand"), 0, -p.lowerArm, 0);
    ball(j("hand"), p.forearmRadius * 0.72);
    part(
      j("hand"),
      new RoundedBoxGeometry(L * 0.19, L * 0.46, L * 0.4, 2, L * 0.06).translate(0, -L * 0.28, 0),
    );
    const fingerRadius = L * 0.048;
    for (const finger of FINGERS) {
      const [l1, l2] = finger.lengths;
      node(j(`${finger.part}1`), 0, -L * 0.5, finger.z * L);
      ball(j(`${finger.part}1`), fingerRadius * 1.1);
      part(
        j(`${finger.part}1`),
        spindle(fingerRadius * 0.5, l1 * L, fingerRadius, fingerRadius * 0.95),
      );
      const [, , l3] = finger.lengths;
      const middle = node(j(`${finger.part}2`), 0, -l1 * L, 0);
      part(
        j(`${finger.part}2`),
        spindle(fingerRadius * 0.3, l2 * L, fingerRadius * 0.95, fingerRadius * 0.88),
      );
      const last = follower(middle, `${finger.part}3${side}`, [0, -l2 * L, 0]);
      piece(
        last,
        j(`${finger.part}2`),
        spindle(0, l3 * L, fingerRadius * 0.88, fingerRadius * 0.8),
      );
      point(last, `${finger.part}Tip${side}`, [0, -l3 * L, 0]);
    }
    const thumb = new Vector3(-0.35 * sx, -0.75, 0.5).normalize();
    node(j("thumb1"), -sx * L * 0.03, -L * 0.1, L * 0.19);
    ball(j("thumb1"), fingerRadius * 1.25);
    part(
      j("thumb1"),
      along(spindle(fingerRadius * 0.5, L * 0.25, fingerRadius * 1.2, fingerRadius), thumb),
    );
    const tip = thumb.clone().multiplyScalar(L * 0.25);
    const thumbBase = node(j("thumb2"), tip.x, tip.y, tip.z);
    part(
      j("thumb2"),
      along(spindle(fingerRadius * 0.3, L * 0.11, fingerRadius, fingerRadius * 0.92), thumb),
    );
    const knuckle = thumb.clone().multiplyScalar(L * 0.11);
    const thumbLast = follower(thumbBase, `thumb3${side}`, [knuckle.x, knuckle.y, knuckle.z]);
    piece(
      thumbLast,
      j("thumb2"),
      along(spindle(0, L * 0.09, fingerRadius * 0.92, fingerRadius * 0.85), thumb),
    );
    const end = thumb.clone().multiplyScalar(L * 0.09);
    point(thumbLast, `thumbTip${side}`, [end.x, end.y, end.z]);

    // Leg: thigh, shin, foot.
    node(j("thigh"), sx * p.hipHalf, -p.hipDrop, 0);
    ball(j("thigh"), p.thighRadius * 1.0);
    part(
      j("thigh"),
      spindle(
        p.thighRadius * 0.6,
        p.thigh - p.shinRadius * 0.8,
        p.thighRadius,
        p.shinRadius * 1.08,
      ),
    );
    node(j("shin"), 0, -p.thigh, 0);
    ball(j("shin"), p.shinRadius * 1.08);
    part(
      j("shin"),
      spindle(p.shinRadius * 0.7, p.shin - p.shinRadius * 0.4, p.shinRadius, p.shinRadius * 0.62),
    );
    node(j("foot"), 0, -p.shin, 0);
    ball(j("foot"), Math.min(p.shinRadius * 0.72, p.ankle * 0.98));
    const width = Math.max(p.foot * 0.36, p.shinRadius * 1.7);
    part(
      j("foot"),
      new RoundedBoxGeometry(width, p.ankle, p.foot, 2, Math.min(width, p.ankle) * 0.3).translate(
        0,
        -p.ankle * 0.5,
        p.foot * 0.28,
      ),
    );
  }

  return {
    root,
    joints,
    handPoints,
    proportions: p,
    meshes,
    pelvisRest: p.pelvisHeight,
    dispose: () => {
      for (const mesh of meshes) mesh.geometry.dispose();
      root.removeFromParent();
    },
  };
};

/** Sets a joint's node from contract angles (degrees, Euler XYZ local to the parent). */
export const setNodeRotation = (object: Object3D, [x, y, z]: Rotation): void => {
  object.rotation.set(x * DEG, y * DEG, z * DEG, "XYZ");
  const follower = object.userData.follower as Object3D | undefined;
  if (follower) {
    const k = DIP_COUPLING * DEG;
    follower.rotation.set(x * k, y * k, z * k, "XYZ");
  }
};

/** Puts a whole doll (position, facing, hips, every joint) onto its rig. */
export const poseRig = (rig: Rig, doll: Doll): void => {
  rig.root.position.set(doll.position[0], 0, doll.position[1]);
  rig.root.rotation.set(0, doll.facing * DEG, 0);
  for (const [name, object] of rig.joints) {
    setNodeRotation(object, doll.pose.rotations[name] ?? [0, 0, 0]);
  }
  // Hips are in pelvis heights (the pose format's rule, so one preset fits an adult and a
  // chibi): [0, -1, 0] puts the pelvis joint on the floor.
  const pelvis = rig.joints.get("pelvis") as Object3D;
  const [hx, hy, hz] = doll.pose.hips;
  const unit = rig.pelvisRest;
  pelvis.position.set(hx * unit, unit + hy * unit, hz * unit);
  rig.root.updateMatrixWorld(true);
};
