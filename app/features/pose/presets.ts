import bodyFile from "../../../content/poses/body.json" with { type: "json" };
import groupsFile from "../../../content/poses/groups.json" with { type: "json" };
import handsFile from "../../../content/poses/hands.json" with { type: "json" };
import type { DataLanguage } from "../../../contract/language.ts";
import {
  HAND_PARTS,
  type JointName,
  type Pose,
  type PropKind,
  type Rotation,
  type Side,
  type SidePart,
} from "../../../contract/pose.ts";

// The pose and hand presets of content/poses, typed for the /pose editor. Not parsed at run time
// (that would ship the data twice over): presets.test.ts checks every preset against the pose
// schema, the joint limits and the six languages.

export const PRESET_GROUP_IDS = ["standing", "action", "sitting", "everyday"] as const;
export type PresetGroupId = (typeof PRESET_GROUP_IDS)[number];
export type PresetNames = Record<DataLanguage, string>;

/** Rotations of the wrist and fingers, keyed by part without a side, given for the left hand. */
export type HandRotations = Partial<Record<SidePart, Rotation>>;

export interface PresetGroup {
  id: PresetGroupId;
  names: PresetNames;
}

/**
 * A prop a preset brings: where it stands in the doll's own frame (x to the doll's left, z in
 * front, metres), its turn against the doll's, its size; or the hand that holds it.
 */
export interface PresetProp {
  kind: PropKind;
  at?: readonly [number, number];
  facing?: number;
  scale?: number;
  hand?: Side;
}

export interface BodyPreset {
  id: string;
  group: PresetGroupId;
  names: PresetNames;
  pose: Pose;
  /** Hand preset ids for each hand. */
  hands: Record<Side, string>;
  /** Props the pose is made with (a chair to sit on, an umbrella in hand). */
  props?: readonly PresetProp[];
  /** The index in `props` of the one the doll sits on. */
  seat?: number;
}

export interface HandPreset {
  id: string;
  names: PresetNames;
  rotations: HandRotations;
}

export const PRESET_GROUPS = groupsFile.groups as readonly PresetGroup[];
export const BODY_PRESETS = bodyFile.presets as unknown as readonly BodyPreset[];
export const HAND_PRESETS = handsFile.presets as unknown as readonly HandPreset[];

const HANDS_BY_ID = new Map(HAND_PRESETS.map((preset) => [preset.id, preset]));

export const handPreset = (id: string): HandPreset | undefined => HANDS_BY_ID.get(id);
export const bodyPreset = (id: string): BodyPreset | undefined =>
  BODY_PRESETS.find((preset) => preset.id === id);

/** A preset's or group's name in the visitor's language (English when one is missing). */
export const presetName = (preset: { names: PresetNames }, language: DataLanguage): string =>
  preset.names[language] || preset.names.en_us;

/**
 * The hand preset on one side, keyed by full joint name (handR, thumb1R…): the right hand is the
 * left one mirrored across the doll's centre plane, [x, -y, -z]. Joints absent are at rest.
 */
export function handRotationsFor(side: Side, preset: HandPreset): Pose["rotations"] {
  const rotations: Pose["rotations"] = {};
  for (const [part, rotation] of Object.entries(preset.rotations)) {
    if (!rotation) continue;
    const [x, y, z] = rotation;
    rotations[`${part}${side}` as JointName] = side === "L" ? [x, y, z] : [x, -y || 0, -z || 0];
  }
  return rotations;
}

/**
 * The preset's body pose with its hand presets on both hands: fingers as the hand preset says
 * (rest where it says nothing); the wrist as the body pose sets it, else as the hand preset does.
 */
export function poseWithHands(preset: BodyPreset): Pose {
  const rotations: Pose["rotations"] = { ...preset.pose.rotations };
  for (const side of ["L", "R"] as const) {
    const hand = handPreset(preset.hands[side]);
    if (!hand) continue;
    const own = handRotationsFor(side, hand);
    for (const part of HAND_PARTS) {
      const name = `${part}${side}` as JointName;
      if (part === "hand" && preset.pose.rotations[name]) continue;
      const rotation = own[name];
      if (rotation) rotations[name] = rotation;
      else delete rotations[name];
    }
  }
  return { rotations, hips: preset.pose.hips };
}
