import { SharedPosePage } from "../features/gallery/SharedPosePage.tsx";
import { pageMeta } from "../lib/meta.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import type { Route } from "./+types/shared-pose";

/** This page's part of the catalogue (ADR 0023). */
export function loader({ request }: Route.LoaderArgs) {
  return pageMessages(request, "shared-pose.tsx");
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "sharedPose");
}

/** A pose shared by its owner, read-only (noindex through the page table). */
export default SharedPosePage;
