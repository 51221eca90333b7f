import { describe, expect, it } from "vitest";
import { DATA_LANGUAGES } from "../../../contract/language.ts";
import {
  clampPose,
  DEFAULT_LIGHT,
  HAND_PARTS,
  isJointName,
  mirrorPose,
  type Scene,
} from "../../../contract/pose.ts";
import { decodeScene, encodeScene, quantiseScene } from "../../../contract/pose-link.ts";
import { PoseSchema } from "../../../contract/pose-schema.ts";
import {
  BODY_PRESETS,
  bodyPreset,
  HAND_PRESETS,
  handPreset,
  handRotationsFor,
  PRESET_GROUP_IDS,
  PRESET_GROUPS,
  poseWithHands,
  presetName,
} from "./presets.ts";

const named = [...BODY_PRESETS, ...HAND_PRESETS, ...PRESET_GROUPS];

describe("pose presets (content/poses)", () => {
  it("has at least 24 body poses in the four groups, at least 3 in each", () => {
    expect(BODY_PRESETS.length).toBeGreaterThanOrEqual(24);
    expect(PRESET_GROUPS.map((group) => group.id)).toEqual([...PRESET_GROUP_IDS]);
    for (const group of PRESET_GROUP_IDS) {
      expect(BODY_PRESETS.filter((preset) => preset.group === group).length).toBeGreaterThanOrEqual(
        3,
      );
    }
    for (const preset of BODY_PRESETS) expect(PRESET_GROUP_IDS).toContain(preset.group);
  });

  it("has the eight required hand poses", () => {
    expect(HAND_PRESETS.length).toBeGreaterThanOrEqual(8);
    const ids = HAND_PRESETS.map((preset) => preset.id);
    for (const id of ["relaxed", "fist", "open", "pointing", "pen", "sword", "peace", "cupped"]) {
      expect(ids).toContain(id);
    }
  });

  it("uses unique, kebab-case ids", () => {
    for (const list of [BODY_PRESETS, HAND_PRESETS]) {
      const ids = list.map((preset) => preset.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
  });

  it("names every preset and group in all six languages", () => {
    for (const preset of named) {
      expect(Object.keys(preset.names).sort()).toEqual([...DATA_LANGUAGES].sort());
      for (const language of DATA_LANGUAGES) expect(preset.names[language].trim()).not.toBe("");
      // Translated, not copied: the CJK names are not the English one.
      for (const language of ["zh_cn", "zh_hk", "ja_jp", "ko_kr"] as const) {
        expect(preset.names[language]).not.toBe(preset.names.en_us);
      }
    }
  });

  it("gives every body pose valid joints inside their limits, alone and with its hands", () => {
    for (const preset of BODY_PRESETS) {
      for (const name of Object.keys(preset.pose.rotations)) expect(isJointName(name)).toBe(true);
      expect(PoseSchema.safeParse(preset.pose).success, preset.id).toBe(true);
      expect(clampPose(preset.pose), preset.id).toEqual(preset.pose);
      const full = poseWithHands(preset);
      expect(PoseSchema.safeParse(full).success, preset.id).toBe(true);
      expect(clampPose(full), preset.id).toEqual(full);
      expect(handPreset(preset.hands.L), preset.id).toBeDefined();
      expect(handPreset(preset.hands.R), preset.id).toBeDefined();
    }
  });

  it("gives every hand pose only hand parts, inside the limits of both hands", () => {
    for (const preset of HAND_PRESETS) {
      for (const part of Object.keys(preset.rotations)) expect(HAND_PARTS).toContain(part);
      for (const side of ["L", "R"] as const) {
        const pose = { rotations: handRotationsFor(side, preset), hips: [0, 0, 0] as const };
        expect(PoseSchema.safeParse(pose).success, preset.id).toBe(true);
        expect(clampPose(pose), preset.id).toEqual(pose);
      }
    }
  });

  it("mirrors the right hand and applies both hands to the body pose", () => {
    const fist = handPreset("fist");
    if (!fist) throw new Error("no fist");
    const left = handRotationsFor("L", fist);
    const right = handRotationsFor("R", fist);
    expect(mirrorPose({ rotations: left, hips: [0, 0, 0] }).rotations).toEqual(right);
    expect(right.index1R).toEqual([0, 0, 90]);

    const punch = bodyPreset("action-punch");
    if (!punch) throw new Error("no punch");
    const pose = poseWithHands(punch);
    expect(pose.rotations.middle2L).toEqual(left.middle2L);
    expect(pose.rotations.middle2R).toEqual(right.middle2R);
    expect(pose.rotations.upperArmR).toEqual(punch.pose.rotations.upperArmR);
    expect(pose.hips).toEqual(punch.pose.hips);
  });

  it("keeps a body pose's own wrist over its hand preset's", () => {
    const lean = bodyPreset("sit-lean-back");
    if (!lean?.pose.rotations.handL) throw new Error("sit-lean-back sets its wrists");
    expect(poseWithHands(lean).rotations.handL).toEqual(lean.pose.rotations.handL);
  });

  it("names a preset in the visitor's language", () => {
    const preset = BODY_PRESETS[0];
    if (!preset) throw new Error("no presets");
    expect(presetName(preset, "ja_jp")).toBe(preset.names.ja_jp);
    expect(presetName({ names: { ...preset.names, ko_kr: "" } }, "ko_kr")).toBe(preset.names.en_us);
  });

  it("shares a scene of three posed dolls in a short link that restores it", () => {
    const ids = ["action-punch", "sit-cross-legged", "everyday-peace"];
    const scene: Scene = {
      v: 2,
      dolls: ids.map((id, i) => ({
        body: {
          type: (["adultMale", "adultFemale", "chibi"] as const)[i] ?? "teen",
          height: 170 - i * 20,
          heads: 7.5 - i * 2,
        },
        pose: poseWithHands(bodyPreset(id) ?? (BODY_PRESETS[0] as never)),
        position: [i * 0.8 - 0.8, i * 0.25],
        facing: 20 - i * 25,
      })),
      camera: { position: [1.2, 1.5, 4.2], target: [0, 0.9, 0], focal: 35 },
      light: { ...DEFAULT_LIGHT, rim: true },
    };
    const text = encodeScene(scene);
    // 273 characters; the three longest presets together make 312, any scene at most 437.
    expect(text.length).toBeLessThanOrEqual(280);
    expect(decodeScene(text)).toEqual(quantiseScene(scene));
    // Presets are already on the grid: the link gives back the very same poses.
    expect(decodeScene(text)?.dolls.map((doll) => doll.pose)).toEqual(
      scene.dolls.map((d) => d.pose),
    );
  });
});
