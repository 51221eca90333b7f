import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { Envelope } from "../../../../contract/envelope.ts";
import {
  INQUIRY_KINDS,
  INQUIRY_STATES,
  type InquiryDetail,
  type InquiryState,
} from "../../../../contract/inbox.ts";
import { UI_LOCALES } from "../../../../contract/language.ts";
import { FormAlert } from "../../../components/Field.tsx";
import { apiFile } from "../../../lib/api-client.ts";
import { dataOf, refusalOf } from "../../../lib/envelope.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { format, formatPlural, useLocale } from "../../../lib/i18n.tsx";
import { useAction } from "../../../lib/use-form.ts";
import { useResource } from "../../../lib/use-resource.ts";
import { useStaff } from "../ConsoleShell.tsx";
import { useConsoleMessages } from "../console-api.ts";
import { EMPTY_FILTER, type InboxFilter, inboxApi } from "./inbox-api.ts";

/** /admin/inbox: every visitor submission in one list; `?ref=` opens one beside it. */
export function InboxScreen() {
  const im = useConsoleMessages().inbox;
  const locale = useLocale();
  const me = useStaff();
  const [search, setSearch] = useSearchParams();
  const selected = search.get("ref");
  const [filter, setFilter] = useState<InboxFilter>(EMPTY_FILTER);
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const list = useResource(
    () => inboxApi.list(filter, page),
    `${me.userId}|${JSON.stringify(filter)}|${page}|${version}`,
  );
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const choose = (name: keyof InboxFilter) => (event: { target: { value: string } }) => {
    setFilter((f) => ({ ...f, [name]: event.target.value }));
    setPage(1);
  };
  const select = "field-input mt-1.5";

  return (
    <div className="grid gap-6">
      <p className="text-muted">{im.lead}</p>
      <form
        aria-label={im.filters}
        className="ink-panel grid gap-3 p-4 sm:grid-cols-2 xl:grid-cols-4"
        onSubmit={(event) => event.preventDefault()}
      >
        <label className="block font-bold">
          {im.kind}
          <select className={select} value={filter.kind} onChange={choose("kind")}>
            <option value="">{im.any}</option>
            {INQUIRY_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {im.kinds[kind]}
              </option>
            ))}
          </select>
        </label>
        <label className="block font-bold">
          {im.state}
          <select className={select} value={filter.state} onChange={choose("state")}>
            <option value="">{im.any}</option>
            {INQUIRY_STATES.map((state) => (
              <option key={state} value={state}>
                {im.states[state]}
              </option>
            ))}
          </select>
        </label>
        <label className="block font-bold">
          {im.assignee}
          <select className={select} value={filter.assignee} onChange={choose("assignee")}>
            <option value="">{im.any}</option>
            <option value="me">{im.mine}</option>
            <option value="none">{im.unassigned}</option>
            {data?.assignees.map((person) => (
              <option key={person.userId} value={String(person.userId)}>
                {person.nickname}
              </option>
            ))}
          </select>
        </label>
        <label className="block font-bold">
          {im.language}
          <select className={select} value={filter.language} onChange={choose("language")}>
            <option value="">{im.any}</option>
            {UI_LOCALES.map((language) => (
              <option key={language} value={language}>
                {language}
              </option>
            ))}
          </select>
        </label>
      </form>

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
          {data && pages > 1 ? (
            <nav aria-label={im.pages} className="flex flex-wrap items-center gap-3">
              <button
                type="button"
                className="btn btn-secondary"
                disabled={page <= 1}
                onClick={() => setPage((p) => p - 1)}
              >
                {im.previous}
              </button>
              <span>{format(im.page, { page, pages })}</span>
              <button
                type="button"
                className="btn btn-secondary"
                disabled={page >= pages}
                onClick={() => setPage((p) => p + 1)}
              >
                {im.next}
              </button>
            </nav>
          ) : null}
        </section>

        {selected ? (
          <InquiryPanel
            key={selected}
            reference={selected}
            assignees={data?.assignees ?? []}
            onChanged={() => setVersion((v) => v + 1)}
            onClose={() => setSearch({})}
          />
        ) : (
          <p className="text-muted">{im.pick}</p>
        )}
      </div>
    </div>
  );
}

