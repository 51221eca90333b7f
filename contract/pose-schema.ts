import * as z from "zod/mini";
import {
  BODY_TYPES,
  type Body,
  BUILD_PARTS,
  BUILD_RANGES,
  type Build,
  CAMERA_RANGE,
  type CameraState,
  type Doll,
  FLOOR_RANGE,
  FOCAL_RANGE,
  HANDS,
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
  migrateScene,
  PIN_HEIGHT_RANGE,
  PIN_JOINTS,
  type Pins,
  type PinTarget,
  POSE_VERSION,
  type Pose,
  PROP_KINDS,
  PROP_SCALE_RANGE,
  type Prop,
  pinProblem,
  propProblem,
  type Range,
  RENDER_STYLES,
  type Scene,
  type SceneV1,
  seatProblem,
  TURN_RANGE,
} from "./pose.ts";

// The versioned pose format: what local storage, share links, presets and (later) cloud saves
// hold. zod/mini because it ships in the /pose chunk (see replies.ts). Each schema is tied to its
// contract type, so the two cannot drift. Nothing is clamped here: a value outside its range is
// refused with its path, and the editor clamps (clampPose, the sliders' ranges) before saving.

/** A finite number inside [min, max]; zod refuses NaN and ±Infinity by itself. */
const within = ([min, max]: Range) => z.number().check(z.gte(min), z.lte(max));
const vec3 = (range: Range) => z.tuple([within(range), within(range), within(range)]);

const rotationSchema = ({ limits }: Joint) =>
  z.tuple([within(limits[0]), within(limits[1]), within(limits[2])]);

/**
 * Joint → [x, y, z] degrees, each inside the joint's limits; unknown joint names are refused.
 * Built from JOINTS, so a joint added to the contract is accepted here at once.
 */
const RotationsSchema = z.strictObject(
  Object.fromEntries(JOINTS.map((joint) => [joint.name, z.optional(rotationSchema(joint))])),
) as unknown as z.ZodMiniType<Pose["rotations"]>;

export const PoseSchema: z.ZodMiniType<Pose> = z.strictObject({
  rotations: RotationsSchema,
  hips: vec3(HIPS_RANGE),
});

export const BuildSchema: z.ZodMiniType<Build> = z.strictObject(
  Object.fromEntries(BUILD_PARTS.map((part) => [part, within(BUILD_RANGES[part])])),
) as unknown as z.ZodMiniType<Build>;

export const BodySchema: z.ZodMiniType<Body> = z.strictObject({
  type: z.enum(BODY_TYPES),
  height: within(HEIGHT_RANGE),
  heads: within(HEADS_RANGE),
  build: z.optional(BuildSchema),
});

export const PinTargetSchema: z.ZodMiniType<PinTarget> = z.union([
  z.strictObject({
    at: z.tuple([within(FLOOR_RANGE), within(PIN_HEIGHT_RANGE), within(FLOOR_RANGE)]),
  }),
  z.strictObject({
    doll: z.int().check(z.gte(0), z.lt(MAX_DOLLS)),
    joint: z.enum(PIN_JOINTS),
  }),
]);

export const PinsSchema: z.ZodMiniType<Pins> = z.strictObject(
  Object.fromEntries(PIN_JOINTS.map((joint) => [joint, z.optional(PinTargetSchema)])),
) as unknown as z.ZodMiniType<Pins>;

const dollFields = {
  body: BodySchema,
  pose: PoseSchema,
  position: z.tuple([within(FLOOR_RANGE), within(FLOOR_RANGE)]),
  facing: within(TURN_RANGE),
};

export const DollSchema: z.ZodMiniType<Doll> = z.strictObject({
  ...dollFields,
  pins: z.optional(PinsSchema),
  seat: z.optional(z.int().check(z.gte(0), z.lt(MAX_PROPS))),
});

export const PropSchema: z.ZodMiniType<Prop> = z.strictObject({
  kind: z.enum(PROP_KINDS as unknown as [Prop["kind"], ...Prop["kind"][]]),
  position: z.tuple([within(FLOOR_RANGE), within(FLOOR_RANGE)]),
  facing: within(TURN_RANGE),
  scale: within(PROP_SCALE_RANGE),
  held: z.optional(
    z.strictObject({ doll: z.int().check(z.gte(0), z.lt(MAX_DOLLS)), hand: z.enum(HANDS) }),
  ),
});

export const CameraStateSchema: z.ZodMiniType<CameraState> = z.strictObject({
  position: vec3(CAMERA_RANGE),
  target: vec3(CAMERA_RANGE),
  focal: within(FOCAL_RANGE),
});

export const LightStateSchema: z.ZodMiniType<LightState> = z.strictObject({
  azimuth: within(TURN_RANGE),
  elevation: within(LIGHT_ELEVATION_RANGE),
  intensity: within(LIGHT_INTENSITY_RANGE),
  rim: z.boolean(),
});

/** Version 2: the scene as it is written today. */
const sceneV2 = z
  .strictObject({
    v: z.literal(POSE_VERSION),
    dolls: z.array(DollSchema).check(z.minLength(1), z.maxLength(MAX_DOLLS)),
    camera: CameraStateSchema,
    light: LightStateSchema,
    style: z.optional(z.enum(RENDER_STYLES)),
    props: z.optional(z.array(PropSchema).check(z.maxLength(MAX_PROPS))),
  })
  .check((context) => {
    const { dolls, props } = context.value;
    const refuse = (path: (string | number)[], input: unknown, message: string) =>
      context.issues.push({ code: "custom", input, message, path });
    props?.forEach((prop, index) => {
      const problem = propProblem(dolls, prop);
      if (problem) {
        refuse(["props", index, "held"], prop.held, problem);
      }
    });
    dolls.forEach((doll, index) => {
      const seated = doll.seat === undefined ? null : seatProblem(props, doll.seat);
      if (seated) {
        refuse(["dolls", index, "seat"], doll.seat, seated);
      }
      for (const joint of PIN_JOINTS) {
        const problem = doll.pins?.[joint] ? pinProblem(dolls, index, joint) : null;
        if (problem) {
          refuse(["dolls", index, "pins", joint], doll.pins?.[joint], problem);
        }
      }
    });
  });

export const SceneV2Schema: z.ZodMiniType<Scene> = sceneV2;

/** Version 1, still read everywhere (links, local storage, gallery saves) and migrated. */
const sceneV1 = z.strictObject({
  v: z.literal(1),
  dolls: z.array(z.strictObject(dollFields)).check(z.minLength(1), z.maxLength(MAX_DOLLS)),
  camera: CameraStateSchema,
  light: LightStateSchema,
});

export const SceneV1Schema: z.ZodMiniType<SceneV1> = sceneV1;

/**
 * Any scene a reader may meet, as version 2: a version-1 one is migrated (migrateScene). The
 * version picks the branch, so a fault is named inside the version the scene says it is.
 */
export const SceneSchema: z.ZodMiniType<Scene, unknown> = z.discriminatedUnion("v", [
  sceneV2,
  z.pipe(
    sceneV1,
    z.transform((scene) => migrateScene(scene as SceneV1)),
  ),
]);

/** The scene in `value` when it is a valid scene of any version, as version 2; else null. */
export function parseScene(value: unknown): Scene | null {
  const parsed = SceneSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
