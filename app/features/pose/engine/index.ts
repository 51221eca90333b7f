import { Box3, Vector3 } from "three";
import { OrbitControls } from "three/examples/jsm/controls/OrbitControls.js";
import {
  BODY_DEFAULTS,
  clampRotation,
  type Doll,
  type JointName,
  MAX_DOLLS,
  mirrorPose,
  REST_POSE,
  type Scene,
} from "../../../../contract/pose.ts";
import { clampFocal, distanceForFocal, fovOf, presetCamera } from "./camera-math.ts";
import { renderPng } from "./export-png.ts";
import { createInteraction } from "./interaction.ts";
import { createMaterials } from "./materials.ts";
import { buildRig, poseRig, type Rig, setNodeRotation } from "./rig.ts";
import {
  copyScene,
  nextDollPosition,
  normaliseBody,
  normalisePose,
  normaliseScene,
  sceneExtent,
  withHand,
  withRotation,
} from "./scene-state.ts";
import { createStage } from "./stage.ts";
import type { CreatePoseEngine, PoseEngine, RenderStyle, Selection, ToolMode } from "./types.ts";

// The doll engine behind the /pose editor: the scene (plain contract data) is the truth, the
// rigs mirror it. Every operation changes the data first, then the nodes, then asks for one
// frame; frames are drawn on demand, never in a busy loop.

