import { describe, expect, it } from "vitest";
import { BODY_DEFAULTS, DEFAULT_LIGHT, REST_POSE, type Scene } from "../../../contract/pose.ts";
import type { KeyValueStorage } from "../../lib/storage.ts";
import { keepPending, PENDING_SAVE_KEY, takePending } from "./pending-save.ts";

const scene: Scene = {
  v: 2,
  dolls: [{ body: BODY_DEFAULTS.teen, pose: REST_POSE, position: [0, 0], facing: 15 }],
  camera: { position: [0, 1.4, 4], target: [0, 1, 0], focal: 50 },
  light: DEFAULT_LIGHT,
};

function memory(quota = Number.POSITIVE_INFINITY): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      if (value.length <= quota) map.set(key, value);
    },
    removeItem: (key) => void map.delete(key),
  };
}

describe("the save kept across a log-in", () => {
  it("is taken once, whole", () => {
    const storage = memory();
    keepPending(storage, { name: "Run", scene, thumbnail: "data:image/png;base64,AAAA" });
    expect(takePending(storage)).toEqual({
      name: "Run",
      scene,
      thumbnail: "data:image/png;base64,AAAA",
    });
    expect(takePending(storage)).toBeNull();
  });

  it("drops the thumbnail rather than the save when storage is short", () => {
    const storage = memory(600);
    keepPending(storage, { name: "Run", scene, thumbnail: `data:,${"x".repeat(2000)}` });
    expect(takePending(storage)).toEqual({ name: "Run", scene, thumbnail: null });
  });

  it("ignores and removes anything that is not a valid save", () => {
    const storage = memory();
    storage.setItem(PENDING_SAVE_KEY, JSON.stringify({ name: "x", scene: { v: 9 } }));
    expect(takePending(storage)).toBeNull();
    expect(storage.map.has(PENDING_SAVE_KEY)).toBe(false);
    storage.setItem(PENDING_SAVE_KEY, "{not json");
    expect(takePending(storage)).toBeNull();
  });
});
