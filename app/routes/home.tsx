import { HomePage } from "../features/home/HomePage.tsx";
import { loadHome } from "../features/home/home.server.ts";
import { appContext } from "../lib/context.ts";
import { resolveRequestLocale } from "../lib/locale.server.ts";
import { rootDataOf, seoMeta } from "../lib/meta.ts";
import { pageMessages } from "../lib/page-messages.server.ts";
import type { Route } from "./+types/home";

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    ...(await loadHome(context.get(appContext), resolveRequestLocale(request))),
    ...pageMessages(request, "home.tsx"),
  };
}

export function meta(args: Route.MetaArgs) {
  const root = rootDataOf(args.matches);
  if (!root) return [];
  return seoMeta(args, `${root.siteName} — ${root.messages.pageTitle.home}`);
}

export default function Home({ loaderData, matches }: Route.ComponentProps) {
  const subsites = rootDataOf(matches)?.shell.subsites ?? null;
  return <HomePage data={loaderData} subsites={subsites} />;
}
