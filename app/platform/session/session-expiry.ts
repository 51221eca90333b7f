import { type KeyValueStorage, STORAGE_KEYS } from "../../lib/storage.ts";

export const LOGOUT_DELAY_MS = 1000;
export const RELOAD_DELAY_MS = 100;

const GIFT_PATHS = new Set(["/gift", "/gift/manage"]);

type Here = { pathname: string; search: string; href: string };

export type ExpiryDeps = {
  storage: KeyValueStorage;
  location: () => Here;
  /** A full-page load of the given same-site address (`location.replace` in the browser). */
  load: (to: string) => void;
  onLoggedOut?: () => void;
  /** Session storage, where the log-in page finds out that an expiry sent the visitor there. */
  note?: KeyValueStorage;
  setTimer?: (fn: () => void, ms: number) => unknown;
};

/** Where an expired session sends the visitor (spec §4). */
export function expiryTarget(location: Here): string {
  const path = location.pathname.replace(/\/+$/, "") || "/";
  if (GIFT_PATHS.has(path)) return `/gift${location.search}`;
  return `/login?redirects=${encodeURIComponent(location.href)}`;
}

/**
 * Spec §4 session expiry: after 1 s drop the stored login and work out the destination (/gift
 * keeping the query, else /login?redirects=…), then 100 ms later load that page afresh.
 * The page loaded is the destination itself, not "whatever address is current": a client-side
 * navigation may not have committed 100 ms later (slow network), and reloading then would
 * reload the old page. Several failing calls start one sequence.
 */
export function createSessionExpiryHandler(deps: ExpiryDeps) {
  const setTimer = deps.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  let running = false;
  return function onSessionExpired() {
    if (running) return false;
    running = true;
    setTimer(() => {
      deps.storage.removeItem(STORAGE_KEYS.loginKey);
      deps.storage.removeItem(STORAGE_KEYS.userInfo);
      deps.onLoggedOut?.();
      const target = expiryTarget(deps.location());
      if (target.startsWith("/login?")) deps.note?.setItem(STORAGE_KEYS.sessionEnded, "1");
      setTimer(() => deps.load(target), RELOAD_DELAY_MS);
    }, LOGOUT_DELAY_MS);
    return true;
  };
}
