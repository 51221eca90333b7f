import type { Background, CameraPreset, RenderStyle } from "../app/features/pose/engine/types.ts";
import type { BodyType, LightState, Pose } from "../contract/pose.ts";
import type { SetPieceName } from "./doll-sandbox/set-pieces.ts";
import { CLASSROOM_PAIR, covers } from "./renders-covers.ts";

// The site's imagery, rendered from the real doll by `npm run renders`. A doll names a body
// preset by id (content/poses/body.json) and may carry an inline pose as well: the inline pose
// is used when the preset file or id is missing, so the script works before and after the
// presets land. Hands name hand presets (content/poses/hands.json) and override the preset's.

export interface RenderDoll {
  preset?: string;
  pose?: Pose;
  hands?: { L?: string; R?: string };
  body?: BodyType;
  /** Floor position [x, z], metres. */
  position?: [number, number];
  facing?: number;
}

export interface RenderJob {
  name: string;
  /** Output widths in pixels; the height follows `aspect` (width / height). */
  widths: number[];
  aspect: number;
  dolls: RenderDoll[];
  camera?: {
    preset?: CameraPreset;
    focal?: number /** degrees round the group, 0 = front */;
    azimuth?: number;
    /** An exact view (metres) instead of a preset framed on the dolls: a room is bigger than them. */
    position?: [number, number, number];
    target?: [number, number, number];
  };
  /** Props or a room round the dolls (scripts/doll-sandbox/set-pieces.ts). */
  setPiece?: SetPieceName;
  /**
   * An article's cover instead of a site picture: "blog/<slug>" or "manual/<slug>". Written as
   * content/articles/<that>/cover.webp at the one size the cover box has (800 × 450), in place
   * of the article's drawing.
   */
  cover?: string;
  light?: Partial<LightState>;
  background?: Background;
  style?: RenderStyle;
}

const run: Pose = {
  rotations: {
    pelvis: [0, -8, 0],
    waist: [12, 0, 0],
    chest: [0, 12, 0],
    thighL: [-55, 0, 0],
    shinL: [75, 0, 0],
    footL: [-10, 0, 0],
    thighR: [25, 0, 0],
    shinR: [95, 0, 0],
    footR: [30, 0, 0],
    upperArmL: [40, 0, 5],
    lowerArmL: [-90, 0, 0],
    upperArmR: [-55, 0, -5],
    lowerArmR: [-100, 0, 0],
  },
  hips: [0, -0.19, 0],
};

const contrapposto: Pose = {
  rotations: {
    pelvis: [0, 8, 5],
    waist: [0, -4, -3],
    chest: [0, -6, -4],
    head: [4, 12, 4],
    upperArmL: [5, 0, 8],
    lowerArmL: [-15, 0, 0],
    upperArmR: [-10, -20, -12],
    lowerArmR: [-60, 0, 0],
    thighL: [-12, 0, 2],
    shinL: [20, 0, 0],
    thighR: [0, 0, -6],
  },
  hips: [0, -0.01, 0],
};

const wave: Pose = {
  rotations: {
    head: [0, -10, 5],
    chest: [0, 6, 0],
    upperArmR: [0, 0, -150],
    lowerArmR: [-30, 0, 0],
    handR: [0, 0, 10],
    upperArmL: [0, 0, 8],
    lowerArmL: [-20, 0, 0],
    thighR: [0, 0, -4],
    thighL: [-8, 10, 4],
    shinL: [10, 0, 0],
  },
  hips: [0, 0, 0],
};

const crossLegged: Pose = {
  rotations: {
    thighL: [-80, 35, 60],
    shinL: [140, 0, 0],
    thighR: [-80, -35, -60],
    shinR: [140, 0, 0],
    waist: [10, 0, 0],
    head: [10, 0, 0],
    upperArmL: [-25, 0, 10],
    lowerArmL: [-40, 0, 0],
    upperArmR: [-25, 0, -10],
    lowerArmR: [-40, 0, 0],
  },
  hips: [0, -0.86, 0],
};

