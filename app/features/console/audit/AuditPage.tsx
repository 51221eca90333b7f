import { useState } from "react";
import { Field, FormAlert, SelectField } from "../../../components/Field.tsx";
import { formatDateTime } from "../../../lib/format.ts";
import { formatPlural, useLocale } from "../../../lib/i18n.tsx";
import { useStaff } from "../ConsoleShell.tsx";
import { useConsoleMessages } from "../console-api.ts";
import { FilterPanel } from "../FilterPanel.tsx";
import { Pager, usePaged } from "../Pager.tsx";
import { AuditChanges } from "./AuditChanges.tsx";
import { type AuditFilter, EMPTY_FILTER, loadAudit } from "./audit-api.ts";

const FIELDS = ["actor", "entity", "action", "from", "to"] as const;

/** /admin/audit: the audit log, newest first, filtered and paged (read:audit). Read-only. */
export function AuditPage() {
  const cm = useConsoleMessages();
  const am = cm.audit;
  const locale = useLocale();
  const me = useStaff();
  const [draft, setDraft] = useState<AuditFilter>(EMPTY_FILTER);
  const [applied, setApplied] = useState<AuditFilter>(EMPTY_FILTER);
  const log = usePaged(
    (page) => loadAudit(applied, page),
    `${me.userId}|${JSON.stringify(applied)}`,
  );
  const { data, page, pages, setPage } = log;

  const set = (name: (typeof FIELDS)[number]) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [name]: event.target.value }));
  const id = (name: string) => `audit-${name}`;
  const input = "field-input mt-1.5";

  return (
    <div className="grid gap-6">
      <p className="text-muted">{am.lead}</p>
      <FilterPanel
        label={am.filters}
        columns="xl:grid-cols-5"
        onSubmit={(event) => {
          event.preventDefault();
          setApplied(draft);
          setPage(1);
        }}
      >
        <div>
          <label htmlFor={id("actor")} className="block font-bold">
            {am.actor}
          </label>
          <input
            id={id("actor")}
            className={input}
            value={draft.actor}
            onChange={set("actor")}
            placeholder={am.actorHint}
            aria-describedby={id("actor-hint")}
          />
          <span id={id("actor-hint")} className="sr-only">
            {am.actorHint}
          </span>
        </div>
        {(["entity", "action"] as const).map((name) => (
          <SelectField
            key={name}
            label={am[name]}
            value={draft[name]}
            onChange={set(name)}
            first={<option value="">{am.any}</option>}
            options={((name === "entity" ? data?.entities : data?.actions) ?? []).map(
              (value) => [value, value] as const,
            )}
          />
        ))}
        {(["from", "to"] as const).map((name) => (
          <Field key={name} label={am[name]} type="date" value={draft[name]} onChange={set(name)} />
        ))}
        <div className="flex flex-wrap gap-2 sm:col-span-2 xl:col-span-5">
          <button type="submit" className="btn btn-primary">
            {am.apply}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              setDraft(EMPTY_FILTER);
              setApplied(EMPTY_FILTER);
              setPage(1);
            }}
          >
            {am.clear}
          </button>
        </div>
      </FilterPanel>

      {log.failed ? (
        <div className="grid gap-2">
          <FormAlert>{log.reason === "invalid_input" ? am.badDate : am.failed}</FormAlert>
          <p>
            <button type="button" className="btn btn-secondary" onClick={log.reload}>
              {am.retry}
            </button>
          </p>
        </div>
      ) : !data ? (
        <p role="status">{am.loading}</p>
      ) : (
        <section aria-live="polite" aria-busy={false} className="grid gap-3">
          <p className="font-semibold" data-testid="audit-total">
            {formatPlural(locale, am.total, data.total)}
          </p>
          {data.entries.length === 0 ? <p className="text-muted">{am.none}</p> : null}
          <ol className="grid gap-2">
            {data.entries.map((entry) => (
              <li
                key={entry.id}
                className="ink-panel grid gap-2 p-3 md:grid-cols-[12rem_12rem_1fr]"
              >
                <div className="text-sm">
                  <time dateTime={entry.at} className="block font-semibold">
                    {formatDateTime(entry.at, locale)}
                  </time>
                  <span className="block break-all text-muted">
                    {entry.actor === "cli" ? am.commandLine : entry.actor}
                  </span>
                </div>
                <div className="text-sm">
                  <span className="block font-semibold">{entry.action}</span>
                  <span className="block text-muted">
                    {entry.entity} #{entry.entityId}
                  </span>
                </div>
                <AuditChanges before={entry.before} after={entry.after} />
              </li>
            ))}
          </ol>
          <Pager page={page} pages={pages} onPage={setPage} words={am} />
        </section>
      )}
    </div>
  );
}
