import { useState } from "react";
import type { Envelope } from "../../../../contract/envelope.ts";
import {
  INQUIRY_STATES,
  type InquiryDetail,
  type InquiryState,
} from "../../../../contract/inbox.ts";
import { FormAlert, SelectField } from "../../../components/Field.tsx";
import { dataOf, refusalOf } from "../../../lib/envelope.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { format, useLocale } from "../../../lib/i18n.tsx";
import { useAction } from "../../../lib/use-form.ts";
import { useResource } from "../../../lib/use-resource.ts";
import { useStaff } from "../ConsoleShell.tsx";
import { useConsoleMessages } from "../console-api.ts";
import { detailText } from "./detail-values.ts";
import { InquiryThread } from "./InquiryThread.tsx";
import { assigneeOptions, inboxApi } from "./inbox-api.ts";

/** One inquiry beside the list: its facts, state and assignee, thread, reply and note. */
export function InquiryPanel({
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
        <SelectField
          label={im.state}
          value={current.state}
          disabled={!canReply || action.busy}
          onChange={({ target: { value } }) =>
            void run(() => inboxApi.state(reference, value as InquiryState), im.saved)
          }
          options={INQUIRY_STATES.map((state) => [state, im.states[state]] as const)}
        />
        <SelectField
          label={im.assignee}
          value={current.assignee ? String(current.assignee.userId) : ""}
          disabled={!canReply || action.busy}
          onChange={({ target: { value } }) =>
            void run(() => inboxApi.assign(reference, value ? Number(value) : null), im.saved)
          }
          first={<option value="">{im.unassigned}</option>}
          options={assigneeOptions(assignees)}
        />
      </div>

      {details.length ? (
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
          {details.map(([name, value]) => (
            <div key={name} className="contents">
              <dt className="font-semibold">
                {(im.fields as Record<string, string>)[name] ?? name}
              </dt>
              <dd className="break-words">{detailText(name, value, im.values)}</dd>
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
          {(
            [
              ["accepted", im.accept, im.acceptedDone, "btn btn-primary"],
              ["declined", im.decline, im.declinedDone, "btn btn-secondary"],
            ] as const
          ).map(([outcome, words, done, className]) => (
            <button
              key={outcome}
              type="button"
              className={className}
              disabled={action.busy}
              onClick={() => void run(() => inboxApi.decide(reference, outcome), done)}
            >
              {words}
            </button>
          ))}
        </div>
      ) : null}

      <InquiryThread thread={current.thread} onFailed={() => setProblem(im.errors.download)} />

      {canReply && current.kind === "support" ? (
        <MessageForm
          id="inbox-reply"
          label={im.reply}
          hint={format(im.replyHint, { email: current.email, language: current.language })}
          submit={im.sendReply}
          primary
          busy={action.busy}
          onEmpty={() => setProblem(im.errors.empty)}
          send={(text) => run(() => inboxApi.reply(reference, text), im.replied)}
        />
      ) : null}

      {canReply ? (
        <MessageForm
          id="inbox-note"
          label={im.note}
          hint={im.noteHint}
          submit={im.addNote}
          busy={action.busy}
          onEmpty={() => setProblem(im.errors.empty)}
          send={(text) => run(() => inboxApi.note(reference, text), im.noted)}
        />
      ) : null}
    </section>
  );
}

/**
 * A reply to the visitor (emailed) or an internal note: the text is kept until it is sent, and
 * an empty one is not sent at all. The reply's box is the taller (`primary`).
 */
function MessageForm({
  id,
  label,
  hint,
  submit,
  primary = false,
  busy,
  onEmpty,
  send,
}: {
  id: string;
  label: string;
  hint: string;
  submit: string;
  primary?: boolean;
  busy: boolean;
  onEmpty: () => void;
  /** Resolves to whether it was sent. */
  send: (text: string) => Promise<boolean>;
}) {
  const [text, setText] = useState("");
  return (
    <form
      className="grid gap-2"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!text.trim()) return onEmpty();
        if (await send(text)) setText("");
      }}
    >
      <label htmlFor={id} className="font-bold">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {hint}
      </p>
      <textarea
        id={id}
        className={`field-input ${primary ? "min-h-32" : "min-h-24"}`}
        aria-describedby={`${id}-hint`}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <p>
        <button
          type="submit"
          className={`btn ${primary ? "btn-primary" : "btn-secondary"}`}
          disabled={busy}
        >
          {submit}
        </button>
      </p>
    </form>
  );
}
