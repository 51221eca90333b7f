import { type KeyboardEvent, useRef, useState } from "react";
import type { JointName } from "../../../contract/pose.ts";
import { useMessages } from "../../lib/i18n.tsx";
import { JOINT_GROUPS } from "./joint-groups.ts";
import { nudgeFor, rovingStep } from "./keyboard.ts";
import type { Editor } from "./use-editor.ts";

const JOINTS = JOINT_GROUPS.flatMap((group) => group.joints);

/**
 * Every joint as a button, grouped, and one Tab stop (a roving tabindex): the arrow keys move
 * between joints and Enter selects one; on the selected joint the arrows rotate it instead, and
 * Escape lets it go so they move again (see the help text and keyboard.ts).
 */
export function JointList({ editor }: { editor: Editor }) {
  const m = useMessages();
  const selected = editor.selection?.joint;
  const [focused, setFocused] = useState<JointName>(JOINTS[0] as JointName);
  const buttons = useRef(new Map<JointName, HTMLButtonElement>());
  const tabStop = selected ?? focused;

  const onKeyDown = (joint: JointName) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (joint === selected) {
      if (event.key === "Escape") {
        event.preventDefault();
        setFocused(joint);
        editor.clearSelection();
        return;
      }
      const step = nudgeFor(event);
      if (!step) return;
      event.preventDefault();
      editor.nudge(step);
      return;
    }
    const next = rovingStep(event, JOINTS.indexOf(joint), JOINTS.length);
    if (next === null) return;
    event.preventDefault();
    const target = JOINTS[next] as JointName;
    setFocused(target);
    buttons.current.get(target)?.focus();
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
                  ref={(button) => {
                    if (button) buttons.current.set(joint, button);
                    else buttons.current.delete(joint);
                  }}
                  tabIndex={joint === tabStop ? 0 : -1}
                  aria-pressed={joint === selected}
                  onClick={() => editor.selectJoint(joint)}
                  onFocus={() => setFocused(joint)}
                  onKeyDown={onKeyDown(joint)}
                  className="min-h-11 min-w-11 rounded-full border-2 border-muted bg-surface px-2.5 text-left text-sm font-semibold hover:border-fg aria-pressed:border-fg aria-pressed:bg-fg aria-pressed:text-surface disabled:cursor-not-allowed disabled:opacity-60"
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
