import type { Scene } from "../../../contract/pose.ts";

/** Undo steps kept: older ones fall off the start. */
export const HISTORY_LIMIT = 100;

/** The scenes after each committed change; `index` is the one on screen. */
export interface History {
  entries: readonly Scene[];
  index: number;
}

export const startHistory = (scene: Scene): History => ({ entries: [scene], index: 0 });

// Undo walks through poses, bodies and light. Orbiting the camera is looking, not editing: it
// makes no step, and undo leaves the camera where the visitor put it.
const stepKey = (scene: Scene) => JSON.stringify([scene.dolls, scene.light]);

/** A new step after the current one (dropping any redo steps), unless nothing changed. */
export function pushScene(history: History, scene: Scene, limit = HISTORY_LIMIT): History {
  const current = history.entries[history.index];
  if (current && stepKey(current) === stepKey(scene)) return history;
  const entries = [...history.entries.slice(0, history.index + 1), scene];
  const dropped = Math.max(0, entries.length - limit);
  return { entries: entries.slice(dropped), index: entries.length - 1 - dropped };
}

export const canUndo = (history: History) => history.index > 0;
export const canRedo = (history: History) => history.index < history.entries.length - 1;

export const undo = (history: History): History =>
  canUndo(history) ? { ...history, index: history.index - 1 } : history;

export const redo = (history: History): History =>
  canRedo(history) ? { ...history, index: history.index + 1 } : history;

export const currentScene = (history: History): Scene => history.entries[history.index] as Scene;
