// The site's imagery, rendered from the real doll by `npm run renders` (scripts/renders.config.ts)
// into public/renders/. This table mirrors public/renders/manifest.json; renders.test.ts fails
// when they drift apart, so a re-render with new sizes cannot leave pages pointing at missing files.

export const RENDERS_BASE = "/renders";

export const RENDERS = {
  hero: { widths: [480, 800, 1200], aspect: 5 / 4 },
  "step-open": { widths: [400, 800], aspect: 1 },
  "step-pose": { widths: [400, 800], aspect: 1 },
  "step-freeze": { widths: [400, 800], aspect: 1 },
  "category-standing": { widths: [400, 800], aspect: 1 },
  "category-action": { widths: [400, 800], aspect: 1 },
  "category-sitting": { widths: [400, 800], aspect: 1 },
  "category-chibi": { widths: [400, 800], aspect: 1 },
  "category-props": { widths: [400, 800], aspect: 1 },
  "category-scenes": { widths: [400, 800], aspect: 4 / 3 },
  // A pose pack's view, skeleton and depth side by side (`npm run renders:ai-pack`).
  "ai-pack": { widths: [600, 1200], aspect: 3 },
} as const satisfies Record<string, { widths: readonly number[]; aspect: number }>;

export type RenderId = keyof typeof RENDERS;
export type RenderFormat = "avif" | "webp" | "png";

export function renderFile(id: RenderId, width: number, format: RenderFormat): string {
  return `${RENDERS_BASE}/${id}-${width}.${format}`;
}

export function renderHeight(id: RenderId, width: number): number {
  return Math.round(width / RENDERS[id].aspect);
}

/** `srcset` of one format: every width the script rendered, described by its width. */
export function renderSrcSet(id: RenderId, format: RenderFormat): string {
  return RENDERS[id].widths.map((w) => `${renderFile(id, w, format)} ${w}w`).join(", ");
}

/** What `<img>` needs besides alt and sizes: the smallest PNG as the fallback src, and its box. */
export function renderImg(id: RenderId) {
  const width = RENDERS[id].widths[0];
  return {
    src: renderFile(id, width, "png"),
    srcSet: renderSrcSet(id, "png"),
    width,
    height: renderHeight(id, width),
  };
}
