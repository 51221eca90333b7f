import fc from "fast-check";
import {
  BODY_TYPES,
  BUILD_PARTS,
  BUILD_RANGES,
  type BuildPart,
  CAMERA_RANGE,
  type CameraState,
  type Doll,
  FLOOR_RANGE,
  FOCAL_RANGE,
  HEADS_RANGE,
  HEIGHT_RANGE,
  HIPS_RANGE,
  JOINTS,
  type Joint,
  LIGHT_ELEVATION_RANGE,
  LIGHT_INTENSITY_RANGE,
  type LightState,
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
  type Range,
  RENDER_STYLES,
  type Rotation,
  type Scene,
  TURN_RANGE,
  type Vec3,
} from "./pose.ts";

// fast-check generators of valid poses and scenes, for the property tests of the pose format
// (pose.test.ts, pose-schema.test.ts, pose-link.test.ts). Values anywhere inside their ranges,
// not on the link's grid: the link tests quantise them first.

export const within = ([min, max]: Range) => fc.double({ min, max, noNaN: true }).map((v) => v + 0);

const vec3 = (range: Range) =>
  fc.tuple(within(range), within(range), within(range)) as fc.Arbitrary<Vec3>;

export const rotationOf = ({ limits }: Joint) =>
  fc.tuple(within(limits[0]), within(limits[1]), within(limits[2])) as fc.Arbitrary<Rotation>;

/** Any angles at all, in or far out of a joint's limits (for clamping). */
export const anyRotation = fc.tuple(
  fc.double({ min: -720, max: 720, noNaN: true }),
  fc.double({ min: -720, max: 720, noNaN: true }),
  fc.double({ min: -720, max: 720, noNaN: true }),
) as fc.Arbitrary<Rotation>;

export const poseArb: fc.Arbitrary<Pose> = fc
  .record({
    chosen: fc.tuple(
      ...JOINTS.map((joint) => fc.option(rotationOf(joint), { nil: undefined, freq: 2 })),
    ),
    hips: vec3(HIPS_RANGE),
  })
  .map(({ chosen, hips }) => {
    const rotations: Pose["rotations"] = {};
    JOINTS.forEach((joint, i) => {
      const rotation = chosen[i];
      if (rotation) rotations[joint.name] = rotation;
    });
    return { rotations, hips };
  });

/**
 * Ends pinned in the world, or held by the same doll's other hand (the one kind of held end
 * valid in any scene, however many dolls it has).
 */
const pinsArb: fc.Arbitrary<Pins> = fc.record(
  Object.fromEntries(
    PIN_JOINTS.map((joint) => [
      joint,
      joint === "handL"
        ? fc.oneof(
            fc.record({
              at: fc.tuple(within(FLOOR_RANGE), within(PIN_HEIGHT_RANGE), within(FLOOR_RANGE)),
            }),
            fc.constant({ doll: 0, joint: "handR" as const }),
          )
        : fc.record({
            at: fc.tuple(within(FLOOR_RANGE), within(PIN_HEIGHT_RANGE), within(FLOOR_RANGE)),
          }),
    ]),
  ),
  { requiredKeys: [] },
) as fc.Arbitrary<Pins>;

const dollFields = {
  body: fc.record(
    {
      type: fc.constantFrom(...BODY_TYPES),
      height: within(HEIGHT_RANGE),
      heads: within(HEADS_RANGE),
      build: fc.record(
        Object.fromEntries(BUILD_PARTS.map((part) => [part, within(BUILD_RANGES[part])])) as {
          [K in BuildPart]: fc.Arbitrary<number>;
        },
      ),
    },
    { requiredKeys: ["type", "height", "heads"] },
  ),
  pose: poseArb,
  position: fc.tuple(within(FLOOR_RANGE), within(FLOOR_RANGE)),
  facing: within(TURN_RANGE),
};

export const dollArb: fc.Arbitrary<Doll> = fc.record(
  { ...dollFields, pins: pinsArb.filter((pins) => Object.keys(pins).length > 0) },
  { requiredKeys: ["body", "pose", "position", "facing"] },
);

export const cameraArb: fc.Arbitrary<CameraState> = fc.record({
  position: vec3(CAMERA_RANGE),
  target: vec3(CAMERA_RANGE),
  focal: within(FOCAL_RANGE),
});

export const lightArb: fc.Arbitrary<LightState> = fc.record({
  azimuth: within(TURN_RANGE),
  elevation: within(LIGHT_ELEVATION_RANGE),
  intensity: within(LIGHT_INTENSITY_RANGE),
  rim: fc.boolean(),
});

/** Props on the floor (a held one needs its doll: the tests that hold one build it by hand). */
const propArb: fc.Arbitrary<Prop> = fc.record({
  kind: fc.constantFrom(...PROP_KINDS),
  position: fc.tuple(within(FLOOR_RANGE), within(FLOOR_RANGE)),
  facing: within(TURN_RANGE),
  scale: within(PROP_SCALE_RANGE),
});

export const sceneArb: fc.Arbitrary<Scene> = fc
  .record(
    {
      v: fc.constant(POSE_VERSION),
      dolls: fc.array(dollArb, { minLength: 1, maxLength: MAX_DOLLS }),
      camera: cameraArb,
      light: lightArb,
      style: fc.constantFrom(...RENDER_STYLES),
      props: fc.array(propArb, { minLength: 1, maxLength: MAX_PROPS }),
    },
    { requiredKeys: ["v", "dolls", "camera", "light"] },
  )
  // A doll's left hand holding its own right hand is valid unless that right hand is held too.
  .map((scene) => ({
    ...scene,
    dolls: scene.dolls.map((doll, index) => {
      const held = doll.pins?.handL;
      if (!held || !("doll" in held)) return doll;
      return { ...doll, pins: { ...doll.pins, handL: { doll: index, joint: "handR" as const } } };
    }),
  }));
