import { SharedPosePage } from "../features/gallery/SharedPosePage.tsx";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/shared-pose";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "sharedPose");
}

/** A pose shared by its owner, read-only (noindex through the page table). */
export default SharedPosePage;
