import { Group, Quaternion, Vector3 } from "three";
import { describe, expect, it } from "vitest";
import { DEGREES_PER_PIXEL, dragRotation, turnedRotation, type ViewAxes } from "./trackball.ts";

/** A camera on +z looking at the doll, as the default scene has it. */
const FRONT: ViewAxes = {
  right: new Vector3(1, 0, 0),
  up: new Vector3(0, 1, 0),
  back: new Vector3(0, 0, 1),
};

const angleOf = (q: Quaternion) => (2 * Math.acos(Math.min(1, Math.abs(q.w))) * 180) / Math.PI;

describe("the trackball turn", () => {
  it("a drag to the right turns the part about the view's up axis, half a degree a pixel", () => {
    const turn = dragRotation(FRONT, { twist: false, dx: 90 / DEGREES_PER_PIXEL, dy: 0 });
    expect(angleOf(turn)).toBeCloseTo(90, 6);
    // The near side (towards the camera, +z) moves right (+x).
    const near = new Vector3(0, 0, 1).applyQuaternion(turn);
    expect(near.x).toBeCloseTo(1, 6);
    expect(near.z).toBeCloseTo(0, 6);
  });

  it("a drag down turns the near side down, about the view's right axis", () => {
    const turn = dragRotation(FRONT, { twist: false, dx: 0, dy: 60 });
    const near = new Vector3(0, 0, 1).applyQuaternion(turn);
    expect(angleOf(turn)).toBeCloseTo(30, 6);
    expect(near.y).toBeLessThan(0);
    expect(near.x).toBeCloseTo(0, 6);
  });

  it("with Shift, twists about the view axis by the angle swept round the joint", () => {
    const turn = dragRotation(FRONT, {
      twist: true,
      pivot: { x: 100, y: 100 },
      from: { x: 150, y: 100 },
      // A quarter turn anticlockwise on screen (screen y runs down).
      to: { x: 100, y: 50 },
    });
    const right = new Vector3(1, 0, 0).applyQuaternion(turn);
    expect(right.y).toBeCloseTo(1, 6);
    expect(right.z).toBeCloseTo(0, 6);
  });

  it("does nothing for no drag: no jump when a drag begins", () => {
    expect(angleOf(dragRotation(FRONT, { twist: false, dx: 0, dy: 0 }))).toBe(0);
  });

  it("gives the joint the expected local angles, under a turned parent, within its limits", () => {
    // A head on a neck, the doll turned to face +x: a drag to the right from the front camera
    // turns the head about world up, which is its own Y (the parent only turned about Y).
    const root = new Group();
    root.rotation.set(0, Math.PI / 2, 0);
    const head = new Group();
    root.add(head);
    root.updateMatrixWorld(true);
    const turn = dragRotation(FRONT, { twist: false, dx: 40, dy: 0 });
    const rotation = turnedRotation("head", head, new Quaternion(), turn, [0, 0, 0]);
    expect(rotation).toEqual([0, 20, 0]);
    // Far past the head's limit, the turn stops at it rather than wrapping.
    const far = dragRotation(FRONT, { twist: false, dx: 600, dy: 0 });
    const clamped = turnedRotation("head", head, new Quaternion(), far, [0, 0, 0]);
    expect(Math.abs(clamped[1])).toBeLessThanOrEqual(90);
    expect(Math.abs(clamped[1])).toBeGreaterThan(20);
  });
});
