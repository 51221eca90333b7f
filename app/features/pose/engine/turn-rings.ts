import {
  BufferGeometry,
  Group,
  LineBasicMaterial,
  LineLoop,
  Mesh,
  MeshBasicMaterial,
  type Object3D,
  SphereGeometry,
  Vector3,
} from "three";
import type { Doll } from "../../../../contract/pose.ts";

// In Move mode, a ring on the floor round each doll with a handle at its front: dragging the
// handle round the ring turns the doll to face where the pointer is (the facing field, and "face
// the camera" / "face doll N", do the same from the panel). Drawn in the gizmo layer, so never
// exported.

const RADIUS = 0.38;
const DEG = Math.PI / 180;

export interface TurnRings {
  update(dolls: readonly Doll[], visible: boolean): void;
  /** The handles, for the pointer's ray; each carries its doll's index in userData.doll. */
  handles(): readonly Mesh[];
  dispose(): void;
}

export const createTurnRings = (layer: Object3D): TurnRings => {
  const group = new Group();
  layer.add(group);
  const points = Array.from({ length: 64 }, (_, i) => {
    const angle = (i / 64) * Math.PI * 2;
    return new Vector3(Math.sin(angle) * RADIUS, 0.004, Math.cos(angle) * RADIUS);
  });
  const ringGeometry = new BufferGeometry().setFromPoints(points);
  const ringMaterial = new LineBasicMaterial({
    color: "#2563eb",
    depthTest: false,
    transparent: true,
    opacity: 0.8,
  });
  const handleGeometry = new SphereGeometry(0.05, 16, 8);
  const handleMaterial = new MeshBasicMaterial({
    color: "#2563eb",
    depthTest: false,
    transparent: true,
  });
  let handles: Mesh[] = [];
  return {
    update(dolls, visible) {
      group.clear();
      handles = [];
      group.visible = visible;
      if (!visible) return;
      dolls.forEach((doll, index) => {
        const ring = new LineLoop(ringGeometry, ringMaterial);
        ring.position.set(doll.position[0], 0, doll.position[1]);
        ring.renderOrder = 9;
        const handle = new Mesh(handleGeometry, handleMaterial);
        const facing = doll.facing * DEG;
        handle.position.set(
          doll.position[0] + Math.sin(facing) * RADIUS,
          0.05,
          doll.position[1] + Math.cos(facing) * RADIUS,
        );
        handle.renderOrder = 10;
        handle.userData = { doll: index };
        group.add(ring, handle);
        handles.push(handle);
      });
      group.updateMatrixWorld(true);
    },
    handles: () => handles,
    dispose: () => {
      group.removeFromParent();
      ringGeometry.dispose();
      ringMaterial.dispose();
      handleGeometry.dispose();
      handleMaterial.dispose();
    },
  };
};
