import sharp from "sharp";
import { BODY_DEFAULTS, DEFAULT_LIGHT, REST_POSE, type Scene } from "../../contract/pose.ts";
import type { SavedPose } from "../../contract/saved-pose.ts";
import { memberClient } from "./accounts.ts";
import type { TestApp } from "./app.ts";

/** A valid one-doll scene; `facing` tells scenes apart. */
export function testScene(facing = 0): Scene {
  return {
    v: 2,
    dolls: [{ body: BODY_DEFAULTS.adultFemale, pose: REST_POSE, position: [0, 0], facing }],
    camera: { position: [0, 1.4, 4], target: [0, 1, 0], focal: 50 },
    light: DEFAULT_LIGHT,
  };
}

/** An image of `width` × `height` in `format`, as bytes. */
export function testImage(width = 64, height = 48, format: "png" | "jpeg" = "png") {
  return sharp({ create: { width, height, channels: 3, background: "#c33" } })
    [format]()
    .toBuffer();
}

/** The calls pose tests make, on a test app made in `beforeAll`. */
export function poseClient(app: () => TestApp) {
  const member = memberClient(app);
  const { post } = member;
  return {
    ...member,
    /** A pose saved through the API; its view. */
    async save(token: string, body: Record<string, unknown> = {}): Promise<SavedPose> {
      const res = await post(
        "/api/pose/create",
        { name: "Pose", scene: testScene(), ...body },
        token,
      );
      if (res.statusCode !== 200) throw new Error(`save: ${res.statusCode} ${res.body}`);
      return res.json().data;
    },
  };
}
