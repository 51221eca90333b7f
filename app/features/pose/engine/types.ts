import type { Material, Object3D } from "three";
import type {
  Body,
  CameraState,
  JointName,
  LightState,
  PinJoint,
  Pose,
  Prop,
  PropKind,
  RenderStyle,
  Rotation,
  Scene,
  Side,
} from "../../../../contract/pose.ts";
import type { ExportAspect } from "./export-frame.ts";

export type { RenderStyle };

// The boundary between the React editor (features/pose/*.tsx) and the three.js doll
// (features/pose/engine/*). The editor only ever talks to a PoseEngine, so three.js stays in the
// engine's chunk, which the /pose route imports dynamically and no other route reaches.

export type Background = "transparent" | "paper";
/** rotate: a rotation gizmo on the selected joint; ik: drag a hand or foot; move: a doll on the floor. */
export type ToolMode = "rotate" | "ik" | "move";
export type CameraPreset = "eye" | "low" | "high" | "bird";

export interface Selection {
  /** Index into scene.dolls. */
  doll: number;
  joint: JointName;
}

export interface Overlays {
  thirds: boolean;
  horizon: boolean;
}

export interface ExportOptions {
  /** Long side in pixels, at most 2048. */
  size: number;
  background: Background;
  style: RenderStyle;
  /** Fit the figures tightly, with a margin, instead of exporting the view as it stands. */
  crop?: boolean;
  /** The picture's frame: the view's shape, or a fixed one (the guide over the view shows it). */
  aspect?: ExportAspect;
}

/** The pose pack for AI tools: the export's frame and style, at one of the sizes models use. */
export interface PackOptions extends ExportOptions {
  /** Keep the points the camera cannot see on the skeleton picture, dimmer (always confidence 0). */
  keepHidden: boolean;
  /** The scene's share link, kept in the manifest. */
  link: string;
  /** The files' stem: the pose's name and the date. */
  name: string;
  /** When the pack was made (ISO 8601). */
  created: string;
}

/** The pack's own choices in the editor: a size image models are conditioned at, or the export's. */
export interface PackChoice {
  size: 512 | 768 | 1024 | "export";
  keepHidden: boolean;
}

export interface PosePackFile {
  zip: Blob;
  width: number;
  height: number;
  /** The names inside the ZIP. */
  files: string[];
}

/**
 * Why the scene changed. "commit" ends a gesture (a drag released, a preset applied, a field
 * set): the editor pushes one undo step per commit, not per frame.
 */
export type ChangeKind = "live" | "commit" | "camera";

export interface PoseEngineOptions {
  canvas: HTMLCanvasElement;
  scene: Scene;
  onChange?: (scene: Scene, kind: ChangeKind) => void;
  onSelect?: (selection: Selection | null) => void;
  /** The visitor tapped a prop (its index in scene.props). */
  onSelectProp?: (prop: number) => void;
  /** Whether the browser draws WebGL in software: `webGlSupport()`, asked once per page. */
  software: boolean;
  /**
   * Whether the opening view is the editor's own (the default scene), which it keeps framed;
   * a shared link's or a kept scene's camera was chosen by someone and stays as it is.
   */
  framed?: boolean;
  /**
   * Set pieces for the site's renders (`npm run renders`): props in a hand, a room round the
   * dolls, drawn by this engine in its own ink. Called once the dolls are built; the function it
   * returns frees what it added. The editor passes none.
   */
  dress?: (world: SetPieceWorld) => () => void;
}

export interface SetPieceWorld {
  scene: Object3D;
  /** A doll's joint node: a child follows the joint as the pose moves it. */
  joint(doll: number, name: JointName): Object3D | undefined;
  /** The ink style's material for a doll part or a joint ball. */
  ink(role: "body" | "joint"): Material;
}

