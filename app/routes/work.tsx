import { WorkPage } from "../features/works/WorkPage.tsx";
import { loadWork } from "../features/works/works.server.ts";
import { appContext } from "../lib/context.ts";
import { missingMeta, rootDataOf, seoMeta } from "../lib/meta.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import { withShareImage } from "../lib/share-meta.ts";
import type { Route } from "./+types/work";

export { RouteError as ErrorBoundary } from "../components/RouteError.tsx";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return {
    ...(await loadWork(request, context.get(appContext), params.id)),
    ...pageMessages(request, "work.tsx"),
  };
}

/**
 * A work's own page: its title and artist, the work itself as the share card (the JPEG closest
 * to 1200 px wide), and a VisualArtwork with its ImageObject for search engines.
 */
export function meta(args: Route.MetaArgs) {
  const { loaderData } = args;
  const root = rootDataOf(args.matches);
  if (!loaderData || !root) return missingMeta(args);
  const { work, origin } = loaderData;
  const artist = work.artist.team ? root.siteName : work.artist.name;
  const jpegs = work.variants.filter((v) => v.format === "jpeg");
  const card = jpegs.filter((v) => v.width <= 1200).at(-1) ?? jpegs[0];
  const image = card ? `${origin}${card.url}` : `${origin}/og-image.png`;
  const description = work.description || `${work.title} · ${artist}`;
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "VisualArtwork",
    name: work.title,
    description,
    url: `${origin}/works/${work.id}`,
    inLanguage: root.locale,
    artform: "Illustration",
    dateCreated: work.publishedAt,
    keywords: work.tags.join(", "),
    creator: work.artist.team
      ? { "@type": "Organization", name: root.siteName, url: origin }
      : { "@type": "Person", name: artist, ...(work.links.length ? { sameAs: work.links } : {}) },
    image: {
      "@type": "ImageObject",
      contentUrl: image,
      width: card?.width,
      height: card?.height,
      encodingFormat: "image/jpeg",
      creditText: artist,
    },
  };
  const tags = seoMeta(args, `${work.title} · ${root.siteName}`, description);
  return [
    ...withShareImage(tags, image, card),
    ...(card ? [{ property: "og:type", content: "article" }] : []),
    { "script:ld+json": jsonLd },
  ];
}

export default function Work({ loaderData }: Route.ComponentProps) {
  return <WorkPage work={loaderData.work} />;
}
