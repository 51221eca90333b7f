import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_LIGHT, JOINTS, MAX_PROPS, PIN_JOINTS, type Pose, type Scene } from "./pose.ts";
import { sceneArb } from "./pose-arbitraries.ts";
import { decodeScene, encodeScene, MAX_LINK_LENGTH, quantiseScene } from "./pose-link.ts";
import { SceneSchema } from "./pose-schema.ts";

const base: Scene = {
  v: 2,
  dolls: [
    {
      body: { type: "adultMale", height: 178, heads: 7.75 },
      pose: { rotations: {}, hips: [0, 0, 0] },
      position: [0, 0],
      facing: 0,
    },
  ],
  camera: { position: [0, 1.4, 4], target: [0, 1, 0], focal: 50 },
  light: DEFAULT_LIGHT,
};

/** Every joint turned on every axis that moves: the longest a doll can make a link. */
const everything: Pose = {
  rotations: Object.fromEntries(
    JOINTS.map((joint) => [joint.name, joint.limits.map(([min]) => min) as never]),
  ),
  hips: [0.5, -0.5, 0.25],
};

describe("share links", () => {
  it("round-trips every quantised scene exactly, and quantising is idempotent", () => {
    fc.assert(
      fc.property(sceneArb, (scene) => {
        const quantised = quantiseScene(scene);
        expect(quantiseScene(quantised)).toEqual(quantised);
        expect(SceneSchema.safeParse(quantised).success).toBe(true);
        const text = encodeScene(scene);
        expect(decodeScene(text)).toEqual(quantised);
        expect(encodeScene(quantised)).toBe(text);
      }),
      { numRuns: 300 },
    );
  });

  it("is URL-safe text that only changes within the grid's steps", () => {
    fc.assert(
      fc.property(sceneArb, (scene) => {
        const text = encodeScene(scene);
        expect(text).toMatch(/^3[A-Za-z0-9_-]+$/);
        expect(encodeURIComponent(text)).toBe(text);
        const quantised = quantiseScene(scene);
        scene.dolls.forEach((doll, i) => {
          const q = quantised.dolls[i];
          expect(Math.abs((q?.position[0] ?? 0) - doll.position[0])).toBeLessThanOrEqual(0.005);
          for (const [name, rotation] of Object.entries(doll.pose.rotations)) {
            const back = q?.pose.rotations[name as keyof Pose["rotations"]] ?? [0, 0, 0];
            rotation?.forEach((angle, axis) => {
              expect(Math.abs((back[axis] ?? 0) - angle)).toBeLessThanOrEqual(0.25);
            });
          }
        });
        expect(
          Math.abs(quantised.camera.position[2] - scene.camera.position[2]),
        ).toBeLessThanOrEqual(0.0005);
      }),
    );
  });

  it("leaves rest joints out and keeps a plain scene short", () => {
    const text = encodeScene(base);
    expect(text.length).toBeLessThanOrEqual(48);
    expect(decodeScene(text)).toEqual(base);
  });

  it("stays under the length bound even with three dolls posed in every joint", () => {
    const doll = { ...(base.dolls[0] as Scene["dolls"][number]), pose: everything };
    const full: Scene = { ...base, dolls: [doll, doll, doll] };
    const text = encodeScene(full);
    expect(text.length).toBeLessThanOrEqual(445);
    expect(decodeScene(text)).toEqual(quantiseScene(full));
    // Every end of every doll pinned in the world, each doll seated, eight props on the floor,
    // in ink: no scene can make a longer link.
    const pinned = {
      ...doll,
      body: {
        ...doll.body,
        build: { arms: 1.13, legs: 0.87, torso: 1.11, shoulders: 1.21, hips: 0.83, mass: 1.37 },
      },
      seat: 0,
      pins: Object.fromEntries(
        PIN_JOINTS.map((joint) => [joint, { at: [-9.876, 4.321, 9.999] as const }]),
      ),
    };
    const prop = {
      kind: "bench" as const,
      position: [-3.21, 4.56] as const,
      facing: -123.5,
      scale: 1.35,
    };
    const longest: Scene = {
      ...base,
      dolls: [pinned, pinned, pinned],
      style: "ink",
      props: Array.from({ length: MAX_PROPS }, () => prop),
    };
    const long = encodeScene(longest);
    console.log(`longest link: ${long.length} characters`);
    expect(long.length).toBeLessThan(MAX_LINK_LENGTH);
    expect(decodeScene(long)).toEqual(quantiseScene(longest));
    // Three dolls in every joint with six props, the case the issue names.
    const six = encodeScene({ ...full, props: Array.from({ length: 6 }, () => prop) });
    console.log(`three dolls posed in every joint and six props: ${six.length} characters`);
    expect(decodeScene(six)?.props).toHaveLength(6);
  });

  it("carries pins and the render style: a world pin to the millimetre, a held hand as it is", () => {
    const [doll] = base.dolls as [Scene["dolls"][number]];
    const scene: Scene = {
      ...base,
      style: "ink",
      dolls: [
        {
          ...doll,
          pins: { footL: { at: [0.1234, 0.0811, -0.05] }, handR: { doll: 1, joint: "handL" } },
        },
        { ...doll, position: [0.6, 0] },
      ],
    };
    const back = decodeScene(encodeScene(scene));
    expect(back?.style).toBe("ink");
    expect(back?.dolls[0]?.pins).toEqual({
      footL: { at: [0.123, 0.081, -0.05] },
      handR: { doll: 1, joint: "handL" },
    });
    expect(back?.dolls[1]?.pins).toBeUndefined();
    // Shaded is the default: left out of the scene, as a version-1 link reads.
    expect(decodeScene(encodeScene({ ...scene, style: "shaded" }))?.style).toBeUndefined();
    // A pin the scene cannot honour (a doll that is not there) is not written.
    const stray: Scene = {
      ...base,
      dolls: [{ ...doll, pins: { handL: { doll: 2, joint: "handR" } } }],
    };
    expect(decodeScene(encodeScene(stray))?.dolls[0]?.pins).toBeUndefined();
  });

  it("carries props on the floor and in hands, and who sits on what", () => {
    const [doll] = base.dolls as [Scene["dolls"][number]];
    const scene: Scene = {
      ...base,
      dolls: [{ ...doll, seat: 0 }],
      props: [
        { kind: "bench", position: [0.4567, -1.2], facing: 95.3, scale: 1.23 },
        {
          kind: "umbrella",
          position: [3, 3],
          facing: 40,
          scale: 1,
          held: { doll: 0, hand: "handL" },
        },
      ],
    };
    const back = decodeScene(encodeScene(scene));
    expect(back?.props).toEqual([
      { kind: "bench", position: [0.46, -1.2], facing: 95.5, scale: 1.25 },
      // A held prop's own place means nothing: it follows the hand.
      { kind: "umbrella", position: [0, 0], facing: 0, scale: 1, held: { doll: 0, hand: "handL" } },
    ]);
    expect(back?.dolls[0]?.seat).toBe(0);
    // A seat on something that is not a seat, or not there, is not written; nor a hand of a
    // doll the scene does not have.
    const wrong: Scene = {
      ...base,
      dolls: [{ ...doll, seat: 1 }],
      props: [
        { kind: "table", position: [0, 0], facing: 0, scale: 1 },
        { kind: "cup", position: [0, 0], facing: 0, scale: 1, held: { doll: 2, hand: "handR" } },
      ],
    };
    const read = decodeScene(encodeScene(wrong));
    expect(read?.dolls[0]?.seat).toBeUndefined();
    expect(read?.props?.[1]?.held).toBeUndefined();
  });

  it("still opens a version-2 link, shared before builds, with its pins, style and props", () => {
    // Made by the version-2 encoder (commit 564897d).
    const v2 = "2JfWj6H0MgBAAAAAK0SgRO6EGk-wYagyABpeDDUGNqMNQQGuZDwRApBp9C0A";
    expect(decodeScene(v2)).toEqual({
      v: 2,
      dolls: [
        {
          body: { type: "teen", height: 155, heads: 6.5 },
          pose: { rotations: { upperArmL: [-90, 0, 30] }, hips: [0, 0, 0] },
          position: [0, 0],
          facing: 20,
          pins: { footL: { at: [0.1, 0.05, 0.2] } },
        },
      ],
      camera: { position: [0, 1.2, 4], target: [0, 0.9, 0], focal: 50 },
      light: { azimuth: 35, elevation: 50, intensity: 1.2, rim: false },
      style: "ink",
      props: [{ kind: "chair", position: [0.5, 0], facing: 0, scale: 1 }],
    });
  });

  it("carries a body's build to the percent, and leaves a neutral one out", () => {
    const built = structuredClone(base) as Scene;
    const doll = built.dolls[0] as Scene["dolls"][number];
    doll.body = {
      ...doll.body,
      build: { arms: 1.1, legs: 0.9, torso: 1.05, shoulders: 1.234, hips: 0.8, mass: 1.5 },
    };
    const opened = decodeScene(encodeScene(built));
    expect(opened?.dolls[0]?.body.build).toEqual({
      arms: 1.1,
      legs: 0.9,
      torso: 1.05,
      shoulders: 1.23,
      hips: 0.8,
      mass: 1.5,
    });
    doll.body = {
      ...doll.body,
      build: { arms: 1, legs: 1, torso: 1, shoulders: 1, hips: 1, mass: 1 },
    };
    expect(decodeScene(encodeScene(built))?.dolls[0]?.body).not.toHaveProperty("build");
  });

  it("still opens a version-1 link, shared before pins, as the same scene in version 2", () => {
    // Made by the version-1 encoder (commit a76c8ae): two dolls, posed, rim light on.
    const v1 = "1V2c67iii7jwH5NIFAAAAAp5gl4WRHktMeCkGn0IcQAAAAAKNKLxkADJLGncMNQY2ow1Aia5kPEA";
    expect(decodeScene(v1)).toEqual({
      v: 2,
      dolls: [
        {
          body: { type: "adultMale", height: 178, heads: 7.75 },
          pose: {
            rotations: { upperArmL: [-60, 10, 20], shinR: [45, 0, 0], head: [-10, 25, 0] },
            hips: [0, -0.2, 0],
          },
          position: [-0.4, 0.1],
          facing: 30,
        },
        {
          body: { type: "chibi", height: 90, heads: 2.5 },
          pose: { rotations: { chest: [10, -15, 5] }, hips: [0, 0, 0] },
          position: [0.5, 0],
          facing: -45,
        },
      ],
      camera: { position: [1.2, 1.5, 4.2], target: [0, 0.9, 0], focal: 35 },
      light: { azimuth: 35, elevation: 50, intensity: 1.2, rim: true },
    });
  });

  it("quantises out-of-range and unwrapped values into the format", () => {
    const wild = structuredClone(base) as Scene;
    const doll = wild.dolls[0] as Scene["dolls"][number];
    doll.facing = 450;
    doll.position = [25, -0.123456];
    doll.pose = {
      rotations: { lowerArmL: [40, 0, 0], kneeL: [1, 1, 1] } as never,
      hips: [0, -9, 0],
    };
    wild.camera.focal = 10;
    wild.light = { azimuth: -190.2, elevation: 120, intensity: Number.NaN, rim: true };
    const q = quantiseScene(wild);
    expect(q.dolls[0]?.facing).toBe(90);
    expect(q.dolls[0]?.position).toEqual([10, -0.12]);
    expect(q.dolls[0]?.pose).toEqual({ rotations: {}, hips: [0, -1.5, 0] });
    expect(q.camera.focal).toBe(18);
    expect(q.light).toEqual({ azimuth: 170, elevation: 90, intensity: 0, rim: true });
    expect(decodeScene(encodeScene(wild))).toEqual(q);
  });

  it("gives null, never throws, for random, truncated, altered or oversized text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const scene = decodeScene(text);
        if (scene) expect(SceneSchema.safeParse(scene).success).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.base64String({ maxLength: 600 }), (text) => {
        const scene = decodeScene(`1${text.replaceAll("+", "-").replaceAll("/", "_")}`);
        if (scene) expect(SceneSchema.safeParse(scene).success).toBe(true);
      }),
    );
    fc.assert(
      fc.property(sceneArb, fc.nat(), (scene, cut) => {
        const text = encodeScene(scene);
        const short = text.slice(0, 1 + (cut % (text.length - 1)));
        const decoded = decodeScene(short);
        if (decoded) expect(SceneSchema.safeParse(decoded).success).toBe(true);
      }),
    );
    const text = encodeScene(base);
    expect(decodeScene(`${text}AAAA`)).toBeNull();
    expect(decodeScene(text.slice(0, -2))).toBeNull();
    expect(decodeScene(`4${text.slice(1)}`)).toBeNull();
    expect(decodeScene(`${text}=`)).toBeNull();
    expect(decodeScene("")).toBeNull();
    expect(decodeScene(`1${"A".repeat(MAX_LINK_LENGTH)}`)).toBeNull();
    expect(decodeScene(undefined as unknown as string)).toBeNull();
  });
});
