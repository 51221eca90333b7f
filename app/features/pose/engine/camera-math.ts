import { type CameraState, FOCAL_RANGE, type Vec3 } from "../../../../contract/pose.ts";
import type { CameraPreset } from "./types.ts";

// Camera and angle arithmetic, free of three.js so the unit lane checks it.

/** Height of a 35 mm frame: focal lengths are quoted against it. */
const SENSOR_HEIGHT = 24;

const toDeg = (rad: number) => (rad * 180) / Math.PI;
const toRad = (deg: number) => (deg * Math.PI) / 180;

export const clampFocal = (focal: number): number =>
  Math.min(FOCAL_RANGE[1], Math.max(FOCAL_RANGE[0], Number.isFinite(focal) ? focal : 50));

/** Vertical field of view, degrees, of a lens on a 35 mm frame (50 mm → 27°, 18 mm → 67°). */
export const fovOf = (focal: number): number =>
  toDeg(2 * Math.atan(SENSOR_HEIGHT / 2 / clampFocal(focal)));

/**
 * The camera distance that keeps the subject the same size on screen when the focal length
 * changes: a wide lens moves close (and so exaggerates perspective), a long lens steps back.
 */
export const distanceForFocal = (distance: number, from: number, to: number): number =>
  (distance * clampFocal(to)) / clampFocal(from);

/** Camera distance at which a subject `extent` metres tall fills `fill` of the frame's height. */
export const framingDistance = (extent: number, focal: number, fill = 0.8): number =>
  extent / fill / 2 / Math.tan(toRad(fovOf(focal)) / 2);

export interface Framing {
  /** Floor point under the middle of the dolls. */
  centre: readonly [number, number];
  /** Lowest and highest points of the posed dolls, metres (a sitting doll is lower). */
  bottom: number;
  top: number;
  /** Spread of the group across the floor, metres. */
  width: number;
  /** Current horizontal direction from target to camera (need not be normalised). */
  direction: readonly [number, number];
  focal: number;
  /** The view's width / height: a wide group must fit across a narrow (portrait) view. */
  aspect?: number;
}

/** The distance at which a group `width` metres across fills `fill` of the view's width. */
export const widthDistance = (
  width: number,
  focal: number,
  aspect: number,
  fill = 0.85,
): number => {
  const horizontal = Math.atan(Math.tan(toRad(fovOf(focal)) / 2) * Math.max(0.1, aspect));
  return width / fill / 2 / Math.tan(horizontal);
};

/**
 * Eye level looks from the figure's eyes, low from near the floor, high from above the head,
 * bird's-eye almost straight down; all at the figure's middle, framed to fit the group.
 */
export const presetCamera = (preset: CameraPreset, framing: Framing): CameraState => {
  const { centre, top, bottom, focal } = framing;
  const length = Math.hypot(framing.direction[0], framing.direction[1]) || 1;
  const dx = framing.direction[0] / length;
  const dz = framing.direction[1] / length;
  const targetY = (top + bottom) / 2;
  const extent = Math.max(top - bottom, framing.width * 0.75, 0.2) * 1.05;
  const fit = widthDistance(framing.width, focal, framing.aspect ?? 1);
  const distance = Math.max(framingDistance(extent, focal), fit);
  let position: Vec3;
  if (preset === "bird") {
    // Straight down is degenerate for an orbit camera: keep a small horizontal offset.
    const up = Math.max(framingDistance(Math.max(extent, framing.width * 1.1), focal, 0.75), fit);
    position = [centre[0] + dx * up * 0.08, targetY + up, centre[1] + dz * up * 0.08];
  } else {
    const y = { eye: top * 0.93, low: Math.min(0.25, top * 0.12), high: top * 1.75 }[preset];
    const horizontal = Math.sqrt(
      Math.max(distance ** 2 - (y - targetY) ** 2, (distance * 0.5) ** 2),
    );
    position = [centre[0] + dx * horizontal, y, centre[1] + dz * horizontal];
  }
  return { position, target: [centre[0], targetY, centre[1]], focal: clampFocal(focal) };
};

const wrap = (deg: number) => {
  const wrapped = ((((deg + 180) % 360) + 360) % 360) - 180;
  return wrapped === -180 && deg > 0 ? 180 : wrapped;
};

/**
 * An XYZ Euler angle set has a twin describing the same orientation (x+180, 180-y, z+180). A
 * gizmo or solver hands back either; the one nearer the previous angles is the one the joint
 * limits are meant for (a wrist at [0, 0, -10] must not become [180, 180, 170]).
 */
