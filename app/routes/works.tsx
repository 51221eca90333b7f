import { WorksPage } from "../features/works/WorksPage.tsx";
import { loadWorks } from "../features/works/works.server.ts";
import { appContext } from "../lib/context.ts";
import { pageMeta } from "../lib/meta.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import type { Route } from "./+types/works";

export { RouteError as ErrorBoundary } from "../components/RouteError.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    ...(await loadWorks(request, context.get(appContext))),
    ...pageMessages(request, "works.tsx"),
  };
}

/** Filtered and later pages are crawlable links, but only the first page of all works is indexed. */
export function meta(args: Route.MetaArgs) {
  const tags = pageMeta(args, "works", (m) => m.worksPage.lead);
  const data = args.loaderData;
  const filtered = data && (data.app || data.tag || data.sort !== "featured" || data.page > 1);
  return filtered ? [...tags, { name: "robots", content: "noindex, follow" }] : tags;
}

export default function Works({ loaderData }: Route.ComponentProps) {
  return <WorksPage {...loaderData} />;
}
