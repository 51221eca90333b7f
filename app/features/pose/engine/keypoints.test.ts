import { Mesh, MeshBasicMaterial, PerspectiveCamera, Vector3 } from "three";
import { describe, expect, it } from "vitest";
import { type Figure, openPoseDocument } from "../../../../contract/openpose.ts";
import { OpenPoseDocumentSchema } from "../../../../contract/openpose-schema.ts";
import { BODY_DEFAULTS, type Doll, JOINTS, REST_POSE } from "../../../../contract/pose.ts";
import { dollPoints, figureKeyPoints, type Occluder } from "./keypoints.ts";
import { buildProp } from "./props.ts";
import { buildRig, poseRig, type Rig } from "./rig.ts";

const material = new MeshBasicMaterial();
const SIZE = 1024;

const dollAt = (facing: number, position: readonly [number, number] = [0, 0]): Doll => ({
  body: BODY_DEFAULTS.adultFemale,
  pose: REST_POSE,
  position,
  facing,
});

const rigOf = (doll: Doll): Rig => {
  const rig = buildRig(doll.body, () => material);
  poseRig(rig, doll);
  return rig;
};

const occludersOf = (rigs: Rig[], props: Mesh[] = []): Occluder[] => [
  ...rigs.flatMap((rig, doll) =>
    rig.meshes.map((mesh) => ({
      mesh,
      doll,
      joint: (mesh.userData as { joint: Occluder["joint"] }).joint,
    })),
  ),
  ...props.map((mesh) => ({ mesh, doll: null, joint: null })),
];

/** A square picture from `z` metres in front of the doll (it faces +z), at chest height. */
const cameraAt = (z: number, fov = 40) => {
  const camera = new PerspectiveCamera(fov, 1, 0.05, 100);
  camera.position.set(0, 1.1, z);
  camera.lookAt(0, 1.1, 0);
  camera.updateMatrixWorld();
  return camera;
};

const seen = (figure: Figure) => figure.body.map((point) => point.seen);
const FACE = [0, 14, 15, 16, 17];

