// The component lane's setup (vitest.config.ts): Testing Library's matchers on `expect`, and a
// clean page between tests — no rendered tree, no faked globals, empty storage, fresh stores.
import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { appStore, initialState } from "../lib/store.ts";
import { toastStore } from "../lib/toast.ts";
import { checkNoUnexpectedCalls } from "./render.tsx";

afterEach(() => {
  cleanup();
  checkNoUnexpectedCalls();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, "", "/");
  appStore.set(initialState);
  toastStore.set({ toasts: [] });
});
