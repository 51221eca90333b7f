import {
  Box3,
  type Camera,
  type Intersection,
  type Mesh,
  type Object3D,
  Raycaster,
  Vector3,
} from "three";
import type { Figure, KeyPoint } from "../../../../contract/openpose.ts";
import type { JointName, Side } from "../../../../contract/pose.ts";
import type { Rig } from "./rig.ts";

// Where each OpenPose keypoint sits on the doll, in the world: the body's 18 points and each
// hand's 21, taken from the rig's joints (never detected from a picture). Each point also says
// which parts of its own doll may cover it without hiding it (a shoulder seen from behind lies
// under the chest's back, and OpenPose still finds it) and how deep under its surface it lies.
// A point is seen when the ray from the camera to it meets nothing else before it: no other doll,
// no prop, no part of its own doll but those round it.

export interface DollPoint {
  world: Vector3;
  /** Parts of the same doll that may lie in front of the point without hiding it. */
  own: ReadonlySet<JointName>;
  /** How far in front of the point (metres) anything else may lie without hiding it. */
  depth: number;
}

export interface DollPoints {
  body: DollPoint[];
  leftHand: DollPoint[];
  rightHand: DollPoint[];
}

const worldOf = (object: Object3D | undefined, local?: readonly [number, number, number]) => {
  const point = new Vector3(...(local ?? [0, 0, 0]));
  return object ? object.localToWorld(point) : point;
};

export const dollPoints = (rig: Rig): DollPoints => {
  rig.root.updateMatrixWorld(true);
  const p = rig.proportions;
  const joint = (name: JointName) => rig.joints.get(name);
  const at = (name: JointName, own: JointName[], depth: number): DollPoint => ({
    world: worldOf(joint(name)),
    own: new Set(own),
    depth,
  });
  const [hx, hy, hz] = p.headRadii;
  const head = joint("head");
  // Face points lie on the head's surface: nothing of the doll's own may cover them.
  const face = (local: [number, number, number]): DollPoint => ({
    world: worldOf(head, local),
    own: new Set(),
    depth: hz * 0.3,
  });
  const side = (s: Side) => {
    const j = (part: string) => `${part}${s}` as JointName;
    return {
      shoulder: at(j("upperArm"), [j("upperArm"), j("shoulder"), "chest"], p.armRadius * 1.5),
      elbow: at(j("lowerArm"), [j("upperArm"), j("lowerArm")], p.forearmRadius * 1.5),
      wrist: at(j("hand"), [j("lowerArm"), j("hand")], p.forearmRadius * 1.5),
      hip: at(j("thigh"), [j("thigh"), "pelvis"], p.thighRadius * 1.5),
      knee: at(j("shin"), [j("thigh"), j("shin")], p.shinRadius * 1.5),
      ankle: at(j("foot"), [j("shin"), j("foot")], p.shinRadius * 1.5),
    };
  };
  const left = side("L");
  const right = side("R");
  const neck: DollPoint = {
    // OpenPose's COCO neck is the middle of the shoulders (COCO has none of its own).
    world: left.shoulder.world.clone().add(right.shoulder.world).multiplyScalar(0.5),
    own: new Set<JointName>(["chest", "neck", "shoulderL", "shoulderR", "upperArmL", "upperArmR"]),
    depth: p.chestRadii[2] * 1.2,
  };
  const eye = (sx: number) => face([sx * hx * 0.38, hy * 0.98, hz * 0.98]);
  // Ears a little forward of the head's widest line: seen from behind, the head covers them.
  const ear = (sx: number) => face([sx * hx * 0.95, hy * 0.95, hz * 0.3]);
  const body: DollPoint[] = [
    face([0, hy * 0.8, hz * 1.12]),
    neck,
    right.shoulder,
    right.elbow,
    right.wrist,
    left.shoulder,
    left.elbow,
    left.wrist,
    right.hip,
    right.knee,
    right.ankle,
    left.hip,
    left.knee,
    left.ankle,
    // The doll's right is -x.
    eye(-1),
    eye(1),
    ear(-1),
    ear(1),
  ];

  const hand = (s: Side): DollPoint[] => {
    const j = (part: string) => `${part}${s}` as JointName;
    const finger = p.hand * 0.048 * 1.6;
    const extra = (name: string, own: JointName[]): DollPoint => ({
      world: worldOf(rig.handPoints.get(`${name}${s}`)),
      own: new Set(own),
      depth: finger,
    });
    const digit = (name: "thumb" | "index" | "middle" | "ring" | "pinky"): DollPoint[] => {
      const first = j(`${name}1`);
      const second = j(`${name}2`);
      return [
        at(first, [j("hand"), first], finger),
        at(second, [first, second], finger),
        extra(`${name}3`, [second]),
        extra(`${name}Tip`, [second]),
      ];
    };
    return [
      at(j("hand"), [j("lowerArm"), j("hand")], p.forearmRadius * 1.5),
      ...digit("thumb"),
      ...digit("index"),
      ...digit("middle"),
      ...digit("ring"),
      ...digit("pinky"),
    ];
  };
  return { body, leftHand: hand("L"), rightHand: hand("R") };
};

/** A mesh that can hide a keypoint: a doll's part (which doll, which joint) or a prop's. */
export interface Occluder {
  mesh: Mesh;
  doll: number | null;
  joint: JointName | null;
}

/** Projects a doll's points through `camera` onto a `width` × `height` picture. */
export const figureKeyPoints = (
  rig: Rig,
  doll: number,
  camera: Camera,
  width: number,
  height: number,
  occluders: readonly Occluder[],
): Figure => {
  camera.updateMatrixWorld();
  const origin = camera.getWorldPosition(new Vector3());
  // Each part's box in the world, so a ray tests the triangles of only the parts it passes.
  const boxes = occluders.map(({ mesh }) => new Box3().setFromObject(mesh));
  const ray = new Raycaster();
  const onTheWay = new Vector3();
  const hits: Intersection[] = [];
  const project = (point: DollPoint): KeyPoint => {
    const ndc = point.world.clone().project(camera);
    const x = ((ndc.x + 1) / 2) * width;
    const y = ((1 - ndc.y) / 2) * height;
    const inFrame = ndc.z > -1 && ndc.z < 1 && x >= 0 && y >= 0 && x < width && y < height;
    if (!inFrame) return { x, y, seen: false, inFrame };
    const towards = point.world.clone().sub(origin);
    const reach = towards.length() - point.depth;
    ray.set(origin, towards.normalize());
    ray.far = Math.max(0, reach);
    // The parts round the point never hide it: not tested. Of the rest, those whose boxes the
    // ray crosses before the point, until one is hit.
    const hidden = occluders.some((occluder, index) => {
      if (occluder.doll === doll && occluder.joint && point.own.has(occluder.joint)) return false;
      const at = ray.ray.intersectBox(boxes[index] as Box3, onTheWay);
      if (at === null || at.distanceTo(origin) > ray.far) return false;
      hits.length = 0;
      occluder.mesh.raycast(ray, hits);
      return hits.length > 0;
    });
    return { x, y, seen: !hidden, inFrame };
  };
  const points = dollPoints(rig);
  return {
    label: `figure-${doll + 1}`,
    body: points.body.map(project),
    leftHand: points.leftHand.map(project),
    rightHand: points.rightHand.map(project),
  };
};
