// The doll's joints, proportions and scene, shared by the browser doll, the render script, the
// pose presets in content/ and (later) themes and cloud saving. Pure data and rules: no zod here
// (the schemas live in pose-schema.ts), no three.js.
//
// Conventions, which the 3D doll builds its geometry to match:
// - Y is up, the doll faces +Z, its left side is +X; lengths are metres, angles are degrees.
// - The rest pose stands straight, arms hanging along the sides, palms towards the thighs.
// - A rotation is Euler XYZ [x, y, z] local to the parent joint. Left and right parts use the same
//   local axes (the right side is not a mirrored skeleton), so mirroring a rotation across the
//   doll's centre plane is [x, -y, -z] and the right side's y and z limits are the left's negated.
// - For a part hanging down (arm, leg), negative x swings it forward, positive z swings a left part
//   outwards; a knee bends with positive x, an elbow with negative x; fingers curl with negative z
//   on the left.

export type Vec3 = readonly [number, number, number];
export type Rotation = Vec3;
export type Range = readonly [number, number];

export const SIDES = ["L", "R"] as const;
export type Side = (typeof SIDES)[number];

export const CENTRE_JOINTS = ["pelvis", "waist", "chest", "neck", "head"] as const;
export const SIDE_PARTS = [
  "shoulder",
  "upperArm",
  "lowerArm",
  "hand",
  "thumb1",
  "thumb2",
  "index1",
  "index2",
  "middle1",
  "middle2",
  "ring1",
  "ring2",
  "pinky1",
  "pinky2",
  "thigh",
  "shin",
  "foot",
] as const;
export type CentreJoint = (typeof CENTRE_JOINTS)[number];
export type SidePart = (typeof SIDE_PARTS)[number];
export type JointName = CentreJoint | `${SidePart}${Side}`;

/** The parts of a hand preset: the wrist and the finger joints, without a side. */
export const HAND_PARTS = SIDE_PARTS.slice(3, 14) as readonly SidePart[];

interface JointSpec {
  /** Parent part, without a side for side parts (the child's side is inherited). */
  parent: CentreJoint | SidePart | null;
  /** Limits of the left (or centre) joint: [min, max] per axis. */
  limits: readonly [Range, Range, Range];
}

const FULL: Range = [-180, 180];
const NONE: Range = [0, 0];

const CENTRE: Record<CentreJoint, JointSpec> = {
  // The pelvis carries the whole body: any orientation (lying, handstand).
  pelvis: { parent: null, limits: [FULL, FULL, FULL] },
  waist: {
    parent: "pelvis",
    limits: [
      [-30, 45],
      [-40, 40],
      [-30, 30],
    ],
  },
  chest: {
    parent: "waist",
    limits: [
      [-25, 40],
      [-35, 35],
      [-25, 25],
    ],
  },
  neck: {
    parent: "chest",
    limits: [
      [-40, 50],
      [-60, 60],
      [-35, 35],
    ],
  },
  head: {
    parent: "neck",
    limits: [
      [-40, 40],
      [-40, 40],
      [-30, 30],
    ],
  },
};

const SIDE: Record<SidePart, JointSpec> = {
  shoulder: {
    parent: "chest",
    limits: [
      [-15, 15],
      [-20, 20],
      [-15, 30],
    ],
  },
  upperArm: {
    parent: "shoulder",
    limits: [
      [-180, 60],
      [-90, 90],
      [-10, 180],
    ],
  },
  lowerArm: { parent: "upperArm", limits: [[-150, 0], [-90, 90], NONE] },
  hand: {
    parent: "lowerArm",
    limits: [
      [-30, 20],
      [-30, 30],
      [-80, 70],
    ],
  },
  thumb1: {
    parent: "hand",
    limits: [
      [-30, 60],
      [-40, 40],
      [-60, 30],
    ],
  },
  thumb2: { parent: "thumb1", limits: [NONE, NONE, [-90, 5]] },
  index1: { parent: "hand", limits: [[-20, 20], NONE, [-100, 5]] },
  index2: { parent: "index1", limits: [NONE, NONE, [-110, 0]] },
  middle1: { parent: "hand", limits: [[-15, 15], NONE, [-100, 5]] },
  middle2: { parent: "middle1", limits: [NONE, NONE, [-110, 0]] },
  ring1: { parent: "hand", limits: [[-15, 15], NONE, [-100, 5]] },
  ring2: { parent: "ring1", limits: [NONE, NONE, [-110, 0]] },
  pinky1: { parent: "hand", limits: [[-20, 20], NONE, [-100, 5]] },
  pinky2: { parent: "pinky1", limits: [NONE, NONE, [-110, 0]] },
  thigh: {
    parent: null,
    limits: [
      [-125, 30],
      [-40, 45],
      [-15, 70],
    ],
  },
  shin: { parent: "thigh", limits: [[0, 150], [-10, 10], NONE] },
  foot: {
    parent: "shin",
    limits: [
      [-45, 50],
      [-20, 20],
      [-25, 25],
    ],
  },
};

