import {
  BODY_DEFAULTS,
  BODY_TYPES,
  type Body,
  BUILD_PARTS,
  BUILD_RANGES,
  type Build,
  clampPose,
  clampRotation,
  DEFAULT_LIGHT,
  type Doll,
  HAND_PARTS,
  HEADS_RANGE,
  HEIGHT_RANGE,
  isJointName,
  type JointName,
  keptPins,
  keptProps,
  MAX_DOLLS,
  MAX_PROPS,
  PIN_HEIGHT_RANGE,
  PIN_JOINTS,
  type Pins,
  POSE_VERSION,
  type Pose,
  PROP_KINDS,
  PROP_SCALE_RANGE,
  type Prop,
  RENDER_STYLES,
  type Rotation,
  type Scene,
  type Side,
  seatProblem,
  type Vec3,
} from "../../../../contract/pose.ts";
import { clampFocal } from "./camera-math.ts";
import { turn } from "./facing.ts";

// The engine's plain-data side: what a scene may hold and how the editor's operations change it.
// No three.js, so the unit lane checks the scene ↔ rig rules.

const within = (value: number, [min, max]: readonly [number, number], fallback: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;

// The pose format's ranges (hips in pelvis heights, floor and camera in metres, turns in degrees).
const HIPS = [-1.5, 1.5] as const;
const FLOOR = [-10, 10] as const;
const CAMERA = [-50, 50] as const;

export const normaliseBody = (body: Body): Body => {
  const type = BODY_TYPES.includes(body.type) ? body.type : "adultFemale";
  const defaults = BODY_DEFAULTS[type];
  const build = body.build
    ? (Object.fromEntries(
        BUILD_PARTS.map((part) => [part, within(body.build?.[part] ?? 1, BUILD_RANGES[part], 1)]),
      ) as Build)
    : undefined;
  return {
    type,
    height: within(body.height, HEIGHT_RANGE, defaults.height),
    heads: within(body.heads, HEADS_RANGE, defaults.heads),
    // A build of the type's own proportions is no build: the scene leaves it out.
    ...(build && BUILD_PARTS.some((part) => build[part] !== 1) ? { build } : {}),
  };
};

export const normalisePose = (pose: Pose): Pose => {
  const clamped = clampPose(pose);
  const [x, y, z] = pose.hips ?? [0, 0, 0];
  return {
    rotations: clamped.rotations,
    hips: [within(x, HIPS, 0), within(y, HIPS, 0), within(z, HIPS, 0)],
  };
};

/** World pins inside their ranges; ends held by other ends as they are (keptPins judges them). */
const normalisePins = (pins: Pins | undefined): Pins | undefined => {
  if (!pins) return undefined;
  const out: Pins = {};
  for (const joint of PIN_JOINTS) {
    const target = pins[joint];
    if (!target) continue;
    out[joint] =
      "at" in target
        ? {
            at: [
              within(target.at[0], FLOOR, 0),
              within(target.at[1], PIN_HEIGHT_RANGE, 0),
              within(target.at[2], FLOOR, 0),
            ],
          }
        : { doll: target.doll, joint: target.joint };
  }
  return out;
};

export const normaliseDoll = (doll: Doll): Doll => {
  const pins = normalisePins(doll.pins);
  return {
    body: normaliseBody(doll.body),
    pose: normalisePose(doll.pose),
    position: [within(doll.position[0], FLOOR, 0), within(doll.position[1], FLOOR, 0)],
    facing: turn(doll.facing),
    ...(pins ? { pins } : {}),
    ...(Number.isInteger(doll.seat) ? { seat: doll.seat } : {}),
  };
};

export const normaliseProp = (prop: Prop): Prop => ({
  kind: PROP_KINDS.includes(prop.kind) ? prop.kind : "box",
  position: [within(prop.position[0], FLOOR, 0), within(prop.position[1], FLOOR, 0)],
  facing: turn(prop.facing),
  scale: within(prop.scale, PROP_SCALE_RANGE, 1),
  ...(prop.held ? { held: { doll: prop.held.doll, hand: prop.held.hand } } : {}),
});

/** The dolls' seats that name a prop to sit on (a seat on a prop that went is let go). */
const withKeptSeats = (dolls: Doll[], props: readonly Prop[] | undefined): Doll[] =>
  dolls.map((doll) => {
    if (doll.seat === undefined || seatProblem(props, doll.seat) === null) return doll;
    const { seat: _, ...rest } = doll;
    return rest;
  });

/** The dolls with only the pins they can honour (an emptied set of pins left out). */
const withKeptPins = (dolls: Doll[]): Doll[] =>
  dolls.map((doll, index) => {
    const { pins: _, ...rest } = doll;
    const pins = keptPins(dolls, index);
    return pins ? { ...rest, pins } : rest;
  });

/**
 * A copy of the scene inside every rule: at most three dolls, angles within limits, pins, seats
 * and held props the scene can honour, a known style (shaded is the default and left out).
 */
export const normaliseScene = (scene: Scene): Scene => {
  const dolls = withKeptPins(scene.dolls.slice(0, MAX_DOLLS).map(normaliseDoll));
  const props = keptProps(dolls, scene.props?.slice(0, MAX_PROPS).map(normaliseProp));
  return {
    v: POSE_VERSION,
    dolls: withKeptSeats(dolls, props),
    camera: {
      position: scene.camera.position.map((value) => within(value, CAMERA, 0)) as unknown as Vec3,
      target: scene.camera.target.map((value) => within(value, CAMERA, 0)) as unknown as Vec3,
      focal: clampFocal(scene.camera.focal),
    },
    light: {
      azimuth: Number.isFinite(scene.light.azimuth)
        ? turn(scene.light.azimuth)
        : DEFAULT_LIGHT.azimuth,
      elevation: within(scene.light.elevation, [0, 90], DEFAULT_LIGHT.elevation),
      intensity: within(scene.light.intensity, [0, 3], DEFAULT_LIGHT.intensity),
      rim: Boolean(scene.light.rim),
    },
    ...(scene.style && scene.style !== "shaded" && RENDER_STYLES.includes(scene.style)
      ? { style: scene.style }
      : {}),
    ...(props && props.length > 0 ? { props } : {}),
  };
};

/** The pose with one joint set (clamped); a joint back at rest leaves the map. */
export const withRotation = (pose: Pose, joint: JointName, rotation: Rotation): Pose => {
  const clamped = clampRotation(joint, rotation);
  const rotations = { ...pose.rotations };
  if (clamped.some((angle) => angle !== 0)) rotations[joint] = clamped;
  else delete rotations[joint];
  return { rotations, hips: pose.hips };
};

/**
 * A hand preset (given for the left hand, keyed by part without side) on one side of a pose.
 * Parts the preset leaves out go back to rest: a preset is the whole hand.
 */
export const withHand = (
  pose: Pose,
  side: Side,
  preset: Partial<Record<string, Rotation>>,
): Pose => {
  let next = pose;
  for (const part of HAND_PARTS) {
    const joint = `${part}${side}`;
    if (!isJointName(joint)) continue;
    const [x, y, z] = preset[part] ?? [0, 0, 0];
    next = withRotation(next, joint, side === "L" ? [x, y, z] : [x, -y || 0, -z || 0]);
  }
  return next;
};

/** Where a new doll stands: to the right of the rightmost one, a shoulder's width apart. */
export const nextDollPosition = (dolls: readonly Doll[], body: Body): [number, number] => {
  if (dolls.length === 0) return [0, 0];
  const widest = Math.max(...dolls.map((doll) => doll.body.height), body.height) / 100;
  const x = Math.max(...dolls.map((doll) => doll.position[0])) + Math.max(0.45, widest * 0.42);
  const z = dolls.reduce((sum, doll) => sum + doll.position[1], 0) / dolls.length;
  return [Math.round(x * 100) / 100, Math.round(z * 100) / 100];
};

/** Floor point between the dolls and the tallest one's height, for camera presets and light. */
export const sceneExtent = (dolls: readonly Doll[]) => {
  if (dolls.length === 0) return { centre: [0, 0] as [number, number], height: 1.7, width: 0 };
  const xs = dolls.map((doll) => doll.position[0]);
  const zs = dolls.map((doll) => doll.position[1]);
  return {
    centre: [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...zs) + Math.max(...zs)) / 2] as [
      number,
      number,
    ],
    height: Math.max(...dolls.map((doll) => doll.body.height)) / 100,
    width: Math.max(...xs) - Math.min(...xs),
  };
};

export const copyScene = (scene: Scene): Scene => structuredClone(scene);
