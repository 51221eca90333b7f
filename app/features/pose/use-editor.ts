import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import type {
  Body,
  Hand,
  JointName,
  LightState,
  PinJoint,
  Pose,
  Prop,
  PropKind,
  Rotation,
  Scene,
  Side,
} from "../../../contract/pose.ts";
import { quantiseScene } from "../../../contract/pose-link.ts";
import { format } from "../../lib/i18n.tsx";
import { withoutPhraseMarks } from "../../lib/phrases.ts";
import { saveBlob } from "../../lib/save-blob.ts";
import { local } from "../../lib/storage.ts";
import type { Messages } from "../../locales/en-US.ts";
import { facingToward } from "./engine/facing.ts";
import type {
  CameraPreset,
  ExportOptions,
  Overlays,
  PackChoice,
  PoseEngine,
  RenderStyle,
  Selection,
  ToolMode,
} from "./engine/types.ts";
import * as steps from "./history.ts";
import { type Nudge, nudged, showAngle } from "./keyboard.ts";
import { type BodyPreset, bodyPreset, handPreset, poseWithHands } from "./presets.ts";
import { defaultScene, exportFileName, initialScene, keepScene, shareHref } from "./scene-link.ts";
import { usePoseEngine } from "./use-pose-engine.ts";

/** The hand preset that closes round each held prop (content/poses/hands.json). */
const GRIP_PRESETS: Partial<Record<PropKind, string>> = {
  sword: "sword",
  umbrella: "sword",
  cup: "sword",
  bag: "fist",
  phone: "pen",
  book: "open",
  guitar: "sword",
};

/** Slider drags and key repeats within this pause make one undo step. */
const SETTLE_MS = 400;

