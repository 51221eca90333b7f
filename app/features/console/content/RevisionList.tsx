import type { ContentItem } from "../../../../contract/content-admin.ts";
import { format } from "../../../lib/i18n.tsx";
import { useConsoleMessages } from "../console-api.ts";
import { useDateTime } from "./status.tsx";

/** The item's revisions, newest first, each older one with a Restore button. */
export function RevisionList({
  item,
  busy,
  onRestore,
}: {
  item: ContentItem;
  busy: boolean;
  onRestore: (revision: number) => void;
}) {
  const cm = useConsoleMessages().content;
  const when = useDateTime();
  return (
    <section aria-labelledby="content-revisions" className="grid gap-2">
      <h2 id="content-revisions" className="text-xl font-black">
        {cm.revisions}
      </h2>
      {item.revisions.length === 0 ? <p>{cm.noRevisions}</p> : null}
      <ol className="grid gap-2" data-revisions>
        {item.revisions.map((revision, index) => (
          <li
            key={revision.number}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-line px-3 py-2"
          >
            <span className="min-w-0 break-words text-sm">
              <span className="block font-semibold">{revision.title}</span>
              {format(cm.revisionLine, {
                number: revision.number,
                action: format(cm.actions[revision.action], { from: revision.restoredFrom ?? "" }),
                author: revision.author,
                time: when(revision.createdAt),
              })}
            </span>
            {index === 0 ? (
              <span className="text-sm font-semibold">{cm.current}</span>
            ) : (
              <button
                type="button"
                className="btn btn-secondary text-sm"
                disabled={busy}
                aria-label={format(cm.restoreLabel, { number: revision.number })}
                onClick={() => onRestore(revision.number)}
              >
                {cm.restore}
              </button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
