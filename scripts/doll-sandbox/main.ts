import { presetCamera } from "../../app/features/pose/engine/camera-math.ts";
import type { ExportOptions, PoseEngine } from "../../app/features/pose/engine/types.ts";
import { webGlSupport } from "../../app/features/pose/webgl-support.ts";
import {
  BODY_DEFAULTS,
  type BodyType,
  DEFAULT_LIGHT,
  POSE_VERSION,
  type Scene,
} from "../../contract/pose.ts";
import { SET_PIECES, type SetPieceName } from "./set-pieces.ts";

// The sandbox page: the real engine on a bare page, driven by hand (the bar) or by scripts
// through window.sandbox (screenshots, renders, frame-time and heap measurements).

const loadEngine = () => import("../../app/features/pose/engine/index.ts");

export const sceneOf = (bodies: BodyType[]): Scene => {
  const dolls = bodies.map((type, index) => ({
    body: BODY_DEFAULTS[type],
    pose: { rotations: {}, hips: [0, 0, 0] as const },
    position: [(index - (bodies.length - 1) / 2) * 0.75, 0] as const,
    facing: 0,
  }));
  const height = Math.max(...dolls.map((doll) => doll.body.height)) / 100;
  const width = dolls.length > 1 ? 0.75 * (dolls.length - 1) : 0;
  return {
    v: POSE_VERSION,
    dolls,
    camera: presetCamera("eye", {
      centre: [0, 0],
      bottom: 0,
      top: height,
      width,
      direction: [0.35, 1],
      focal: 50,
    }),
    light: DEFAULT_LIGHT,
  };
};

const host = document.getElementById("stage") as HTMLElement;
let engine: PoseEngine | null = null;
let canvas: HTMLCanvasElement | null = null;
const events: string[] = [];

const mount = async (scene: Scene, setPiece?: SetPieceName) => {
  unmount();
  const { createPoseEngine } = await loadEngine();
  canvas = document.createElement("canvas");
  host.append(canvas);
  engine = createPoseEngine({
    canvas,
    scene,
    software: webGlSupport().software,
    onChange: (_scene, kind) => events.push(kind),
    onSelect: (selection) =>
      events.push(`select:${selection ? `${selection.doll}/${selection.joint}` : "none"}`),
    ...(setPiece ? { dress: SET_PIECES[setPiece] } : {}),
  });
  return engine;
};

const unmount = () => {
  engine?.dispose();
  canvas?.remove();
  engine = null;
  canvas = null;
};

const blobToBase64 = async (blob: Blob) => {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
};

/** Orbits the camera for `seconds` and returns the time between frames (rAF timestamps). */
const orbit = (seconds: number) =>
  new Promise<number[]>((resolve) => {
    const current = engine;
    if (!current) return resolve([]);
    const start = current.getScene().camera;
    const [tx, , tz] = start.target;
    const radius = Math.hypot(start.position[0] - tx, start.position[2] - tz);
    const deltas: number[] = [];
    let first = 0;
    let last = 0;
    const step = (time: number) => {
      if (!first) first = time;
      else deltas.push(time - last);
      last = time;
      const angle = ((time - first) / 1000) * 1.2;
      current.setCamera({
        position: [tx + Math.sin(angle) * radius, start.position[1], tz + Math.cos(angle) * radius],
        target: start.target,
      });
      if (time - first < seconds * 1000) requestAnimationFrame(step);
      else resolve(deltas);
    };
    requestAnimationFrame(step);
  });

const sandbox = {
  sceneOf,
  mount,
  unmount,
  events,
  orbit,
  get engine() {
    return engine;
  },
  exportBase64: async (options: ExportOptions) =>
    blobToBase64(await (engine as PoseEngine).exportPng(options)),
};
declare global {
  interface Window {
    sandbox: typeof sandbox;
  }
}
window.sandbox = sandbox;

// The bar: enough to pose by hand while developing.
const control = (id: string) => document.getElementById(id) as HTMLSelectElement;
const params = new URLSearchParams(location.search);
const firstBody = (params.get("body") ?? "adultFemale") as BodyType;
control("body").value = firstBody;
if (params.get("auto") !== "0") {
  const mounted = await mount(sceneOf([firstBody]));
  mounted.select({ doll: 0, joint: "upperArmL" });
}
control("body").addEventListener("change", () =>
  engine?.setBody(0, BODY_DEFAULTS[control("body").value as BodyType]),
);
control("style").addEventListener("change", () =>
  engine?.setStyle(control("style").value as "shaded" | "ink" | "silhouette"),
);
control("mode").addEventListener("change", () =>
  engine?.setMode(control("mode").value as "rotate" | "ik" | "move"),
);
control("add").addEventListener("click", () => engine?.addDoll());
control("mirror").addEventListener("click", () => engine?.mirror(0));
control("reset").addEventListener("click", () => engine?.reset(0));
for (const preset of ["eye", "low", "high", "bird"] as const) {
  control(preset).addEventListener("click", () => engine?.cameraPreset(preset));
}
