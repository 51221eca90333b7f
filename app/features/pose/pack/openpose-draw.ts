import {
  BODY_COLOURS,
  BODY_LIMBS,
  type Figure,
  HAND_BONES,
  HAND_LINE_WIDTH,
  HAND_POINT_COLOUR,
  handBoneColour,
  type KeyPoint,
  LIMB_ALPHA,
  POINT_RADIUS,
  STICK_WIDTH,
} from "../../../../contract/openpose.ts";

// The skeleton picture drawn as ControlNet's annotator draws it (annotator/openpose/util.py,
// ADR 0026), into plain RGBA pixels, so the same code runs in the pack's chunk and in unit tests:
// a black canvas; every body point a filled circle of radius 4 in its colour; then each limb an
// ellipse along it (half its length by the stick width of 4, at its angle) blended over the
// canvas at 0.6; then each hand's 20 bones as rainbow lines 2 pixels wide and its points as blue
// circles. Coordinates are truncated to whole pixels as the annotator's int() does, and nothing
// is anti-aliased (OpenCV's default line type).

export interface Raster {
  width: number;
  height: number;
  /** RGBA, top-down, opaque. */
  data: Uint8ClampedArray;
}

type Rgb = readonly [number, number, number];

export const blankRaster = (width: number, height: number): Raster => {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 3; i < data.length; i += 4) data[i] = 255;
  return { width, height, data };
};

const put = (raster: Raster, x: number, y: number, colour: Rgb, alpha = 1) => {
  if (x < 0 || y < 0 || x >= raster.width || y >= raster.height) return;
  const i = (y * raster.width + x) * 4;
  const { data } = raster;
  for (let c = 0; c < 3; c++) {
    const value = colour[c] as number;
    data[i + c] =
      alpha >= 1 ? Math.round(value) : Math.round((1 - alpha) * (data[i + c] ?? 0) + alpha * value);
  }
};

/** A filled circle, as cv2.circle with thickness -1. */
export const fillCircle = (raster: Raster, cx: number, cy: number, r: number, colour: Rgb) => {
  for (let dy = -r; dy <= r; dy++)
    for (let dx = -r; dx <= r; dx++)
      if (dx * dx + dy * dy <= r * r) put(raster, cx + dx, cy + dy, colour);
};

/** cv2.ellipse2Poly with a step of one degree: the outline's whole-pixel points. */
export const ellipsePolygon = (
  cx: number,
  cy: number,
  a: number,
  b: number,
  angle: number,
): [number, number][] => {
  const alpha = Math.cos((angle * Math.PI) / 180);
  const beta = Math.sin((angle * Math.PI) / 180);
  const points: [number, number][] = [];
  for (let t = 0; t <= 360; t++) {
    const x = a * Math.cos((t * Math.PI) / 180);
    const y = b * Math.sin((t * Math.PI) / 180);
    const point: [number, number] = [
      Math.round(cx + x * alpha - y * beta),
      Math.round(cy + x * beta + y * alpha),
    ];
    const last = points[points.length - 1];
    if (!last || last[0] !== point[0] || last[1] !== point[1]) points.push(point);
  }
  return points;
};

/** Fills a convex polygon's pixels (edges included), blended at `alpha`. */
export const fillConvex = (
  raster: Raster,
  polygon: readonly (readonly [number, number])[],
  colour: Rgb,
  alpha: number,
) => {
  const ys = polygon.map(([, y]) => y);
  const top = Math.max(0, Math.min(...ys));
  const bottom = Math.min(raster.height - 1, Math.max(...ys));
  for (let y = top; y <= bottom; y++) {
    let left = Number.POSITIVE_INFINITY;
    let right = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < polygon.length; i++) {
      const [x0, y0] = polygon[i] as readonly [number, number];
      const [x1, y1] = polygon[(i + 1) % polygon.length] as readonly [number, number];
      if ((y < Math.min(y0, y1) || y > Math.max(y0, y1)) && !(y0 === y && y1 === y)) continue;
      if (y0 === y1) {
        left = Math.min(left, x0, x1);
        right = Math.max(right, x0, x1);
        continue;
      }
      const x = x0 + ((y - y0) * (x1 - x0)) / (y1 - y0);
      left = Math.min(left, x);
      right = Math.max(right, x);
    }
    if (left > right) continue;
    for (
      let x = Math.max(0, Math.round(left));
      x <= Math.min(raster.width - 1, Math.round(right));
      x++
    )
      put(raster, x, y, colour, alpha);
  }
};

