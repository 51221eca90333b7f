import { type CategoryItem, COL_TYPE } from "../../../contract/category.ts";
import type { Envelope } from "../../../contract/envelope.ts";
import { type IpData, isMainlandChina } from "../../../contract/region.ts";
import {
  CategoryListReplySchema,
  DeviceIdSchema,
  ImeiReplySchema,
  IpDataReplySchema,
  UserInfoReplySchema,
  validReply,
} from "../../../contract/replies.ts";
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

/** A result is stored only when its response code is 200 and it has the expected shape (spec §5). */
function whenOk<T>(
  response: Envelope<unknown>,
  schema: Parameters<typeof validReply<T>>[1],
  store: (data: T) => void,
): boolean {
  const data = validReply(response, schema);
  if (data === null) return false;
  store(data);
  return true;
}

export async function loadDeviceId({ store, storage, api, userAgent }: StartUpDeps) {
  const stored = storage.getItem(STORAGE_KEYS.imei);
  // A malformed stored id (an older build kept "undefined") is replaced, not used for ever.
  if (stored && DeviceIdSchema.safeParse(stored).success) {
    store.set({ imei: stored });
    return;
  }
  whenOk(
    await api.get<{ imei: string }>("/support/getImei", { query: { osType: 0, ua: userAgent } }),
    ImeiReplySchema,
    ({ imei }) => {
      storage.setItem(STORAGE_KEYS.imei, imei);
      store.set({ imei });
    },
  );
}

export async function loadIpData({ store, api }: Pick<StartUpDeps, "store" | "api">) {
  whenOk(await api.get<IpData>("/support/ip2geo"), IpDataReplySchema, (ipData) =>
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
    CategoryListReplySchema,
    (blogList) => store.set({ blogList }),
  );
}

/** The manual list into the store; false when the reply was refused or malformed. */
export async function loadUserManualList({
  store,
  api,
}: Pick<StartUpDeps, "store" | "api">): Promise<boolean> {
  return whenOk(
    await api.post<CategoryItem[]>("/brand/category", { query: listQuery(COL_TYPE.manual) }),
    CategoryListReplySchema,
    (userManualList) => store.set({ userManualList }),
  );
}

/**
 * The stored user, shown in the header only with a stored login beside it and in the shape the
 * server gives: a `userInfo` left without its `loginKey` is no session (issue 13).
 */
export function restoreUserInfo({ store, storage }: Pick<StartUpDeps, "store" | "storage">) {
  if (!storage.getItem(STORAGE_KEYS.loginKey)) {
    storage.removeItem(STORAGE_KEYS.userInfo);
    store.set({ userInfo: null });
    return;
  }
  const parsed = UserInfoReplySchema.safeParse(readJson<unknown>(storage, STORAGE_KEYS.userInfo));
  if (parsed.success) store.set({ userInfo: parsed.data });
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
  whenOk(await api.get<UserInfo>("/user/info"), UserInfoReplySchema, (userInfo) => {
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
