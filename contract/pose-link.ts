import {
  BODY_TYPES,
  BUILD_PARTS,
  BUILD_RANGES,
  type Build,
  CAMERA_RANGE,
  type Doll,
  FLOOR_RANGE,
  FOCAL_RANGE,
  HANDS,
  HEADS_RANGE,
  HEIGHT_RANGE,
  HIPS_RANGE,
  JOINTS,
  keptPins,
  keptProps,
  LIGHT_ELEVATION_RANGE,
  LIGHT_INTENSITY_RANGE,
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
  type Range,
  RENDER_STYLES,
  type Rotation,
  type Scene,
  seatProblem,
  TURN_RANGE,
  type Vec3,
} from "./pose.ts";

// A whole scene in a share link: a version character, then base64url of a packed bit string.
// Every number is an integer count of a fixed step inside a fixed range, written in just enough
// bits for that range; rest joints and untouched axes cost one bit or nothing. quantiseScene
// rounds a scene onto exactly those steps, so decodeScene(encodeScene(s)) equals
// quantiseScene(s) to the last bit of every float: the editor quantises before it shares or
// exports, and the opened link renders the same pixels.

/**
 * "3": a body's build after its head ratio. "2": pins and the render style after the light
 * (scene version 2). Older links still open: "2" without builds, "1" with the version-1 layout,
 * migrated.
 */
const LINK_VERSION = "3";
const READABLE = new Set(["1", "2", LINK_VERSION]);
/**
 * Longer text is not ours: refused before decoding. Three dolls turned in every joint on every
 * axis, each with its own build, all twelve ends pinned in the world, each doll seated, and
 * eight props on the floor make 605 characters, the longest link there can be
 * (pose-link.test.ts).
 */
export const MAX_LINK_LENGTH = 620;

interface Quantity {
  /** Values are n / scale for integers n in [lo, hi]. */
  scale: number;
  lo: number;
  hi: number;
  bits: number;
}

const quantity = ([min, max]: Range, scale: number): Quantity => {
  const lo = Math.round(min * scale);
  const hi = Math.round(max * scale);
  return { scale, lo, hi, bits: hi === lo ? 0 : Math.ceil(Math.log2(hi - lo + 1)) };
};

const HEIGHT = quantity(HEIGHT_RANGE, 1); // 1 cm
const HEADS = quantity(HEADS_RANGE, 20); // 0.05 head
/** Each build factor in 1 % steps. */
const BUILDS = Object.fromEntries(
  BUILD_PARTS.map((part) => [part, quantity(BUILD_RANGES[part], 100)]),
) as Record<keyof Build, Quantity>;
const HIPS = quantity(HIPS_RANGE, 1000); // 0.001 pelvis height
const FLOOR = quantity(FLOOR_RANGE, 100); // 1 cm
const TURN = quantity(TURN_RANGE, 2); // 0.5°
const CAMERA = quantity(CAMERA_RANGE, 1000); // 1 mm
const FOCAL = quantity(FOCAL_RANGE, 2); // 0.5 mm
const ELEVATION = quantity(LIGHT_ELEVATION_RANGE, 2);
const INTENSITY = quantity(LIGHT_INTENSITY_RANGE, 100);
const PIN_FLOOR = quantity(FLOOR_RANGE, 1000); // 1 mm
const PIN_HEIGHT = quantity(PIN_HEIGHT_RANGE, 1000);
const PROP_SCALE = quantity(PROP_SCALE_RANGE, 20); // 5 %
const PROP_KIND_BITS = 5;
/** Per joint and axis, 0.5° steps inside the joint's limits (no bits for a locked axis). */
const AXES = JOINTS.map((joint) => joint.limits.map((limit) => quantity(limit, 2)));

const count = (value: number, q: Quantity) => {
  const n = Math.round((Number.isFinite(value) ? value : 0) * q.scale);
  return Math.min(q.hi, Math.max(q.lo, n)) + 0;
};
const quantise = (value: number, q: Quantity) => count(value, q) / q.scale;
/** Into [-180, 180] by whole turns (a slider or drag may go round more than once). */
const wrap = (degrees: number) =>
  Math.abs(degrees) <= 180 ? degrees : degrees - 360 * Math.round(degrees / 360);
const vec3 = (v: Vec3, q: Quantity): Vec3 => [
  quantise(v[0], q),
  quantise(v[1], q),
  quantise(v[2], q),
];

