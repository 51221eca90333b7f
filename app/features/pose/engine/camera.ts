import { Box3, type Object3D, Vector3 } from "three";
import { OrbitControls } from "three/examples/jsm/controls/OrbitControls.js";
import type { CameraState, Vec3 } from "../../../../contract/pose.ts";
import { clampFocal, distanceForFocal, fovOf, presetCamera } from "./camera-math.ts";
import type { Stage } from "./stage.ts";
import type { CameraPreset } from "./types.ts";

// The orbit camera. OrbitControls moves it; the scene keeps its exact position and target, and
// the camera is put back on exactly those numbers after every set, so getScene → setScene (an
// undo, a shared link) draws the very same pixels.

export interface CameraControl {
  orbit: OrbitControls;
  apply(camera: CameraState): void;
  /** The camera as it stands, with the scene's focal length. */
  read(focal: number): CameraState;
  dispose(): void;
}

/**
 * Created without its element: the gizmo and the pointer handlers connect first (so theirs run
 * first and a drag on the doll or the gizmo never also orbits); call orbit.connect after them.
 */
export const createCameraControl = (stage: Stage, onMove: () => void): CameraControl => {
  const orbit = new OrbitControls(stage.camera);
  orbit.enableDamping = false;
  orbit.maxDistance = 40;
  orbit.minDistance = 0.2;
  let applying = false;
  const onChange = () => {
    if (!applying) onMove();
  };
  orbit.addEventListener("change", onChange);
  return {
    orbit,
    apply: ({ position, target, focal }) => {
      applying = true;
      stage.camera.position.set(...position);
      orbit.target.set(...target);
      stage.camera.fov = fovOf(focal);
      stage.camera.updateProjectionMatrix();
      orbit.update();
      stage.camera.position.set(...position);
      stage.camera.lookAt(orbit.target);
      applying = false;
    },
    read: (focal) => {
      const { position } = stage.camera;
      return {
        position: [position.x, position.y, position.z],
        target: [orbit.target.x, orbit.target.y, orbit.target.z],
        focal,
      };
    },
    dispose: () => {
      orbit.removeEventListener("change", onChange);
      orbit.dispose();
    },
  };
};

/** A new lens keeps the subject's size by moving the camera: wide close, long far. */
export const withFocal = (camera: CameraState, next: number): CameraState => {
  const focal = clampFocal(next);
  if (focal === camera.focal) return camera;
  const target = new Vector3(...camera.target);
  const offset = new Vector3(...camera.position).sub(target);
  offset.setLength(distanceForFocal(offset.length(), camera.focal, focal));
  const position = target.add(offset);
  return { position: [position.x, position.y, position.z], target: camera.target, focal };
};

/** A camera preset framed on the posed dolls themselves, so a sitting doll fills it too. */
export const framedCamera = (
  preset: CameraPreset,
  roots: readonly Object3D[],
  camera: CameraState,
  aspect: number,
): CameraState => {
  const box = new Box3();
  for (const root of roots) box.expandByObject(root);
  if (box.isEmpty()) box.set(new Vector3(-0.3, 0, -0.3), new Vector3(0.3, 1.7, 0.3));
  const offset = new Vector3(...camera.position).sub(new Vector3(...camera.target));
  return presetCamera(preset, {
    centre: [(box.min.x + box.max.x) / 2, (box.min.z + box.max.z) / 2],
    bottom: Math.max(0, box.min.y),
    top: box.max.y,
    width: Math.hypot(box.max.x - box.min.x, box.max.z - box.min.z),
    direction: [offset.x, offset.z],
    focal: camera.focal,
    aspect,
  });
};

/** The eight corners of a box, for fitting the view to it. */
export const boxCorners = (box: Box3): Vec3[] =>
  [0, 1, 2, 3, 4, 5, 6, 7].map((i) => [
    i & 1 ? box.max.x : box.min.x,
    i & 2 ? box.max.y : box.min.y,
    i & 4 ? box.max.z : box.min.z,
  ]);
