import { useId, useState } from "react";
import { jointOf, type Rotation, type Scene } from "../../../contract/pose.ts";
import { format, useMessages } from "../../lib/i18n.tsx";
import { showAngle } from "./keyboard.ts";
import type { Editor } from "./use-editor.ts";

const AXES = [0, 1, 2] as const;

/** Exact angles of the selected joint, each field limited to the joint's range on that axis. */
export function JointFields({ editor, scene }: { editor: Editor; scene: Scene }) {
  const m = useMessages();
  const p = m.poseEditor;
  const id = useId();
  // While a field has focus it shows what is typed; the engine's clamped value returns on blur.
  const [draft, setDraft] = useState<{ axis: number; text: string } | null>(null);
  const selection = editor.selection;
  if (!selection) return <p className="text-sm text-muted">{p.noSelection}</p>;
  const { joint, doll } = selection;
  const rotation: Rotation = scene.dolls[doll]?.pose.rotations[joint] ?? [0, 0, 0];
  const { limits } = jointOf(joint);
  const labels = [p.angleX, p.angleY, p.angleZ];

  const change = (axis: number, text: string) => {
    setDraft({ axis, text });
    const value = Number(text);
    if (text.trim() === "" || !Number.isFinite(value)) return;
    const next: [number, number, number] = [rotation[0], rotation[1], rotation[2]];
    next[axis] = value;
    editor.setRotation(joint, next);
  };

  return (
    <div className="grid gap-2" data-testid="joint-fields">
      <p className="font-bold">{format(p.selectedJoint, { joint: m.poseJoints[joint] })}</p>
      <div className="grid grid-cols-3 gap-2">
        {AXES.map((axis) => {
          const [low, high] = limits[axis];
          const range = format(p.angleRange, { low, high });
          return (
            <div key={axis} className="grid min-w-0 content-start gap-1">
              <label htmlFor={`${id}-${axis}`} className="text-sm font-semibold">
                {labels[axis]}
              </label>
              <input
                id={`${id}-${axis}`}
                type="number"
                inputMode="decimal"
                min={low}
                max={high}
                step={1}
                disabled={low === high}
                value={draft?.axis === axis ? draft.text : showAngle(rotation[axis])}
                onChange={(event) => change(axis, event.currentTarget.value)}
                onBlur={() => setDraft(null)}
                aria-describedby={`${id}-${axis}-range`}
                className="field-input min-h-11 px-2 tabular-nums disabled:opacity-60"
              />
              <span id={`${id}-${axis}-range`} className="text-xs text-muted">
                {range}
              </span>
            </div>
          );
        })}
      </div>
    </div>
  );
}
