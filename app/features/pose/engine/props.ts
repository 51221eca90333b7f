import {
  BoxGeometry,
  type BufferGeometry,
  Group,
  LatheGeometry,
  type Material,
  Mesh,
  type Object3D,
  Quaternion,
  Vector2,
  Vector3,
} from "three";
import type { Hand, PropKind } from "../../../../contract/pose.ts";
import type { Role } from "./rig.ts";

// The props library's geometry, in its own chunk: the engine fetches it when a scene first holds
// a prop, so /pose's first load carries none of it (issue 32). Each prop is built from boxes,
// cylinders and a few tori in metres at scale 1, standing on the floor at its origin with its
// front towards +z, and drawn with the doll's own materials, so it takes every render style:
// shaded wood, the ink outline, the silhouette. A held prop is built round its grip instead: the
// handle runs along local +y from the origin, where the fist closes. Round parts are lathes, as
// the doll's own limbs are: three's cylinder, cone and torus classes would join /pose's first
// load (the engine's chunk holds three.js, so whatever any chunk uses of it).

/**
 * A held prop's place in the hand, in the hand joint's frame (the fist of the grip presets):
 * the handle through the curled fingers, along the fist from little finger to thumb, as the
 * renders' sword sits (scripts/doll-sandbox/set-pieces.ts). x is mirrored for the left hand.
 */
const GRIPS: Partial<
  Record<
    PropKind,
    { at: readonly [number, number, number]; turn: readonly [number, number, number] }
  >
> = {
  sword: { at: [0.012, -0.07, 0.01], turn: [90, 0, 0] },
  umbrella: { at: [0.012, -0.07, 0.01], turn: [90, 0, 0] },
  cup: { at: [0.02, -0.075, 0.035], turn: [90, 0, 0] },
  bag: { at: [0.012, -0.075, 0.01], turn: [0, 0, 0] },
  phone: { at: [0.0, -0.09, 0.03], turn: [0, 0, 0] },
  book: { at: [0.0, -0.1, 0.06], turn: [-20, 0, 0] },
  guitar: { at: [0.012, -0.07, 0.01], turn: [90, 0, 0] },
};

const DEG = Math.PI / 180;

export interface PropNode {
  root: Group;
  dispose(): void;
}

type Paint = (role: Role) => Material;

/** The parts of one prop: each a mesh of the doll's body or joint material. */
class Kit {
  readonly root = new Group();
  private readonly geometries: BufferGeometry[] = [];
  private readonly paint: Paint;
  constructor(paint: Paint) {
    this.paint = paint;
  }

  private add(
    geometry: BufferGeometry,
    at: readonly number[],
    role: Role,
    turn?: readonly number[],
  ) {
    this.geometries.push(geometry);
    const mesh = new Mesh(geometry, this.paint(role));
    mesh.userData = { role, prop: true };
    mesh.position.set(at[0] ?? 0, at[1] ?? 0, at[2] ?? 0);
    if (turn) mesh.rotation.set((turn[0] ?? 0) * DEG, (turn[1] ?? 0) * DEG, (turn[2] ?? 0) * DEG);
    mesh.castShadow = true;
    mesh.receiveShadow = true;
    this.root.add(mesh);
    return mesh;
  }
  box(size: [number, number, number], at: readonly number[], role: Role = "body", turn?: number[]) {
    return this.add(new BoxGeometry(...size), at, role, turn);
  }
  /** Along y, closed at both ends (the profile climbs, so the lathe's normals face out). */
  cylinder(r: number, h: number, at: readonly number[], role: Role = "body", turn?: number[]) {
    const profile = [
      new Vector2(0, -h / 2),
      new Vector2(r, -h / 2),
      new Vector2(r, h / 2),
      new Vector2(0, h / 2),
    ];
    return this.add(new LatheGeometry(profile, 18), at, role, turn);
  }
  /**
   * An open cone along y, its point up (an umbrella's canopy), with an underside: the doll's
   * materials draw front faces only, and a canopy is mostly seen from below.
   */
  cone(r: number, h: number, at: readonly number[], role: Role = "body", turn?: number[]) {
    const over = [new Vector2(r, -h / 2), new Vector2(0, h / 2)];
    const under = [new Vector2(0, h / 2 - 0.004), new Vector2(r, -h / 2 - 0.004)];
    this.add(new LatheGeometry(under, 24), at, role, turn);
    return this.add(new LatheGeometry(over, 24), at, role, turn);
  }
  /** A ring lying in the xz plane: a circle turned about y, traced anticlockwise (normals out). */
  torus(r: number, tube: number, at: readonly number[], role: Role = "body", turn?: number[]) {
    const profile = Array.from({ length: 13 }, (_, i) => {
      const t = -Math.PI / 2 + (i / 12) * Math.PI * 2;
      return new Vector2(r + tube * Math.cos(t), tube * Math.sin(t));
    });
    return this.add(new LatheGeometry(profile, 32), at, role, turn);
  }
  node(): PropNode {
    const { root, geometries } = this;
    return {
      root,
      dispose: () => {
        root.removeFromParent();
        for (const geometry of geometries) geometry.dispose();
      },
    };
  }
}

