import { ThemePage } from "../features/themes/ThemePage.tsx";
import { loadTheme } from "../features/themes/themes.server.ts";
import { appContext } from "../lib/context.ts";
import { missingMeta, rootDataOf, seoMeta } from "../lib/meta.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import { withShareImage } from "../lib/share-meta.ts";
import type { Route } from "./+types/theme";

export { RouteError as ErrorBoundary } from "../components/RouteError.tsx";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return {
    ...(await loadTheme(request, context.get(appContext), params.slug)),
    ...pageMessages(request, "theme.tsx"),
  };
}

/**
 * A landing page per theme: its own title and description, the cover render as the share card,
 * and a CollectionPage of the poses' renders for search engines.
 */
export function meta(args: Route.MetaArgs) {
  const { loaderData } = args;
  const root = rootDataOf(args.matches);
  if (!loaderData || !root) return missingMeta(args);
  const { theme, poses, origin } = loaderData;
  const cover = theme.coverThumbs.at(-1);
  const image = cover ? `${origin}${cover.webp}` : `${origin}/og-image.png`;
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "CollectionPage",
    name: theme.title,
    description: theme.description,
    url: `${origin}/themes/${theme.slug}`,
    inLanguage: root.locale,
    image,
    hasPart: poses.map((pose) => {
      const large = pose.thumbs.at(-1);
      return {
        "@type": "ImageObject",
        name: pose.name,
        contentUrl: `${origin}${large?.webp ?? ""}`,
        width: large?.width,
        height: large?.height,
        encodingFormat: "image/webp",
      };
    }),
  };
  const tags = seoMeta(args, `${theme.title} · ${root.siteName}`, theme.description);
  return [...withShareImage(tags, image, cover), { "script:ld+json": jsonLd }];
}

export default function Theme({ loaderData, matches }: Route.ComponentProps) {
  const shell = rootDataOf(matches)?.shell;
  return (
    <ThemePage
      theme={loaderData.theme}
      poses={loaderData.poses}
      subsites={shell?.subsites ?? null}
      appLinks={shell?.appLinks ?? false}
    />
  );
}
