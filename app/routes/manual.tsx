import { useRevalidator } from "react-router";
import { COL_TYPE } from "../../contract/category.ts";
import { loadList } from "../features/blog/content.server.ts";
import { ManualList } from "../features/manual/ManualList.tsx";
import { loadUserManualList } from "../features/startup/startup.ts";
import { api } from "../lib/api-client.ts";
import { appContext } from "../lib/context.ts";
import { useMessages } from "../lib/i18n.tsx";
import { pageMeta } from "../lib/meta.ts";
import { appStore } from "../lib/store.ts";
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
  const m = useMessages();
  const revalidator = useRevalidator();
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-4xl font-black sm:text-5xl">{m.pageTitle.manual}</h1>
      <p className="mt-4 max-w-prose text-lg text-muted">{m.manualPage.lead}</p>
      {loaderData.stale ? (
        <p className="mt-6 flex flex-wrap items-center gap-3 text-sm text-muted" role="status">
          <span>{m.manualPage.refreshFailed}</span>
          <button
            type="button"
            className="font-semibold text-fg underline underline-offset-4"
            disabled={revalidator.state !== "idle"}
            onClick={() => revalidator.revalidate()}
          >
            {m.common.retry}
          </button>
        </p>
      ) : null}
      <ManualList items={loaderData.items} />
    </main>
  );
}