export const createPoseEngine: CreatePoseEngine = (options) => {
  const { canvas } = options;
  let scene = normaliseScene(options.scene);
  let style: RenderStyle = "shaded";
  let mode: ToolMode = "rotate";
  let selection: Selection | null = null;
  let frame = 0;
  let contextLost = false;
  let disposed = false;

  const stage = createStage(canvas);
  const materials = createMaterials();
  const rigs: Rig[] = [];

  const materialOf = (doll: number, joint: JointName, role: "body" | "joint") =>
    materials.get(
      style,
      selection && selection.doll === doll && selection.joint === joint ? "selected" : role,
    );
  const paint = (exportStyle?: RenderStyle) => {
    rigs.forEach((rig, doll) => {
      for (const mesh of rig.meshes) {
        const { joint, role } = mesh.userData as { joint: JointName; role: "body" | "joint" };
        mesh.material = exportStyle
          ? materials.get(exportStyle, role)
          : materialOf(doll, joint, role);
      }
    });
  };

  const draw = () => {
    frame = 0;
    if (!contextLost && !disposed) stage.draw({ style, target: "screen" });
  };
  const invalidate = () => {
    if (!frame && !disposed) frame = requestAnimationFrame(draw);
  };

  const placeLight = () => {
    stage.renderer.shadowMap.needsUpdate = true;
    const { centre, height } = sceneExtent(scene.dolls);
    stage.setLight(scene.light, new Vector3(centre[0], height * 0.4, centre[1]));
  };

  const buildDoll = (index: number) => {
    rigs[index]?.dispose();
    const doll = scene.dolls[index] as Doll;
    const rig = buildRig(doll.body, (role) => materials.get(style, role));
    rigs[index] = rig;
    stage.scene.add(rig.root);
    poseRig(rig, doll);
  };

  // Camera: OrbitControls moves it; the scene keeps its exact position and target, and the
  // camera is put back on exactly those numbers after every set, so getScene → setScene (an
  // undo, a shared link) draws the very same pixels.
  let applying = false;
  const applyCamera = () => {
    const { position, target, focal } = scene.camera;
    applying = true;
    stage.camera.position.set(...position);
    orbit.target.set(...target);
    stage.camera.fov = fovOf(focal);
    stage.camera.updateProjectionMatrix();
    orbit.update();
    stage.camera.position.set(...position);
    stage.camera.lookAt(orbit.target);
    applying = false;
  };
  const readCamera = () => {
    const { position } = stage.camera;
    scene.camera = {
      position: [position.x, position.y, position.z],
      target: [orbit.target.x, orbit.target.y, orbit.target.z],
      focal: scene.camera.focal,
    };
  };

  const emit = (kind: "live" | "commit" | "camera") => {
    if (kind !== "camera") stage.renderer.shadowMap.needsUpdate = true;
    invalidate();
    options.onChange?.(engine.getScene(), kind);
  };

  // Created without its element: the gizmo and the pointer handlers connect first, so theirs
  // run first and a drag on the doll or the gizmo never also orbits the camera.
  const orbit = new OrbitControls(stage.camera);
  orbit.enableDamping = false;
  orbit.maxDistance = 40;
  orbit.minDistance = 0.2;

  const interaction = createInteraction(
    {
      canvas,
      stage,
      rigs: () => rigs,
      mode: () => mode,
      selection: () => selection,
      pick: (next) => {
        engine.select(next);
        options.onSelect?.(selection);
      },
      rotationOf: (doll, joint) => scene.dolls[doll]?.pose.rotations[joint] ?? [0, 0, 0],
      storeRotation: (doll, joint, rotation) => {
        const target = scene.dolls[doll];
        if (target) target.pose = withRotation(target.pose, joint, rotation);
      },
      positionOf: (doll) => scene.dolls[doll]?.position ?? [0, 0],
      moveDoll: (doll, x, z) => {
        const target = scene.dolls[doll];
        const rig = rigs[doll];
        if (!target || !rig) return;
        target.position = [Math.round(x * 1000) / 1000, Math.round(z * 1000) / 1000];
        poseRig(rig, target);
        placeLight();
      },
      changed: emit,
      invalidate,
    },
    orbit,
  );
  orbit.connect(canvas);
  const onOrbit = () => {
    if (applying) return;
    readCamera();
    emit("camera");
  };
  orbit.addEventListener("change", onOrbit);

  const commitDoll = (index: number) => {
    const rig = rigs[index];
    const doll = scene.dolls[index];
    if (rig && doll) poseRig(rig, doll);
    interaction.refresh();
    emit("commit");
  };
  const validDoll = (index: number) =>
    Number.isInteger(index) && index >= 0 && index < scene.dolls.length;

  const engine: PoseEngine = {
    getScene: () => {
      const copy = copyScene(scene);
      for (const doll of copy.dolls) doll.pose = normalisePose(doll.pose);
      return copy;
    },
    setScene: (next) => {
      const previous = scene;
      scene = normaliseScene(copyScene(next));
      scene.dolls.forEach((doll, index) => {
        const old = previous.dolls[index];
        const same =
          rigs[index] &&
          old &&
          old.body.type === doll.body.type &&
          old.body.height === doll.body.height &&
          old.body.heads === doll.body.heads;
        if (same) poseRig(rigs[index] as Rig, doll);
        else buildDoll(index);
      });
      for (const rig of rigs.splice(scene.dolls.length)) rig.dispose();
      if (selection && !validDoll(selection.doll)) selection = null;
      applyCamera();
      placeLight();
      paint();
      interaction.refresh();
      invalidate();
    },
    getSelection: () => selection,
    select: (next) => {
      selection = next && validDoll(next.doll) ? { doll: next.doll, joint: next.joint } : null;
      paint();
      interaction.refresh();
      invalidate();
    },
    setMode: (next) => {
      mode = next;
      interaction.refresh();
      invalidate();
    },
    setJointRotation: (index, joint, rotation) => {
      const doll = scene.dolls[index];
      const clamped = clampRotation(joint, rotation);
      if (!doll) return clamped;
      doll.pose = withRotation(doll.pose, joint, clamped);
      const node = rigs[index]?.joints.get(joint);
      if (node) setNodeRotation(node, clamped);
      commitDoll(index);
      return clamped;
    },
    addDoll: (body) => {
      if (scene.dolls.length >= MAX_DOLLS) return null;
      const first = scene.dolls[0]?.body;
      const chosen = normaliseBody(body ?? first ?? BODY_DEFAULTS.adultFemale);
      scene.dolls.push({
        body: chosen,
        pose: { rotations: {}, hips: [0, 0, 0] },
        position: nextDollPosition(scene.dolls, chosen),
        facing: 0,
      });
      const index = scene.dolls.length - 1;
      buildDoll(index);
      paint();
      placeLight();
      commitDoll(index);
      return index;
    },
    removeDoll: (index) => {
      if (!validDoll(index) || scene.dolls.length <= 1) return;
      scene.dolls.splice(index, 1);
      rigs.splice(index, 1)[0]?.dispose();
      if (selection?.doll === index) selection = null;
      else if (selection && selection.doll > index)
        selection = { ...selection, doll: selection.doll - 1 };
      paint();
      placeLight();
      interaction.refresh();
      emit("commit");
    },
    setBody: (index, body) => {
      const doll = scene.dolls[index];
      if (!doll) return;
      doll.body = normaliseBody(body);
      buildDoll(index);
      paint();
      placeLight();
      commitDoll(index);
    },
    applyPose: (index, pose) => {
      const doll = scene.dolls[index];
      if (!doll) return;
      doll.pose = normalisePose(pose);
      commitDoll(index);
    },
    applyHand: (index, side, rotations) => {
      const doll = scene.dolls[index];
      if (!doll) return;
      doll.pose = withHand(doll.pose, side, rotations);
      commitDoll(index);
    },
    mirror: (index) => {
      const doll = scene.dolls[index];
      if (!doll) return;
      doll.pose = normalisePose(mirrorPose(doll.pose));
      commitDoll(index);
    },
    reset: (index) => {
      const doll = scene.dolls[index];
      if (!doll) return;
      doll.pose = structuredClone(REST_POSE) as typeof doll.pose;
      commitDoll(index);
    },
    setCamera: (camera) => {
      const focal = camera.focal === undefined ? scene.camera.focal : clampFocal(camera.focal);
      if (camera.position || camera.target) {
        scene.camera = {
          position: camera.position ?? scene.camera.position,
          target: camera.target ?? scene.camera.target,
          focal,
        };
      } else if (focal !== scene.camera.focal) {
        // A new lens keeps the subject's size by moving the camera: wide close, long far.
        const target = new Vector3(...scene.camera.target);
        const offset = new Vector3(...scene.camera.position).sub(target);
        offset.setLength(distanceForFocal(offset.length(), scene.camera.focal, focal));
        const position = target.add(offset);
        scene.camera = {
          position: [position.x, position.y, position.z],
          target: scene.camera.target,
          focal,
        };
      }
      scene = normaliseScene(scene);
      applyCamera();
      readCamera();
      emit("camera");
    },
    cameraPreset: (preset) => {
      // Framed on the posed dolls themselves, so a sitting or lying doll fills the frame too.
      const box = new Box3();
      for (const rig of rigs) box.expandByObject(rig.root);
      if (box.isEmpty()) box.set(new Vector3(-0.3, 0, -0.3), new Vector3(0.3, 1.7, 0.3));
      const offset = new Vector3(...scene.camera.position).sub(new Vector3(...scene.camera.target));
      scene.camera = presetCamera(preset, {
        centre: [(box.min.x + box.max.x) / 2, (box.min.z + box.max.z) / 2],
        bottom: Math.max(0, box.min.y),
        top: box.max.y,
        width: Math.max(box.max.x - box.min.x, box.max.z - box.min.z),
        direction: [offset.x, offset.z],
        focal: scene.camera.focal,
      });
      scene = normaliseScene(scene);
      applyCamera();
      readCamera();
      emit("camera");
    },
    setOverlays: (overlays) => {
      stage.setOverlays(overlays);
      invalidate();
    },
    setLight: (light) => {
      scene.light = normaliseScene({ ...scene, light }).light;
      placeLight();
      emit("commit");
    },
    setStyle: (next) => {
      style = next;
      paint();
      invalidate();
    },
    exportPng: async (exportOptions) => {
      if (contextLost || disposed) throw new Error("WebGL is not available");
      stage.renderer.shadowMap.needsUpdate = true;
      return renderPng(stage, exportOptions, (exportStyle) => {
        paint(exportStyle);
        return () => paint();
      });
    },
    jointScreenPosition: (index, joint) => {
      const node = rigs[index]?.joints.get(joint);
      if (!node) return null;
      stage.camera.updateMatrixWorld();
      const point = node.getWorldPosition(new Vector3()).project(stage.camera);
      if (point.z > 1) return null;
      return {
        x: ((point.x + 1) / 2) * canvas.clientWidth,
        y: ((1 - point.y) / 2) * canvas.clientHeight,
      };
    },
    resize: () => {
      stage.resize();
      invalidate();
    },
    dispose: () => {
      if (disposed) return;
      disposed = true;
      if (frame) cancelAnimationFrame(frame);
      observer?.disconnect();
      canvas.removeEventListener("webglcontextlost", onLost);
      canvas.removeEventListener("webglcontextrestored", onRestored);
      orbit.removeEventListener("change", onOrbit);
      interaction.dispose();
      orbit.dispose();
      for (const rig of rigs.splice(0)) rig.dispose();
      materials.dispose();
      stage.dispose();
    },
  };

  // A lost context (a tab in the background on a phone, a GPU reset) pauses drawing; three
  // rebuilds its programs and uploads on restore, and the next frame shows the same scene.
  const onLost = (event: Event) => {
    event.preventDefault();
    contextLost = true;
  };
  const onRestored = () => {
    contextLost = false;
    stage.renderer.shadowMap.needsUpdate = true;
    invalidate();
  };
  canvas.addEventListener("webglcontextlost", onLost);
  canvas.addEventListener("webglcontextrestored", onRestored);
  const observer =
    typeof ResizeObserver === "undefined"
      ? null
      : new ResizeObserver(() => {
          stage.resize();
          invalidate();
        });
  observer?.observe(canvas);

  scene.dolls.forEach((_, index) => {
    buildDoll(index);
  });
  stage.resize();
  applyCamera();
  placeLight();
  invalidate();
  return engine;
};
