import { describe, expect, it } from "vitest";
import { type Doll, JOINT_NAMES, jointOf, type Scene } from "../../../contract/pose.ts";
import { safeStorage } from "../../lib/storage.ts";
import { canRedo, canUndo, currentScene, pushScene, redo, startHistory, undo } from "./history.ts";
import { JOINT_GROUPS } from "./joint-groups.ts";
import { historyShortcut, nudged, nudgeFor, rovingStep, showAngle } from "./keyboard.ts";
import { defaultScene, exportFileName, initialScene, keepScene, shareHref } from "./scene-link.ts";

const withRotation = (scene: Scene, x: number): Scene => ({
  ...scene,
  dolls: [
    { ...(scene.dolls[0] as Doll), pose: { rotations: { head: [x, 0, 0] }, hips: [0, 0, 0] } },
  ],
});

const memoryStorage = () => {
  const map = new Map<string, string>();
  return safeStorage(
    () =>
      ({
        getItem: (k: string) => map.get(k) ?? null,
        setItem: (k: string, v: string) => void map.set(k, v),
        removeItem: (k: string) => void map.delete(k),
      }) as Storage,
  );
};

describe("undo history", () => {
  it("steps back and forward through committed scenes", () => {
    const a = defaultScene();
    let history = pushScene(pushScene(startHistory(a), withRotation(a, 10)), withRotation(a, 20));
    expect(currentScene(history).dolls[0]?.pose.rotations.head).toEqual([20, 0, 0]);
    history = undo(undo(history));
    expect(currentScene(history)).toBe(a);
    expect(canUndo(history)).toBe(false);
    history = redo(history);
    expect(currentScene(history).dolls[0]?.pose.rotations.head).toEqual([10, 0, 0]);
    // A new change after an undo drops the redo steps.
    history = pushScene(history, withRotation(a, 30));
    expect(canRedo(history)).toBe(false);
    expect(history.entries.map((s) => s.dolls[0]?.pose.rotations.head?.[0] ?? 0)).toEqual([
      0, 10, 30,
    ]);
  });

  it("makes no step for an unchanged scene or a camera move, and keeps at most the limit", () => {
    const a = defaultScene();
    const moved = { ...a, camera: { ...a.camera, focal: 85 } };
    expect(pushScene(startHistory(a), moved).entries).toHaveLength(1);
    let history = startHistory(a);
    for (let i = 1; i <= 12; i++) history = pushScene(history, withRotation(a, i), 5);
    expect(history.entries).toHaveLength(5);
    expect(history.index).toBe(4);
    expect(currentScene(history).dolls[0]?.pose.rotations.head).toEqual([12, 0, 0]);
  });
});

