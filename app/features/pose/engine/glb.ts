import type { Object3D } from "three";
import type { Rig } from "./rig.ts";

// The posed scene as one binary glTF, for Blender, the three.js editor or a drawing app's 3D
// reference: every doll as its hierarchy of named joints (a node per contract joint, carrying
// its parts) and every prop, in metres with Y up, as glTF has it. Three's exporter is its own
// chunk, fetched when the visitor first asks for a GLB.

/**
 * `paint`: the engine's, which puts a style's materials on every part (no style: the screen's
 * again). glTF's material is the standard one, so the file gets the wood of "shaded".
 */
export const sceneGlb = async (
  rigs: readonly Rig[],
  props: readonly Object3D[],
  paint?: (style?: "shaded") => void,
): Promise<Blob> => {
  const { GLTFExporter } = await import("three/examples/jsm/exporters/GLTFExporter.js");
  const floor = props.filter((prop) => !rigs.some((rig) => isInside(prop, rig.root)));
  const named = [...rigs.map((rig) => rig.root), ...floor];
  const names = named.map((object) => object.name);
  rigs.forEach((rig, index) => {
    rig.root.name = `doll-${index + 1}`;
  });
  floor.forEach((prop, index) => {
    prop.name ||= `prop-${index + 1}`;
  });
  paint?.("shaded");
  try {
    const result = await new GLTFExporter().parseAsync(named, { binary: true, onlyVisible: true });
    if (!(result instanceof ArrayBuffer)) throw new Error("the exporter wrote no binary glTF");
    return new Blob([result], { type: "model/gltf-binary" });
  } finally {
    paint?.();
    named.forEach((object, index) => {
      object.name = names[index] ?? "";
    });
  }
};

/** Whether `object` hangs under `root` (a held prop is exported with its hand). */
const isInside = (object: Object3D, root: Object3D) => {
  for (let node = object.parent; node; node = node.parent) if (node === root) return true;
  return false;
};
