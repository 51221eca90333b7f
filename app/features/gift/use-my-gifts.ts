import { useAppState } from "../../lib/store.ts";
import { useResource } from "../../lib/use-resource.ts";
import { giftApi } from "./gift-api.ts";

/** The visitor's gifts (sent, received, rewards), shared by /gift and /gift/manage; null logged out. */
export function useMyGifts() {
  const userId = useAppState((s) => s.userInfo?.id ?? null);
  return useResource(giftApi.mine, userId);
}
