import { useSyncExternalStore } from "react";
import { dismissToast, type ToastIcon, toastStore } from "../lib/toast.ts";

const ICONS: Record<ToastIcon, string> = {
  info: "M12 8h.01M11 12h1v5h1",
  success: "m5 12 4.5 4.5L19 7",
  error: "M12 7v6m0 4h.01",
};

/** Each kind in its own colour: a success must not wear the red of an error. */
const TONE: Record<ToastIcon, string> = {
  info: "text-fg",
  success: "text-success-text",
  error: "text-accent-text",
};

const empty = { toasts: [] };

/** One polite live region for every toast, `top-20` being the 80 px of spec §8; text, never HTML. */
export function Toaster({ closeLabel }: { closeLabel: string }) {
  const { toasts } = useSyncExternalStore(toastStore.subscribe, toastStore.get, () => empty);
  return (
    <div
      aria-live="polite"
      role="status"
      className="pointer-events-none fixed inset-x-0 top-20 z-50 flex flex-col items-center gap-2 px-3"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          data-tone={toast.icon ?? "info"}
          className="ink-panel pointer-events-auto flex max-w-md items-center gap-3 px-4 py-3 text-sm font-semibold"
        >
          {toast.icon ? (
            <svg
              viewBox="0 0 24 24"
              className={`h-5 w-5 shrink-0 ${TONE[toast.icon]}`}
              aria-hidden="true"
            >
              <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
              <path
                d={ICONS[toast.icon]}
                fill="none"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
              />
            </svg>
          ) : null}
          <span>{toast.message}</span>
          <button
            type="button"
            className="ml-auto rounded-full px-2 text-lg leading-none"
            aria-label={closeLabel}
            onClick={() => dismissToast(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
