import { useSyncExternalStore } from "react";
import type { CategoryItem } from "../../contract/category.ts";
import type { IpData } from "../../contract/region.ts";
import type { UserInfo } from "../../contract/user.ts";

/** Exactly the client state of spec §3. */
export type AppState = {
  userInfo: UserInfo | null;
  ipData: IpData | null;
  imei: string;
  isChina: boolean;
  blogList: CategoryItem[];
  userManualList: CategoryItem[];
  isWebp: boolean;
};

export const initialState: AppState = {
  userInfo: null,
  ipData: null,
  imei: "",
  isChina: false,
  blogList: [],
  userManualList: [],
  isWebp: false,
};

export type Store<T> = {
  get(): T;
  set(patch: Partial<T>): void;
  subscribe(listener: () => void): () => void;
};

export function createStore<T extends object>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(patch) {
      state = { ...state, ...patch };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const appStore = createStore<AppState>(initialState);

/** Reads a slice of the store; the server (and hydration) see the initial state. */
export function useAppState<T>(select: (state: AppState) => T): T {
  return useSyncExternalStore(
    appStore.subscribe,
    () => select(appStore.get()),
    () => select(initialState),
  );
}
