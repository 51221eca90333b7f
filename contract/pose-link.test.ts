import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_LIGHT, JOINTS, type Pose, type Scene } from "./pose.ts";
import { sceneArb } from "./pose-arbitraries.ts";
import { decodeScene, encodeScene, MAX_LINK_LENGTH, quantiseScene } from "./pose-link.ts";
import { SceneSchema } from "./pose-schema.ts";

const base: Scene = {
  v: 1,
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
        expect(text).toMatch(/^1[A-Za-z0-9_-]+$/);
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
    // 437 characters: no scene can make a longer link.
    expect(text.length).toBeLessThanOrEqual(440);
    expect(text.length).toBeLessThan(MAX_LINK_LENGTH);
    expect(decodeScene(text)).toEqual(quantiseScene(full));
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
    expect(decodeScene(`2${text.slice(1)}`)).toBeNull();
    expect(decodeScene(`${text}=`)).toBeNull();
    expect(decodeScene("")).toBeNull();
    expect(decodeScene(`1${"A".repeat(MAX_LINK_LENGTH)}`)).toBeNull();
    expect(decodeScene(undefined as unknown as string)).toBeNull();
  });
});
