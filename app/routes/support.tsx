import { SupportPage } from "../features/support/SupportPage.tsx";
import { loadSupport } from "../features/support/support.server.ts";
import { appContext } from "../lib/context.ts";
import { resolveRequestLocale } from "../lib/locale.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import type { Route } from "./+types/support";

export { RouteError as ErrorBoundary } from "../components/RouteError.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    ...(await loadSupport(context.get(appContext), resolveRequestLocale(request))),
    ...pageMessages(request, "support.tsx"),
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "support", (m) => m.supportPage.lead);
}

export default function Support({ loaderData }: Route.ComponentProps) {
  return <SupportPage {...loaderData} />;
}
