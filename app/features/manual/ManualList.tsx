import type { CategoryItem } from "../../../contract/category.ts";
import { bcp47Of } from "../../../contract/language.ts";
import { useMessages } from "../../lib/i18n.tsx";
import { APPS } from "../shell/nav.ts";
import { useUserManualList } from "./use-user-manual-list.ts";

function byOrder(a: CategoryItem, b: CategoryItem) {
  return (a.order ?? 0) - (b.order ?? 0);
}

/** Manual entries grouped by app, with loading, empty and error states. */
export function ManualList() {
  const m = useMessages();
  const { items, status, retry } = useUserManualList();
  if (status === "loading" && items.length === 0) {
    return (
      <ul
        className="mt-10 grid gap-4 md:grid-cols-2"
        aria-busy="true"
        aria-label={m.common.loading}
      >
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="h-28 animate-pulse rounded-md border-2 border-line bg-raised" />
        ))}
      </ul>
    );
  }
  if (status === "error") {
    return (
      <div className="ink-panel mt-10 p-5" role="alert">
        <p>{m.common.networkError}</p>
        <button type="button" className="btn btn-secondary mt-4" onClick={retry}>
          {m.common.retry}
        </button>
      </div>
    );
  }
  if (items.length === 0) return <p className="mt-10 text-muted">{m.manualPage.empty}</p>;
  return (
    <div className="mt-10 grid gap-12">
      {APPS.map((app) => {
        const entries = items.filter((i) => i.app === app).sort(byOrder);
        if (!entries.length) return null;
        return (
          <section key={app} aria-labelledby={`manual-${app}`}>
            <h2 id={`manual-${app}`} className="text-2xl font-black">
              {m.websiteIndex[`${app}Name`]}
            </h2>
            <ul className="mt-4 grid gap-4 md:grid-cols-2">
              {entries.map((entry) => (
                <li key={entry.id} className="ink-panel p-5" lang={bcp47Of(entry.language)}>
                  <h3 className="text-lg font-bold">{entry.title}</h3>
                  <p className="mt-2 text-muted">{entry.summary}</p>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