/** The editor's state and actions around one PoseEngine; the engine holds the scene. */
export function useEditor(canvasRef: RefObject<HTMLCanvasElement | null>, m: Messages) {
  const p = m.poseEditor;
  const [scene, setSceneState] = useState<Scene | null>(null);
  /** The pinned ends the doll cannot reach as the scene stands (the engine's last hold). */
  const [strained, setStrained] = useState<readonly { doll: number; joint: PinJoint }[]>([]);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [activeDoll, setActiveDoll] = useState(0);
  /** The prop the props panel edits (and the view highlights). */
  const [activeProp, setActiveProp] = useState<number | null>(null);
  const [mode, setModeState] = useState<ToolMode>("rotate");
  const [overlays, setOverlaysState] = useState<Overlays>({ thirds: false, horizon: false });
  const [exportOptions, setExportOptions] = useState<ExportOptions>({
    size: 1536,
    background: "paper",
    style: "shaded",
    crop: false,
    aspect: "view",
  });
  /** The pose pack's own choices; its frame and style are the export's. */
  const [packOptions, setPackOptions] = useState<PackChoice>({ size: 1024, keepHidden: false });
  const [history, setHistory] = useState<steps.History | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [message, setMessage] = useState("");
  const [link, setLink] = useState("");
  const [busy, setBusy] = useState(false);
  const historyRef = useRef<steps.History | null>(null);
  const poseName = useRef("");
  const settle = useRef<ReturnType<typeof setTimeout> | null>(null);
  const keep = useRef<ReturnType<typeof setTimeout> | null>(null);
  const frame = useRef(0);

  const { status, engineRef } = usePoseEngine(canvasRef, {
    initial: () => {
      const opened = initialScene(window.location.search, local);
      if (opened.badLink) setMessage(p.badLink);
      return { scene: opened.scene, framed: opened.framed };
    },
    onReady: (engine) => {
      const first = engine.getScene();
      historyRef.current = steps.startHistory(first);
      setHistory(historyRef.current);
      setScene(first);
      // A link or a kept scene reopens in its style: the view and the export follow it.
      setExportOptions((options) => ({ ...options, style: first.style ?? "shaded" }));
    },
    onChange: (_scene, kind) => {
      if (kind === "commit") commitSoon();
      else if (kind === "camera") cameraMoved();
      else showLater();
    },
    onSelect: (next) => {
      setSelection(next);
      if (next) setActiveDoll(next.doll);
    },
    onSelectProp: (prop) => {
      setSelection(null);
      setActiveProp(prop);
      const kind = engineRef.current?.getScene().props?.[prop]?.kind;
      if (kind) setAnnouncement(format(p.propSelected, { prop: p.propKinds[kind] }));
    },
  });

  const engine = (): PoseEngine | null => engineRef.current;
  /** The scene shown by the panels, with the pins the engine could not hold. */
  const setScene = useCallback(
    (next: Scene) => {
      setSceneState(next);
      const now = engineRef.current?.strainedPins() ?? [];
      setStrained((before) =>
        before.length === now.length &&
        before.every((end, i) => end.doll === now[i]?.doll && end.joint === now[i]?.joint)
          ? before
          : now,
      );
    },
    [engineRef],
  );
  /** The canvas pixels the toolbar covers, which framing keeps clear (stable for effects). */
  const setInsets = useCallback(
    (insets: { top: number; bottom: number }) => engineRef.current?.setInsets(insets),
    [engineRef],
  );

  /** Mirrors the engine's scene into React at most once a frame (drags report every frame). */
  const showLater = () => {
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      const current = engine();
      if (current) setScene(current.getScene());
    });
  };

  /** One undo step for the scene as it is now; the scene is kept for the next visit. */
  const commitNow = useCallback(() => {
    if (settle.current) clearTimeout(settle.current);
    settle.current = null;
    const current = engineRef.current;
    const before = historyRef.current;
    if (!current || !before) return;
    const now = current.getScene();
    setScene(now);
    const after = steps.pushScene(before, now);
    if (after === before) return;
    historyRef.current = after;
    setHistory(after);
    keepScene(local, now);
  }, [engineRef, setScene]);

  const commitSoon = () => {
    const current = engine();
    if (current) setScene(current.getScene());
    if (settle.current) clearTimeout(settle.current);
    settle.current = setTimeout(commitNow, SETTLE_MS);
  };

  const cameraMoved = () => {
    showLater();
    if (keep.current) clearTimeout(keep.current);
    keep.current = setTimeout(() => {
      const current = engine();
      if (current) keepScene(local, current.getScene());
    }, 1000);
  };

  // A dark page gets a dark stage, and follows the system's switch while the editor is open.
  useEffect(() => {
    const current = status === "ready" ? engineRef.current : null;
    if (!current || typeof matchMedia !== "function") return;
    const dark = matchMedia("(prefers-color-scheme: dark)");
    const follow = () => current.setDark(dark.matches);
    follow();
    dark.addEventListener("change", follow);
    return () => dark.removeEventListener("change", follow);
  }, [status, engineRef]);

  useEffect(
    () => () => {
      if (settle.current) clearTimeout(settle.current);
      if (keep.current) clearTimeout(keep.current);
      cancelAnimationFrame(frame.current);
    },
    [],
  );

  /** Runs an edit on the engine, then records it now or once the control settles. */
  const edit = (change: (engine: PoseEngine) => void, when: "now" | "soon" = "now") => {
    const current = engine();
    if (!current) return;
    change(current);
    if (when === "now") commitNow();
    else commitSoon();
  };

  const travel = (direction: "undo" | "redo") => {
    commitNow();
    const current = engine();
    const before = historyRef.current;
    if (!current || !before) return;
    const after = direction === "undo" ? steps.undo(before) : steps.redo(before);
    if (after === before) return;
    historyRef.current = after;
    setHistory(after);
    const target = steps.currentScene(after);
    current.setScene({ ...target, camera: current.getScene().camera });
    const shown = current.getScene();
    setScene(shown);
    setExportOptions((options) => ({ ...options, style: shown.style ?? "shaded" }));
    keepScene(local, shown);
    if (activeDoll >= shown.dolls.length) {
      setActiveDoll(0);
      setSelection(null);
      current.select(null);
    }
  };

  const rotationOf = (doll: number, joint: JointName): Rotation =>
    engine()?.getScene().dolls[doll]?.pose.rotations[joint] ?? [0, 0, 0];

  const announce = (joint: JointName, rotation: Rotation) =>
    setAnnouncement(
      withoutPhraseMarks(
        format(p.announce, {
          joint: m.poseJoints[joint],
          x: showAngle(rotation[0]),
          y: showAngle(rotation[1]),
          z: showAngle(rotation[2]),
        }),
      ),
    );

  const dolls = scene?.dolls.length ?? 1;
  const doll = Math.min(activeDoll, dolls - 1);

  /**
   * One export to a file (the PNG, the pose pack, the GLB): the gesture in progress ends first,
   * the editor is busy meanwhile, and the message says what was saved or that it failed.
   */
  const download = async (failed: string, make: (current: PoseEngine) => Promise<string>) => {
    const current = engine();
    if (!current || busy) return;
    commitNow();
    setBusy(true);
    try {
      setMessage(await make(current));
    } catch (error) {
      console.error(error);
      setMessage(failed);
    } finally {
      setBusy(false);
    }
  };
  /**
   * The view becomes exactly what a share link holds (angles on the link's 0.5° steps), so the
   * link opens to the same pixels; the scene it holds.
   */
  const shareScene = (current: PoseEngine): Scene => {
    const shared = quantiseScene(current.getScene());
    current.setScene(shared);
    setScene(shared);
    return shared;
  };

  return {
    status,
    scene,
    selection,
    doll,
    mode,
    overlays,
    exportOptions,
    packOptions,
    setPackOptions,
    announcement,
    message,
    link,
    busy,
    canUndo: history ? steps.canUndo(history) : false,
    canRedo: history ? steps.canRedo(history) : false,
    undo: () => travel("undo"),
    redo: () => travel("redo"),
    setMode(next: ToolMode) {
      setModeState(next);
      engine()?.setMode(next);
    },
    selectJoint(joint: JointName) {
      const next = { doll, joint };
      engine()?.select(next);
      setSelection(next);
    },
    /** Lets go of the selected joint (the doll stays the one being edited). */
    clearSelection() {
      engine()?.select(null);
      setSelection(null);
    },
    selectDoll(index: number) {
      setActiveDoll(index);
      engine()?.select(null);
      setSelection(null);
    },
    /** Sets an angle from a field; the field's value is the result, clamped by the engine. */
    setRotation(joint: JointName, rotation: Rotation) {
      edit((e) => e.setJointRotation(doll, joint, rotation), "soon");
    },
    /** An arrow key on the selected joint, announced politely. */
    nudge(step: Nudge) {
      const current = engine();
      if (!current || !selection) return;
      const target = nudged(selection.joint, rotationOf(selection.doll, selection.joint), step);
      const applied = current.setJointRotation(selection.doll, selection.joint, target);
      announce(selection.joint, applied);
      commitSoon();
    },
    /**
     * A body preset on the doll being edited, with the props it is made with: each placed in the
     * doll's own frame or put in its hand (a hand holds one thing: what it held is set down), and
     * the doll seated on its seat. One undo step.
     */
    applyPreset(preset: BodyPreset, name: string) {
      poseName.current = name;
      edit((e) => {
        e.applyPose(doll, poseWithHands(preset));
        const added: (number | null)[] = [];
        for (const wanted of preset.props ?? []) {
          const now = e.getScene();
          const own = now.dolls[doll];
          if (!own) break;
          const hand = wanted.hand === "L" ? "handL" : wanted.hand === "R" ? "handR" : null;
          // Already in that hand (the same preset again): kept, not a second one.
          const holding = now.props?.findIndex(
            (prop) =>
              prop.kind === wanted.kind && prop.held?.doll === doll && prop.held.hand === hand,
          );
          if (hand && holding !== undefined && holding >= 0) {
            added.push(holding);
            continue;
          }
          if (hand) {
            now.props?.forEach((prop, index) => {
              if (prop.held?.doll === doll && prop.held.hand === hand)
                e.setProp(index, { held: null, position: own.position });
            });
          }
          const index = e.addProp(wanted.kind);
          added.push(index);
          if (index === null) continue;
          const a = (own.facing * Math.PI) / 180;
          const [x, z] = wanted.at ?? [0, 0];
          e.setProp(index, {
            position: [
              own.position[0] + x * Math.cos(a) + z * Math.sin(a),
              own.position[1] - x * Math.sin(a) + z * Math.cos(a),
            ],
            facing: own.facing + (wanted.facing ?? 0),
            scale: wanted.scale ?? 1,
            ...(hand ? { held: { doll, hand } } : {}),
          });
        }
        const seat = preset.seat === undefined ? null : (added[preset.seat] ?? null);
        e.seat(doll, seat);
      });
    },
    applyPose(pose: Pose, name: string) {
      poseName.current = name;
      edit((e) => e.applyPose(doll, pose));
    },
    applyHand(side: Side, rotations: Partial<Record<string, Rotation>>) {
      edit((e) => e.applyHand(doll, side, rotations));
    },
    mirror: () => edit((e) => e.mirror(doll)),
    activeProp: activeProp !== null && activeProp < (scene?.props?.length ?? 0) ? activeProp : null,
    selectProp(index: number | null) {
      setActiveProp(index);
      engine()?.selectProp(index);
    },
    /** A prop of the library beside the dolls, then the one the panel edits. */
    addProp(kind: PropKind) {
      const current = engine();
      if (!current) return;
      const index = current.addProp(kind);
      commitNow();
      if (index !== null) {
        setActiveProp(index);
        current.selectProp(index);
      }
    },
    removeProp(index: number) {
      edit((e) => {
        e.selectProp(null);
        e.removeProp(index);
      });
      setActiveProp(null);
    },
    /** Moves, turns or scales a prop from its sliders (one undo step once they settle). */
    setProp(index: number, change: Partial<Pick<Prop, "position" | "facing" | "scale">>) {
      edit((e) => e.setProp(index, change), "soon");
    },
    /**
     * Puts a prop in a doll's hand, and closes that hand round it with the prop's grip, or sets
     * it down where the doll stands (null): one undo step.
     */
    holdProp(index: number, held: { doll: number; hand: Hand } | null) {
      edit((e) => {
        const prop = e.getScene().props?.[index];
        if (!prop) return;
        if (held) {
          e.setProp(index, { held });
          const grip = handPreset(GRIP_PRESETS[prop.kind] ?? "fist");
          if (grip) e.applyHand(held.doll, held.hand === "handL" ? "L" : "R", grip.rotations);
        } else {
          const holder = prop.held ? e.getScene().dolls[prop.held.doll] : undefined;
          e.setProp(index, { held: null, position: holder?.position ?? prop.position });
        }
      });
    },
    /** Sits the doll being edited on a prop, in the seated preset; null stands it up. */
    seat(prop: number | null) {
      edit((e) => {
        // Feet pinned where the doll stood would pull its legs back there: sitting lets them go.
        const pins = e.getScene().dolls[doll]?.pins;
        for (const foot of ["footL", "footR"] as const) {
          const target = pins?.[foot];
          if (prop !== null && target && "at" in target) e.pin(doll, foot, null);
        }
        if (prop !== null) {
          const sitting = bodyPreset("sit-chair");
          if (sitting) e.applyPose(doll, poseWithHands(sitting));
        }
        e.seat(doll, prop);
      });
    },
    strained,
    /** Pins a hand or foot of the doll being edited (null lets it go), announced politely. */
    pin(joint: PinJoint, to: "here" | { doll: number; joint: PinJoint } | null) {
      edit((e) => e.pin(doll, joint, to));
      const held = engine()?.getScene().dolls[doll]?.pins?.[joint];
      const state = !held
        ? p.pinFree
        : "at" in held
          ? p.pinHere
          : format(p.pinHolding, {
              doll:
                held.doll === doll ? p.pinThisDoll : format(p.dollName, { number: held.doll + 1 }),
              end: p.pinEndsInline[held.joint],
            });
      const unreachable = engine()
        ?.strainedPins()
        .some((end) => end.doll === doll && end.joint === joint);
      setAnnouncement(
        withoutPhraseMarks(
          `${format(p.pinAnnounce, { end: p.pinEnds[joint], state })}${unreachable ? ` ${p.pinStrained}` : ""}`,
        ),
      );
    },
    /** Turns the doll being edited from the facing slider (one undo step once it settles). */
    setFacing(facing: number) {
      edit((e) => e.setFacing(doll, facing), "soon");
    },
    /** Turns the doll being edited towards the camera, or towards another doll. */
    face(toward: "camera" | number) {
      edit((e) => {
        const now = e.getScene();
        const own = now.dolls[doll];
        const point =
          toward === "camera"
            ? ([now.camera.position[0], now.camera.position[2]] as const)
            : now.dolls[toward]?.position;
        if (own && point) e.setFacing(doll, facingToward(own.position, point));
      });
    },
    reset() {
      poseName.current = "";
      edit((e) => e.reset(doll));
    },
    addDoll() {
      const current = engine();
      if (!current) return;
      const index = current.addDoll();
      commitNow();
      if (index !== null) setActiveDoll(index);
    },
    removeDoll() {
      if (dolls < 2) return;
      edit((e) => {
        e.select(null);
        e.removeDoll(doll);
      });
      setSelection(null);
      setActiveDoll(Math.max(0, doll - 1));
    },
    setBody(body: Body, when: "now" | "soon" = "soon") {
      edit((e) => e.setBody(doll, body), when);
    },
    setLight(light: LightState) {
      edit((e) => e.setLight(light), "soon");
    },
    setFocal(focal: number) {
      engine()?.setCamera({ focal });
      cameraMoved();
    },
    cameraPreset(preset: CameraPreset) {
      engine()?.cameraPreset(preset);
      cameraMoved();
    },
    /** Every doll in view with a margin, or only the doll being edited. */
    frame(what: "all" | "doll") {
      engine()?.frame(what === "all" ? undefined : [doll]);
      cameraMoved();
    },
    setInsets,
    resetView() {
      engine()?.resetView();
      cameraMoved();
    },
    setOverlays(next: Overlays) {
      setOverlaysState(next);
      engine()?.setOverlays(next);
    },
    setExportOptions(next: ExportOptions) {
      setExportOptions(next);
      // What you see is what you export: the view shows the export's style and its frame.
      engine()?.setStyle(next.style satisfies RenderStyle);
      engine()?.setGuide(next.aspect ?? "view");
    },
    freeze: () =>
      download(p.exportFailed, async (current) => {
        const file = exportFileName(poseName.current, p.fileName, new Date());
        saveBlob(await current.exportPng(exportOptions), file);
        return format(p.exported, { file });
      }),
    /**
     * The pose pack for AI tools, downloaded as a ZIP named like the PNG. The scene is first put
     * on the share link's steps, as "copy link" does, so the manifest's link opens to exactly
     * the pose its maps show.
     */
    pack: () =>
      download(p.packFailed, async (current) => {
        setMessage(p.packing);
        const shared = shareScene(current);
        const now = new Date();
        const name = exportFileName(poseName.current, p.fileName, now, "zip");
        // scripts/bench-pose-pack.ts times the build between these marks.
        performance.mark("inkdoll:pack-start");
        const pack = await current.exportPack({
          ...exportOptions,
          size: packOptions.size === "export" ? exportOptions.size : packOptions.size,
          keepHidden: packOptions.keepHidden,
          link: shareHref(window.location.origin, shared),
          name: name.replace(/\.zip$/, ""),
          created: now.toISOString(),
        });
        performance.measure("inkdoll:pack", "inkdoll:pack-start");
        saveBlob(pack.zip, name);
        return format(p.packed, { file: name, width: pack.width, height: pack.height });
      }),
    /** The posed dolls and props as a GLB file. */
    glb: () =>
      download(p.glbFailed, async (current) => {
        const file = exportFileName(poseName.current, p.fileName, new Date(), "glb");
        saveBlob(await current.exportGlb(), file);
        return format(p.exported, { file });
      }),
    /**
     * The scene's share path (`/pose?s=…`), with the view put on the link's steps as "copy
     * link" does: for handing the pose to another app.
     */
    sharePath(): string | null {
      const current = engine();
      if (!current) return null;
      commitNow();
      const href = new URL(shareHref(window.location.origin, shareScene(current)));
      return `${href.pathname}${href.search}`;
    },
    /** The scene as it stands (for saving to the gallery); the initial one before the doll is up. */
    currentScene(): Scene {
      commitNow();
      return engine()?.getScene() ?? scene ?? defaultScene();
    },
    /** A small ink frame of the view, kept with a saved pose as its thumbnail. */
    async thumbnail(): Promise<Blob | null> {
      const current = engine();
      if (!current) return null;
      try {
        return await current.exportPng({ size: 256, background: "paper", style: "ink" });
      } catch {
        return null;
      }
    },
    /** A saved pose's default name: the applied preset's, else a generic one. */
    poseLabel: () => poseName.current || p.defaultSaveName,
    async copyLink() {
      const current = engine();
      if (!current) return;
      commitNow();
      const href = shareHref(window.location.origin, shareScene(current));
      setLink(href);
      try {
        await navigator.clipboard.writeText(href);
        setMessage(p.linkCopied);
      } catch {
        setMessage(p.copyFailed);
      }
    },
  };
}

export type Editor = ReturnType<typeof useEditor>;
