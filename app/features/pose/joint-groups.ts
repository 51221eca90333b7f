import type { JointName, Side } from "../../../contract/pose.ts";
import type { Messages } from "../../locales/en-US.ts";

type GroupKey = keyof Messages["poseEditor"] & `group${string}`;

const FINGERS = ["thumb", "index", "middle", "ring", "pinky"] as const;
const fingers = (side: Side): JointName[] =>
  FINGERS.flatMap((finger) => [`${finger}1${side}`, `${finger}2${side}`] as JointName[]);

/** The joint list's groups, in the order a body reads from the top: every joint once. */
export const JOINT_GROUPS: readonly { key: GroupKey; joints: readonly JointName[] }[] = [
  { key: "groupTorso", joints: ["head", "neck", "chest", "waist", "pelvis"] },
  { key: "groupArmL", joints: ["shoulderL", "upperArmL", "lowerArmL", "handL"] },
  { key: "groupArmR", joints: ["shoulderR", "upperArmR", "lowerArmR", "handR"] },
  { key: "groupHandL", joints: fingers("L") },
  { key: "groupHandR", joints: fingers("R") },
  { key: "groupLegL", joints: ["thighL", "shinL", "footL"] },
  { key: "groupLegR", joints: ["thighR", "shinR", "footR"] },
];
