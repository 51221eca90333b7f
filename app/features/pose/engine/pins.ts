import {
  BufferGeometry,
  Group,
  LineBasicMaterial,
  LineSegments,
  Mesh,
  MeshBasicMaterial,
  type Object3D,
  SphereGeometry,
  Vector3,
} from "three";
import {
  type Doll,
  type JointName,
  keptPins,
  PIN_JOINTS,
  type PinJoint,
  type Rotation,
} from "../../../../contract/pose.ts";
import { type IkLink, ikChainOf, solveCcd } from "./ik.ts";
import { solveLimb } from "./limb-ik.ts";
import type { Rig } from "./rig.ts";

// Pins: after anything moves, every pinned hand or foot is brought back to its pin through its
// limb's IK chain (forearm and upper arm, shin and thigh), within joint limits. Ends pinned in
// the world go first, then the ends that hold another end, which has settled by then (pins hold
// one level deep: contract/pose.ts, pinProblem).

/** A pin this far from its end after solving cannot be reached: it is shown as strained. */
export const STRAIN_METRES = 0.005;
/** A pin's angles: far finer than a drag's 0.1°, so a pinned foot stays put to the millimetre. */
const PIN_STEP = 0.01;

export interface PinnedEnd {
  doll: number;
  joint: PinJoint;
}

/** Where a doll's pinned end is asked to be, in world space; null when the pin names nothing. */
export const pinPoint = (
  dolls: readonly Doll[],
  rigs: readonly Rig[],
  doll: number,
  joint: PinJoint,
  out = new Vector3(),
): Vector3 | null => {
  const target = dolls[doll]?.pins?.[joint];
  if (!target) return null;
  if ("at" in target) return out.set(target.at[0], target.at[1], target.at[2]);
  const node = rigs[target.doll]?.joints.get(target.joint);
  return node ? node.getWorldPosition(out) : null;
};

/** Where an end is now, in world space. */
export const endPoint = (rig: Rig | undefined, joint: JointName, out = new Vector3()) =>
  rig?.joints.get(joint)?.getWorldPosition(out) ?? null;

const wanted = new Vector3();
const reached = new Vector3();

/**
 * Brings every pinned end of the scene to its pin, changing the limbs' rotations on the rigs
 * and through `store` in the scene's data. Returns the ends left further than STRAIN_METRES from
 * their pins (unreachable within the limbs' reach and limits).
 */
export const holdPins = (
  dolls: readonly Doll[],
  rigs: readonly Rig[],
  store: (doll: number, joint: JointName, rotation: Rotation) => void,
): PinnedEnd[] => {
  const strained: PinnedEnd[] = [];
  const kept = dolls.map((_, index) => keptPins(dolls, index));
  for (const pass of ["world", "held"] as const) {
    kept.forEach((pins, doll) => {
      const rig = rigs[doll];
      if (!pins || !rig) return;
      for (const joint of PIN_JOINTS) {
        const target = pins[joint];
        if (!target || "at" in target !== (pass === "world")) continue;
        const ik = ikChainOf(joint);
        const point = pinPoint(dolls, rigs, doll, joint, wanted);
        const effector = rig.joints.get(joint);
        if (!ik || !point || !effector) continue;
        const chain = ik.chain.map((name) => ({
          name,
          node: rig.joints.get(name) as Object3D,
        })) as unknown as [IkLink, IkLink];
        const rotations = () => dolls[doll]?.pose.rotations ?? {};
        solveLimb(
          chain,
          effector,
          point,
          (name) => rotations()[name] ?? [0, 0, 0],
          (name, rotation) => store(doll, name, rotation),
          PIN_STEP,
        );
        // An arm that its own limits stop short (a chest turned while the hands hold the knees)
        // also brings its shoulder forward, as a body does: the collarbone joins the chain.
        const shoulder = rig.joints.get(`shoulder${joint.slice(-1)}` as JointName);
        if (
          joint.startsWith("hand") &&
          shoulder &&
          effector.getWorldPosition(reached).distanceTo(point) > STRAIN_METRES / 5
        )
          solveCcd(
            [...chain, { name: shoulder.name as JointName, node: shoulder }],
            effector,
            point,
            (name) => rotations()[name] ?? [0, 0, 0],
            (name, rotation) => store(doll, name, rotation),
            60,
            0.0002,
            PIN_STEP,
          );
        const end = effector.getWorldPosition(reached);
        if (end.distanceTo(point) > STRAIN_METRES) strained.push({ doll, joint });
      }
    });
  }
  return strained;
};

/**
 * A ball at each pin, drawn over the doll (in the gizmo layer, so never
 * exported): held ends in the accent blue, strained ones in red at the pin, joined to the end
 * that cannot reach it.
 */
export const createPinMarkers = (layer: Object3D) => {
  const group = new Group();
  layer.add(group);
  const geometry = new SphereGeometry(0.03, 16, 8);
  const held = new MeshBasicMaterial({ color: "#2563eb", depthTest: false, transparent: true });
  const strainedMaterial = new MeshBasicMaterial({
    color: "#dc2626",
    depthTest: false,
    transparent: true,
  });
  const lineMaterial = new LineBasicMaterial({ color: "#dc2626", depthTest: false });
  const clear = () => {
    for (const child of group.children.splice(0)) {
      if (child instanceof LineSegments) child.geometry.dispose();
    }
  };
  return {
    update(dolls: readonly Doll[], rigs: readonly Rig[], strained: readonly PinnedEnd[]) {
      clear();
      dolls.forEach((doll, index) => {
        for (const joint of PIN_JOINTS) {
          const point = doll.pins?.[joint] && pinPoint(dolls, rigs, index, joint);
          if (!point) continue;
          const bad = strained.some((end) => end.doll === index && end.joint === joint);
          const ball = new Mesh(geometry, bad ? strainedMaterial : held);
          ball.position.copy(point);
          ball.renderOrder = 10;
          group.add(ball);
          const end = bad ? endPoint(rigs[index], joint) : null;
          if (end) {
            const line = new LineSegments(
              new BufferGeometry().setFromPoints([point, end]),
              lineMaterial,
            );
            line.renderOrder = 10;
            group.add(line);
          }
        }
      });
      group.updateMatrixWorld(true);
    },
    dispose() {
      clear();
      group.removeFromParent();
      geometry.dispose();
      held.dispose();
      strainedMaterial.dispose();
      lineMaterial.dispose();
    },
  };
};
