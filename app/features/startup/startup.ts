import { type CategoryItem, COL_TYPE } from "../../../contract/category.ts";
import { Code } from "../../../contract/codes.ts";
import type { Envelope } from "../../../contract/envelope.ts";
import { type IpData, isMainlandChina } from "../../../contract/region.ts";
import type { UserInfo } from "../../../contract/user.ts";
import type { api } from "../../lib/api-client.ts";
import { type KeyValueStorage, readJson, STORAGE_KEYS } from "../../lib/storage.ts";
import type { AppState, Store } from "../../lib/store.ts";

type Api = Pick<typeof api, "get" | "post">;

export type StartUpDeps = {
  store: Store<AppState>;
  storage: KeyValueStorage;
  api: Api;
  userAgent: string;
  supportsWebp: () => boolean;
  defer?: (fn: () => void) => void;
};

/** A result is stored only when its response code is 200 (spec §5). */
function whenOk<T>(response: Envelope<T>, store: (data: T) => void) {
  if (response.code === Code.ok && response.data !== undefined) store(response.data);
}

export async function loadDeviceId({ store, storage, api, userAgent }: StartUpDeps) {
  const stored = storage.getItem(STORAGE_KEYS.imei);
  if (stored) {
    store.set({ imei: stored });
    return;
  }
  whenOk(
    await api.get<{ imei: string }>("/support/getImei", { query: { osType: 0, ua: userAgent } }),
    ({ imei }) => {
      storage.setItem(STORAGE_KEYS.imei, imei);
      store.set({ imei });
    },
  );
}

export async function loadIpData({ store, api }: Pick<StartUpDeps, "store" | "api">) {
  whenOk(await api.get<IpData>("/support/ip2geo"), (ipData) =>
    store.set({ ipData, isChina: isMainlandChina(ipData) }),
  );
}

const listQuery = (colType: number) => ({
  colType,
  webType: 1,
  currentPage: 1,
  pageSize: 999,
});

export async function loadBlogList({ store, api }: Pick<StartUpDeps, "store" | "api">) {
  whenOk(
    await api.post<CategoryItem[]>("/brand/category", { query: listQuery(COL_TYPE.blog) }),
    (data) => store.set({ blogList: Array.isArray(data) ? data : [] }),
  );
}

export async function loadUserManualList({ store, api }: Pick<StartUpDeps, "store" | "api">) {
  whenOk(
    await api.post<CategoryItem[]>("/brand/category", { query: listQuery(COL_TYPE.manual) }),
    (data) => store.set({ userManualList: Array.isArray(data) ? data : [] }),
  );
}

export function restoreUserInfo({ store, storage }: Pick<StartUpDeps, "store" | "storage">) {
  const userInfo = readJson<UserInfo>(storage, STORAGE_KEYS.userInfo);
  if (userInfo && typeof userInfo === "object") store.set({ userInfo });
}

/**
 * With a stored login, asks who is logged in: fresh details for the header, and an expired or
 * unknown token (codes 2 and 155) starts the session-expiry sequence through the API client.
 */
export async function refreshUserInfo({
  store,
  storage,
  api,
}: Pick<StartUpDeps, "store" | "storage" | "api">) {
  if (!storage.getItem(STORAGE_KEYS.loginKey)) return;
  whenOk(await api.get<UserInfo>("/user/info"), (userInfo) => {
    storage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(userInfo));
    store.set({ userInfo });
  });
}

/** Canvas WebP test at quality 0.5 (spec §3, §9). */
export function canvasSupportsWebp(): boolean {
  try {
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    return canvas.toDataURL("image/webp", 0.5).startsWith("data:image/webp");
  } catch {
    return false;
  }
}

function report(error: unknown) {
  console.error("[startup]", error);
}

/**
 * Spec §4 start-up: the stored device id or a new one; then, after a zero-delay timeout, the
 * geo lookup, the blog list and the stored user. Nothing here blocks rendering.
 */
export function startUp(deps: StartUpDeps) {
  const defer = deps.defer ?? ((fn) => setTimeout(fn, 0));
  deps.store.set({ isWebp: deps.supportsWebp() });
  const device = loadDeviceId(deps).catch(report);
  defer(() => {
    loadIpData(deps).catch(report);
    loadBlogList(deps).catch(report);
    restoreUserInfo(deps);
    refreshUserInfo(deps).catch(report);
  });
  return device;
}