/** Four legs under a top of `w` × `d`, `h` high (their tops at h). */
const legs = (kit: Kit, w: number, d: number, h: number, t = 0.035) => {
  for (const x of [-1, 1])
    for (const z of [-1, 1]) kit.box([t, h, t], [x * (w / 2 - t), h / 2, z * (d / 2 - t)], "joint");
};

const BUILDERS: Record<PropKind, (kit: Kit) => void> = {
  chair: (kit) => {
    kit.box([0.44, 0.04, 0.42], [0, 0.44, 0]);
    legs(kit, 0.44, 0.42, 0.42);
    kit.box([0.44, 0.4, 0.035], [0, 0.66, -0.195]);
    for (const x of [-0.2, 0.2]) kit.box([0.035, 0.42, 0.035], [x, 0.65, -0.195], "joint");
  },
  stool: (kit) => {
    kit.cylinder(0.18, 0.045, [0, 0.64, 0]);
    for (const angle of [0, 120, 240]) {
      const a = angle * DEG;
      kit.cylinder(0.014, 0.62, [Math.sin(a) * 0.13, 0.31, Math.cos(a) * 0.13], "joint");
    }
    kit.torus(0.12, 0.01, [0, 0.24, 0], "joint");
  },
  bench: (kit) => {
    kit.box([1.3, 0.05, 0.38], [0, 0.425, 0]);
    for (const x of [-0.55, 0.55]) kit.box([0.06, 0.4, 0.34], [x, 0.2, 0], "joint");
  },
  table: (kit) => {
    kit.box([1.1, 0.04, 0.7], [0, 0.72, 0]);
    legs(kit, 1.1, 0.7, 0.7, 0.045);
  },
  steps: (kit) => {
    for (let i = 0; i < 4; i++)
      kit.box([1.2, 0.18 * (i + 1), 0.3], [0, 0.09 * (i + 1), -0.3 * i + 0.15]);
  },
  sofa: (kit) => {
    kit.box([1.8, 0.3, 0.82], [0, 0.15, 0], "joint");
    kit.box([1.56, 0.13, 0.7], [0, 0.365, 0.06]);
    kit.box([1.8, 0.45, 0.2], [0, 0.52, -0.31]);
    for (const x of [-0.84, 0.84]) kit.box([0.14, 0.3, 0.82], [x, 0.45, 0]);
  },
  wall: (kit) => {
    kit.box([2.4, 2.5, 0.1], [0, 1.25, -0.05]);
    kit.box([0.1, 2.5, 2.4], [-1.15, 1.25, 1.15]);
    kit.box([2.4, 0.1, 0.02], [0, 0.05, 0.01], "joint");
  },
  box: (kit) => {
    kit.box([0.42, 0.42, 0.42], [0, 0.21, 0]);
    kit.box([0.43, 0.02, 0.08], [0, 0.42, 0], "joint");
  },
  sword: (kit) => {
    kit.cylinder(0.016, 0.24, [0, 0.02, 0], "joint");
    kit.cylinder(0.045, 0.012, [0, 0.145, 0], "joint");
    kit.box([0.03, 0.72, 0.008], [0, 0.51, 0]);
  },
  umbrella: (kit) => {
    kit.cylinder(0.015, 0.12, [0, 0, 0], "joint");
    kit.cylinder(0.007, 0.8, [0, 0.44, 0]);
    kit.cone(0.5, 0.22, [0, 0.74, 0]);
  },
  book: (kit) => {
    kit.box([0.16, 0.23, 0.012], [-0.082, 0, 0], "body", [0, 12, 0]);
    kit.box([0.16, 0.23, 0.012], [0.082, 0, 0], "body", [0, -12, 0]);
    kit.box([0.01, 0.23, 0.02], [0, 0, -0.012], "joint");
  },
  phone: (kit) => {
    kit.box([0.072, 0.15, 0.008], [0, 0, 0]);
    kit.box([0.064, 0.13, 0.002], [0, 0, 0.005], "joint");
  },
  cup: (kit) => {
    kit.cylinder(0.04, 0.1, [0.05, 0, 0]);
    kit.torus(0.025, 0.007, [0.012, 0, 0], "joint", [90, 0, 0]);
  },
  bag: (kit) => {
    kit.torus(0.06, 0.008, [0, -0.03, 0], "joint", [90, 0, 0]);
    kit.box([0.34, 0.26, 0.11], [0, -0.2, 0]);
  },
  guitar: (kit) => {
    kit.box([0.05, 0.46, 0.025], [0, 0.1, 0], "joint");
    kit.box([0.07, 0.16, 0.02], [0, 0.4, 0], "joint");
    kit.cylinder(0.17, 0.09, [0, -0.27, -0.01], "body", [90, 0, 0]);
    kit.cylinder(0.13, 0.09, [0, -0.05, -0.01], "body", [90, 0, 0]);
  },
  bicycle: (kit) => {
    for (const z of [-0.52, 0.52]) kit.torus(0.33, 0.02, [0, 0.35, z], "joint", [0, 0, 90]);
    kit.cylinder(0.016, 0.62, [0, 0.55, 0], "body", [90, 0, 0]);
    kit.cylinder(0.016, 0.45, [0, 0.45, -0.22], "body", [40, 0, 0]);
    kit.cylinder(0.016, 0.5, [0, 0.52, 0.42], "body", [-18, 0, 0]);
    kit.box([0.09, 0.03, 0.22], [0, 0.82, -0.3]);
    kit.cylinder(0.014, 0.52, [0, 0.9, 0.5], "joint", [0, 0, 90]);
  },
};

