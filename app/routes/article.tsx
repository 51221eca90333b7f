import { ArticlePage } from "../features/articles/ArticlePage.tsx";
import { loadArticle } from "../features/articles/articles.server.ts";
import { appContext } from "../lib/context.ts";
import { contentMeta } from "../lib/meta.ts";
import type { Route } from "./+types/article";

export { RouteError as ErrorBoundary } from "../components/RouteError.tsx";

export async function loader({ request, pattern, context, params }: Route.LoaderArgs) {
  return loadArticle({ request, pattern, slug: params.slug }, context.get(appContext));
}

export function meta(args: Route.MetaArgs) {
  return contentMeta(args, args.loaderData?.article);
}

export default function Article({ loaderData }: Route.ComponentProps) {
  return <ArticlePage article={loaderData.article} section={loaderData.section} />;
}
