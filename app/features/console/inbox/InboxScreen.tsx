import { type ReactNode, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { INQUIRY_STATES } from "../../../../contract/inbox.ts";
import { UI_LOCALES } from "../../../../contract/language.ts";
import { inboxKindsOf } from "../../../../contract/permissions.ts";
import { FormAlert, SelectField } from "../../../components/Field.tsx";
import { formatDateTime } from "../../../lib/format.ts";
import { formatPlural, useLocale } from "../../../lib/i18n.tsx";
import { useStaff } from "../ConsoleShell.tsx";
import { useConsoleMessages } from "../console-api.ts";
import { FilterPanel } from "../FilterPanel.tsx";
import { Pager, usePaged } from "../Pager.tsx";
import { InquiryPanel } from "./InquiryPanel.tsx";
import { assigneeOptions, EMPTY_FILTER, type InboxFilter, inboxApi } from "./inbox-api.ts";

/** /admin/inbox: every visitor submission in one list; `?ref=` opens one beside it. */
export function InboxScreen() {
  const im = useConsoleMessages().inbox;
  const locale = useLocale();
  const me = useStaff();
  const [search, setSearch] = useSearchParams();
  const selected = search.get("ref");
  const [filter, setFilter] = useState<InboxFilter>(EMPTY_FILTER);
  const list = usePaged(
    (page) => inboxApi.list(filter, page),
    `${me.userId}|${JSON.stringify(filter)}`,
  );
  const { data, page, pages, setPage } = list;
  const choose = (name: keyof InboxFilter) => (event: { target: { value: string } }) => {
    setFilter((f) => ({ ...f, [name]: event.target.value }));
    setPage(1);
  };
  const filters: [keyof InboxFilter, readonly (readonly [string, string])[], ReactNode?][] = [
    // Only the kinds the operator's role reads (the server refuses the others).
    ["kind", inboxKindsOf(me.role).map((kind) => [kind, im.kinds[kind]] as const)],
    ["state", INQUIRY_STATES.map((state) => [state, im.states[state]] as const)],
    [
      "assignee",
      assigneeOptions(data?.assignees ?? []),
      <>
        <option value="me">{im.mine}</option>
        <option value="none">{im.unassigned}</option>
      </>,
    ],
    ["language", UI_LOCALES.map((language) => [language, language] as const)],
  ];

  return (
    <div className="grid gap-6">
      <p className="text-muted">{im.lead}</p>
      <FilterPanel
        label={im.filters}
        columns="xl:grid-cols-4"
        onSubmit={(event) => event.preventDefault()}
      >
        {filters.map(([name, options, extra]) => (
          <SelectField
            key={name}
            label={im[name]}
            value={filter[name]}
            onChange={choose(name)}
            first={
              <>
                <option value="">{im.any}</option>
                {extra}
              </>
            }
            options={options}
          />
        ))}
      </FilterPanel>

      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-labelledby="inbox-list" className="grid gap-3">
          <h2 id="inbox-list" className="text-xl font-black">
            {data ? formatPlural(locale, im.total, data.total) : im.listTitle}
          </h2>
          {list.failed ? (
            <FormAlert>{im.failed}</FormAlert>
          ) : !data ? (
            <p role="status">{im.loading}</p>
          ) : data.items.length === 0 ? (
            <p className="text-muted">{im.empty}</p>
          ) : (
            <ul className="grid gap-2">
              {data.items.map((item) => (
                <li key={item.reference}>
                  <Link
                    to={`?ref=${item.reference}`}
                    aria-current={item.reference === selected ? "true" : undefined}
                    className={`ink-panel block p-3 hover:border-accent ${item.reference === selected ? "border-accent" : ""}`}
                  >
                    <span className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
                      <span className="font-mono font-bold">{item.reference}</span>
                      <span>
                        {im.kinds[item.kind]} · {im.states[item.state]}
                        {item.outcome
                          ? ` · ${im.outcomes[item.outcome as "accepted"] ?? item.outcome}`
                          : ""}
                      </span>
                    </span>
                    <span className="mt-1 block break-words font-semibold">{item.subject}</span>
                    <span className="mt-1 block break-all text-sm text-muted">
                      {item.email} · {item.language} · {formatDateTime(item.updatedAt, locale)}
                      {item.assignee ? ` · ${item.assignee.nickname}` : ""}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {data ? <Pager page={page} pages={pages} onPage={setPage} words={im} /> : null}
        </section>

        {selected ? (
          <InquiryPanel
            key={selected}
            reference={selected}
            assignees={data?.assignees ?? []}
            onChanged={list.reload}
            onClose={() => setSearch({})}
          />
        ) : (
          <p className="text-muted">{im.pick}</p>
        )}
      </div>
    </div>
  );
}
