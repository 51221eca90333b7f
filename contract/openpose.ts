// The OpenPose keypoint conventions that image models conditioned on a pose were trained with,
// as ControlNet's annotator draws them and OpenPose writes them (ADR 0026 cites both sources).
// Pure data and rules, no zod (openpose-schema.ts) and no three.js: the pose pack's chunk, the
// AI app's readers and the unit tests share them.

/** The 18 COCO body points, in the order OpenPose's COCO model and ControlNet write them. */
export const COCO_POINTS = [
  "nose",
  "neck",
  "rightShoulder",
  "rightElbow",
  "rightWrist",
  "leftShoulder",
  "leftElbow",
  "leftWrist",
  "rightHip",
  "rightKnee",
  "rightAnkle",
  "leftHip",
  "leftKnee",
  "leftAnkle",
  "rightEye",
  "leftEye",
  "rightEar",
  "leftEar",
] as const;
export type CocoPoint = (typeof COCO_POINTS)[number];

/**
 * The 21 points of a hand: the wrist, then each finger from its base to its tip (the thumb's
 * CMC, MCP, IP and tip; each finger's MCP, PIP, DIP and tip).
 */
export const HAND_POINTS = [
  "wrist",
  "thumbCmc",
  "thumbMcp",
  "thumbIp",
  "thumbTip",
  "indexMcp",
  "indexPip",
  "indexDip",
  "indexTip",
  "middleMcp",
  "middlePip",
  "middleDip",
  "middleTip",
  "ringMcp",
  "ringPip",
  "ringDip",
  "ringTip",
  "pinkyMcp",
  "pinkyPip",
  "pinkyDip",
  "pinkyTip",
] as const;
export type HandPoint = (typeof HAND_POINTS)[number];

/**
 * The limbs ControlNet draws, as pairs of indices into COCO_POINTS (its `limbSeq`, which counts
 * from 1, minus one). It draws the first 17: the last two (shoulder to ear) are in the list and
 * never drawn.
 */
export const BODY_LIMBS: readonly (readonly [number, number])[] = [
  [1, 2],
  [1, 5],
  [2, 3],
  [3, 4],
  [5, 6],
  [6, 7],
  [1, 8],
  [8, 9],
  [9, 10],
  [1, 11],
  [11, 12],
  [12, 13],
  [1, 0],
  [0, 14],
  [14, 16],
  [0, 15],
  [15, 17],
];

/** One colour per point, and the limb i is drawn in colour i (RGB). */
export const BODY_COLOURS: readonly (readonly [number, number, number])[] = [
  [255, 0, 0],
  [255, 85, 0],
  [255, 170, 0],
  [255, 255, 0],
  [170, 255, 0],
  [85, 255, 0],
  [0, 255, 0],
  [0, 255, 85],
  [0, 255, 170],
  [0, 255, 255],
  [0, 170, 255],
  [0, 85, 255],
  [0, 0, 255],
  [85, 0, 255],
  [170, 0, 255],
  [255, 0, 255],
  [255, 0, 170],
  [255, 0, 85],
];

/** The 20 bones of a hand, as pairs of indices into HAND_POINTS. */
export const HAND_BONES: readonly (readonly [number, number])[] = [
  [0, 1],
  [1, 2],
  [2, 3],
  [3, 4],
  [0, 5],
  [5, 6],
  [6, 7],
  [7, 8],
  [0, 9],
  [9, 10],
  [10, 11],
  [11, 12],
  [0, 13],
  [13, 14],
  [14, 15],
  [15, 16],
  [0, 17],
  [17, 18],
  [18, 19],
  [19, 20],
];

/** The annotator's drawing sizes, in pixels. */
export const STICK_WIDTH = 4;
export const POINT_RADIUS = 4;
export const HAND_LINE_WIDTH = 2;
/** Each limb is blended over what is drawn before it: 0.4 of the canvas, 0.6 of the limb. */
export const LIMB_ALPHA = 0.6;
/** Hand points are blue. */
export const HAND_POINT_COLOUR = [0, 0, 255] as const;

/** Bone i of a hand in the annotator's rainbow: hue i / 20 at full saturation and value, RGB. */
export const handBoneColour = (bone: number): [number, number, number] => {
  const h = (bone / HAND_BONES.length) * 6;
  const sector = Math.floor(h) % 6;
  const f = h - Math.floor(h);
  const q = 1 - f;
  const rgb: [number, number, number][] = [
    [1, f, 0],
    [q, 1, 0],
    [0, 1, f],
    [0, q, 1],
    [f, 0, 1],
    [1, 0, q],
  ];
  const [r, g, b] = rgb[sector] as [number, number, number];
  return [r * 255, g * 255, b * 255];
};

/** A projected point: pixels from the picture's top-left corner; `seen` false when hidden. */
export interface KeyPoint {
  x: number;
  y: number;
  seen: boolean;
  /** Inside the picture (a hidden point in the frame keeps its place, one outside has none). */
  inFrame: boolean;
}

export interface Figure {
  /** The figure's label for regional prompting ("figure-1"…), as the manifest names it. */
  label: string;
  body: readonly KeyPoint[];
  leftHand: readonly KeyPoint[];
  rightHand: readonly KeyPoint[];
}

export interface OpenPosePerson {
  person_id: number[];
  pose_keypoints_2d: number[];
  face_keypoints_2d: number[];
  hand_left_keypoints_2d: number[];
  hand_right_keypoints_2d: number[];
  pose_keypoints_3d: number[];
  face_keypoints_3d: number[];
  hand_left_keypoints_3d: number[];
  hand_right_keypoints_3d: number[];
}

export interface OpenPoseDocument {
  version: number;
  people: OpenPosePerson[];
  canvas_width: number;
  canvas_height: number;
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * Flat x, y, confidence triples: a point the camera sees has confidence 1; a hidden point in the
 * frame keeps its place with confidence 0 (a reader that drops unseen points drops it); a point
 * outside the picture is 0, 0, 0, as OpenPose writes a point it did not find.
 */
export const flatKeypoints = (points: readonly KeyPoint[]): number[] =>
  points.flatMap((point) =>
    point.inFrame ? [round(point.x), round(point.y), point.seen ? 1 : 0] : [0, 0, 0],
  );

/** The figures as OpenPose's JSON output, with ControlNet's canvas size. */
export const openPoseDocument = (
  figures: readonly Figure[],
  width: number,
  height: number,
): OpenPoseDocument => ({
  version: 1.3,
  people: figures.map((figure) => ({
    person_id: [-1],
    pose_keypoints_2d: flatKeypoints(figure.body),
    face_keypoints_2d: [],
    hand_left_keypoints_2d: flatKeypoints(figure.leftHand),
    hand_right_keypoints_2d: flatKeypoints(figure.rightHand),
    pose_keypoints_3d: [],
    face_keypoints_3d: [],
    hand_left_keypoints_3d: [],
    hand_right_keypoints_3d: [],
  })),
  canvas_width: width,
  canvas_height: height,
});
