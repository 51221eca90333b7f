import { GiftHome } from "../features/gift/GiftHome.tsx";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/gift";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "gift");
}

/** The invitation home screen; the site layout keeps it mounted while the visitor looks around. */
export default function Gift() {
  return <GiftHome />;
}
