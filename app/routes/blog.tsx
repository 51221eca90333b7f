import { COL_TYPE } from "../../contract/category.ts";
import { loadList } from "../features/articles/articles.server.ts";
import { BlogPage } from "../features/articles/BlogPage.tsx";
import { appContext } from "../lib/context.ts";
import { pageMeta } from "../lib/meta.ts";
import { appStore } from "../lib/store.ts";
import type { Route } from "./+types/blog";

export { RouteError as ErrorBoundary } from "../components/RouteError.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadList(request, context.get(appContext), COL_TYPE.blog);
}

/** The blog list of the store (loaded at start-up) spares a round trip on client navigation. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const stored = appStore.get().blogList;
  return stored.length ? { items: stored } : serverLoader();
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "blog", (m) => m.blogPage.lead);
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  return <BlogPage items={loaderData.items} />;
}
