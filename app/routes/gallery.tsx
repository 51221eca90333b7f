import { GalleryPage } from "../features/gallery/GalleryPage.tsx";
import { MyWorks } from "../features/works/MyWorks.tsx";
import { pageMeta } from "../lib/meta.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import type { Route } from "./+types/gallery";

/** This page's part of the catalogue (ADR 0023). */
export function loader({ request }: Route.LoaderArgs) {
  return pageMessages(request, "gallery.tsx");
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "gallery", (m) => m.galleryPage.lead);
}

/** The account's saved poses and submitted works (private: noindex through the page table). */
export default function Gallery() {
  return <GalleryPage>{(user) => <MyWorks user={user} />}</GalleryPage>;
}