export interface Joint {
  name: JointName;
  parent: JointName | null;
  /** The joint on the other side (itself for centre joints). */
  mirror: JointName;
  limits: readonly [Range, Range, Range];
}

const negate = ([min, max]: Range): Range => [max === 0 ? 0 : -max, min === 0 ? 0 : -min];

/** Every joint, parents before children. Thighs hang from the pelvis. */
export const JOINTS: readonly Joint[] = [
  ...CENTRE_JOINTS.map(
    (name): Joint => ({
      name,
      parent: CENTRE[name].parent as CentreJoint | null,
      mirror: name,
      limits: CENTRE[name].limits,
    }),
  ),
  ...SIDES.flatMap((side) =>
    SIDE_PARTS.map((part): Joint => {
      const { parent, limits } = SIDE[part];
      const other: Side = side === "L" ? "R" : "L";
      const parentName: JointName =
        part === "thigh"
          ? "pelvis"
          : (CENTRE_JOINTS as readonly string[]).includes(parent ?? "")
            ? (parent as CentreJoint)
            : (`${parent}${side}` as JointName);
      return {
        name: `${part}${side}`,
        parent: parentName,
        mirror: `${part}${other}`,
        limits: side === "L" ? limits : [limits[0], negate(limits[1]), negate(limits[2])],
      };
    }),
  ),
];

export const JOINT_NAMES: readonly JointName[] = JOINTS.map((joint) => joint.name);
const BY_NAME = new Map(JOINTS.map((joint) => [joint.name, joint]));

export const jointOf = (name: JointName): Joint => BY_NAME.get(name) as Joint;
export const isJointName = (value: string): value is JointName => BY_NAME.has(value as JointName);

// ---------------------------------------------------------------------------------------------
// Bodies

export const BODY_TYPES = ["adultFemale", "adultMale", "teen", "chibi"] as const;
export type BodyType = (typeof BODY_TYPES)[number];

export interface Body {
  type: BodyType;
  /** Standing height in centimetres. */
  height: number;
  /** Head-to-body ratio: how many heads tall (chibi about 2.5, an adult about 7.5). */
  heads: number;
  /** Scene version 2: the build on top of the body type (absent: the type's own, every factor 1). */
  build?: Build;
}

/**
 * The body's build as factors of its type's proportions (1 is the type's own): arm, leg and
 * torso length (legs and torso share the height below the head, which stays the body's height),
 * shoulder and hip width, and mass (the parts' thickness, slim to heavy).
 */
export const BUILD_PARTS = ["arms", "legs", "torso", "shoulders", "hips", "mass"] as const;
export type BuildPart = (typeof BUILD_PARTS)[number];
export type Build = Record<BuildPart, number>;
export const BUILD_RANGES: Record<BuildPart, Range> = {
  arms: [0.85, 1.15],
  legs: [0.85, 1.15],
  torso: [0.85, 1.15],
  shoulders: [0.8, 1.25],
  hips: [0.8, 1.25],
  mass: [0.7, 1.5],
};
export const NEUTRAL_BUILD: Build = {
  arms: 1,
  legs: 1,
  torso: 1,
  shoulders: 1,
  hips: 1,
  mass: 1,
};

export const HEIGHT_RANGE: Range = [60, 220];
export const HEADS_RANGE: Range = [2, 9];

export const BODY_DEFAULTS: Record<BodyType, Body> = {
  adultFemale: { type: "adultFemale", height: 165, heads: 7.5 },
  adultMale: { type: "adultMale", height: 178, heads: 7.75 },
  teen: { type: "teen", height: 155, heads: 6.5 },
  chibi: { type: "chibi", height: 90, heads: 2.5 },
};

