import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_LIGHT, type Scene } from "./pose.ts";
import { poseArb, sceneArb } from "./pose-arbitraries.ts";
import { PoseSchema, parseScene, SceneSchema } from "./pose-schema.ts";

const scene: Scene = {
  v: 2,
  dolls: [
    {
      body: { type: "adultFemale", height: 165, heads: 7.5 },
      pose: { rotations: { lowerArmL: [-90, 0, 0], thighR: [-30, 0, -10] }, hips: [0, -0.1, 0] },
      position: [0, 0],
      facing: 0,
    },
  ],
  camera: { position: [0, 1.4, 4], target: [0, 1, 0], focal: 50 },
  light: DEFAULT_LIGHT,
};

/** The scene with one field replaced, by a path of keys. */
const withField = (path: (string | number)[], value: unknown): unknown => {
  const copy = structuredClone(scene) as unknown as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path.at(-1) as string | number] = value;
  return copy;
};

const refusedAt = (value: unknown) => {
  const parsed = SceneSchema.safeParse(value);
  return parsed.success ? null : parsed.error.issues[0]?.path.join(".");
};

describe("the pose format", () => {
  it("round-trips: parse(serialize(x)) equals x", () => {
    fc.assert(
      fc.property(sceneArb, (value) => {
        expect(SceneSchema.parse(JSON.parse(JSON.stringify(value)))).toEqual(value);
      }),
    );
    fc.assert(
      fc.property(poseArb, (pose) => {
        expect(PoseSchema.parse(JSON.parse(JSON.stringify(pose)))).toEqual(pose);
      }),
    );
  });

  it("refuses out-of-range values instead of clamping them, naming the field", () => {
    expect(refusedAt(scene)).toBeNull();
    expect(refusedAt(withField(["dolls", 0, "pose", "rotations", "lowerArmL"], [30, 0, 0]))).toBe(
      "dolls.0.pose.rotations.lowerArmL.0",
    );
    expect(refusedAt(withField(["dolls", 0, "pose", "rotations", "shinR"], [10, 0, 5]))).toBe(
      "dolls.0.pose.rotations.shinR.2",
    );
    expect(refusedAt(withField(["dolls", 0, "pose", "hips"], [0, -2, 0]))).toBe(
      "dolls.0.pose.hips.1",
    );
    expect(refusedAt(withField(["dolls", 0, "body", "height"], 300))).toBe("dolls.0.body.height");
    expect(refusedAt(withField(["dolls", 0, "body", "type"], "robot"))).toBe("dolls.0.body.type");
    expect(refusedAt(withField(["camera", "focal"], 12))).toBe("camera.focal");
    expect(refusedAt(withField(["camera", "focal"], 136))).toBe("camera.focal");
    expect(refusedAt(withField(["light", "elevation"], -5))).toBe("light.elevation");
    expect(refusedAt(withField(["dolls", 0, "facing"], 181))).toBe("dolls.0.facing");
    expect(refusedAt(withField(["v"], 3))).toBe("v");
  });

  it("refuses unknown joints, non-finite numbers, wrong shapes and extra fields", () => {
    expect(
      refusedAt(withField(["dolls", 0, "pose", "rotations", "tail"], [1, 0, 0])),
    ).not.toBeNull();
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, "10", null]) {
      expect(refusedAt(withField(["dolls", 0, "pose", "rotations", "head"], [bad, 0, 0]))).toBe(
        "dolls.0.pose.rotations.head.0",
      );
    }
    expect(refusedAt(withField(["dolls", 0, "pose", "rotations", "head"], [1, 2]))).not.toBeNull();
    expect(refusedAt(withField(["dolls", 0, "position"], [0, 0, 0]))).not.toBeNull();
    expect(refusedAt(withField(["camera", "fov"], 40))).not.toBeNull();
    expect(refusedAt(withField(["light", "rim"], "yes"))).toBe("light.rim");
  });

  it("reads a version-1 scene (a save or a kept scene from before pins) as version 2", () => {
    const v1 = { ...structuredClone(scene), v: 1 };
    expect(parseScene(v1)).toEqual({ ...scene, v: 2 });
    // Version 1 had no pins and no style: they are refused there, not silently dropped.
    const [doll] = scene.dolls;
    expect(refusedAt({ ...v1, dolls: [{ ...doll, pins: { handL: { at: [0, 1, 0] } } }] })).toBe(
      "dolls.0",
    );
    expect(refusedAt({ ...v1, style: "ink" })).not.toBeNull();
  });

  it("refuses pins and styles it cannot honour, naming the pin", () => {
    const [doll] = scene.dolls;
    const withPins = (pins: unknown, dolls = 1) => ({
      ...scene,
      dolls: [{ ...doll, pins }, ...Array.from({ length: dolls - 1 }, () => doll)],
    });
    expect(refusedAt(withPins({ footL: { at: [0.2, 0.08, 0] } }))).toBeNull();
    expect(refusedAt(withPins({ handR: { doll: 1, joint: "handL" } }, 2))).toBeNull();
    expect(refusedAt(withPins({ handR: { doll: 1, joint: "handL" } }))).toBe("dolls.0.pins.handR");
    expect(refusedAt(withPins({ handR: { doll: 0, joint: "handR" } }))).toBe("dolls.0.pins.handR");
    expect(refusedAt(withPins({ handL: { doll: 0, joint: "handR" } }))).toBeNull();
    expect(refusedAt(withPins({ elbowL: { at: [0, 1, 0] } }))).not.toBeNull();
    expect(refusedAt(withPins({ footL: { at: [0, 9, 0] } }))).toBe("dolls.0.pins.footL.at.1");
    // Two ends holding each other have no order to solve in.
    expect(
      refusedAt({
        ...scene,
        dolls: [
          { ...doll, pins: { handR: { doll: 1, joint: "handL" } } },
          { ...doll, pins: { handL: { doll: 0, joint: "handR" } } },
        ],
      }),
    ).toBe("dolls.0.pins.handR");
    expect(refusedAt({ ...scene, style: "ink" })).toBeNull();
    expect(refusedAt({ ...scene, style: "watercolour" })).toBe("style");
  });

  it("refuses props and seats it cannot honour, naming them", () => {
    const [doll] = scene.dolls;
    const prop = { kind: "chair", position: [1, 0], facing: 0, scale: 1 };
    expect(refusedAt({ ...scene, props: [prop] })).toBeNull();
    expect(refusedAt({ ...scene, props: [{ ...prop, kind: "piano" }] })).toBe("props.0.kind");
    expect(refusedAt({ ...scene, props: [{ ...prop, scale: 3 }] })).toBe("props.0.scale");
    expect(refusedAt({ ...scene, props: [{ ...prop, held: { doll: 0, hand: "handL" } }] })).toBe(
      "props.0.held",
    );
    expect(
      refusedAt({
        ...scene,
        props: [{ ...prop, kind: "cup", held: { doll: 1, hand: "handL" } }],
      }),
    ).toBe("props.0.held");
    expect(refusedAt({ ...scene, dolls: [{ ...doll, seat: 0 }], props: [prop] })).toBeNull();
    expect(refusedAt({ ...scene, dolls: [{ ...doll, seat: 1 }], props: [prop] })).toBe(
      "dolls.0.seat",
    );
    expect(
      refusedAt({ ...scene, dolls: [{ ...doll, seat: 0 }], props: [{ ...prop, kind: "table" }] }),
    ).toBe("dolls.0.seat");
    expect(refusedAt({ ...scene, props: Array.from({ length: 9 }, () => prop) })).toBe("props");
  });

  it("holds one to three dolls", () => {
    const doll = scene.dolls[0];
    expect(refusedAt(withField(["dolls"], []))).toBe("dolls");
    expect(refusedAt(withField(["dolls"], [doll, doll, doll]))).toBeNull();
    expect(refusedAt(withField(["dolls"], [doll, doll, doll, doll]))).toBe("dolls");
  });

  it("parseScene gives the scene or null, never throws", () => {
    expect(parseScene(scene)).toEqual(scene);
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(parseScene(value)).toBeNull();
      }),
    );
  });
});