const punch: Pose = {
  rotations: {
    pelvis: [0, 25, 0],
    waist: [0, -10, 0],
    chest: [5, -25, 0],
    head: [0, -20, 0],
    upperArmR: [-90, 0, 0],
    lowerArmR: [-5, 0, 0],
    upperArmL: [-40, 0, 20],
    lowerArmL: [-130, 0, 0],
    thighL: [-35, 0, 8],
    shinL: [40, 0, 0],
    thighR: [15, 0, -8],
    shinR: [15, 0, 0],
  },
  hips: [0, -0.08, 0],
};

export const RENDER_JOBS: RenderJob[] = [
  {
    name: "hero",
    widths: [480, 800, 1200],
    aspect: 5 / 4,
    dolls: [
      { preset: "action-run", pose: run, body: "adultMale", position: [-0.75, 0], facing: 25 },
      {
        preset: "everyday-wave",
        pose: wave,
        body: "adultFemale",
        position: [0.1, 0.1],
        facing: -15,
      },
      {
        preset: "stand-contrapposto",
        pose: contrapposto,
        body: "chibi",
        position: [0.8, 0.35],
        facing: -25,
      },
    ],
    camera: { preset: "eye", focal: 35, azimuth: 15 },
  },
  {
    name: "step-open",
    widths: [400, 800],
    aspect: 1,
    dolls: [{ preset: "stand-relaxed", pose: contrapposto, body: "adultFemale" }],
    camera: { preset: "eye", focal: 50, azimuth: 20 },
  },
  {
    name: "step-pose",
    widths: [400, 800],
    aspect: 1,
    dolls: [{ preset: "action-run", pose: run, body: "adultMale", facing: 30 }],
    camera: { preset: "eye", focal: 50, azimuth: 10 },
  },
  {
    name: "step-freeze",
    widths: [400, 800],
    aspect: 1,
    dolls: [{ preset: "action-punch", pose: punch, body: "teen", hands: { L: "fist", R: "fist" } }],
    camera: { preset: "low", focal: 24, azimuth: -50 },
  },
  {
    name: "category-standing",
    widths: [400, 800],
    aspect: 1,
    dolls: [{ preset: "stand-contrapposto", pose: contrapposto, body: "adultFemale" }],
    camera: { preset: "eye", focal: 50, azimuth: -25 },
  },
  {
    name: "category-action",
    widths: [400, 800],
    aspect: 1,
    dolls: [
      { preset: "action-punch", pose: punch, body: "adultMale", hands: { L: "fist", R: "fist" } },
    ],
    camera: { preset: "eye", focal: 35, azimuth: -60 },
  },
  {
    name: "category-sitting",
    widths: [400, 800],
    aspect: 1,
    dolls: [{ preset: "sit-cross-legged", pose: crossLegged, body: "teen" }],
    camera: { preset: "high", focal: 50, azimuth: 25 },
  },
  {
    name: "category-chibi",
    widths: [400, 800],
    aspect: 1,
    dolls: [{ preset: "everyday-wave", pose: wave, body: "chibi", hands: { R: "open" } }],
    camera: { preset: "eye", focal: 50, azimuth: 15 },
  },
  {
    name: "category-props",
    widths: [400, 800],
    aspect: 1,
    dolls: [
      {
        preset: "action-sword-guard",
        body: "adultMale",
        hands: { L: "relaxed", R: "sword" },
        facing: -20,
      },
    ],
    setPiece: "props",
    camera: { preset: "eye", focal: 35, azimuth: 30 },
  },
  {
    name: "category-scenes",
    widths: [400, 800],
    // The card's own shape: the room fills its frame edge to edge.
    aspect: 4 / 3,
    dolls: CLASSROOM_PAIR,
    setPiece: "classroom",
    camera: { focal: 24, position: [2.3, 1.55, 2.6], target: [-0.9, 0.95, -1.4] },
  },
  ...covers(),
];

/** Shared by every job unless it says otherwise. */
export const RENDER_DEFAULTS = {
  background: "transparent" as Background,
  style: "ink" as RenderStyle,
};