// ---------------------------------------------------------------------------------------------
// Poses and scenes

export interface Pose {
  /** Joints absent from the map are at rest ([0, 0, 0]). */
  rotations: Partial<Record<JointName, Rotation>>;
  /**
   * Pelvis offset from its rest position (crouching, sitting, lying, jumping), in units of the
   * pelvis joint's rest height above the floor, not metres: [0, -1, 0] brings the pelvis joint
   * down to the floor on every body. So one preset fits an adult and a chibi alike; the doll
   * multiplies by its own pelvis height.
   */
  hips: Vec3;
}

/** Each hips component, in pelvis heights. */
export const HIPS_RANGE: Range = [-1.5, 1.5];

// ---------------------------------------------------------------------------------------------
// Pins

/** The ends a pin can hold: each is the end of an IK chain (forearm and upper arm, shin and thigh). */
export const PIN_JOINTS = [
  "handL",
  "handR",
  "footL",
  "footR",
] as const satisfies readonly JointName[];
export type PinJoint = (typeof PIN_JOINTS)[number];

/**
 * Where a pinned hand or foot is held: a point of the world (metres: x and z as the floor, y above
 * it), or another hand or foot, of another doll or of its own (hands together). The doll's limb
 * follows through IK whatever else moves; a held end follows the end it holds.
 */
export type PinTarget = { at: Vec3 } | { doll: number; joint: PinJoint };
export type Pins = Partial<Record<PinJoint, PinTarget>>;

/** A world pin's height above the floor, metres (a hand raised on a jump, a foot in a hole). */
export const PIN_HEIGHT_RANGE: Range = [-1, 5];

export interface Doll {
  body: Body;
  pose: Pose;
  /** Where the doll stands on the floor: [x, z] in metres. */
  position: readonly [number, number];
  /** Turn about the vertical axis, degrees. */
  facing: number;
  /** Version 2: the hands and feet held in place. Absent: none. */
  pins?: Pins;
  /** Version 2: the prop (an index into scene.props) the doll sits on, its pelvis held there. */
  seat?: number;
}

/** Where a doll may stand: each floor coordinate, metres. */
export const FLOOR_RANGE: Range = [-10, 10];
/** A doll's facing and the light's azimuth, degrees. */
export const TURN_RANGE: Range = [-180, 180];
/** Each coordinate of the camera's position and target, metres. */
export const CAMERA_RANGE: Range = [-50, 50];
export const FOCAL_RANGE: Range = [18, 135];
export const LIGHT_ELEVATION_RANGE: Range = [0, 90];
export const LIGHT_INTENSITY_RANGE: Range = [0, 3];

export interface CameraState {
  position: Vec3;
  target: Vec3;
  /** Focal length in millimetres on a 35 mm-equivalent frame. */
  focal: number;
}

export interface LightState {
  /** Key-light direction: degrees round the vertical axis (0 = from the front), and up from the floor. */
  azimuth: number;
  elevation: number;
  intensity: number;
  rim: boolean;
}

// ---------------------------------------------------------------------------------------------
// Props

/**
 * The props library by group: furniture and set pieces to sit on, lean on and stand by; things
 * a hand holds; and two more that artists ask for.
 */
export const PROP_GROUPS = {
  furniture: ["chair", "stool", "bench", "table", "steps", "sofa", "wall", "box"],
  held: ["sword", "umbrella", "book", "phone", "cup", "bag"],
  more: ["guitar", "bicycle"],
} as const;
export type PropGroup = keyof typeof PROP_GROUPS;
export type PropKind = (typeof PROP_GROUPS)[PropGroup][number];
export const PROP_KINDS: readonly PropKind[] = [
  ...PROP_GROUPS.furniture,
  ...PROP_GROUPS.held,
  ...PROP_GROUPS.more,
];
/** What a hand can hold; the rest stands on the floor. */
export const HOLDABLE_PROPS: readonly PropKind[] = [...PROP_GROUPS.held, "guitar"];
/**
 * What a doll can sit on, and where its pelvis sits: [x, y, z] metres in the prop's own frame at
 * scale 1 (y the seat's height; z forward of the centre). A seated doll is held there, however
 * the prop is moved, turned or scaled.
 */
