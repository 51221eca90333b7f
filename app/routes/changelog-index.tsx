import { ChangelogIndexPage } from "../features/changelog/ChangelogIndexPage.tsx";
import { loadChangelogIndex } from "../features/changelog/changelog.server.ts";
import { appContext } from "../lib/context.ts";
import { messagesOf, pageMeta } from "../lib/meta.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import type { Route } from "./+types/changelog-index";

export { RouteError as ErrorBoundary } from "../components/RouteError.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    ...(await loadChangelogIndex(request, context.get(appContext))),
    ...pageMessages(request, "changelog-index.tsx"),
  };
}

export function meta(args: Route.MetaArgs) {
  const tags = pageMeta(args, "changelog", (m) => m.changelogPage.indexLead);
  const m = messagesOf(args.matches);
  if (!args.loaderData || !m) return tags;
  return [
    ...tags,
    {
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      title: m.changelogPage.feedAll,
      href: args.loaderData.feedPath,
    },
  ];
}

export default function ChangelogIndex({ loaderData }: Route.ComponentProps) {
  return <ChangelogIndexPage {...loaderData} />;
}