export const nearestEuler = (angles: Vec3, previous: Vec3): Vec3 => {
  const twin: Vec3 = [wrap(angles[0] + 180), wrap(180 - angles[1]), wrap(angles[2] + 180)];
  const distance = (a: Vec3) =>
    a.reduce((sum, value, i) => sum + Math.abs(wrap(value - (previous[i] ?? 0))), 0);
  return distance(twin) < distance(angles) ? twin : angles;
};

/** Rounds to 0.1° so saved scenes and links stay short; -0 becomes 0. */
export const roundAngle = (deg: number): number => Math.round(deg * 10) / 10 || 0;

type Basis = { forward: Vec3; right: Vec3; up: Vec3 };

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const unit = (a: Vec3): Vec3 | null => {
  const length = Math.hypot(...a);
  return length > 1e-9 ? [a[0] / length, a[1] / length, a[2] / length] : null;
};

/** The camera's axes as three.js's lookAt builds them, with the world's up. */
export const viewBasis = (camera: Pick<CameraState, "position" | "target">): Basis => {
  const forward = unit(sub(camera.target, camera.position)) ?? [0, 0, -1];
  // Straight down (or up) has no horizontal right: take the world's x, as lookAt does.
  const right = unit(cross(forward, [0, 1, 0])) ?? [1, 0, 0];
  return { forward, right, up: cross(right, forward) };
};

/** Room left free at the frame's edges, as fractions of half its height (top, bottom) or width. */
export interface Margins {
  top: number;
  bottom: number;
  side: number;
}

/**
 * The camera that shows every point, keeping the view's direction and lens, as close as it can
 * stand with the margins left free (0.1: the subject spans at most 90 % from the middle to that
 * edge). Frame all, frame the selection and the export's crop all use it. Uneven margins (a
 * toolbar over the top of the view) shift the view so the subject sits in the free part.
 */
export const fitPoints = (
  points: readonly Vec3[],
  camera: CameraState,
  aspect: number,
  margin: number | Margins = 0.1,
): CameraState => {
  if (points.length === 0) return camera;
  const m = typeof margin === "number" ? { top: margin, bottom: margin, side: margin } : margin;
  const keep = (value: number) => 1 - Math.min(0.9, Math.max(0, value));
  const top = keep(m.top);
  const bottom = keep(m.bottom);
  const side = keep(m.side);
  const middle = (axis: 0 | 1 | 2) => {
    const values = points.map((point) => point[axis]);
    return (Math.min(...values) + Math.max(...values)) / 2;
  };
  const centre: Vec3 = [middle(0), middle(1), middle(2)];
  const { forward, right, up } = viewBasis(camera);
  const tanV = Math.tan(toRad(fovOf(camera.focal)) / 2);
  const tanH = tanV * (Number.isFinite(aspect) && aspect > 0 ? aspect : 1);
  const offsets = points.map((point) => {
    const offset = sub(point, centre);
    return { x: Math.abs(dot(offset, right)), y: dot(offset, up), z: dot(offset, forward) };
  });
  // At distance d with the view lifted by `shift`, a point at depth d + z is inside when
  // |x| ≤ (d + z)·tanH·side and -bottom ≤ (y - shift) / ((d + z)·tanV) ≤ top. For each d the
  // shifts that keep every point inside form an interval [low(d), high(d)] that widens as d
  // grows: the nearest distance is where it opens, found by bisection, and the shift is its
  // middle, which centres the subject in the free part of the frame.
  const low = (d: number) => Math.max(...offsets.map(({ y, z }) => y - tanV * top * (d + z)));
  const high = (d: number) => Math.min(...offsets.map(({ y, z }) => y + tanV * bottom * (d + z)));
  let near = Math.max(0.3, ...offsets.map(({ x, z }) => Math.max(x / (tanH * side) - z, 0.1 - z)));
  let distance = near;
  if (low(near) > high(near)) {
    let far = near * 2 + 1;
    while (low(far) > high(far)) far *= 2;
    for (let round = 0; round < 60; round++) {
      const mid = (near + far) / 2;
      if (low(mid) > high(mid)) near = mid;
      else far = mid;
    }
    distance = far;
  }
  const shift = (low(distance) + high(distance)) / 2;
  const aim: Vec3 = [
    centre[0] + up[0] * shift,
    centre[1] + up[1] * shift,
    centre[2] + up[2] * shift,
  ];
  const position: Vec3 = [
    aim[0] - forward[0] * distance,
    aim[1] - forward[1] * distance,
    aim[2] - forward[2] * distance,
  ];
  return { position, target: aim, focal: clampFocal(camera.focal) };
};
