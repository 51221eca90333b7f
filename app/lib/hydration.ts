import { useEffect } from "react";

/**
 * True in the browser until the server's page has been hydrated. Components whose server
 * markup is static and decorative (the home page's SVG drawings) use it to adopt that markup
 * instead of rebuilding it element by element during hydration.
 */
let hydrating = typeof document !== "undefined";

export function isHydrating(): boolean {
  return hydrating;
}

/** The User Timing mark set when the first hydration is done; scripts/first-load.ts reads it. */
export const HYDRATED_MARK = "inkdoll:hydrated";

/** Called once from the root component: its effects run after the whole first hydration. */
export function useMarkHydrated() {
  useEffect(() => {
    hydrating = false;
    performance.mark(HYDRATED_MARK);
  }, []);
}
