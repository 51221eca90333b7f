import { type ReactNode, useEffect } from "react";

/**
 * A short-lived notice at the bottom of the screen with one action (Undo, a link): the site's
 * toasts carry text only. Polite, so screen readers announce it without interrupting; it goes
 * by itself after `ms` unless `ms` is 0.
 */
export function FloatingNotice({
  message,
  action,
  onClose,
  closeLabel,
  ms,
}: {
  message: string;
  action?: ReactNode;
  onClose: () => void;
  closeLabel: string;
  ms: number;
}) {
  useEffect(() => {
    if (!ms) return;
    const timer = setTimeout(onClose, ms);
    return () => clearTimeout(timer);
  }, [ms, onClose]);
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-3">
      <div
        role="status"
        aria-live="polite"
        className="ink-panel pointer-events-auto flex max-w-md flex-wrap items-center gap-3 px-4 py-3 text-sm font-semibold"
      >
        <span>{message}</span>
        {action}
        <button
          type="button"
          className="ml-auto rounded-full px-2 text-lg leading-none"
          aria-label={closeLabel}
          onClick={onClose}
        >
          ×
        </button>
      </div>
    </div>
  );
}