/** A line `width` pixels wide with round ends, as cv2.line draws a thick line. */
export const strokeLine = (
  raster: Raster,
  [x0, y0]: readonly [number, number],
  [x1, y1]: readonly [number, number],
  width: number,
  colour: Rgb,
) => {
  const r = width / 2;
  const dx = x1 - x0;
  const dy = y1 - y0;
  const length2 = dx * dx + dy * dy;
  const pad = Math.ceil(r);
  for (let y = Math.min(y0, y1) - pad; y <= Math.max(y0, y1) + pad; y++)
    for (let x = Math.min(x0, x1) - pad; x <= Math.max(x0, x1) + pad; x++) {
      const t =
        length2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - x0) * dx + (y - y0) * dy) / length2));
      const ex = x - (x0 + t * dx);
      const ey = y - (y0 + t * dy);
      if (ex * ex + ey * ey <= r * r) put(raster, x, y, colour);
    }
};

const pixel = (point: KeyPoint): [number, number] => [Math.trunc(point.x), Math.trunc(point.y)];

/** Hidden points and limbs, when the pack keeps them, at this share of their colour. */
export const DIM = 0.35;
const dim = (colour: Rgb, seen: boolean): Rgb =>
  seen ? colour : [colour[0] * DIM, colour[1] * DIM, colour[2] * DIM];

/**
 * Which points go on the picture: the seen ones; with `keepHidden`, the hidden ones inside the
 * frame too (dimmer). A point outside the frame never does.
 */
const drawn = (point: KeyPoint | undefined, keepHidden: boolean): point is KeyPoint =>
  point?.inFrame === true && (point.seen || keepHidden);

export const drawSkeleton = (
  figures: readonly Figure[],
  width: number,
  height: number,
  keepHidden = false,
): Raster => {
  const raster = blankRaster(width, height);
  for (const figure of figures)
    figure.body.forEach((point, index) => {
      if (!drawn(point, keepHidden)) return;
      const [x, y] = pixel(point);
      fillCircle(raster, x, y, POINT_RADIUS, dim(BODY_COLOURS[index] as Rgb, point.seen));
    });
  BODY_LIMBS.forEach(([from, to], limb) => {
    for (const figure of figures) {
      const a = figure.body[from];
      const b = figure.body[to];
      if (!drawn(a, keepHidden) || !drawn(b, keepHidden)) continue;
      const length = Math.hypot(a.x - b.x, a.y - b.y);
      const angle = Math.trunc((Math.atan2(a.y - b.y, a.x - b.x) * 180) / Math.PI);
      const polygon = ellipsePolygon(
        Math.trunc((a.x + b.x) / 2),
        Math.trunc((a.y + b.y) / 2),
        Math.trunc(length / 2),
        STICK_WIDTH,
        angle,
      );
      fillConvex(raster, polygon, dim(BODY_COLOURS[limb] as Rgb, a.seen && b.seen), LIMB_ALPHA);
    }
  });
  for (const figure of figures)
    for (const hand of [figure.leftHand, figure.rightHand]) {
      HAND_BONES.forEach(([from, to], bone) => {
        const a = hand[from];
        const b = hand[to];
        if (!drawn(a, keepHidden) || !drawn(b, keepHidden)) return;
        strokeLine(
          raster,
          pixel(a),
          pixel(b),
          HAND_LINE_WIDTH,
          dim(handBoneColour(bone), a.seen && b.seen),
        );
      });
      for (const point of hand) {
        if (!drawn(point, keepHidden)) continue;
        const [x, y] = pixel(point);
        fillCircle(raster, x, y, POINT_RADIUS, dim(HAND_POINT_COLOUR, point.seen));
      }
    }
  return raster;
};
