import { z } from "zod";
import { COCO_POINTS, HAND_POINTS } from "./openpose.ts";

// The pose pack's openpose.json, as a schema: the AI app's reader and the tests check a pack
// against it (openpose.ts builds it; ADR 0026 says where each rule comes from).

const triples = (points: number) =>
  z
    .array(z.number().finite())
    .refine((values) => values.length === points * 3, `${points} x, y, confidence triples`)
    .refine(
      (values) => values.every((value, index) => index % 3 !== 2 || value === 0 || value === 1),
      "confidence 0 or 1",
    );

export const OpenPosePersonSchema = z.object({
  person_id: z.array(z.number().int()),
  pose_keypoints_2d: triples(COCO_POINTS.length),
  face_keypoints_2d: z.array(z.number()).length(0),
  hand_left_keypoints_2d: triples(HAND_POINTS.length),
  hand_right_keypoints_2d: triples(HAND_POINTS.length),
  pose_keypoints_3d: z.array(z.number()),
  face_keypoints_3d: z.array(z.number()),
  hand_left_keypoints_3d: z.array(z.number()),
  hand_right_keypoints_3d: z.array(z.number()),
});

export const OpenPoseDocumentSchema = z.object({
  version: z.number(),
  people: z.array(OpenPosePersonSchema),
  canvas_width: z.number().int().positive(),
  canvas_height: z.number().int().positive(),
});
