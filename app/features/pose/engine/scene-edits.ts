import {
  BODY_DEFAULTS,
  type Body,
  type Doll,
  MAX_DOLLS,
  MAX_PROPS,
  mirrorPose,
  type PinJoint,
  type PinTarget,
  type Prop,
  type PropKind,
  pinsWithout,
  propsWithout,
  REST_POSE,
  type Scene,
} from "../../../../contract/pose.ts";
import { facingToward } from "./facing.ts";
import {
  copyScene,
  nextDollPosition,
  normaliseBody,
  normaliseDoll,
  normalisePose,
  withHand,
} from "./scene-state.ts";
import type { PoseEngine } from "./types.ts";

// The scene rules every engine applies to its data, the drawing one (index.ts) and the
// headless one of the component lane (app/test/headless-pose-engine.ts), so both hold the same
// doll after the same edit.

/** The scene as the editor receives it: a copy, each pose in its normal form. */
export function sceneView(scene: Scene): Scene {
  const copy = copyScene(scene);
  for (const doll of copy.dolls) doll.pose = normalisePose(doll.pose);
  return copy;
}

/** Whether `index` names a doll of the scene. */
export const isDoll = (scene: Scene, index: number) =>
  Number.isInteger(index) && index >= 0 && index < scene.dolls.length;

/**
 * The scene once doll `index` has gone: pins on it let go, what it held left standing where it
 * stood, later dolls renumbered.
 */
export function sceneWithoutDoll(scene: Scene, index: number): Scene {
  const props = scene.props && propsWithout(scene.props, scene.dolls, index);
  return { ...scene, dolls: dollsWithout(scene, index), ...(props ? { props } : {}) };
}

/**
 * The scene once prop `index` has gone: dolls seated on it stand up where they are, later seats
 * renumbered.
 */
export function sceneWithoutProp(scene: Scene, index: number): Scene {
  const props = (scene.props ?? []).filter((_, i) => i !== index);
  const dolls = scene.dolls.map((doll) => {
    if (doll.seat === undefined || doll.seat < index) return doll;
    const { seat, ...rest } = doll;
    return seat === index ? rest : { ...rest, seat: seat - 1 };
  });
  const { props: _, ...rest } = scene;
  return { ...rest, dolls, ...(props.length > 0 ? { props } : {}) };
}

/** A prop with a change applied: `held: null` sets it down, an absent `held` keeps its holder. */
export function withPropChange(
  prop: Prop,
  change: Partial<Omit<Prop, "held">> & { held?: Prop["held"] | null },
): Prop {
  const { held, ...rest } = change;
  const { held: _, ...kept } = prop;
  return held === null ? { ...kept, ...rest } : { ...prop, ...rest, ...(held ? { held } : {}) };
}

/** A new prop of this kind in front of the dolls, facing the camera, at the library's size. */
export function addedProp(scene: Scene, kind: PropKind): Prop | null {
  if ((scene.props?.length ?? 0) >= MAX_PROPS) return null;
  const xs = scene.dolls.map((doll) => doll.position[0]);
  const zs = scene.dolls.map((doll) => doll.position[1]);
  const count = scene.props?.length ?? 0;
  // Beside the group, a step further out for each prop already placed, so none lands on another.
  const x = Math.round((Math.max(...xs, 0) + 0.7 + (count % 3) * 0.6) * 100) / 100;
  const z = Math.round((Math.min(...zs, 0) + Math.floor(count / 3) * 0.6) * 100) / 100;
  return {
    kind,
    position: [x, z],
    facing: facingToward([x, z], [scene.camera.position[0], scene.camera.position[2]]),
    scale: 1,
  };
}

/** The scene's dolls once doll `index` has gone: pins on it let go, later dolls renumbered. */
export function dollsWithout(scene: Scene, index: number): Doll[] {
  const pins = pinsWithout(scene.dolls, index);
  return scene.dolls
    .filter((_, i) => i !== index)
    .map((doll, i) => {
      const { pins: _, ...rest } = doll;
      const kept = pins[i];
      return kept ? { ...rest, pins: kept } : rest;
    });
}

/**
 * Doll `index` with its end `joint` pinned to `target` (null: let go). A pin the scene cannot
 * honour (pinProblem) is not set; the doll's other pins stay.
 */
export function withPin(doll: Doll, joint: PinJoint, target: PinTarget | null): Doll {
  const { pins: old, ...rest } = doll;
  const pins = { ...(old ?? {}) };
  if (target) pins[joint] = target;
  else delete pins[joint];
  return Object.keys(pins).length > 0 ? { ...rest, pins } : rest;
}

/** A new doll beside the others (the first one's body unless told), or null when full. */
export function addedDoll(scene: Scene, body: Body | undefined): Doll | null {
  if (scene.dolls.length >= MAX_DOLLS) return null;
  const chosen = normaliseBody(body ?? scene.dolls[0]?.body ?? BODY_DEFAULTS.adultFemale);
  const position = nextDollPosition(scene.dolls, chosen);
  return {
    body: chosen,
    pose: { rotations: {}, hips: [0, 0, 0] },
    position,
    // Facing the camera, so the new doll is seen from the front wherever the view stands.
    facing: facingToward(position, [scene.camera.position[0], scene.camera.position[2]]),
  };
}

/**
 * The whole-pose edits of one doll, and its facing: the doll changes in the scene, then `commit`
 * shows it (and says so). An index that names no doll changes nothing.
 */
export function poseEdits(
  sceneOf: () => Scene,
  commit: (index: number) => void,
): Pick<PoseEngine, "applyPose" | "applyHand" | "mirror" | "reset" | "setFacing"> {
  const edit = (index: number, change: (doll: Doll) => Doll["pose"]) => {
    const doll = sceneOf().dolls[index];
    if (!doll) return;
    doll.pose = change(doll);
    commit(index);
  };
  return {
    applyPose: (index, pose) => edit(index, () => normalisePose(pose)),
    applyHand: (index, side, rotations) =>
      edit(index, (doll) => withHand(doll.pose, side, rotations)),
    mirror: (index) => edit(index, (doll) => normalisePose(mirrorPose(doll.pose))),
    reset: (index) => edit(index, () => structuredClone(REST_POSE) as Doll["pose"]),
    setFacing: (index, facing) => {
      const doll = sceneOf().dolls[index];
      if (!doll) return;
      doll.facing = normaliseDoll({ ...doll, facing }).facing;
      commit(index);
    },
  };
}
