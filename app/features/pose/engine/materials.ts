import {
  Color,
  DataTexture,
  type Material,
  MeshBasicMaterial,
  MeshStandardMaterial,
  MeshToonMaterial,
  NearestFilter,
  RedFormat,
} from "three";
import type { Role } from "./rig.ts";
import type { RenderStyle } from "./types.ts";

// One material per style and role, shared by every doll: switching style swaps references, it
// never compiles per doll. The selection tint is its own material so exports (which show no
// selection) never depend on what happens to be selected.

export const PAPER = new Color("#fafaf7");
/** The stage on a dark page: its --raised tone, so the canvas sits in the page, not on it. */
export const NIGHT = new Color("#1c1c1b");
const WOOD = "#dcb98f";
const WOOD_JOINT = "#b98f62";
const ACCENT = "#e4352b";
const INK = "#141414";

export interface MaterialSet {
  get(style: RenderStyle, role: Role | "selected"): Material;
  dispose(): void;
}

export const createMaterials = (): MaterialSet => {
  // Three tones of grey, hard-edged: the screen-tone look of a manga reference.
  const tones = new DataTexture(new Uint8Array([10, 80, 80, 255, 255]), 5, 1, RedFormat);
  tones.minFilter = NearestFilter;
  tones.magFilter = NearestFilter;
  tones.generateMipmaps = false;
  tones.needsUpdate = true;
  const toon = (color: string) => new MeshToonMaterial({ color, gradientMap: tones });
  const matte = (color: string) =>
    new MeshStandardMaterial({ color, roughness: 0.82, metalness: 0 });

  const table: Record<RenderStyle, Record<Role | "selected", Material>> = {
    shaded: { body: matte(WOOD), joint: matte(WOOD_JOINT), selected: matte(ACCENT) },
    ink: { body: toon("#ffffff"), joint: toon("#f0f0f0"), selected: toon("#f08a80") },
    silhouette: {
      body: new MeshBasicMaterial({ color: INK }),
      joint: new MeshBasicMaterial({ color: INK }),
      selected: new MeshBasicMaterial({ color: ACCENT }),
    },
  };
  // Ink outlines: OutlineEffect reads these; the other styles draw none.
  for (const material of Object.values(table.ink)) {
    material.userData.outlineParameters = {
      thickness: 0.005,
      color: [0.05, 0.05, 0.05],
      alpha: 1,
    };
  }
  return {
    get: (style, role) => table[style][role],
    dispose: () => {
      for (const set of Object.values(table))
        for (const material of Object.values(set)) material.dispose();
      tones.dispose();
    },
  };
};
