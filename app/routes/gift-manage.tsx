import { GiftManage } from "../features/gift/GiftManage.tsx";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/gift-manage";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "giftManage", (m) => m.giftPage.manageLead);
}

export default GiftManage;
