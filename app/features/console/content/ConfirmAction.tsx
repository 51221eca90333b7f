import { useEffect, useId, useRef } from "react";
import { useConsoleMessages } from "../console-api.ts";

/**
 * Asks before a step that takes content off the site or deletes it: the question takes focus
 * (so a screen reader reads it), then confirm or cancel. Escape cancels.
 */
export function ConfirmAction({
  question,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  question: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const cm = useConsoleMessages().content;
  const id = useId();
  const text = useRef<HTMLParagraphElement>(null);
  useEffect(() => text.current?.focus(), []);
  return (
    // Escape anywhere in the question cancels it.
    <fieldset
      aria-labelledby={id}
      className="grid gap-3 rounded-md border-2 border-fg p-4"
      onKeyDown={(e) => {
        if (e.key === "Escape") onCancel();
      }}
    >
      <p id={id} ref={text} tabIndex={-1} className="font-semibold">
        {question}
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn btn-primary" disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={onCancel}>
          {cm.cancel}
        </button>
      </div>
    </fieldset>
  );
}
