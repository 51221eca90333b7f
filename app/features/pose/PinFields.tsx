import { useId } from "react";
import { PIN_JOINTS, type PinJoint, type Scene } from "../../../contract/pose.ts";
import { format, useMessages } from "../../lib/i18n.tsx";
import { Group } from "./controls.tsx";
import type { Editor } from "./use-editor.ts";

type Choice = "free" | "here" | `${number}:${PinJoint}`;

/**
 * The pins of the doll being edited: for each hand and foot, free, pinned where it is, or
 * holding another end (another doll's, or its own other hand or foot). An end another end holds
 * cannot hold one itself (pins hold one level deep), so it is offered only free or pinned.
 */
export function PinFields({ editor, scene }: { editor: Editor; scene: Scene }) {
  const m = useMessages();
  const p = m.poseEditor;
  const id = useId();
  const dolls = scene.dolls;
  const doll = editor.doll;
  const pins = dolls[doll]?.pins ?? {};
  const holds = (index: number, joint: PinJoint) => {
    const target = dolls[index]?.pins?.[joint];
    return target !== undefined && "doll" in target;
  };
  const heldBySomeone = (index: number, joint: PinJoint) =>
    dolls.some((other) =>
      PIN_JOINTS.some((end) => {
        const target = other.pins?.[end];
        return (
          target !== undefined &&
          "doll" in target &&
          target.doll === index &&
          target.joint === joint
        );
      }),
    );
  const dollName = (index: number) =>
    index === doll ? p.pinThisDoll : format(p.dollName, { number: index + 1 });

  return (
    <Group title={p.pins}>
      <p className="text-sm text-muted">{p.pinsHelp}</p>
      <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2">
        {PIN_JOINTS.map((joint) => {
          const target = pins[joint];
          const value: Choice = !target
            ? "free"
            : "at" in target
              ? "here"
              : `${target.doll}:${target.joint}`;
          const strained = editor.strained.some((end) => end.doll === doll && end.joint === joint);
          const others = heldBySomeone(doll, joint)
            ? []
            : dolls.flatMap((_, index) =>
                PIN_JOINTS.filter(
                  (end) => !(index === doll && end === joint) && !holds(index, end),
                ).map((end) => ({ index, end })),
              );
          return (
            <div key={joint} className="grid min-w-0 content-start gap-1">
              <label htmlFor={`${id}-${joint}`} className="text-sm font-semibold">
                {format(p.pinLabel, { end: p.pinEndsInline[joint] })}
              </label>
              <select
                id={`${id}-${joint}`}
                className="field-input min-h-11 py-1 text-sm"
                value={value}
                aria-describedby={strained ? `${id}-${joint}-strained` : undefined}
                aria-invalid={strained || undefined}
                data-pin={joint}
                onChange={(event) => {
                  const next = event.currentTarget.value as Choice;
                  if (next === "free") editor.pin(joint, null);
                  else if (next === "here") editor.pin(joint, "here");
                  else {
                    const [index, end] = next.split(":") as [string, PinJoint];
                    editor.pin(joint, { doll: Number(index), joint: end });
                  }
                }}
              >
                <option value="free">{p.pinFree}</option>
                <option value="here">{p.pinHere}</option>
                {others.map(({ index, end }) => (
                  <option key={`${index}:${end}`} value={`${index}:${end}`}>
                    {format(p.pinHolding, { doll: dollName(index), end: p.pinEndsInline[end] })}
                  </option>
                ))}
              </select>
              {strained ? (
                <p
                  id={`${id}-${joint}-strained`}
                  className="text-sm font-semibold text-accent-text"
                >
                  {p.pinStrained}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
    </Group>
  );
}
