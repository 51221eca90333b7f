import { Box3, Vector3 } from "three";
import {
  clampRotation,
  type Doll,
  type JointName,
  type PinJoint,
  type PinTarget,
} from "../../../../contract/pose.ts";
import { boxCorners, createCameraControl, framedCamera, withFocal } from "./camera.ts";
import { clampFocal, fitPoints } from "./camera-math.ts";
import { EXPORT_ASPECTS, type ExportAspect, exportRect } from "./export-frame.ts";
import { renderPng } from "./export-png.ts";
import { createInteraction } from "./interaction.ts";
import { createMaterials } from "./materials.ts";
import { createPinMarkers, endPoint, holdPins, type PinnedEnd } from "./pins.ts";
import { buildRig, poseRig, type Rig, setNodeRotation } from "./rig.ts";
import { addedDoll, dollsWithout, isDoll, poseEdits, sceneView, withPin } from "./scene-edits.ts";
import {
  copyScene,
  normaliseBody,
  normaliseScene,
  sceneExtent,
  withRotation,
} from "./scene-state.ts";
import { createStage, warmPrograms, watchCanvas } from "./stage.ts";
import type {
  CameraPreset,
  CreatePoseEngine,
  PoseEngine,
  RenderStyle,
  Selection,
  ToolMode,
} from "./types.ts";

// The doll engine behind the /pose editor: the scene (plain contract data) is the truth, the
// rigs mirror it. Every operation changes the data first, then the nodes, then asks for one
// frame; frames are drawn on demand, never in a busy loop.

