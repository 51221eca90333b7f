import { Link } from "react-router";
import type { ContentKind } from "../../../../contract/content-admin.ts";
import type { Permission } from "../../../../contract/permissions.ts";
import { format, useMessages } from "../../../lib/i18n.tsx";
import { useResource } from "../../../lib/use-resource.ts";
import { ColumnHeads } from "../ColumnHeads.tsx";
import { useStaff } from "../ConsoleShell.tsx";
import { useConsoleMessages } from "../console-api.ts";
import { CreateForm } from "./CreateForm.tsx";
import { editorHref, listContent } from "./content-api.ts";
import { LanguageSummary, StatusLabel } from "./status.tsx";

const NARROW = "whitespace-nowrap py-2 pr-3";

const KINDS: readonly ContentKind[] = ["article", "faq", "document", "theme"];

function KindTable({ kind }: { kind: ContentKind }) {
  const cm = useConsoleMessages().content;
  const m = useMessages();
  const list = useResource(() => listContent(kind), kind);
  const sectionName = (section: string) =>
    (cm.sections as Record<string, string>)[section] ?? section;
  return (
    <section aria-labelledby={`content-${kind}`} className="grid gap-3">
      <h2 id={`content-${kind}`} className="text-xl font-black">
        {cm.kinds[kind]}
      </h2>
      {kind === "theme" ? null : <CreateForm kind={kind} />}
      {list.failed ? <p role="alert">{cm.loadFailed}</p> : null}
      {!list.data && !list.failed ? <p role="status">{m.common.loading}</p> : null}
      {list.data && !list.data.length ? <p>{cm.empty}</p> : null}
      {list.data?.length ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-content-list={kind}>
            <ColumnHeads
              rowClassName="border-b border-line"
              columns={[
                [cm.columns.title, "min-w-[12rem] py-2 pr-3"],
                [cm.columns.section, NARROW],
                [cm.columns.status, NARROW],
                [cm.columns.languages, NARROW],
              ]}
            />
            <tbody>
              {list.data.map((item) => (
                <tr key={item.id} className="border-b border-line/60 align-top">
                  <td className="py-2 pr-3">
                    <Link
                      to={editorHref(kind, item.id)}
                      className="font-semibold underline"
                      aria-label={format(cm.editLabel, { title: item.title })}
                    >
                      {item.title}
                    </Link>
                    {kind === "document" ? (
                      <span className="block text-muted">{item.id.split("@")[1]}</span>
                    ) : null}
                  </td>
                  {/* Short words in CJK must not break letter by letter: the table scrolls instead. */}
                  <td className="whitespace-nowrap py-2 pr-3">{sectionName(item.section)}</td>
                  <td className="whitespace-nowrap py-2 pr-3">
                    <StatusLabel item={item} />
                  </td>
                  <td className="py-2 pr-3 [word-break:keep-all]">
                    <LanguageSummary languages={item.languages} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

/** /admin/content: every kind the operator may edit, with status and per-language status. */
export function ContentList() {
  const cm = useConsoleMessages().content;
  const staff = useStaff();
  const kinds = KINDS.filter((kind) => staff.permissions.includes(`update:${kind}` as Permission));
  return (
    <div className="grid gap-8">
      <p>{cm.lead}</p>
      {kinds.map((kind) => (
        <KindTable key={kind} kind={kind} />
      ))}
    </div>
  );
}
