/** The storage keys of spec §3/§9: local storage, except `language` in session storage. */
export const STORAGE_KEYS = {
  loginKey: "loginKey",
  userInfo: "userInfo",
  imei: "imei",
  language: "language",
  cookieConsent: "cookieConsent",
  debug: "debug",
  /**
   * Session storage: set by the session-expiry handler just before it loads /login, so the log-in
   * page can say why the visitor is there. A fixed flag, not text in the address, so no link
   * from elsewhere can make the page say it.
   */
  sessionEnded: "sessionEnded",
  /** The /pose editor's last scene, in the share-link encoding. */
  poseScene: "poseScene",
} as const;

export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Storage that never throws (private mode, disabled storage, quota): reads give null. */
export function safeStorage(get: () => Storage): KeyValueStorage {
  return {
    getItem(key) {
      try {
        return get().getItem(key);
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        get().setItem(key, value);
      } catch {
        // Nothing to do: the value simply is not remembered.
      }
    },
    removeItem(key) {
      try {
        get().removeItem(key);
      } catch {
        // As above.
      }
    },
  };
}

export const local = safeStorage(() => window.localStorage);
export const session = safeStorage(() => window.sessionStorage);

export function readJson<T>(storage: KeyValueStorage, key: string): T | null {
  const raw = storage.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
