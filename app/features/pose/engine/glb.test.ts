import { MeshStandardMaterial, type Object3D, Vector3 } from "three";
import { GLTFLoader } from "three/examples/jsm/loaders/GLTFLoader.js";
import { beforeAll, describe, expect, it } from "vitest";
import { BODY_DEFAULTS, type Doll, JOINTS } from "../../../../contract/pose.ts";
import { sceneGlb } from "./glb.ts";
import { buildProp, placeInHand } from "./props.ts";
import { buildRig, poseRig } from "./rig.ts";

// Node has Blob but not FileReader, which three's exporter reads its buffers with.
beforeAll(() => {
  if (typeof globalThis.FileReader !== "undefined") return;
  class NodeFileReader {
    result: ArrayBuffer | null = null;
    onloadend: (() => void) | null = null;
    readAsArrayBuffer(blob: Blob) {
      void blob.arrayBuffer().then((buffer) => {
        this.result = buffer;
        this.onloadend?.();
      });
    }
  }
  (globalThis as { FileReader?: unknown }).FileReader = NodeFileReader;
});

const material = new MeshStandardMaterial();
const posed: Doll = {
  body: BODY_DEFAULTS.teen,
  pose: {
    rotations: {
      upperArmL: [-60, 10, 40],
      lowerArmL: [-70, 0, 0],
      thighR: [-45, 0, 5],
      shinR: [60, 0, 0],
      head: [10, 25, 0],
      index2L: [0, 0, -60],
    },
    hips: [0, -0.1, 0.05],
  },
  position: [0.4, -0.3],
  facing: 35,
};

describe("the scene as binary glTF", () => {
  it("re-imports with every joint where the doll had it, within a millimetre", async () => {
    const rig = buildRig(posed.body, () => material);
    poseRig(rig, posed);
    const sword = buildProp("sword", () => material);
    rig.joints.get("handR")?.add(sword.root);
    placeInHand(sword.root, "sword", "handR");
    const chair = buildProp("chair", () => material);
    chair.root.position.set(-1, 0, 0.5);
    rig.root.updateMatrixWorld(true);
    chair.root.updateMatrixWorld(true);

    const file = await sceneGlb([rig], [sword.root, chair.root]);
    expect(file.type).toBe("model/gltf-binary");
    const glb = await file.arrayBuffer();
    expect(new TextDecoder().decode(new Uint8Array(glb, 0, 4))).toBe("glTF");
    const gltf = await new GLTFLoader().parseAsync(glb, "");
    gltf.scene.updateMatrixWorld(true);
    const named = (name: string) => gltf.scene.getObjectByName(name) as Object3D | undefined;
    expect(named("doll-1")).toBeDefined();
    expect(named("prop-1")).toBeDefined();
    for (const { name } of JOINTS) {
      const original = rig.joints.get(name)?.getWorldPosition(new Vector3()) as Vector3;
      const imported = named(name)?.getWorldPosition(new Vector3());
      expect(imported, name).toBeDefined();
      expect(imported?.distanceTo(original), name).toBeLessThan(0.001);
    }
    // The held sword came with its hand, the chair stands where it stood.
    const hand = named("handR") as Object3D;
    let held = false;
    hand.traverse((object) => {
      if (object.type === "Mesh" && object !== hand) held = true;
    });
    expect(held).toBe(true);
    expect(named("prop-1")?.position.toArray()).toEqual([-1, 0, 0.5]);
    // The names given for the export are the scene's own again.
    expect(rig.root.name).toBe("");
  });
});