/** Fetches a permission-checked file with the operator's login, then saves it. */
async function download(url: string, fileName: string) {
  const file = await apiFile(url);
  if (!file) throw new Error("download failed");
  const href = URL.createObjectURL(file.blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

function InquiryPanel({
  reference,
  assignees,
  onChanged,
  onClose,
}: {
  reference: string;
  assignees: { userId: number; nickname: string }[];
  onChanged: () => void;
  onClose: () => void;
}) {
  const im = useConsoleMessages().inbox;
  const locale = useLocale();
  const me = useStaff();
  const canReply = me.permissions.includes("reply:inbox");
  const loaded = useResource(() => inboxApi.detail(reference), `${me.userId}|${reference}`);
  const [detail, setDetail] = useState<InquiryDetail | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [reply, setReply] = useState("");
  const [note, setNote] = useState("");
  const action = useAction();
  const current = detail ?? loaded.data;

  async function run(call: () => Promise<Envelope<InquiryDetail>>, success: string) {
    setProblem(null);
    setDone(null);
    const response = await action.run(call);
    if (!response) {
      setProblem(im.errors.network);
      return false;
    }
    const detail = dataOf(response);
    if (!detail) {
      const reason = refusalOf(response)?.reason ?? "";
      setProblem((im.errors as Record<string, string>)[reason] ?? im.errors.generic);
      return false;
    }
    setDetail(detail);
    setDone(success);
    onChanged();
    return true;
  }

  if (loaded.failed && !current) {
    return <FormAlert>{loaded.reason === "not_found" ? im.notFound : im.failed}</FormAlert>;
  }
  if (!current) return <p role="status">{im.loading}</p>;
  const details = Object.entries(current.details).filter(
    ([, value]) => value !== null && value !== "" && value !== undefined,
  );

  return (
    <section aria-labelledby="inbox-detail" className="ink-panel grid min-w-0 gap-5 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="inbox-detail" className="break-words text-xl font-black">
            <span className="font-mono">{current.reference}</span> · {current.subject}
          </h2>
          <p className="mt-1 break-all text-sm text-muted">
            {im.kinds[current.kind]} · {current.name ? `${current.name} · ` : ""}
            {current.email} · {current.language} · {formatDateTime(current.createdAt, locale)}
          </p>
        </div>
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {im.close}
        </button>
      </div>

      {problem ? <FormAlert>{problem}</FormAlert> : null}
      {done ? (
        <p role="status" className="font-semibold">
          {done}
        </p>
      ) : null}

      <div className="grid gap-3 sm:grid-cols-2">
        <label className="block font-bold">
          {im.state}
          <select
            className="field-input mt-1.5"
            value={current.state}
            disabled={!canReply || action.busy}
            onChange={(event) =>
              void run(
                () => inboxApi.state(reference, event.target.value as InquiryState),
                im.saved,
              )
            }
          >
            {INQUIRY_STATES.map((state) => (
              <option key={state} value={state}>
                {im.states[state]}
              </option>
            ))}
          </select>
        </label>
        <label className="block font-bold">
          {im.assignee}
          <select
            className="field-input mt-1.5"
            value={current.assignee ? String(current.assignee.userId) : ""}
            disabled={!canReply || action.busy}
            onChange={(event) =>
              void run(
                () =>
                  inboxApi.assign(
                    reference,
                    event.target.value ? Number(event.target.value) : null,
                  ),
                im.saved,
              )
            }
          >
            <option value="">{im.unassigned}</option>
            {assignees.map((person) => (
              <option key={person.userId} value={String(person.userId)}>
                {person.nickname}
              </option>
            ))}
          </select>
        </label>
      </div>

      {details.length ? (
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
          {details.map(([name, value]) => (
            <div key={name} className="contents">
              <dt className="font-semibold">
                {(im.fields as Record<string, string>)[name] ?? name}
              </dt>
              <dd className="break-words">{String(value)}</dd>
            </div>
          ))}
          {current.outcome ? (
            <div className="contents">
              <dt className="font-semibold">{im.outcome}</dt>
              <dd>{im.outcomes[current.outcome as "accepted"] ?? current.outcome}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}

      {current.kind === "beta" && !current.outcome && canReply ? (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-primary"
            disabled={action.busy}
            onClick={() => void run(() => inboxApi.decide(reference, "accepted"), im.acceptedDone)}
          >
            {im.accept}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={action.busy}
            onClick={() => void run(() => inboxApi.decide(reference, "declined"), im.declinedDone)}
          >
            {im.decline}
          </button>
        </div>
      ) : null}

      <section aria-labelledby="inbox-thread" className="grid gap-3">
        <h3 id="inbox-thread" className="text-lg font-black">
          {im.thread}
        </h3>
        <ol className="grid gap-3">
          {current.thread.map((message) => (
            <li
              key={message.id}
              className={`rounded-md border-2 p-3 ${message.author === "note" ? "border-dashed border-line" : message.author === "staff" ? "border-accent" : "border-line"}`}
            >
              <p className="text-sm">
                <span className="font-bold">
                  {message.author === "visitor"
                    ? im.visitor
                    : format(message.author === "note" ? im.noteBy : im.replyBy, {
                        name: message.staff?.nickname ?? "—",
                      })}
                </span>
                <span className="text-muted">
                  {" · "}
                  {formatDateTime(message.createdAt, locale)}
                  {message.author === "staff"
                    ? ` · ${message.emailedAt ? im.emailed : im.notEmailed}`
                    : ""}
                </span>
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words">{message.body}</p>
              {message.attachments.length ? (
                <ul className="mt-2 flex flex-wrap gap-2">
                  {message.attachments.map((file) => (
                    <li key={file.id}>
                      <button
                        type="button"
                        className="btn btn-secondary px-3 py-1 text-sm"
                        onClick={() =>
                          void download(file.url, file.fileName).catch(() =>
                            setProblem(im.errors.download),
                          )
                        }
                      >
                        {format(im.download, { name: file.fileName })}
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      </section>

      {canReply && current.kind === "support" ? (
        <form
          className="grid gap-2"
          onSubmit={async (event) => {
            event.preventDefault();
            if (!reply.trim()) return setProblem(im.errors.empty);
            if (await run(() => inboxApi.reply(reference, reply), im.replied)) setReply("");
          }}
        >
          <label htmlFor="inbox-reply" className="font-bold">
            {im.reply}
          </label>
          <p id="inbox-reply-hint" className="text-sm text-muted">
            {format(im.replyHint, { email: current.email, language: current.language })}
          </p>
          <textarea
            id="inbox-reply"
            className="field-input min-h-32"
            aria-describedby="inbox-reply-hint"
            value={reply}
            onChange={(event) => setReply(event.target.value)}
          />
          <p>
            <button type="submit" className="btn btn-primary" disabled={action.busy}>
              {im.sendReply}
            </button>
          </p>
        </form>
      ) : null}

      {canReply ? (
        <form
          className="grid gap-2"
          onSubmit={async (event) => {
            event.preventDefault();
            if (!note.trim()) return setProblem(im.errors.empty);
            if (await run(() => inboxApi.note(reference, note), im.noted)) setNote("");
          }}
        >
          <label htmlFor="inbox-note" className="font-bold">
            {im.note}
          </label>
          <p id="inbox-note-hint" className="text-sm text-muted">
            {im.noteHint}
          </p>
          <textarea
            id="inbox-note"
            className="field-input min-h-24"
            aria-describedby="inbox-note-hint"
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <p>
            <button type="submit" className="btn btn-secondary" disabled={action.busy}>
              {im.addNote}
            </button>
          </p>
        </form>
      ) : null}
    </section>
  );
}
