import { COL_TYPE } from "../../contract/category.ts";
import { ArticleCard } from "../features/blog/ArticleCard.tsx";
import { loadList } from "../features/blog/content.server.ts";
import { appContext } from "../lib/context.ts";
import { useMessages } from "../lib/i18n.tsx";
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
  const m = useMessages();
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-4xl font-black sm:text-5xl">{m.pageTitle.blog}</h1>
      <p className="mt-4 max-w-prose text-lg text-muted">{m.blogPage.lead}</p>
      {loaderData.items.length === 0 ? (
        <p className="mt-10 text-muted">{m.blogPage.empty}</p>
      ) : (
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.items.map((item) => (
            <li key={item.id} className="relative">
              <ArticleCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
