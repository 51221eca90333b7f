import { useRevalidator } from "react-router";
import type { CategoryItem } from "../../../contract/category.ts";
import { PageMain } from "../../components/Page.tsx";
import { useMessages } from "../../lib/i18n.tsx";
import { ManualList } from "./ManualList.tsx";

/**
 * The user manual by app and topic; `stale` when the list could not be refreshed and the
 * server's copy is shown, with a quiet retry.
 */
export function ManualPage({ items, stale }: { items: CategoryItem[]; stale: boolean }) {
  const m = useMessages();
  const revalidator = useRevalidator();
  return (
    <PageMain width="max-w-7xl">
      <h1 className="text-4xl font-black sm:text-5xl">{m.pageTitle.manual}</h1>
      <p className="mt-4 max-w-prose text-lg text-muted">{m.manualPage.lead}</p>
      {stale ? (
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
      <ManualList items={items} />
    </PageMain>
  );
}
