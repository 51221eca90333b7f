import { clampRotation, type JointName, type Rotation } from "../../../contract/pose.ts";

type Keys = Pick<KeyboardEvent, "key" | "shiftKey" | "ctrlKey" | "metaKey" | "altKey">;

/** One keyboard rotation: which axis (0 = x, 1 = y, 2 = z) and by how many degrees. */
export interface Nudge {
  axis: 0 | 1 | 2;
  delta: number;
}

/** Degrees per arrow press; Shift for fine steps. */
export const STEP = 5;
export const FINE_STEP = 1;

/**
 * The rotation a key asks for, as the help text documents it: Left/Right turn round y,
 * Up/Down round x (Up swings a hanging limb forward, which is negative x), Page Up/Page Down
 * round z. Null for any other key, or with Ctrl, Cmd or Alt held (those are shortcuts).
 */
export function nudgeFor(event: Keys): Nudge | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const step = event.shiftKey ? FINE_STEP : STEP;
  switch (event.key) {
    case "ArrowLeft":
      return { axis: 1, delta: -step };
    case "ArrowRight":
      return { axis: 1, delta: step };
    case "ArrowUp":
      return { axis: 0, delta: -step };
    case "ArrowDown":
      return { axis: 0, delta: step };
    case "PageUp":
      return { axis: 2, delta: step };
    case "PageDown":
      return { axis: 2, delta: -step };
    default:
      return null;
  }
}

/** The joint's rotation after a nudge, inside its limits. */
export function nudged(joint: JointName, rotation: Rotation, { axis, delta }: Nudge): Rotation {
  const next: [number, number, number] = [rotation[0], rotation[1], rotation[2]];
  next[axis] += delta;
  return clampRotation(joint, next);
}

/** Ctrl/Cmd+Z undoes; Shift+Ctrl/Cmd+Z and Ctrl/Cmd+Y redo. */
export function historyShortcut(event: Keys): "undo" | "redo" | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === "z") return event.shiftKey ? "redo" : "undo";
  if (key === "y" && !event.shiftKey) return "redo";
  return null;
}

/** An angle as the fields and announcements show it: at most one decimal, never "-0". */
export function showAngle(degrees: number): string {
  const rounded = Math.round(degrees * 10) / 10;
  return String(rounded === 0 ? 0 : rounded);
}

/**
 * Where a key moves the focus in a list of `count` items from `index` (the joint list is one Tab
 * stop, a roving tabindex): arrows step and wrap, Home and End jump. Null for any other key.
 */
export function rovingStep(event: Keys, index: number, count: number): number | null {
  if (event.ctrlKey || event.metaKey || event.altKey || count < 1) return null;
  switch (event.key) {
    case "ArrowRight":
    case "ArrowDown":
      return (index + 1) % count;
    case "ArrowLeft":
    case "ArrowUp":
      return (index - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