export interface PoseEngine {
  getScene(): Scene;
  /** Replaces everything (undo/redo, a shared link, local storage); no change event. */
  setScene(scene: Scene): void;
  getSelection(): Selection | null;
  /** Selects (and highlights) a part; onSelect reports only the visitor's taps and drags. */
  select(selection: Selection | null): void;
  setMode(mode: ToolMode): void;
  /** Sets one joint, clamped to its limits; returns the rotation applied. */
  setJointRotation(doll: number, joint: JointName, rotation: Rotation): Rotation;
  /** Adds a doll beside the others (at most three); returns its index or null. */
  addDoll(body?: Body): number | null;
  removeDoll(doll: number): void;
  setBody(doll: number, body: Body): void;
  applyPose(doll: number, pose: Pose): void;
  /** Rotations of a hand preset keyed by part without side (hand, thumb1…pinky2), given for the left hand. */
  applyHand(doll: number, side: Side, rotations: Partial<Record<string, Rotation>>): void;
  mirror(doll: number): void;
  reset(doll: number): void;
  /**
   * Pins a doll's hand or foot: "here" holds it where it is now; another end (of another doll,
   * or the doll's other hand or foot) makes the limb reach for it through IK and follow it. Null
   * lets it go. Pins then hold through every edit, within joint limits; a commit.
   */
  pin(doll: number, joint: PinJoint, to: "here" | { doll: number; joint: PinJoint } | null): void;
  /** The pinned ends that cannot reach their pins as the scene stands. */
  strainedPins(): readonly { doll: number; joint: PinJoint }[];
  /** A prop of the library beside the dolls, facing the camera (at most eight); its index. */
  addProp(kind: PropKind): number | null;
  /** Removes a prop: a doll seated on it stands, later props move down. */
  removeProp(index: number): void;
  /**
   * Moves, turns, scales a prop, or puts it in a hand (`held`, null or absent on the floor); a
   * commit. A held prop follows its hand through every turn and IK.
   */
  setProp(
    index: number,
    change: Partial<Omit<Prop, "held">> & { held?: Prop["held"] | null },
  ): void;
  /** Highlights a prop (the editor's props panel selects one). */
  selectProp(index: number | null): void;
  /** Seats a doll on a prop (its pelvis held on the seat), or lets it stand (null). */
  seat(doll: number, prop: number | null): void;
  /** Turns a whole doll about the vertical axis, degrees (brought into -180…180). */
  setFacing(doll: number, facing: number): void;
  setCamera(camera: Partial<CameraState>): void;
  /** A standard angle, framed on the dolls; "reset view" goes back to the last one chosen. */
  cameraPreset(preset: CameraPreset): void;
  /**
   * Fits these dolls (every one when omitted) in the view with a margin, keeping the lens and
   * the angle. Until the visitor moves the camera, a new doll or a pose preset is framed again.
   */
  frame(dolls?: readonly number[]): void;
  /** The last camera preset (eye level at first), framed on every doll. */
  resetView(): void;
  /** Draws the stage dark on screen, for a dark page (exports keep their paper). */
  setDark(dark: boolean): void;
  /**
   * The export's frame shown over the view (null: the whole view): framing fits the dolls into
   * it, and an export of that shape is exactly what it holds.
   */
  setGuide(aspect: ExportAspect): void;
  /** CSS pixels of the canvas the editor covers at its top and bottom, kept clear when framing. */
  setInsets(insets: { top: number; bottom: number }): void;
  setOverlays(overlays: Overlays): void;
  /** Reports a "commit" (the light is part of the scene and of shared links). */
  setLight(light: LightState): void;
  /**
   * The style shown on screen, kept in the scene (share links reopen in it); exports choose
   * their own. A commit when it changes.
   */
  setStyle(style: RenderStyle): void;
  /** A PNG of the current view without gizmos or overlays. */
  exportPng(options: ExportOptions): Promise<Blob>;
  /**
   * The pose pack (its own chunk, fetched on first use): the view, the OpenPose skeleton (JSON and
   * picture, hidden points at confidence 0), depth, normals, line art and a mask per figure, with
   * a manifest, in one ZIP, all in the export's camera and at `options.size`.
   */
  exportPack(options: PackOptions): Promise<PosePackFile>;
  /** The posed dolls and props as one binary glTF (three's exporter, fetched on first use). */
  exportGlb(): Promise<Blob>;
  /** Call after the canvas's CSS size changes. */
  resize(): void;
  /**
   * Where a joint appears on the canvas, in CSS pixels from its top-left corner (null when the
   * doll or joint does not exist or lies behind the camera). For labels and browser tests.
   */
  jointScreenPosition(doll: number, joint: JointName): { x: number; y: number } | null;
  /** Frees the renderer, geometries, materials, textures and every listener. */
  dispose(): void;
}

export type CreatePoseEngine = (options: PoseEngineOptions) => PoseEngine;
