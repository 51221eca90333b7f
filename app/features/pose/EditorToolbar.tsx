import { useMessages } from "../../lib/i18n.tsx";
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

const UNDO = "M9 14 4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3";
const REDO = "m15 14 5-5-5-5M20 9H10a6 6 0 0 0 0 12h3";

/** Undo, redo and the tool switch, over the top of the canvas. */
export function EditorToolbar({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const p = useMessages().poseEditor;
  const tools: { value: ToolMode; label: string }[] = [
    { value: "rotate", label: p.toolRotate },
    { value: "ik", label: p.toolIk },
    { value: "move", label: p.toolMove },
  ];
  const button =
    "inline-flex h-10 min-w-10 items-center justify-center rounded-full border-2 border-fg bg-surface px-2 disabled:opacity-50";
  return (
    <div className="pointer-events-none absolute inset-x-2 top-2 flex flex-wrap items-start justify-between gap-2">
      <fieldset className="pointer-events-auto flex gap-1.5">
        <legend className="sr-only">{p.history}</legend>
        <button
          type="button"
          className={button}
          onClick={editor.undo}
          disabled={disabled || !editor.canUndo}
          aria-label={p.undo}
          title={p.undo}
          aria-keyshortcuts="Control+Z Meta+Z"
        >
          <Icon d={UNDO} />
        </button>
        <button
          type="button"
          className={button}
          onClick={editor.redo}
          disabled={disabled || !editor.canRedo}
          aria-label={p.redo}
          title={p.redo}
          aria-keyshortcuts="Control+Y Shift+Control+Z Meta+Shift+Z"
        >
          <Icon d={REDO} />
        </button>
      </fieldset>
      <fieldset
        disabled={disabled}
        className="pointer-events-auto flex min-w-0 rounded-full border-2 border-fg bg-surface p-0.5"
      >
        <legend className="sr-only">{p.tool}</legend>
        {tools.map((tool) => (
          <label
            key={tool.value}
            className="inline-flex min-h-9 cursor-pointer items-center rounded-full px-2.5 text-xs font-bold sm:px-3 sm:text-sm has-checked:bg-fg has-checked:text-surface has-disabled:cursor-not-allowed has-disabled:opacity-60 has-focus-visible:outline-3 has-focus-visible:outline-accent"
          >
            <input
              type="radio"
              name="pose-tool"
              className="sr-only"
              checked={editor.mode === tool.value}
              onChange={() => editor.setMode(tool.value)}
            />
            {tool.label}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
