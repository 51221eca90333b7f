import { GiftHome } from "../features/gift/GiftHome.tsx";
import { pageMeta } from "../lib/meta.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import type { Route } from "./+types/gift";

/** This page's part of the catalogue (ADR 0023). */
export function loader({ request }: Route.LoaderArgs) {
  return pageMessages(request, "gift.tsx");
}

export function meta(args: Route.MetaArgs) {
  const coded = new URLSearchParams(args.location.search).has("code");
  const tags = pageMeta(args, "gift", (m) => m.giftPage.lead);
  return coded ? [...tags, { name: "robots", content: "noindex" }] : tags;
}

/** The invitation home screen; the site layout keeps it mounted while the visitor looks around. */
export default GiftHome;