describe("keyboard", () => {
  it("moves a roving focus: arrows step and wrap, Home and End jump, shortcuts pass", () => {
    const key = (k: string, more: object = {}) => ({
      key: k,
      shiftKey: false,
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      ...more,
    });
    expect(rovingStep(key("ArrowRight"), 0, 5)).toBe(1);
    expect(rovingStep(key("ArrowDown"), 4, 5)).toBe(0);
    expect(rovingStep(key("ArrowLeft"), 0, 5)).toBe(4);
    expect(rovingStep(key("ArrowUp"), 3, 5)).toBe(2);
    expect(rovingStep(key("Home"), 3, 5)).toBe(0);
    expect(rovingStep(key("End"), 0, 5)).toBe(4);
    expect(rovingStep(key("Enter"), 0, 5)).toBeNull();
    expect(rovingStep(key("ArrowRight", { ctrlKey: true }), 0, 5)).toBeNull();
    expect(rovingStep(key("ArrowRight"), 0, 0)).toBeNull();
  });

  const key = (k: string, mods: Partial<KeyboardEvent> = {}) => ({
    key: k,
    shiftKey: false,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ...mods,
  });

  it("turns arrows into 5° steps (1° with Shift) on the documented axes", () => {
    expect(nudgeFor(key("ArrowRight"))).toEqual({ axis: 1, delta: 5 });
    expect(nudgeFor(key("ArrowLeft", { shiftKey: true }))).toEqual({ axis: 1, delta: -1 });
    expect(nudgeFor(key("ArrowUp"))).toEqual({ axis: 0, delta: -5 });
    expect(nudgeFor(key("PageDown"))).toEqual({ axis: 2, delta: -5 });
    expect(nudgeFor(key("ArrowUp", { ctrlKey: true }))).toBeNull();
    expect(nudgeFor(key("a"))).toBeNull();
  });

  it("keeps a nudged joint inside its limits", () => {
    // The left elbow bends with negative x only, down to -150°.
    expect(nudged("lowerArmL", [0, 0, 0], { axis: 0, delta: 5 })).toEqual([0, 0, 0]);
    expect(nudged("lowerArmL", [-148, 0, 0], { axis: 0, delta: -5 })).toEqual([-150, 0, 0]);
    expect(nudged("head", [0, 0, 0], { axis: 1, delta: -5 })).toEqual([0, -5, 0]);
  });

  it("reads the undo and redo shortcuts", () => {
    expect(historyShortcut(key("z", { ctrlKey: true }))).toBe("undo");
    expect(historyShortcut(key("Z", { metaKey: true, shiftKey: true }))).toBe("redo");
    expect(historyShortcut(key("y", { ctrlKey: true }))).toBe("redo");
    expect(historyShortcut(key("z"))).toBeNull();
  });

  it("shows angles with one decimal and no negative zero", () => {
    expect(showAngle(-0)).toBe("0");
    expect(showAngle(12.345)).toBe("12.3");
    expect(showAngle(-45)).toBe("-45");
  });
});

describe("joint list", () => {
  it("lists every joint exactly once", () => {
    const listed = JOINT_GROUPS.flatMap((group) => group.joints);
    expect([...listed].sort()).toEqual([...JOINT_NAMES].sort());
    for (const name of listed) expect(jointOf(name).name).toBe(name);
  });
});

describe("share link and kept scene", () => {
  it("restores a shared scene from the address, quantised as the link stores it", () => {
    const scene = withRotation(defaultScene(), 12.3);
    const href = shareHref("https://inkdoll.example", scene);
    expect(href).toMatch(/^https:\/\/inkdoll\.example\/pose\?s=/);
    const opened = initialScene(new URL(href).search, memoryStorage());
    expect(opened.badLink).toBe(false);
    expect(opened.scene.dolls[0]?.pose.rotations.head?.[0]).toBeCloseTo(12.5, 5);
    // Sharing the opened scene again gives the same link.
    expect(shareHref("https://inkdoll.example", opened.scene)).toBe(href);
  });

  it("opens the default scene, flagged, for a link that does not decode", () => {
    const storage = memoryStorage();
    keepScene(storage, withRotation(defaultScene(), 20));
    const opened = initialScene("?s=not-a-scene", storage);
    // The default's view is the editor's own: it frames it.
    expect(opened).toEqual({ scene: defaultScene(), badLink: true, framed: true });
  });

  it("restores the kept scene when the address has none", () => {
    const storage = memoryStorage();
    expect(initialScene("", storage)).toMatchObject({ scene: defaultScene(), framed: true });
    keepScene(storage, withRotation(defaultScene(), 20));
    const kept = initialScene("", storage);
    expect(kept.scene.dolls[0]?.pose.rotations.head).toEqual([20, 0, 0]);
    // A kept or shared view was chosen by someone: the editor leaves it as it is.
    expect(kept.framed).toBe(false);
    expect(initialScene(new URL(shareHref("https://x", kept.scene)).search, storage).framed).toBe(
      false,
    );
  });
});

describe("export file name", () => {
  const day = new Date(2026, 10, 24, 9, 30);

  it("is the pose name and the date", () => {
    expect(exportFileName("Contrapposto stand", "pose", day)).toBe(
      "contrapposto-stand-2026-11-24.png",
    );
    expect(exportFileName("走る／ジャンプ", "pose", day)).toBe("走る-ジャンプ-2026-11-24.png");
    expect(exportFileName(" ../ ", "pose", day)).toBe("pose-2026-11-24.png");
  });
});
