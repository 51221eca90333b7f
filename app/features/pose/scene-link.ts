import {
  BODY_DEFAULTS,
  DEFAULT_LIGHT,
  POSE_VERSION,
  REST_POSE,
  type Scene,
} from "../../../contract/pose.ts";
import { decodeScene, encodeScene, quantiseScene } from "../../../contract/pose-link.ts";
import { type KeyValueStorage, STORAGE_KEYS } from "../../lib/storage.ts";

/** The query parameter that carries a shared scene: `/pose?s=…`. */
export const SCENE_PARAM = "s";

/** One adult doll standing at rest, seen at eye level with a 50 mm lens. */
export function defaultScene(): Scene {
  return {
    v: POSE_VERSION,
    dolls: [
      { body: { ...BODY_DEFAULTS.adultFemale }, pose: REST_POSE, position: [0, 0], facing: 0 },
    ],
    camera: { position: [0, 1.2, 4.5], target: [0, 0.9, 0], focal: 50 },
    light: { ...DEFAULT_LIGHT },
  };
}

/** The address that opens exactly this scene (quantised, as the link stores it). */
export function shareHref(origin: string, scene: Scene): string {
  return `${origin}/pose?${SCENE_PARAM}=${encodeURIComponent(encodeScene(quantiseScene(scene)))}`;
}

export interface InitialScene {
  scene: Scene;
  /** The address named a scene that could not be read (the default is shown instead). */
  badLink: boolean;
  /** The default scene: its view is the editor's to frame (a link's or a kept one is not). */
  framed: boolean;
}

/**
 * The scene to open: the link's, when the address has one; else the one kept from the last
 * visit; else the default. A link that does not decode opens the default (not the kept scene),
 * so the visitor sees plainly that the link failed.
 */
export function initialScene(search: string, storage: KeyValueStorage): InitialScene {
  const shared = new URLSearchParams(search).get(SCENE_PARAM);
  if (shared !== null) {
    const scene = decodeScene(shared);
    return scene
      ? { scene, badLink: false, framed: false }
      : { scene: defaultScene(), badLink: true, framed: true };
  }
  const kept = storage.getItem(STORAGE_KEYS.poseScene);
  const keptScene = kept ? decodeScene(kept) : null;
  return keptScene
    ? { scene: keptScene, badLink: false, framed: false }
    : { scene: defaultScene(), badLink: false, framed: true };
}

/** Keeps the scene for the next visit, in the link's compact form. */
export function keepScene(storage: KeyValueStorage, scene: Scene) {
  storage.setItem(STORAGE_KEYS.poseScene, encodeScene(quantiseScene(scene)));
}

/** `<pose-name>-<YYYY-MM-DD>.png`: the name in any script, without characters files refuse. */
export function exportFileName(
  poseName: string,
  fallback: string,
  date: Date,
  extension = "png",
): string {
  const slug = poseName
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  const pad = (n: number) => String(n).padStart(2, "0");
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${slug || fallback}-${day}.${extension}`;
}
