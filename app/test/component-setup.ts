// The component lane's setup (vitest.config.ts): Testing Library's matchers on `expect`, and a
// clean page between tests — no rendered tree, no faked globals, empty storage, fresh stores.
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { appStore, initialState } from "../lib/store.ts";
import { toastStore } from "../lib/toast.ts";
import { checkNoUnexpectedCalls } from "./render.tsx";

// findBy…/waitFor wait for what a screen does after a (faked) answer; 1 s is short on a busy
// two-core machine, and a wait that comes true returns at once anyway.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, "", "/");
  appStore.set(initialState);
  toastStore.set({ toasts: [] });
  // Last, so a failure here leaves the next test a clean page all the same.
  checkNoUnexpectedCalls();
});
