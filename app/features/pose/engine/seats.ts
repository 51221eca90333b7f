import { Vector3 } from "three";
import { type Doll, HIPS_RANGE, type Prop, SEAT_POINTS } from "../../../../contract/pose.ts";
import { poseRig, type Rig } from "./rig.ts";

// Seats: a doll seated on a prop has its pelvis held on the seat, facing the way the prop faces,
// wherever the prop is moved or turned and however it is scaled. Runs before the pins, so a
// seated doll's pinned feet reach from where it sits.

/** A thigh's thickness under the hip joints: the renders' seats (scripts/doll-sandbox/set-pieces.ts). */
const THIGH_UNDER_HIP = 0.075;

const pelvisAt = new Vector3();
const thighAt = new Vector3();

/** Where a prop's seat point is in the world, [x, y, z]; null for a prop with no seat. */
export const seatPoint = (prop: Prop): [number, number, number] | null => {
  const point = SEAT_POINTS[prop.kind];
  if (!point || prop.held) return null;
  const a = (prop.facing * Math.PI) / 180;
  const [px, py, pz] = point.map((v) => v * prop.scale) as [number, number, number];
  return [
    prop.position[0] + px * Math.cos(a) + pz * Math.sin(a),
    py,
    prop.position[1] - px * Math.sin(a) + pz * Math.cos(a),
  ];
};

/** Every seated doll onto its seat, on its rig and in its data. */
export const holdSeats = (
  dolls: Doll[],
  props: readonly Prop[] | undefined,
  rigs: readonly Rig[],
) => {
  dolls.forEach((doll, index) => {
    const prop = doll.seat === undefined ? undefined : props?.[doll.seat];
    const point = prop && seatPoint(prop);
    const rig = rigs[index];
    if (!prop || !point || !rig) return;
    doll.position = [Math.round(point[0] * 1000) / 1000, Math.round(point[2] * 1000) / 1000];
    doll.facing = prop.facing;
    // How far the thigh joints hang under the pelvis joint as posed, with the hips at rest.
    poseRig(rig, { ...doll, pose: { ...doll.pose, hips: [0, 0, 0] } });
    rig.joints.get("pelvis")?.getWorldPosition(pelvisAt);
    rig.joints.get("thighL")?.getWorldPosition(thighAt);
    const unit = rig.pelvisRest;
    const hy = (point[1] + THIGH_UNDER_HIP + (pelvisAt.y - thighAt.y) - unit) / unit;
    const clamped = Math.min(HIPS_RANGE[1], Math.max(HIPS_RANGE[0], hy));
    doll.pose = { ...doll.pose, hips: [0, Math.round(clamped * 1000) / 1000, 0] };
    poseRig(rig, doll);
  });
};
