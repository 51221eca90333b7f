import {
  BoxGeometry,
  type BufferGeometry,
  CylinderGeometry,
  type Material,
  Mesh,
  MeshToonMaterial,
  Object3D,
  Vector3,
} from "three";
import type { SetPieceWorld } from "../../app/features/pose/engine/types.ts";

// Set pieces for the site's renders (scripts/renders.config.ts names them): the props and rooms
// the home page's asset cards show, built from boxes and cylinders and drawn by the real engine
// in its ink style, round dolls posed from the real presets. They live here, not in the engine,
// so /pose never downloads them.

export type SetPieceName = keyof typeof SET_PIECES;

interface Kit {
  world: SetPieceWorld;
  /** White like the dolls, or a darker tone (a blackboard, a window's glass). */
  box(size: [number, number, number], at: [number, number, number], tone?: Tone): Mesh;
  cylinder(radius: number, height: number, at: [number, number, number], tone?: Tone): Mesh;
  /** Seat height under a seated doll: its hip joint less the thigh's thickness. */
  seatUnder(doll: number): number;
}
type Tone = "paper" | "grey" | "dark";

const build = (world: SetPieceWorld, dress: (kit: Kit) => void): (() => void) => {
  const geometries: BufferGeometry[] = [];
  const meshes: Mesh[] = [];
  // The dark tones are toon materials too, so they take the same hard light and ink outline.
  const own: Material[] = [];
  const toneMaterial = (tone: Tone): Material => {
    if (tone === "paper") return world.ink("body");
    const material = new MeshToonMaterial({ color: tone === "dark" ? "#3b3b3b" : "#bdbdbd" });
    material.userData.outlineParameters = { thickness: 0.004, color: [0.05, 0.05, 0.05], alpha: 1 };
    own.push(material);
    return material;
  };
  const place = (geometry: BufferGeometry, at: [number, number, number], tone: Tone) => {
    geometries.push(geometry);
    const mesh = new Mesh(geometry, toneMaterial(tone));
    mesh.position.set(...at);
    mesh.castShadow = true;
    mesh.receiveShadow = true;
    world.scene.add(mesh);
    meshes.push(mesh);
    return mesh;
  };
  dress({
    world,
    box: (size, at, tone = "paper") => place(new BoxGeometry(...size), at, tone),
    cylinder: (radius, height, at, tone = "paper") =>
      place(new CylinderGeometry(radius, radius, height, 20), at, tone),
    seatUnder: (doll) => {
      const hip = world.joint(doll, "thighL")?.getWorldPosition(new Vector3());
      return hip ? hip.y - 0.075 : 0.45;
    },
  });
  return () => {
    for (const mesh of meshes) mesh.removeFromParent();
    for (const geometry of geometries) geometry.dispose();
    for (const material of own) material.dispose();
  };
};

/** A plain chair: seat, four legs, a back on the side away from `facing` (degrees, 0 = +z). */
const chair = (kit: Kit, x: number, z: number, seat: number, facing: number) => {
  const group = new Object3D();
  const parts = [
    kit.box([0.42, 0.035, 0.4], [0, seat - 0.018, 0]),
    kit.box([0.4, 0.36, 0.03], [0, seat + 0.2, -0.19]),
    ...[-0.18, 0.18].flatMap((lx) =>
      [-0.17, 0.17].map((lz) => kit.box([0.03, seat - 0.035, 0.03], [lx, (seat - 0.035) / 2, lz])),
    ),
    ...[-0.18, 0.18].map((lx) => kit.box([0.03, 0.38, 0.03], [lx, seat + 0.19, -0.19])),
  ];
  for (const part of parts) group.add(part);
  group.position.set(x, 0, z);
  group.rotation.y = (facing * Math.PI) / 180;
  kit.world.scene.add(group);
  return group;
};

export const SET_PIECES = {
  /**
   * Props: a sword in the doll's right hand (the sword-grip hand preset closes round its handle),
   * a chair beside it and a mug on the seat.
   */
  props: (world: SetPieceWorld) =>
    build(world, (kit) => {
      const hand = world.joint(0, "handR");
      if (hand) {
        const sword = new Object3D();
        sword.add(
          kit.cylinder(0.016, 0.2, [0, 0, 0]),
          kit.box([0.17, 0.03, 0.035], [0, 0.11, 0], "grey"),
          kit.box([0.055, 0.78, 0.012], [0, 0.51, 0]),
          kit.cylinder(0.024, 0.03, [0, -0.11, 0], "dark"),
        );
        // The handle runs through the curled fingers, along the fist from little finger to thumb.
        sword.position.set(0.012, -0.07, 0.01);
        sword.rotation.set(Math.PI / 2, 0, 0);
        hand.add(sword);
      }
      const seat = 0.46;
      const mug = new Object3D();
      mug.add(
        kit.cylinder(0.045, 0.1, [0, 0.05, 0]),
        kit.box([0.016, 0.06, 0.05], [0, 0.05, 0.062], "grey"),
      );
      mug.position.set(0.05, seat, 0.02);
      chair(kit, 0.78, -0.35, seat, -60).add(mug);
    }),

  /**
   * A classroom corner seen with a wide lens: floor, two walls, a blackboard, windows, rows of
   * desks; one doll writing at a desk, one at the board.
   */
  classroom: (world: SetPieceWorld) =>
    build(world, (kit) => {
      kit.box([7, 0.04, 7], [0, -0.021, -0.5], "paper");
      kit.box([7, 3, 0.1], [0, 1.5, -2.6]);
      kit.box([0.1, 3, 7], [-3.2, 1.5, -0.5]);
      // The blackboard and its chalk ledge.
      kit.box([2.6, 1.1, 0.04], [-0.6, 1.55, -2.53], "dark");
      kit.box([2.6, 0.04, 0.08], [-0.6, 0.98, -2.5], "grey");
      // Windows on the side wall: glass, with a frame and a cross bar each.
      for (const z of [-1.6, -0.2, 1.2]) {
        kit.box([0.03, 1.2, 1.0], [-3.14, 1.65, z], "grey");
        kit.box([0.06, 1.3, 0.06], [-3.12, 1.65, z - 0.53]);
        kit.box([0.06, 1.3, 0.06], [-3.12, 1.65, z + 0.53]);
        kit.box([0.06, 0.06, 1.1], [-3.12, 2.33, z]);
        kit.box([0.06, 0.06, 1.1], [-3.12, 1.0, z]);
        kit.box([0.05, 0.04, 1.06], [-3.12, 1.65, z]);
      }
      const desk = (x: number, z: number) => {
        kit.box([0.62, 0.04, 0.45], [x, 0.72, z]);
        for (const lx of [-0.28, 0.28])
          for (const lz of [-0.19, 0.19]) kit.box([0.03, 0.7, 0.03], [x + lx, 0.35, z + lz]);
      };
      // Doll 0 writes at the front desk of the middle row; the seat follows its own hips.
      const seat = kit.seatUnder(0);
      const student = world.joint(0, "pelvis")?.parent?.getWorldPosition(new Vector3());
      const [sx, sz] = student ? [student.x, student.z] : [0, 0];
      for (const row of [0, 1, 2]) {
        for (const column of [-1, 0, 1]) {
          const x = sx + column * 1.05;
          const z = sz - 0.5 + row * 1.1;
          desk(x, z);
          chair(kit, x, z + 0.42, row === 0 && column === 0 ? seat : 0.45, 180);
        }
      }
    }),
} satisfies Record<string, (world: SetPieceWorld) => () => void>;
