// Which way a doll faces, for the editor's facing controls and the engine's new dolls: plain
// arithmetic with no other import, so the editor's first load does not pull in the engine's
// scene rules (scene-state.ts).

/** An angle brought into [-180, 180]. */
export const turn = (deg: number) => {
  if (!Number.isFinite(deg)) return 0;
  const wrapped = ((((deg + 180) % 360) + 360) % 360) - 180;
  return wrapped === -180 && deg > 0 ? 180 : wrapped + 0;
};

/**
 * The facing that turns a doll standing at `from` towards the floor point `to`: at facing 0 a
 * doll looks along +z, and facing θ turns its front to (sin θ, cos θ). Rounded to 0.5°, as links
 * keep it.
 */
export const facingToward = (
  from: readonly [number, number],
  to: readonly [number, number],
): number => {
  const dx = to[0] - from[0];
  const dz = to[1] - from[1];
  if (Math.hypot(dx, dz) < 1e-6) return 0;
  return turn(Math.round(((Math.atan2(dx, dz) * 180) / Math.PI) * 2) / 2);
};

/** How a doll is seen from the camera, as artists name the views. */
export type FacingView =
  | "front"
  | "threeQuarterLeft"
  | "profileLeft"
  | "backThreeQuarterLeft"
  | "back"
  | "backThreeQuarterRight"
  | "profileRight"
  | "threeQuarterRight";

/**
 * The view of a doll at `position` turned `facing`, from a camera standing at the floor point
 * `camera`: its front towards the camera is the front view; turned so its front points to the
 * picture's right, a three-quarter or profile view facing right.
 */
export const facingView = (
  position: readonly [number, number],
  facing: number,
  camera: readonly [number, number],
): FacingView => {
  // Positive: the front turns towards the camera's right (the doll turns anticlockwise seen
  // from above while the camera looks at it).
  const relative = turn(facing - facingToward(position, camera));
  const sectors: FacingView[] = [
    "back",
    "backThreeQuarterLeft",
    "profileLeft",
    "threeQuarterLeft",
    "front",
    "threeQuarterRight",
    "profileRight",
    "backThreeQuarterRight",
  ];
  const index = Math.round((relative + 180) / 45) % 8;
  return sectors[index] as FacingView;
};