describe("keypoints from the doll", () => {
  it("projects a joint onto the pixel a pinhole camera puts it on", () => {
    const rig = rigOf(dollAt(0));
    const camera = cameraAt(4);
    const figure = figureKeyPoints(rig, 0, camera, SIZE, SIZE, occludersOf([rig]));
    const shoulder = rig.joints.get("upperArmL")?.getWorldPosition(new Vector3()) as Vector3;
    // x = W/2 + f·X/Z, y = H/2 - f·(Y - camera height)/Z, with f = (H/2) / tan(fov/2).
    const f = SIZE / 2 / Math.tan((20 * Math.PI) / 180);
    const depth = 4 - shoulder.z;
    const point = figure.body[5];
    expect(point?.x).toBeCloseTo(SIZE / 2 + (f * shoulder.x) / depth, 6);
    expect(point?.y).toBeCloseTo(SIZE / 2 - (f * (shoulder.y - 1.1)) / depth, 6);
    expect(point?.seen).toBe(true);
  });

  it("takes the COCO points and each hand's 21 in OpenPose's order", () => {
    const rig = rigOf(dollAt(0));
    const points = dollPoints(rig);
    const at = (name: Parameters<typeof rig.joints.get>[0]) =>
      rig.joints.get(name)?.getWorldPosition(new Vector3()) as Vector3;
    // Written out from OpenPose's output document (COCO, 18 points), not from the module.
    const order = [
      null,
      null,
      "upperArmR",
      "lowerArmR",
      "handR",
      "upperArmL",
      "lowerArmL",
      "handL",
      "thighR",
      "shinR",
      "footR",
      "thighL",
      "shinL",
      "footL",
    ] as const;
    order.forEach((joint, index) => {
      if (joint) expect(points.body[index]?.world.distanceTo(at(joint))).toBeLessThan(1e-9);
    });
    const neck = at("upperArmL").add(at("upperArmR")).multiplyScalar(0.5);
    expect(points.body[1]?.world.distanceTo(neck)).toBeLessThan(1e-9);
    // The nose is in front of the eyes, the eyes above it, the right eye and ear on the doll's right (-x).
    const [nose, , , , , , , , , , , , , , rightEye, leftEye, rightEar, leftEar] = points.body;
    expect(nose?.world.z).toBeGreaterThan(leftEye?.world.z ?? 0);
    expect(rightEye?.world.x).toBeLessThan(0);
    expect(leftEye?.world.x).toBeGreaterThan(0);
    expect(rightEar?.world.x).toBeLessThan(rightEye?.world.x ?? 0);
    expect(leftEar?.world.x).toBeGreaterThan(leftEye?.world.x ?? 0);
    // Hands: the wrist, then the thumb and four fingers, each base to tip, four points each.
    const hand = points.leftHand;
    expect(hand).toHaveLength(21);
    expect(hand[0]?.world.distanceTo(at("handL"))).toBeLessThan(1e-9);
    expect(hand[1]?.world.distanceTo(at("thumb1L"))).toBeLessThan(1e-9);
    expect(hand[5]?.world.distanceTo(at("index1L"))).toBeLessThan(1e-9);
    expect(hand[10]?.world.distanceTo(at("middle2L"))).toBeLessThan(1e-9);
    expect(hand[17]?.world.distanceTo(at("pinky1L"))).toBeLessThan(1e-9);
    // Each finger's points run away from the wrist, one after the other.
    for (let finger = 0; finger < 5; finger++) {
      const chain = [0, 1, 2, 3, 4].map((k) => (k === 0 ? hand[0] : hand[finger * 4 + k]));
      for (let k = 1; k < 4; k++) {
        const from = chain[k]?.world as Vector3;
        const to = chain[k + 1]?.world as Vector3;
        expect(to.distanceTo(chain[0]?.world as Vector3)).toBeGreaterThan(
          from.distanceTo(chain[0]?.world as Vector3),
        );
      }
    }
  });

  it("sees every body point from the front, and no face point from behind", () => {
    const front = rigOf(dollAt(0));
    const camera = cameraAt(4);
    expect(seen(figureKeyPoints(front, 0, camera, SIZE, SIZE, occludersOf([front])))).toEqual(
      Array(18).fill(true),
    );
    const back = rigOf(dollAt(180));
    const figure = figureKeyPoints(back, 0, camera, SIZE, SIZE, occludersOf([back]));
    for (const index of FACE) expect(figure.body[index]?.seen, `point ${index}`).toBe(false);
    // Shoulders, hips and the rest are still found from behind, as OpenPose finds them.
    for (const index of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13])
      expect(figure.body[index]?.seen, `point ${index}`).toBe(true);
    const json = openPoseDocument([figure], SIZE, SIZE);
    for (const index of FACE) expect(json.people[0]?.pose_keypoints_2d[index * 3 + 2]).toBe(0);
  });

  it("hides the points a prop stands in front of, and the far arm in profile", () => {
    const rig = rigOf(dollAt(0));
    const camera = cameraAt(4);
    // A box (0.5 m high) on the floor between the camera and the doll.
    const box = buildProp("box", () => material);
    box.root.position.set(0, 0, 0.8);
    box.root.updateMatrixWorld(true);
    const boxMeshes: Mesh[] = [];
    box.root.traverse((object) => {
      if (object instanceof Mesh) boxMeshes.push(object);
    });
    const figure = figureKeyPoints(rig, 0, camera, SIZE, SIZE, occludersOf([rig], boxMeshes));
    expect(figure.body[10]?.seen).toBe(false);
    expect(figure.body[13]?.seen).toBe(false);
    expect(figure.body[0]?.seen).toBe(true);
    expect(figure.body[5]?.seen).toBe(true);
    // Turned -90°, the doll shows the camera its left side: its right elbow is behind its body.
    const side = rigOf(dollAt(-90));
    const profile = figureKeyPoints(side, 0, camera, SIZE, SIZE, occludersOf([side]));
    expect(profile.body[6]?.seen).toBe(true);
    expect(profile.body[3]?.seen).toBe(false);
  });

  it("hides one doll's points behind another", () => {
    const back = rigOf(dollAt(0, [0, -1]));
    const front = rigOf(dollAt(0, [0, 0]));
    const camera = cameraAt(4);
    const figure = figureKeyPoints(back, 0, camera, SIZE, SIZE, occludersOf([back, front]));
    expect(figure.body[1]?.seen).toBe(false);
    const alone = figureKeyPoints(back, 0, camera, SIZE, SIZE, occludersOf([back]));
    expect(alone.body[1]?.seen).toBe(true);
  });

  it("writes JSON that the schema accepts and an independent reader reads back", () => {
    const rig = rigOf(dollAt(0));
    const camera = cameraAt(4);
    const figure = figureKeyPoints(rig, 0, camera, 768, SIZE, occludersOf([rig]));
    const text = JSON.stringify(openPoseDocument([figure], 768, SIZE));
    const parsed = OpenPoseDocumentSchema.parse(JSON.parse(text));
    expect(parsed.canvas_width).toBe(768);
    // The reader: plain JSON, triples by index, names from OpenPose's document.
    const raw = JSON.parse(text) as { people: { pose_keypoints_2d: number[] }[] };
    const flat = raw.people[0]?.pose_keypoints_2d ?? [];
    const point = (index: number) => ({
      x: flat[index * 3],
      y: flat[index * 3 + 1],
      c: flat[index * 3 + 2],
    });
    const nose = point(0);
    const neck = point(1);
    const rightShoulder = point(2);
    const leftShoulder = point(5);
    const leftAnkle = point(13);
    expect(nose.c).toBe(1);
    expect(nose.y).toBeLessThan(neck.y as number);
    expect(leftAnkle.y).toBeGreaterThan(neck.y as number);
    // The doll faces the camera: its left is on the picture's right.
    expect(leftShoulder.x).toBeGreaterThan(rightShoulder.x as number);
    expect(
      Math.abs(((leftShoulder.x as number) + (rightShoulder.x as number)) / 2 - 384),
    ).toBeLessThan(1);
    // A point outside the picture is 0, 0, 0.
    const close = cameraAt(0.9, 30);
    const cut = figureKeyPoints(rig, 0, close, SIZE, SIZE, occludersOf([rig]));
    const ankle = openPoseDocument([cut], SIZE, SIZE).people[0]?.pose_keypoints_2d.slice(39, 42);
    expect(ankle).toEqual([0, 0, 0]);
    expect(JOINTS.length).toBeLessThan(64);
  });
});
