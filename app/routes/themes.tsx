import { ThemesPage } from "../features/themes/ThemesPage.tsx";
import { loadThemes } from "../features/themes/themes.server.ts";
import { appContext } from "../lib/context.ts";
import { pageMeta } from "../lib/meta.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import type { Route } from "./+types/themes";

export { RouteError as ErrorBoundary } from "../components/RouteError.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    ...(await loadThemes(request, context.get(appContext))),
    ...pageMessages(request, "themes.tsx"),
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "themes", (m) => m.themesPage.lead);
}

export default function Themes({ loaderData }: Route.ComponentProps) {
  return <ThemesPage {...loaderData} />;
}