export const createPoseEngine: CreatePoseEngine = (options) => {
  const { canvas } = options;
  let scene = normaliseScene(options.scene);
  let style: RenderStyle = scene.style ?? "shaded";
  /** The pinned ends that could not reach their pins at the last hold. */
  let strained: PinnedEnd[] = [];
  let mode: ToolMode = "rotate";
  let selection: Selection | null = null;
  let frame = 0;
  let contextLost = false;
  let disposed = false;
  /** The camera preset "reset view" returns to. */
  let lastPreset: CameraPreset = "eye";
  /**
   * Whether the view still holds what the editor framed: a new doll or a pose preset is then
   * framed again, and so is a view whose canvas changes size (a phone's sheet opening). The
   * visitor's own orbit, pan or zoom ends it until the next framing.
   */
  let framing = options.framed === true;
  /** Canvas pixels the editor covers at the top and bottom (its toolbar): framing avoids them. */
  let insets = { top: 0, bottom: 0 };
  /** The export's frame over the view: framing fits the dolls inside it. */
  let guide: ExportAspect = "view";

  const stage = createStage(canvas, options.software);
  const materials = createMaterials();
  const rigs: Rig[] = [];
  const markers = createPinMarkers(stage.gizmos);

  /** Every pinned end back on its pin (after anything moved), and the pins' rings redrawn. */
  const hold = () => {
    strained = holdPins(scene.dolls, rigs, (doll, joint, rotation) => {
      const target = scene.dolls[doll];
      if (target) target.pose = withRotation(target.pose, joint, rotation);
    });
    markers.update(scene.dolls, rigs, strained, stage.camera);
  };

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

  const cameraControl = createCameraControl(stage, () => {
    framing = false;
    scene.camera = cameraControl.read(scene.camera.focal);
    emit("camera");
  });
  const { orbit } = cameraControl;
  const applyCamera = () => {
    cameraControl.apply(scene.camera);
    markers.face(stage.camera);
  };

  /** The corners of these dolls' boxes as posed (every doll when omitted). */
  const cornersOf = (dolls?: readonly number[]) => {
    const box = new Box3();
    rigs.forEach((rig, index) => {
      if (!dolls || dolls.includes(index)) box.expandByObject(rig.root);
    });
    return box.isEmpty() ? [] : boxCorners(box);
  };
  /**
   * The camera fitted to these dolls with a margin, inside the export's guide and clear of the
   * toolbar; same lens and angle.
   */
  const fitted = (dolls?: readonly number[], margin = 0.08) => {
    const width = Math.max(1, canvas.clientWidth);
    const height = Math.max(1, canvas.clientHeight);
    const frame = exportRect(width, height, insets.top, EXPORT_ASPECTS[guide]);
    // The frame's edges in the view's normalised coordinates, less the margin of its own size.
    const half = frame.height / height;
    const top = 1 - (2 * frame.y) / height - margin * half;
    const bottom = (2 * (frame.y + frame.height)) / height - 1 - margin * half;
    return fitPoints(cornersOf(dolls), scene.camera, stage.camera.aspect, {
      top: 1 - top,
      bottom: 1 - bottom,
      side: 1 - (frame.width / width) * (1 - margin),
    });
  };
  const resized = () => {
    stage.resize();
    if (framing) {
      frameAll();
      emit("camera");
    } else invalidate();
  };
  const frameAll = () => {
    scene.camera = fitted();
    scene = normaliseScene(scene);
    applyCamera();
  };

  const emit = (kind: "live" | "commit" | "camera") => {
    if (kind !== "camera") {
      hold();
      stage.renderer.shadowMap.needsUpdate = true;
    } else markers.face(stage.camera);
    invalidate();
    options.onChange?.(engine.getScene(), kind);
  };

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
      endDragged: (doll, joint) => {
        // A pinned end dragged by the visitor takes its pin along: the pin is where it is let go.
        const target = scene.dolls[doll];
        const at = endPoint(rigs[doll], joint);
        if (!target?.pins || !(joint in target.pins) || !at) return;
        scene.dolls[doll] = withPin(target, joint as PinJoint, { at: [at.x, at.y, at.z] });
      },
      changed: emit,
      invalidate,
    },
    orbit,
  );
  orbit.connect(canvas);

  const commitDoll = (index: number) => {
    const rig = rigs[index];
    const doll = scene.dolls[index];
    if (rig && doll) poseRig(rig, doll);
    interaction.refresh();
    emit("commit");
  };
  /** After a new doll or a pose preset: framed again while the view is the editor's framing. */
  const keepFramed = () => {
    if (!framing) return;
    frameAll();
    emit("camera");
  };
  const validDoll = (index: number) => isDoll(scene, index);

  const edits = poseEdits(() => scene, commitDoll);
  const engine: PoseEngine = {
    getScene: () => sceneView(scene),
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
      style = scene.style ?? "shaded";
      hold();
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
      const added = addedDoll(scene, body);
      if (!added) return null;
      scene.dolls.push(added);
      const index = scene.dolls.length - 1;
      buildDoll(index);
      paint();
      placeLight();
      commitDoll(index);
      keepFramed();
      return index;
    },
    removeDoll: (index) => {
      if (!validDoll(index) || scene.dolls.length <= 1) return;
      scene.dolls = dollsWithout(scene, index);
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
    ...edits,
    applyPose: (index, pose) => {
      edits.applyPose(index, pose);
      keepFramed();
    },
    reset: (index) => {
      edits.reset(index);
      keepFramed();
    },
    pin: (index, joint, to) => {
      const doll = scene.dolls[index];
      if (!doll) return;
      let target: PinTarget | null = null;
      if (to === "here") {
        const at = endPoint(rigs[index], joint);
        if (!at) return;
        target = { at: [at.x, at.y, at.z] };
      } else if (to) target = { doll: to.doll, joint: to.joint };
      scene.dolls[index] = withPin(doll, joint, target);
      scene = normaliseScene(scene);
      commitDoll(index);
    },
    strainedPins: () => strained.map((end) => ({ ...end })),
    setCamera: (camera) => {
      const current = scene.camera;
      scene.camera =
        camera.position || camera.target
          ? {
              position: camera.position ?? current.position,
              target: camera.target ?? current.target,
              focal: clampFocal(camera.focal ?? current.focal),
            }
          : withFocal(current, camera.focal ?? current.focal);
      scene = normaliseScene(scene);
      applyCamera();
      emit("camera");
    },
    cameraPreset: (preset) => {
      lastPreset = preset;
      // The preset's height and direction, then fitted so the whole group shows with the margin.
      scene.camera = framedCamera(
        preset,
        rigs.map((rig) => rig.root),
        scene.camera,
        stage.camera.aspect,
      );
      frameAll();
      framing = true;
      emit("camera");
    },
    frame: (dolls) => {
      const chosen = dolls?.filter(validDoll);
      scene.camera = fitted(chosen && chosen.length > 0 ? chosen : undefined);
      scene = normaliseScene(scene);
      applyCamera();
      // Framing one doll is the visitor's choice of view: a new doll does not undo it.
      framing = !dolls;
      emit("camera");
    },
    resetView: () => engine.cameraPreset(lastPreset),
    setDark: (dark) => {
      stage.setDark(dark);
      invalidate();
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
      if (next === style) return;
      style = next;
      scene = normaliseScene({ ...scene, style: next });
      paint();
      emit("commit");
    },
    exportPng: async (exportOptions) => {
      if (contextLost || disposed) throw new Error("WebGL is not available");
      stage.renderer.shadowMap.needsUpdate = true;
      const ratio = EXPORT_ASPECTS[exportOptions.aspect ?? "view"];
      const view = stage.camera;
      const viewAspect = view.aspect;
      const width = Math.max(1, canvas.clientWidth);
      const height = Math.max(1, canvas.clientHeight);
      const frame = exportRect(width, height, insets.top, ratio);
      const aspect = exportOptions.crop && ratio ? ratio : frame.width / frame.height;
      const draw = (exportStyle: RenderStyle) => {
        paint(exportStyle);
        if (exportOptions.crop) {
          // The figures fitted tightly into the picture's own shape, for this frame only (no
          // toolbar over an export): the view stays as it is.
          view.aspect = aspect;
          cameraControl.apply(
            fitPoints(cornersOf(), scene.camera, aspect, { top: 0.06, bottom: 0.06, side: 0.06 }),
          );
        } else {
          // Exactly what the guide over the view holds (the view below the toolbar, without one).
          view.setViewOffset(width, height, frame.x, frame.y, frame.width, frame.height);
        }
        return () => {
          view.clearViewOffset();
          view.aspect = viewAspect;
          applyCamera();
          paint();
        };
      };
      return renderPng(stage, exportOptions, draw, aspect);
    },
    setGuide: (next) => {
      if (next === guide) return;
      guide = next;
      if (framing) {
        frameAll();
        emit("camera");
      }
    },
    jointScreenPosition: (index, joint) => {
      const node = rigs[index]?.joints.get(joint);
      return node ? stage.screenPosition(node.getWorldPosition(new Vector3())) : null;
    },
    resize: resized,
    setInsets: (next) => {
      const clear = { top: Math.max(0, next.top), bottom: Math.max(0, next.bottom) };
      if (clear.top === insets.top && clear.bottom === insets.bottom) return;
      insets = clear;
      if (framing) {
        frameAll();
        emit("camera");
      }
    },
    dispose: () => {
      if (disposed) return;
      disposed = true;
      if (frame) cancelAnimationFrame(frame);
      unwatch();
      undress?.();
      interaction.dispose();
      markers.dispose();
      cameraControl.dispose();
      for (const rig of rigs.splice(0)) rig.dispose();
      materials.dispose();
      stage.dispose();
    },
  };

  const unwatch = watchCanvas(canvas, {
    lost: () => {
      contextLost = true;
    },
    restored: () => {
      contextLost = false;
      stage.renderer.shadowMap.needsUpdate = true;
      invalidate();
    },
    resized,
  });

  // The lights are placed before the programs are issued, as the programs depend on them.
  placeLight();
  warmPrograms(stage, materials.get(style, "body"));
  scene.dolls.forEach((_, index) => {
    buildDoll(index);
  });
  const undress = options.dress?.({
    scene: stage.scene,
    joint: (doll, name) => rigs[doll]?.joints.get(name),
    ink: (role) => materials.get("ink", role),
  });
  stage.resize();
  applyCamera();
  hold();
  placeLight();
  invalidate();
  return engine;
};
