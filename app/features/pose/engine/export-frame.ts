// The export's frame: its shape and where it sits in the view. No other import, so the editor's
// guide over the canvas (first load) does not pull in the camera arithmetic.

/** The frames an export can take: the view's own, or a fixed width : height. */
export const EXPORT_ASPECTS = {
  view: null,
  square: 1,
  "4:5": 4 / 5,
  "3:4": 3 / 4,
  "16:9": 16 / 9,
  /** A4 and B5, the manga manuscript sizes (B4 has B5's shape), portrait. */
  a4: 210 / 297,
  b5: 182 / 257,
} as const;
export type ExportAspect = keyof typeof EXPORT_ASPECTS;

/**
 * The largest rectangle of width : height `aspect` centred in a view `width` × `height`: the
 * part of the view an export of that shape shows, and the guide drawn over the view.
 */
export const fitRect = (
  width: number,
  height: number,
  aspect: number | null,
): { x: number; y: number; width: number; height: number } => {
  if (!aspect || !(aspect > 0) || width <= 0 || height <= 0) return { x: 0, y: 0, width, height };
  const w = Math.min(width, height * aspect);
  const h = w / aspect;
  return { x: Math.max(0, (width - w) / 2), y: Math.max(0, (height - h) / 2), width: w, height: h };
};

/**
 * The part of the view an export shows: the view below the toolbar that covers its top (`top`
 * CSS pixels; an export has no toolbar, so it must not keep the band under it), then the
 * largest rectangle of the chosen shape centred in that. The guide, framing and the export all
 * use this one rectangle.
 */
export const exportRect = (width: number, height: number, top: number, aspect: number | null) => {
  const band = Math.min(Math.max(0, top), height * 0.5);
  const free = fitRect(width, height - band, aspect);
  return { ...free, y: free.y + band };
};
