import { createStore } from "./store.ts";

export const TOAST_DURATION_MS = 3000;

export type ToastIcon = "info" | "success" | "error";
export type Toast = { id: number; message: string; icon?: ToastIcon };

export const toastStore = createStore<{ toasts: Toast[] }>({ toasts: [] });
let nextId = 1;

/** Shows a message (rendered as text, never HTML) for 3 seconds. */
export function showToast(message: string, options: { icon?: ToastIcon } = {}): number {
  const toast: Toast = { id: nextId++, message, ...(options.icon ? { icon: options.icon } : {}) };
  toastStore.set({ toasts: [...toastStore.get().toasts, toast].slice(-3) });
  setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
  return toast.id;
}

export function dismissToast(id: number) {
  toastStore.set({ toasts: toastStore.get().toasts.filter((t) => t.id !== id) });
}
