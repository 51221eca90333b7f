import { Box3, Mesh, Vector3 } from "three";
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
import type { PinnedEnd } from "./pins.ts";
import type { PropNode } from "./props.ts";
import { buildRig, poseRig, type Rig, setNodeRotation } from "./rig.ts";
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
} from "./scene-edits.ts";
import {
  copyScene,
  normaliseBody,
  normaliseScene,
  sceneExtent,
  withRotation,
} from "./scene-state.ts";
import { holdSeats } from "./seats.ts";
import { createStage, warmPrograms, watchCanvas } from "./stage.ts";
import type { TurnRings } from "./turn-rings.ts";
import type {
  CameraPreset,
  CreatePoseEngine,
  ExportOptions,
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

  const stage = createStage(canvas, options.software, () => invalidate());
  const materials = createMaterials();
  const rigs: Rig[] = [];
  /**
   * The pins' solver and marks: their own chunk, fetched when a scene first has a pin (a scene's
   * rotations already hold its pins as saved, so nothing waits for it to draw). The engine's
   * chunk group keeps three.js in the engine's chunk whatever other chunks use of it.
   */
  let pinning: {
    holdPins: typeof import("./pins.ts").holdPins;
    markers: ReturnType<typeof import("./pins.ts").createPinMarkers>;
  } | null = null;
  let pinsLoad: Promise<void> | null = null;
  const holdPinned = () => {
    if (!pinning) {
      strained = [];
      if (!scene.dolls.some((doll) => doll.pins && Object.keys(doll.pins).length > 0)) return;
      pinsLoad ??= import("./pins.ts").then(
        ({ holdPins, createPinMarkers }) => {
          if (disposed) return;
          pinning = { holdPins, markers: createPinMarkers(stage.gizmos) };
          // Held, drawn, and what is out of reach told to the editor.
          emit("live");
        },
        (error: unknown) => {
          pinsLoad = null;
          console.error(error);
        },
      );
      return;
    }
    strained = pinning.holdPins(scene.dolls, rigs, (doll, joint, rotation) => {
      const target = scene.dolls[doll];
      if (target) target.pose = withRotation(target.pose, joint, rotation);
    });
    pinning.markers.update(scene.dolls, rigs, strained);
  };
  /** Move mode's turn rings: their own chunk, fetched the first time Move mode is chosen. */
  let turnRings: TurnRings | null = null;
  let ringsLoad: Promise<void> | null = null;
  const showRings = () => {
    turnRings?.update(scene.dolls, mode === "move");
    if (mode !== "move" || turnRings) return;
    ringsLoad ??= import("./turn-rings.ts").then(
      ({ createTurnRings }) => {
        if (disposed) return;
        turnRings = createTurnRings(stage.gizmos);
        turnRings.update(scene.dolls, mode === "move");
        invalidate();
      },
      (error: unknown) => {
        ringsLoad = null;
        console.error(error);
      },
    );
  };
  /** Where a doll's hand or foot is now, in the world. */
  const endPoint = (doll: number, joint: JointName) =>
    rigs[doll]?.joints.get(joint)?.getWorldPosition(new Vector3()) ?? null;
  /** The props library's geometry (its own chunk, fetched when a scene first has a prop). */
  let propLibrary: typeof import("./props.ts") | null = null;
  let propLoad: Promise<void> | null = null;
  const propNodes: PropNode[] = [];
  let selectedProp: number | null = null;

  /** Seated dolls on their seats, every pinned end back on its pin, and the pins' marks redrawn. */
  const hold = () => {
    holdSeats(scene.dolls, scene.props, rigs);
    holdPinned();
    uprightHeld();
    showRings();
  };

  /** Held props that stay upright (an umbrella) after their hands moved. */
  const uprightHeld = () => {
    if (!propLibrary) return;
    (scene.props ?? []).forEach((prop, index) => {
      const node = propNodes[index];
      const doll = prop.held && scene.dolls[prop.held.doll];
      if (node && doll) propLibrary?.keepUpright(node.root, prop.kind, doll.facing);
    });
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
    propNodes.forEach((node, index) => {
      node.root.traverse((object) => {
        if (!(object instanceof Mesh)) return;
        const { role } = object.userData as { role: "body" | "joint" };
        object.material = exportStyle
          ? materials.get(exportStyle, role)
          : materials.get(style, selectedProp === index ? "selected" : role);
      });
    });
  };

  /** The props' nodes as the scene says: built, placed on the floor or put in their hands. */
  const syncProps = () => {
    const props = scene.props ?? [];
    if (props.length === 0 && propNodes.length === 0) return;
    const library = propLibrary;
    if (!library) {
      propLoad ??= import("./props.ts")
        .then((loaded) => {
          if (disposed) return;
          propLibrary = loaded;
          syncProps();
          placeLight();
          stage.renderer.shadowMap.needsUpdate = true;
          // A preset framed before its props were built: framed again with them.
          if (framing) {
            frameAll();
            emit("camera");
          }
          invalidate();
        })
        .catch((error: unknown) => {
          // Without the props' code the dolls still pose; the next prop tries again.
          propLoad = null;
          console.error(error);
        });
      return;
    }
    props.forEach((prop, index) => {
      let node = propNodes[index];
      if (!node || (node.root.userData as { kind: string }).kind !== prop.kind) {
        node?.dispose();
        node = library.buildProp(prop.kind, (role) => materials.get(style, role));
        propNodes[index] = node;
      }
      const hand = prop.held && rigs[prop.held.doll]?.joints.get(prop.held.hand);
      if (prop.held && hand) {
        if (node.root.parent !== hand) hand.add(node.root);
        library.placeInHand(node.root, prop.kind, prop.held.hand);
        library.keepUpright(node.root, prop.kind, scene.dolls[prop.held.doll]?.facing ?? 0);
      } else {
        if (node.root.parent !== stage.scene) stage.scene.add(node.root);
        node.root.position.set(prop.position[0], 0, prop.position[1]);
        node.root.rotation.set(0, (prop.facing * Math.PI) / 180, 0);
      }
      node.root.scale.setScalar(prop.scale);
    });
    for (const node of propNodes.splice(props.length)) node.dispose();
    paint();
    stage.scene.updateMatrixWorld(true);
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
    // A prop in the old rig's hand goes into the new one's.
    if (propNodes.length > 0) syncProps();
  };

  /**
   * The camera of an export (the PNG, the pose pack): exactly what the guide over the view holds,
   * or with `crop` the figures fitted tightly into the picture's shape. `prepare` sets it and
   * paints the export's style; the function it returns puts the view back.
   */
  const exportFraming = (exportOptions: Pick<ExportOptions, "aspect" | "crop">) => {
    stage.renderer.shadowMap.needsUpdate = true;
    const ratio = EXPORT_ASPECTS[exportOptions.aspect ?? "view"];
    const view = stage.camera;
    const viewAspect = view.aspect;
    const width = Math.max(1, canvas.clientWidth);
    const height = Math.max(1, canvas.clientHeight);
    const frame = exportRect(width, height, insets.top, ratio);
    const aspect = exportOptions.crop && ratio ? ratio : frame.width / frame.height;
    const prepare = (exportStyle: RenderStyle) => {
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
    return { aspect, prepare };
  };

  const cameraControl = createCameraControl(stage, () => {
    framing = false;
    scene.camera = cameraControl.read(scene.camera.focal);
    emit("camera");
  });
  const { orbit } = cameraControl;
  const applyCamera = () => cameraControl.apply(scene.camera);

  /** The corners of these dolls' boxes as posed (every doll when omitted). */
  const cornersOf = (dolls?: readonly number[]) => {
    const box = new Box3();
    rigs.forEach((rig, index) => {
      if (!dolls || dolls.includes(index)) box.expandByObject(rig.root);
    });
    // Frame all holds the props too (a held one is inside its doll's box already).
    if (!dolls) for (const node of propNodes) box.expandByObject(node.root);
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
    }
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
      pickProp: (index) => {
        engine.select(null);
        engine.selectProp(index);
        options.onSelectProp?.(index);
      },
      rotationOf: (doll, joint) => scene.dolls[doll]?.pose.rotations[joint] ?? [0, 0, 0],
      storeRotation: (doll, joint, rotation) => {
        const target = scene.dolls[doll];
        if (target) target.pose = withRotation(target.pose, joint, rotation);
      },
      positionOf: (doll) => scene.dolls[doll]?.position ?? [0, 0],
      turnHandles: () => turnRings?.handles() ?? [],
      turnDoll: (doll, facing) => {
        const target = scene.dolls[doll];
        const rig = rigs[doll];
        if (!target || !rig) return;
        target.facing = facing;
        poseRig(rig, target);
      },
      moveDoll: (doll, x, z) => {
        const target = scene.dolls[doll];
        const rig = rigs[doll];
        if (!target || !rig) return;
        target.position = [Math.round(x * 1000) / 1000, Math.round(z * 1000) / 1000];
        poseRig(rig, target);
        placeLight();
      },
      propMeshes: () => {
        const meshes: Mesh[] = [];
        propNodes.forEach((node, index) => {
          if (scene.props?.[index]?.held) return;
          node.root.traverse((object) => {
            if (object instanceof Mesh) {
              object.userData.propIndex = index;
              meshes.push(object);
            }
          });
        });
        return meshes;
      },
      propPosition: (index) => scene.props?.[index]?.position ?? [0, 0],
      moveProp: (index, x, z) => {
        const prop = scene.props?.[index];
        const node = propNodes[index];
        if (!prop || !node || !scene.props) return;
        scene.props[index] = {
          ...prop,
          position: [Math.round(x * 1000) / 1000, Math.round(z * 1000) / 1000],
        };
        scene = normaliseScene(scene);
        node.root.position.set(
          scene.props?.[index]?.position[0] ?? x,
          0,
          scene.props?.[index]?.position[1] ?? z,
        );
        node.root.updateMatrixWorld(true);
        placeLight();
      },
      endDragged: (doll, joint) => {
        // A pinned end dragged by the visitor takes its pin along: the pin is where it is let go.
        const target = scene.dolls[doll];
        const at = endPoint(doll, joint);
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
      if (selectedProp !== null && selectedProp >= (scene.props?.length ?? 0)) selectedProp = null;
      syncProps();
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
      showRings();
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
      scene = sceneWithoutDoll(scene, index);
      rigs.splice(index, 1)[0]?.dispose();
      syncProps();
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
        const at = endPoint(index, joint);
        if (!at) return;
        target = { at: [at.x, at.y, at.z] };
      } else if (to) target = { doll: to.doll, joint: to.joint };
      scene.dolls[index] = withPin(doll, joint, target);
      scene = normaliseScene(scene);
      commitDoll(index);
    },
    strainedPins: () => strained.map((end) => ({ ...end })),
    addProp: (kind) => {
      const prop = addedProp(scene, kind);
      if (!prop) return null;
      scene.props = [...(scene.props ?? []), prop];
      scene = normaliseScene(scene);
      syncProps();
      emit("commit");
      keepFramed();
      return (scene.props?.length ?? 1) - 1;
    },
    removeProp: (index) => {
      if (!scene.props?.[index]) return;
      scene = normaliseScene(sceneWithoutProp(scene, index));
      if (selectedProp === index) selectedProp = null;
      else if (selectedProp !== null && selectedProp > index) selectedProp -= 1;
      syncProps();
      emit("commit");
    },
    setProp: (index, change) => {
      const prop = scene.props?.[index];
      if (!prop || !scene.props) return;
      scene.props[index] = withPropChange(prop, change);
      scene = normaliseScene(scene);
      syncProps();
      emit("commit");
    },
    selectProp: (index) => {
      selectedProp = index !== null && scene.props?.[index] ? index : null;
      paint();
      invalidate();
    },
    seat: (index, prop) => {
      const doll = scene.dolls[index];
      if (!doll) return;
      if (prop === null) delete doll.seat;
      else doll.seat = prop;
      scene = normaliseScene(scene);
      commitDoll(index);
    },
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
      syncProps();
      scene = normaliseScene({ ...scene, style: next });
      paint();
      emit("commit");
    },
    exportPng: async (exportOptions) => {
      if (contextLost || disposed) throw new Error("WebGL is not available");
      const { aspect, prepare } = exportFraming(exportOptions);
      return renderPng(stage, exportOptions, prepare, aspect);
    },
    // The pack's and the GLB's work is in their own chunks: here only what they need of the
    // engine, once the props' geometry (when still on its way) and the ink outlines are in.
    exportPack: async (packOptions) => {
      if (contextLost || disposed) throw new Error("WebGL is not available");
      const [{ buildPosePack }] = await Promise.all([
        import("./pose-pack.ts"),
        propLoad,
        packOptions.style === "ink" && stage.inkReady(),
      ]);
      const { aspect, prepare } = exportFraming(packOptions);
      const pack = buildPosePack({
        ...packOptions,
        stage,
        rigs,
        props: propNodes.map((node) => node.root),
        prepare,
        ratio: aspect,
        focal: scene.camera.focal,
      });
      invalidate();
      return pack;
    },
    exportGlb: async () => {
      const [{ sceneGlb }] = await Promise.all([import("./glb.ts"), propLoad]);
      return sceneGlb(
        rigs,
        propNodes.map((node) => node.root),
        paint,
      );
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
      pinning?.markers.dispose();
      turnRings?.dispose();
      cameraControl.dispose();
      for (const rig of rigs.splice(0)) rig.dispose();
      for (const node of propNodes.splice(0)) node.dispose();
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
  syncProps();
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
