import type { Ref } from "react";
import { useMessages } from "../../lib/i18n.tsx";
import { RadioOption } from "./controls.tsx";
import type { ToolMode } from "./engine/types.ts";
import type { Editor } from "./use-editor.ts";

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" focusable="false">
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Each step's drawing and shortcuts; its name is the message of the same key. */
const STEPS = {
  undo: { icon: "M9 14 4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3", keys: "Control+Z Meta+Z" },
  redo: {
    icon: "m15 14 5-5-5-5M20 9H10a6 6 0 0 0 0 12h3",
    keys: "Control+Y Shift+Control+Z Meta+Shift+Z",
  },
} as const;

/**
 * Undo or redo: a round icon button named by its label (also its tooltip), announcing its
 * shortcut, off while the history has no step that way.
 */
function HistoryButton({
  step,
  editor,
  disabled,
}: {
  step: keyof typeof STEPS;
  editor: Editor;
  disabled: boolean;
}) {
  const label = useMessages().poseEditor[step];
  const possible = step === "undo" ? editor.canUndo : editor.canRedo;
  return (
    <button
      type="button"
      className="inline-flex h-11 min-w-11 items-center justify-center rounded-full border-2 border-fg bg-surface px-2 disabled:opacity-50"
      onClick={editor[step]}
      disabled={disabled || !possible}
      aria-label={label}
      title={label}
      aria-keyshortcuts={STEPS[step].keys}
    >
      <Icon d={STEPS[step].icon} />
    </button>
  );
}

/** Undo, redo and the tool switch, over the top of the canvas (`ref`: framing keeps it clear). */
export function EditorToolbar({
  editor,
  disabled,
  ref,
}: {
  editor: Editor;
  disabled: boolean;
  ref?: Ref<HTMLDivElement>;
}) {
  const p = useMessages().poseEditor;
  const tools: { value: ToolMode; label: string }[] = [
    { value: "rotate", label: p.toolRotate },
    { value: "ik", label: p.toolIk },
    { value: "move", label: p.toolMove },
  ];
  return (
    <div
      ref={ref}
      className="pointer-events-none absolute inset-x-2 top-2 flex flex-wrap items-start justify-between gap-2"
    >
      <fieldset className="pointer-events-auto flex gap-1.5">
        <legend className="sr-only">{p.history}</legend>
        <HistoryButton step="undo" editor={editor} disabled={disabled} />
        <HistoryButton step="redo" editor={editor} disabled={disabled} />
      </fieldset>
      <fieldset
        disabled={disabled}
        className="pointer-events-auto flex min-w-0 rounded-full border-2 border-fg bg-surface p-0.5"
      >
        <legend className="sr-only">{p.tool}</legend>
        {tools.map((tool) => (
          <RadioOption
            key={tool.value}
            name="pose-tool"
            label={tool.label}
            checked={editor.mode === tool.value}
            onSelect={() => editor.setMode(tool.value)}
            className="inline-flex min-h-11 cursor-pointer items-center whitespace-nowrap rounded-full px-2.5 text-xs font-bold sm:px-3 sm:text-sm has-checked:bg-fg has-checked:text-surface has-disabled:cursor-not-allowed has-disabled:opacity-60 has-focus-visible:outline-3 has-focus-visible:outline-accent"
          />
        ))}
      </fieldset>
    </div>
  );
}
