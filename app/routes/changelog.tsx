import { APP_NAMES } from "../../contract/releases.ts";
import { ChangelogPage } from "../features/changelog/ChangelogPage.tsx";
import { loadChangelog } from "../features/changelog/changelog.server.ts";
import { appContext } from "../lib/context.ts";
import { format } from "../lib/i18n.tsx";
import { messagesOf, missingMeta, pageMeta, rootDataOf, seoMeta } from "../lib/meta.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import type { Route } from "./+types/changelog";

export { RouteError as ErrorBoundary } from "../components/RouteError.tsx";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return {
    ...(await loadChangelog(request, params.app, context.get(appContext))),
    ...pageMessages(request, "changelog.tsx"),
  };
}

export function meta(args: Route.MetaArgs) {
  const root = rootDataOf(args.matches);
  const m = messagesOf(args.matches);
  const data = args.loaderData;
  if (!root || !m || !data)
    return args.error === undefined ? pageMeta(args, "changelog") : missingMeta(args);
  const title = format(m.downloadPage.changelogOf, { app: APP_NAMES[data.app] });
  return [
    ...seoMeta(args, `${title} · ${root.siteName}`, m.changelogPage.lead),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      title,
      href: data.feedPath,
    },
  ];
}

export default function Changelog({ loaderData }: Route.ComponentProps) {
  return <ChangelogPage {...loaderData} />;
}