/** One prop of the library, ready to place. */
export const buildProp = (kind: PropKind, paint: Paint): PropNode => {
  const kit = new Kit(paint);
  BUILDERS[kind](kit);
  kit.root.userData = { kind };
  return kit.node();
};

/**
 * Held props that keep upright in the world whatever the wrist does, as a hand holds them: an
 * umbrella's shaft stays vertical in a hanging hand as in a raised one (its grip alone would
 * point the canopy at the floor).
 */
const UPRIGHT: readonly PropKind[] = ["umbrella"];
const UP = new Vector3(0, 1, 0);
const handWorld = new Quaternion();

/** Turns an upright held prop back to vertical, facing its doll's way (`facing`, degrees). */
export const keepUpright = (node: Object3D, kind: PropKind, facing: number) => {
  const hand = node.parent;
  if (!UPRIGHT.includes(kind) || !hand) return;
  hand.updateWorldMatrix(true, false);
  hand.getWorldQuaternion(handWorld);
  node.quaternion.setFromAxisAngle(UP, facing * DEG).premultiply(handWorld.invert());
  node.updateMatrixWorld(true);
};

/** Puts a held prop into its grip in the hand's frame (x mirrored for the left hand). */
export const placeInHand = (node: Object3D, kind: PropKind, hand: Hand) => {
  const grip = GRIPS[kind] ?? { at: [0, -0.08, 0.02], turn: [0, 0, 0] };
  const side = hand === "handL" ? -1 : 1;
  node.position.set(grip.at[0] * side, grip.at[1], grip.at[2]);
  node.rotation.set(grip.turn[0] * DEG, grip.turn[1] * DEG * side, grip.turn[2] * DEG * side);
};