const quantisePose = (pose: Pose): Pose => {
  const rotations: Pose["rotations"] = {};
  JOINTS.forEach((joint, j) => {
    const rotation = pose.rotations[joint.name];
    if (!rotation) return;
    const axes = AXES[j] as Quantity[];
    const q = rotation.map((angle, a) =>
      quantise(angle, axes[a] as Quantity),
    ) as unknown as Rotation;
    if (q.some((angle) => angle !== 0)) rotations[joint.name] = q;
  });
  return { rotations, hips: vec3(pose.hips, HIPS) };
};

const quantisePins = (pins: Pins): Pins => {
  const out: Pins = {};
  for (const joint of PIN_JOINTS) {
    const target = pins[joint];
    if (!target) continue;
    out[joint] =
      "at" in target
        ? {
            at: [
              quantise(target.at[0], PIN_FLOOR),
              quantise(target.at[1], PIN_HEIGHT),
              quantise(target.at[2], PIN_FLOOR),
            ],
          }
        : { doll: target.doll, joint: target.joint };
  }
  return out;
};

/** A build on the link's steps; none when every factor is the type's own. */
const quantiseBuild = (build: Build | undefined): { build?: Build } => {
  if (!build) return {};
  const out = Object.fromEntries(
    BUILD_PARTS.map((part) => [part, quantise(build[part], BUILDS[part])]),
  ) as Build;
  return BUILD_PARTS.every((part) => out[part] === 1) ? {} : { build: out };
};

/**
 * The scene on the link's grid: clamped into every range, rotations inside joint limits, rest
 * joints dropped, pins the scene cannot honour dropped, the default style left out. Idempotent;
 * what decodeScene returns for the scene's link.
 */
