import { SearchPage } from "../features/search/SearchPage.tsx";
import { loadSearch } from "../features/search/search.server.ts";
import { appContext } from "../lib/context.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/search";

export { RouteError as ErrorBoundary } from "../components/RouteError.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSearch(request, context.get(appContext));
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "search", (m) => m.searchPage.lead);
}

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage {...loaderData} />;
}