export const SEAT_POINTS: Partial<Record<PropKind, readonly [number, number, number]>> = {
  chair: [0, 0.46, 0.02],
  stool: [0, 0.66, 0],
  bench: [0, 0.45, 0],
  steps: [0, 0.36, -0.2],
  sofa: [0, 0.43, 0.1],
  box: [0, 0.42, 0],
};
export const PROP_SCALE_RANGE: Range = [0.5, 2];
export const MAX_PROPS = 8;
export const HANDS = ["handL", "handR"] as const;
export type Hand = (typeof HANDS)[number];

export interface Prop {
  kind: PropKind;
  /** Where it stands on the floor, [x, z] metres (a held prop follows its hand instead). */
  position: readonly [number, number];
  /** Turn about the vertical axis, degrees. */
  facing: number;
  /** Size against the library's, within PROP_SCALE_RANGE. */
  scale: number;
  /** In a doll's hand: it follows the hand through every turn and IK. */
  held?: { doll: number; hand: Hand };
}

/** Why a prop cannot be as it says (a held one in a doll that is not there), or null. */
export const propProblem = (dolls: readonly unknown[], prop: Prop): string | null => {
  if (!prop.held) return null;
  if (!HOLDABLE_PROPS.includes(prop.kind)) return "is not something a hand holds";
  if (!Number.isInteger(prop.held.doll) || prop.held.doll < 0 || prop.held.doll >= dolls.length)
    return "must name a doll of the scene";
  return null;
};

/** The props a scene can honour: a held prop whose doll is not there (or no hand holds) stands. */
export const keptProps = (dolls: readonly unknown[], props: readonly Prop[] | undefined) =>
  props?.slice(0, MAX_PROPS).map((prop): Prop => {
    if (!prop.held || propProblem(dolls, prop) === null) return prop;
    const { held: _, ...rest } = prop;
    return rest;
  });

/** Why a doll cannot sit where it says (no such prop, or nothing to sit on), or null. */
export const seatProblem = (props: readonly Prop[] | undefined, seat: number): string | null => {
  const prop = props?.[seat];
  if (!prop) return "must name a prop of the scene";
  if (SEAT_POINTS[prop.kind] === undefined || prop.held) return "is not something to sit on";
  return null;
};

export const RENDER_STYLES = ["shaded", "ink", "silhouette"] as const;
export type RenderStyle = (typeof RENDER_STYLES)[number];

/**
 * Version 2 added pins, props, seats and the render style (issue 32). Every reader still takes version 1
 * (migrateScene): links in the wild, local storage and gallery saves.
 */
export const POSE_VERSION = 2;
export const MAX_DOLLS = 3;

export interface Scene {
  v: typeof POSE_VERSION;
  dolls: Doll[];
  camera: CameraState;
  light: LightState;
  /** How the doll is drawn on screen and in the view's export. Absent: shaded. */
  style?: RenderStyle;
  /** Furniture on the floor and things in hands. Absent: none. */
  props?: Prop[];
}

/** A version-1 scene: no pins, no props, no style. */
export interface SceneV1 {
  v: 1;
  dolls: Omit<Doll, "pins" | "seat">[];
  camera: CameraState;
  light: LightState;
}

/** A version-1 scene as version 2: the same dolls, camera and light, nothing pinned, shaded. */
export const migrateScene = (scene: SceneV1): Scene => ({
  v: POSE_VERSION,
  dolls: scene.dolls.map((doll) => ({
    body: doll.body,
    pose: doll.pose,
    position: doll.position,
    facing: doll.facing,
  })),
  camera: scene.camera,
  light: scene.light,
});

const isFollower = (target: PinTarget | undefined): target is { doll: number; joint: PinJoint } =>
  target !== undefined && "doll" in target;

/**
 * The pins a scene can honour: a held end must name a doll of the scene and an end other than
 * its own, and the end it holds must not itself be held by another end (one level: a chain of
 * held hands has no order to solve in, and a loop none at all). Why a pin is refused, or null.
 */
