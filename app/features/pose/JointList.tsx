import type { KeyboardEvent } from "react";
import { useMessages } from "../../lib/i18n.tsx";
import { JOINT_GROUPS } from "./joint-groups.ts";
import { nudgeFor } from "./keyboard.ts";
import type { Editor } from "./use-editor.ts";

/**
 * Every joint as a button, grouped: Tab reaches them, Enter selects one, and while a joint is
 * selected the arrow keys rotate it (see the help text and keyboard.ts).
 */
export function JointList({ editor }: { editor: Editor }) {
  const m = useMessages();
  const selected = editor.selection?.joint;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = nudgeFor(event);
    if (!step || !editor.selection) return;
    event.preventDefault();
    editor.nudge(step);
  };
  return (
    <div className="grid gap-3" data-testid="joint-list">
      {JOINT_GROUPS.map((group) => (
        <fieldset key={group.key} className="min-w-0">
          <legend className="mb-1 text-sm font-bold">{m.poseEditor[group.key]}</legend>
          <ul className="flex flex-wrap gap-1.5">
            {group.joints.map((joint) => (
              <li key={joint}>
                <button
                  type="button"
                  aria-pressed={joint === selected}
                  onClick={() => editor.selectJoint(joint)}
                  onKeyDown={onKeyDown}
                  className="min-h-9 rounded-full border-2 border-line bg-surface px-2.5 text-left text-sm font-semibold hover:border-fg aria-pressed:border-fg aria-pressed:bg-fg aria-pressed:text-surface disabled:cursor-not-allowed disabled:opacity-60"
                >
                  {m.poseJoints[joint]}
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
