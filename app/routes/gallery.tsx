import { GalleryPage } from "../features/gallery/GalleryPage.tsx";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/gallery";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "gallery", (m) => m.galleryPage.lead);
}

/** The account's saved poses (private: noindex through the page table). */
export default GalleryPage;
