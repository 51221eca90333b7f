import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sceneArb } from "../../../contract/pose-arbitraries.ts";
import { testAppForFile } from "../../test/per-file.ts";
import { poseClient } from "../../test/poses.ts";

const t = testAppForFile();
const { post, get, account } = poseClient(() => t);

describe("pose input, generated", () => {
  it("every valid scene saves and reads back as it was sent", async () => {
    const aki = await account();
    await fc.assert(
      fc.asyncProperty(sceneArb, async (scene) => {
        const saved = await post("/api/pose/create", { name: "Gen", scene }, aki.token);
        expect(saved.statusCode).toBe(200);
        const read = await get(`/api/pose/${saved.json().data.id}`, aki.token);
        expect(read.json().data.scene).toEqual(JSON.parse(JSON.stringify(scene)));
      }),
      { numRuns: 40 },
    );
  }, 60_000);

  it("anything else is refused with a reason and a field, never a 500", async () => {
    const aki = await account();
    await fc.assert(
      fc.asyncProperty(
        fc.record({ name: fc.anything(), scene: fc.anything(), thumbnail: fc.anything() }),
        async (body) => {
          const res = await post("/api/pose/create", body, aki.token);
          expect([400, 413]).toContain(res.statusCode);
          expect(res.json().data.reason).toMatch(/^(invalid_input|too_large|not_an_image)$/);
          // A body Fastify's JSON parser refuses as a whole (a __proto__ key) names no field.
          if (!res.json().msg.startsWith("body:")) expect(res.json().data.field).toBeTruthy();
        },
      ),
      { numRuns: 150 },
    );
  }, 60_000);
});
