import { COL_TYPE } from "../../contract/category.ts";
import { loadList } from "../features/articles/articles.server.ts";
import { ManualPage } from "../features/articles/ManualPage.tsx";
import { api } from "../lib/api-client.ts";
import { appContext } from "../lib/context.ts";
import { pageMeta } from "../lib/meta.ts";
import { appStore } from "../lib/store.ts";
import { loadUserManualList } from "../platform/startup/startup.ts";
import type { Route } from "./+types/manual";

export { RouteError as ErrorBoundary } from "../components/RouteError.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { ...(await loadList(request, context.get(appContext), COL_TYPE.manual)), stale: false };
}

/**
 * Spec §7's user-manual list call, made where the manual is shown; kept in the store. When it
 * fails, the list the server rendered stays (on hydration `serverLoader()` hands it back
 * without a request) and the page offers a quiet retry instead of an error page.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  let fresh = appStore.get().userManualList.length > 0;
  if (!fresh) {
    fresh = await loadUserManualList({ store: appStore, api }).catch((error: unknown) => {
      console.error("[manual]", error);
      return false;
    });
  }
  const stored = appStore.get().userManualList;
  if (stored.length) return { items: stored, stale: false };
  return { ...(await serverLoader()), stale: !fresh };
}

// Runs after hydration too, so the store holds the list wherever the manual is shown.
clientLoader.hydrate = true as const;

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "manual", (m) => m.manualPage.lead);
}

export default function Manual({ loaderData }: Route.ComponentProps) {
  return <ManualPage items={loaderData.items} stale={loaderData.stale} />;
}