export const pinProblem = (
  dolls: readonly Pick<Doll, "pins">[],
  doll: number,
  joint: PinJoint,
): string | null => {
  const target = dolls[doll]?.pins?.[joint];
  if (!isFollower(target)) return null;
  if (!Number.isInteger(target.doll) || target.doll < 0 || target.doll >= dolls.length)
    return "must name a doll of the scene";
  if (target.doll === doll && target.joint === joint) return "must not hold itself";
  if (isFollower(dolls[target.doll]?.pins?.[target.joint]))
    return "must not hold an end that is itself held";
  return null;
};

/** The doll's pins without those pinProblem refuses; undefined when none is left. */
export const keptPins = (dolls: readonly Pick<Doll, "pins">[], doll: number): Pins | undefined => {
  const pins = dolls[doll]?.pins;
  if (!pins) return undefined;
  const kept: Pins = {};
  for (const joint of PIN_JOINTS) {
    const target = pins[joint];
    if (target && pinProblem(dolls, doll, joint) === null) kept[joint] = target;
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
};

/** The props once doll `removed` has gone: what it held falls to the floor where it stood. */
export const propsWithout = (
  props: readonly Prop[],
  dolls: readonly Doll[],
  removed: number,
): Prop[] =>
  props.map((prop) => {
    if (!prop.held) return prop;
    if (prop.held.doll === removed) {
      const { held: _, ...rest } = prop;
      return { ...rest, position: dolls[removed]?.position ?? prop.position };
    }
    return prop.held.doll > removed
      ? { ...prop, held: { doll: prop.held.doll - 1, hand: prop.held.hand } }
      : prop;
  });

/** The dolls' pins once doll `removed` has gone: pins on it dropped, later indices moved down. */
export const pinsWithout = (dolls: readonly Doll[], removed: number): (Pins | undefined)[] =>
  dolls
    .filter((_, index) => index !== removed)
    .map((doll) => {
      if (!doll.pins) return undefined;
      const pins: Pins = {};
      for (const joint of PIN_JOINTS) {
        const target = doll.pins[joint];
        if (!target) continue;
        if (!isFollower(target)) pins[joint] = target;
        else if (target.doll !== removed)
          pins[joint] = {
            doll: target.doll > removed ? target.doll - 1 : target.doll,
            joint: target.joint,
          };
      }
      return Object.keys(pins).length > 0 ? pins : undefined;
    });

export const REST_POSE: Pose = { rotations: {}, hips: [0, 0, 0] };

export const DEFAULT_LIGHT: LightState = { azimuth: 35, elevation: 50, intensity: 1.2, rim: false };

// ---------------------------------------------------------------------------------------------
// Rules

// NaN (an emptied numeric field) reads as rest; `+ 0` turns -0 into 0, so clamping twice is equal.
const clamp = (value: number, [min, max]: Range) =>
  Number.isNaN(value) ? 0 : Math.min(max, Math.max(min, value)) + 0;

/** A rotation brought inside the joint's limits (an elbow never bends backwards). */
export const clampRotation = (name: JointName, rotation: Rotation): Rotation => {
  const { limits } = jointOf(name);
  return [
    clamp(rotation[0], limits[0]),
    clamp(rotation[1], limits[1]),
    clamp(rotation[2], limits[2]),
  ];
};

/** Every rotation of a pose inside its limits; unknown joints dropped; rest rotations left out. */
export const clampPose = (pose: Pose): Pose => {
  const rotations: Pose["rotations"] = {};
  for (const [name, rotation] of Object.entries(pose.rotations)) {
    if (!isJointName(name) || !rotation) continue;
    const clamped = clampRotation(name, rotation);
    if (clamped.some((angle) => angle !== 0)) rotations[name] = clamped;
  }
  return { rotations, hips: pose.hips };
};

const mirrorRotation = ([x, y, z]: Rotation): Rotation => [x, -y || 0, -z || 0];

/** The pose reflected across the doll's centre plane: left becomes right. Twice is the identity. */
export const mirrorPose = (pose: Pose): Pose => {
  const rotations: Pose["rotations"] = {};
  for (const [name, rotation] of Object.entries(pose.rotations)) {
    if (!isJointName(name) || !rotation) continue;
    rotations[jointOf(name).mirror] = mirrorRotation(rotation);
  }
  return { rotations, hips: [-pose.hips[0] || 0, pose.hips[1], pose.hips[2]] };
};