export function quantiseScene(scene: Scene): Scene {
  const dolls = scene.dolls.slice(0, MAX_DOLLS);
  const props = keptProps(dolls, scene.props)?.map(
    (prop): Prop => ({
      kind: prop.kind,
      position: prop.held
        ? [0, 0]
        : [quantise(prop.position[0], FLOOR), quantise(prop.position[1], FLOOR)],
      facing: prop.held ? 0 : quantise(wrap(prop.facing), TURN),
      scale: quantise(prop.scale, PROP_SCALE),
      ...(prop.held ? { held: { doll: prop.held.doll, hand: prop.held.hand } } : {}),
    }),
  );
  return {
    v: POSE_VERSION,
    dolls: dolls.map((doll, index): Doll => {
      const pins = keptPins(dolls, index);
      const seat = doll.seat !== undefined && seatProblem(props, doll.seat) === null;
      return {
        body: {
          type: doll.body.type,
          height: quantise(doll.body.height, HEIGHT),
          heads: quantise(doll.body.heads, HEADS),
          ...quantiseBuild(doll.body.build),
        },
        pose: quantisePose(doll.pose),
        position: [quantise(doll.position[0], FLOOR), quantise(doll.position[1], FLOOR)],
        facing: quantise(wrap(doll.facing), TURN),
        ...(pins ? { pins: quantisePins(pins) } : {}),
        ...(seat ? { seat: doll.seat } : {}),
      };
    }),
    camera: {
      position: vec3(scene.camera.position, CAMERA),
      target: vec3(scene.camera.target, CAMERA),
      focal: quantise(scene.camera.focal, FOCAL),
    },
    light: {
      azimuth: quantise(wrap(scene.light.azimuth), TURN),
      elevation: quantise(scene.light.elevation, ELEVATION),
      intensity: quantise(scene.light.intensity, INTENSITY),
      rim: scene.light.rim,
    },
    ...(scene.style && scene.style !== "shaded" ? { style: scene.style } : {}),
    ...(props && props.length > 0 ? { props } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Bits

class BitWriter {
  readonly bytes: number[] = [];
  private length = 0;

  write(value: number, bits: number) {
    for (let i = bits - 1; i >= 0; i--) {
      if (this.length % 8 === 0) this.bytes.push(0);
      const last = this.bytes.length - 1;
      if ((value >>> i) & 1)
        this.bytes[last] = (this.bytes[last] ?? 0) | (0x80 >>> (this.length % 8));
      this.length++;
    }
  }

  number(value: number, q: Quantity) {
    this.write(count(value, q) - q.lo, q.bits);
  }
}

class BitReader {
  private position = 0;
  private readonly bytes: Uint8Array;

  constructor(bytes: Uint8Array) {
    this.bytes = bytes;
  }

  read(bits: number): number {
    if (this.position + bits > this.bytes.length * 8) throw new RangeError("truncated");
    let value = 0;
    for (let i = 0; i < bits; i++, this.position++) {
      const bit = ((this.bytes[this.position >>> 3] as number) >>> (7 - (this.position % 8))) & 1;
      value = value * 2 + bit;
    }
    return value;
  }

  number(q: Quantity): number {
    const n = this.read(q.bits) + q.lo;
    if (n > q.hi) throw new RangeError("out of range");
    return n / q.scale;
  }

  /** Only zero padding may follow the last field. */
  done() {
    const rest = this.bytes.length * 8 - this.position;
    if (rest >= 8 || this.read(rest) !== 0) throw new RangeError("trailing data");
  }
}

const toBase64Url = (bytes: number[]) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");

const fromBase64Url = (text: string): Uint8Array => {
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
};

// ---------------------------------------------------------------------------------------------
// Encoding

const writeDoll = (out: BitWriter, doll: Doll) => {
  out.write(BODY_TYPES.indexOf(doll.body.type), 2);
  out.number(doll.body.height, HEIGHT);
  out.number(doll.body.heads, HEADS);
  const { build } = doll.body;
  out.write(build ? 1 : 0, 1);
  if (build) for (const part of BUILD_PARTS) out.number(build[part], BUILDS[part]);
  const { rotations, hips } = doll.pose;
  const moved = hips.some((h) => h !== 0);
  out.write(moved ? 1 : 0, 1);
  if (moved) for (const h of hips) out.number(h, HIPS);
  out.number(doll.position[0], FLOOR);
  out.number(doll.position[1], FLOOR);
  out.number(doll.facing, TURN);
  for (const joint of JOINTS) out.write(rotations[joint.name] ? 1 : 0, 1);
  JOINTS.forEach((joint, j) => {
    const rotation = rotations[joint.name];
    if (!rotation) return;
    (AXES[j] as Quantity[]).forEach((q, a) => {
      if (q.bits === 0) return;
      const angle = rotation[a] as number;
      out.write(angle === 0 ? 0 : 1, 1);
      if (angle !== 0) out.number(angle, q);
    });
  });
  for (const joint of PIN_JOINTS) out.write(doll.pins?.[joint] ? 1 : 0, 1);
  for (const joint of PIN_JOINTS) {
    const target = doll.pins?.[joint];
    if (!target) continue;
    if ("at" in target) {
      out.write(0, 1);
      out.number(target.at[0], PIN_FLOOR);
      out.number(target.at[1], PIN_HEIGHT);
      out.number(target.at[2], PIN_FLOOR);
    } else {
      out.write(1, 1);
      out.write(target.doll, 2);
      out.write(PIN_JOINTS.indexOf(target.joint), 2);
    }
  }
  out.write(doll.seat === undefined ? 0 : 1, 1);
  if (doll.seat !== undefined) out.write(doll.seat, 3);
};

const writeProp = (out: BitWriter, prop: Prop) => {
  out.write(PROP_KINDS.indexOf(prop.kind), PROP_KIND_BITS);
  out.number(prop.scale, PROP_SCALE);
  out.write(prop.held ? 1 : 0, 1);
  if (prop.held) {
    out.write(prop.held.doll, 2);
    out.write(HANDS.indexOf(prop.held.hand), 1);
  } else {
    out.number(prop.position[0], FLOOR);
    out.number(prop.position[1], FLOOR);
    out.number(prop.facing, TURN);
  }
};

/** The scene as URL-safe text (quantised first: see quantiseScene). */
export function encodeScene(scene: Scene): string {
  const q = quantiseScene(scene);
  const out = new BitWriter();
  out.write(q.dolls.length - 1, 2);
  for (const doll of q.dolls) writeDoll(out, doll);
  for (const v of [...q.camera.position, ...q.camera.target]) out.number(v, CAMERA);
  out.number(q.camera.focal, FOCAL);
  out.number(q.light.azimuth, TURN);
  out.number(q.light.elevation, ELEVATION);
  out.number(q.light.intensity, INTENSITY);
  out.write(q.light.rim ? 1 : 0, 1);
  out.write(RENDER_STYLES.indexOf(q.style ?? "shaded"), 2);
  out.write(q.props?.length ?? 0, 4);
  for (const prop of q.props ?? []) writeProp(out, prop);
  return LINK_VERSION + toBase64Url(out.bytes);
}

const readPins = (input: BitReader): Pins | undefined => {
  const present = PIN_JOINTS.filter(() => input.read(1) === 1);
  if (present.length === 0) return undefined;
  const pins: Pins = {};
  for (const joint of present) {
    let target: PinTarget;
    if (input.read(1) === 0) {
      target = { at: [input.number(PIN_FLOOR), input.number(PIN_HEIGHT), input.number(PIN_FLOOR)] };
    } else {
      const doll = input.read(2);
      const held = PIN_JOINTS[input.read(2)];
      if (!held) throw new RangeError("pin joint");
      target = { doll, joint: held };
    }
    pins[joint] = target;
  }
  return pins;
};

const readDoll = (input: BitReader, version: string): Doll => {
  const type = BODY_TYPES[input.read(2)];
  if (!type) throw new RangeError("body type");
  const body: Doll["body"] = { type, height: input.number(HEIGHT), heads: input.number(HEADS) };
  if (version !== "1" && version !== "2" && input.read(1) === 1) {
    const build = Object.fromEntries(
      BUILD_PARTS.map((part) => [part, input.number(BUILDS[part])]),
    ) as Build;
    // encodeScene writes no build that is the type's own.
    if (BUILD_PARTS.every((part) => build[part] === 1)) throw new RangeError("neutral build");
    body.build = build;
  }
  const hips: Vec3 = input.read(1)
    ? [input.number(HIPS), input.number(HIPS), input.number(HIPS)]
    : [0, 0, 0];
  const position: [number, number] = [input.number(FLOOR), input.number(FLOOR)];
  const facing = input.number(TURN);
  const present = JOINTS.map(() => input.read(1) === 1);
  const rotations: Pose["rotations"] = {};
  JOINTS.forEach((joint, j) => {
    if (!present[j]) return;
    const angles = (AXES[j] as Quantity[]).map((q) =>
      q.bits > 0 && input.read(1) ? input.number(q) : 0,
    );
    // A listed joint at rest is not something encodeScene writes.
    if (angles.every((angle) => angle === 0)) throw new RangeError("rest joint");
    rotations[joint.name] = angles as unknown as Rotation;
  });
  const pins = version === "1" ? undefined : readPins(input);
  const seat = version !== "1" && input.read(1) === 1 ? input.read(3) : undefined;
  return {
    body,
    pose: { rotations, hips },
    position,
    facing,
    ...(pins ? { pins } : {}),
    ...(seat !== undefined ? { seat } : {}),
  };
};

const readProp = (input: BitReader): Prop => {
  const kind = PROP_KINDS[input.read(PROP_KIND_BITS)];
  if (!kind) throw new RangeError("prop kind");
  const scale = input.number(PROP_SCALE);
  if (input.read(1) === 1) {
    const doll = input.read(2);
    const hand = HANDS[input.read(1)] as (typeof HANDS)[number];
    return { kind, position: [0, 0], facing: 0, scale, held: { doll, hand } };
  }
  const position: [number, number] = [input.number(FLOOR), input.number(FLOOR)];
  return { kind, position, facing: input.number(TURN), scale };
};

/** The scene in a link's text, or null for anything that is not a valid link (never throws). */
export function decodeScene(text: string): Scene | null {
  if (typeof text !== "string" || text.length > MAX_LINK_LENGTH) return null;
  const version = text.slice(0, 1);
  if (!READABLE.has(version)) return null;
  const body = text.slice(1);
  if (!/^[A-Za-z0-9_-]*$/.test(body) || body.length % 4 === 1) return null;
  try {
    const input = new BitReader(fromBase64Url(body));
    const dollCount = input.read(2) + 1;
    if (dollCount > MAX_DOLLS) return null;
    const dolls = Array.from({ length: dollCount }, () => readDoll(input, version));
    const [px, py, pz, tx, ty, tz] = Array.from({ length: 6 }, () => input.number(CAMERA));
    const scene = {
      v: POSE_VERSION,
      dolls,
      camera: {
        position: [px, py, pz] as unknown as Vec3,
        target: [tx, ty, tz] as unknown as Vec3,
        focal: input.number(FOCAL),
      },
      light: {
        azimuth: input.number(TURN),
        elevation: input.number(ELEVATION),
        intensity: input.number(INTENSITY),
        rim: input.read(1) === 1,
      },
    } satisfies Scene;
    const style = version === "1" ? "shaded" : RENDER_STYLES[input.read(2)];
    if (!style) throw new RangeError("style");
    const propCount = version === "1" ? 0 : input.read(4);
    if (propCount > MAX_PROPS) throw new RangeError("props");
    const props = Array.from({ length: propCount }, () => readProp(input));
    input.done();
    const read: Scene =
      version === "1"
        ? migrateScene({ ...scene, v: 1 })
        : {
            ...scene,
            ...(style !== "shaded" ? { style } : {}),
            ...(props.length > 0 ? { props } : {}),
          };
    // Every number was read inside its range and every name from its list, so what is left to
    // judge is how the parts fit together: quantiseScene lets go of a pin, a seat or a hand that
    // names a doll or prop the link does not have. The schema (zod) is not needed for that, and
    // stays off /pose's first load; pose-link.test.ts checks every decoded scene against it.
    return quantiseScene(read);
  } catch {
    return null;
  }
}
