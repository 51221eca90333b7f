import { type KeyValueStorage, STORAGE_KEYS } from "../../lib/storage.ts";

export const LOGOUT_DELAY_MS = 1000;
export const RELOAD_DELAY_MS = 100;

const GIFT_PATHS = new Set(["/gift", "/gift/manage"]);

export type ExpiryDeps = {
  storage: KeyValueStorage;
  location: () => { pathname: string; search: string; href: string };
  navigate: (to: string) => void;
  reload: () => void;
  onLoggedOut?: () => void;
  setTimer?: (fn: () => void, ms: number) => unknown;
};

/** Where an expired session sends the visitor (spec §4). */
export function expiryTarget(location: { pathname: string; search: string; href: string }): string {
  const path = location.pathname.replace(/\/+$/, "") || "/";
  if (GIFT_PATHS.has(path)) return `/gift${location.search}`;
  return `/login?redirects=${encodeURIComponent(location.href)}`;
}

/**
 * Spec §4 session expiry: after 1 s drop the stored login, go to /gift (keeping the query) or
 * to /login?redirects=…, and reload 100 ms later. Several failing calls start one sequence.
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
      deps.navigate(expiryTarget(deps.location()));
      setTimer(() => deps.reload(), RELOAD_DELAY_MS);
    }, LOGOUT_DELAY_MS);
    return true;
  };
}
