import { GiftManage } from "../features/gift/GiftManage.tsx";
import { pageMeta } from "../lib/meta.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import type { Route } from "./+types/gift-manage";

/** This page's part of the catalogue (ADR 0023). */
export function loader({ request }: Route.LoaderArgs) {
  return pageMessages(request, "gift-manage.tsx");
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "giftManage", (m) => m.giftPage.manageLead);
}

export default GiftManage;
