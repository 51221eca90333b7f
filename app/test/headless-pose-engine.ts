/**
 * The /pose editor's engine without its drawing, for the component lane (happy-dom has no
 * WebGL). The scene is the engine's truth and is changed by the same rules the real engine
 * (app/features/pose/engine/index.ts) applies to it — scene-state.ts, scene-edits.ts and the pose contract's
 * clamping — so the panels show what the real doll would hold; only the rig, the camera
 * framing and the pixels are missing. A test swaps it in with
 * `vi.mock("./engine/index.ts", () => ({ createPoseEngine: createHeadlessEngine }))`.
 */
import { clampRotation } from "../../contract/pose.ts";
import { clampFocal } from "../features/pose/engine/camera-math.ts";
import {
  addedDoll,
  addedProp,
  isDoll,
  poseEdits,
  sceneView,
  sceneWithoutDoll,
  sceneWithoutProp,
  withPin,
  withPropChange,
} from "../features/pose/engine/scene-edits.ts";
import {
  copyScene,
  normaliseBody,
  normaliseScene,
  withRotation,
} from "../features/pose/engine/scene-state.ts";
import type { CreatePoseEngine, PoseEngine, Selection } from "../features/pose/engine/types.ts";

/** The last engine started, so a test can look at its scene, and whether its stage is dark. */
export const lastEngine: { current: PoseEngine | null; dark?: boolean } = { current: null };

export const createHeadlessEngine: CreatePoseEngine = (options) => {
  let scene = normaliseScene(options.scene);
  let selection: Selection | null = null;
  const emit = (kind: "live" | "commit" | "camera") => options.onChange?.(engine.getScene(), kind);
  const validDoll = (index: number) => isDoll(scene, index);

  const engine: PoseEngine = {
    getScene: () => sceneView(scene),
    setScene: (next) => {
      scene = normaliseScene(copyScene(next));
      if (selection && !validDoll(selection.doll)) selection = null;
    },
    getSelection: () => selection,
    select: (next) => {
      selection = next && validDoll(next.doll) ? { doll: next.doll, joint: next.joint } : null;
    },
    setMode: () => {},
    setJointRotation: (index, joint, rotation) => {
      const doll = scene.dolls[index];
      const clamped = clampRotation(joint, rotation);
      if (!doll) return clamped;
      doll.pose = withRotation(doll.pose, joint, clamped);
      emit("commit");
      return clamped;
    },
    addDoll: (body) => {
      const added = addedDoll(scene, body);
      if (!added) return null;
      scene.dolls.push(added);
      emit("commit");
      return scene.dolls.length - 1;
    },
    removeDoll: (index) => {
      if (!validDoll(index) || scene.dolls.length <= 1) return;
      scene = sceneWithoutDoll(scene, index);
      if (selection?.doll === index) selection = null;
      emit("commit");
    },
    setBody: (index, body) => {
      const doll = scene.dolls[index];
      if (!doll) return;
      doll.body = normaliseBody(body);
      emit("commit");
    },
    ...poseEdits(
      () => scene,
      () => emit("commit"),
    ),
    // Pinned "here" at the end's rest height: without a rig there is no posed point to take.
    pin: (index, joint, to) => {
      const doll = scene.dolls[index];
      if (!doll) return;
      const target =
        to === "here"
          ? {
              at: [
                doll.position[0],
                joint.startsWith("foot") ? 0.08 : 0.8,
                doll.position[1],
              ] as const,
            }
          : to;
      scene.dolls[index] = withPin(doll, joint, target);
      scene = normaliseScene(scene);
      emit("commit");
    },
    strainedPins: () => [],
    addProp: (kind) => {
      const prop = addedProp(scene, kind);
      if (!prop) return null;
      scene = normaliseScene({ ...scene, props: [...(scene.props ?? []), prop] });
      emit("commit");
      return (scene.props?.length ?? 1) - 1;
    },
    removeProp: (index) => {
      if (!scene.props?.[index]) return;
      scene = normaliseScene(sceneWithoutProp(scene, index));
      emit("commit");
    },
    setProp: (index, change) => {
      const prop = scene.props?.[index];
      if (!prop || !scene.props) return;
      scene.props[index] = withPropChange(prop, change);
      scene = normaliseScene(scene);
      emit("commit");
    },
    selectProp: () => {},
    // Without a rig the seat point is not placed: the scene holds the seat as the real one does.
    seat: (index, prop) => {
      const doll = scene.dolls[index];
      if (!doll) return;
      if (prop === null) delete doll.seat;
      else doll.seat = prop;
      scene = normaliseScene(scene);
      emit("commit");
    },
    setCamera: (camera) => {
      scene.camera = {
        ...scene.camera,
        ...camera,
        focal: clampFocal(camera.focal ?? scene.camera.focal),
      };
      scene = normaliseScene(scene);
      emit("camera");
    },
    cameraPreset: () => emit("camera"),
    frame: () => emit("camera"),
    resetView: () => emit("camera"),
    setInsets: () => {},
    setGuide: () => {},
    setDark: (dark) => {
      lastEngine.dark = dark;
    },
    setOverlays: () => {},
    setLight: (light) => {
      scene.light = normaliseScene({ ...scene, light }).light;
      emit("commit");
    },
    setStyle: (style) => {
      if (style === (scene.style ?? "shaded")) return;
      scene = normaliseScene({ ...scene, style });
      emit("commit");
    },
    exportPng: async () => new Blob([new Uint8Array([137, 80, 78, 71])], { type: "image/png" }),
    // The ZIP's magic number: the component tests check the editor's download, not the pack
    // (the engine's own tests and the browser tests do).
    exportPack: async (options) => ({
      zip: new Blob([new Uint8Array([80, 75, 5, 6])], { type: "application/zip" }),
      width: options.size,
      height: options.size,
      files: ["manifest.json"],
    }),
    exportGlb: async () =>
      new Blob([new Uint8Array([103, 108, 84, 70])], { type: "model/gltf-binary" }),
    resize: () => {},
    jointScreenPosition: () => null,
    dispose: () => {
      if (lastEngine.current === engine) lastEngine.current = null;
    },
  };
  lastEngine.current = engine;
  return engine;
};
