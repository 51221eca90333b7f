import { useCallback, useEffect, useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { Code } from "../../../contract/codes.ts";
import { textProblem } from "../../../contract/form-rules.ts";
import { INBOX_LIMITS, type TicketStatus } from "../../../contract/inbox.ts";
import { FormAlert, SubmitButton } from "../../components/Field.tsx";
import { dataOf } from "../../lib/envelope.ts";
import { formatDateTime } from "../../lib/format.ts";
import { format, useLocale, useMessages } from "../../lib/i18n.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { Honeypot } from "../../platform/forms/AttachmentPicker.tsx";
import { FormProblem, useErrorText } from "../../platform/forms/FormParts.tsx";
import { TextAreaField } from "../../platform/forms/fields.tsx";
import { type FieldErrorKey, fieldErrorsOf, formsApi } from "../../platform/forms/forms-api.ts";
import { useVisitorForm } from "../../platform/forms/use-visitor-form.ts";
import { topicLabel } from "./ContactForm.tsx";

type Load =
  | { status: "loading" }
  | { status: "missing" }
  | { status: "failed" }
  | { status: "ok"; ticket: TicketStatus };

/**
 * /support/ticket/:reference?token=…: the private status page of a ticket — its state, the
 * thread (the visitor's messages and the team's replies), and a form to add a message. Loaded in
 * the browser: the token never reaches a server-rendered page or a cache.
 */
export function TicketPage() {
  const m = useMessages();
  const t = m.ticketPage;
  const f = m.forms;
  const locale = useLocale();
  const hydrated = useHydrated();
  const text = useErrorText();
  const { reference = "" } = useParams();
  const [search] = useSearchParams();
  const token = search.get("token") ?? "";
  const [load, setLoad] = useState<Load>({ status: "loading" });
  const [added, setAdded] = useState(false);

  const fetchTicket = useCallback(async () => {
    try {
      const response = await formsApi.ticketStatus(reference, token);
      const ticket = dataOf(response);
      if (ticket) {
        setLoad({ status: "ok", ticket });
      } else {
        const missing = response.code === Code.notFound || response.code === Code.badRequest;
        setLoad(missing ? { status: "missing" } : { status: "failed" });
      }
    } catch {
      setLoad({ status: "failed" });
    }
  }, [reference, token]);

  useEffect(() => {
    if (!token) setLoad({ status: "missing" });
    else void fetchTicket();
  }, [token, fetchTicket]);

  const form = useVisitorForm<{ message: string }, FieldErrorKey, TicketStatus>({
    initial: { message: "" },
    schema: {
      message: (value) =>
        textProblem(value, { max: INBOX_LIMITS.message, required: true, multiline: true }),
    },
    send: (values, guard) =>
      formsApi.ticketMessage(reference, token, { message: values.message, ...guard }),
    refusal: (response) => fieldErrorsOf<{ message: string }>(response, ["message"]),
    done: (ticket) => {
      setLoad({ status: "ok", ticket });
      setAdded(true);
      form.setValues({ message: "" });
    },
  });

  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="break-words text-3xl font-black sm:text-4xl">
        {format(t.title, { reference })}
      </h1>
      <p className="mt-3 text-muted">{t.private}</p>
      {load.status === "loading" ? (
        <p className="mt-8" role="status">
          {t.loading}
        </p>
      ) : load.status === "missing" ? (
        <div className="mt-8 grid gap-4">
          <FormAlert>{t.notFound}</FormAlert>
          <p>
            <Link to="/support" className="font-bold underline underline-offset-4">
              {m.pageTitle.support}
            </Link>
          </p>
        </div>
      ) : load.status === "failed" ? (
        <div className="mt-8 grid gap-4">
          <FormAlert>{t.failed}</FormAlert>
          <p>
            <button type="button" className="btn btn-secondary" onClick={() => void fetchTicket()}>
              {m.common.retry}
            </button>
          </p>
        </div>
      ) : (
        <>
          <dl className="ink-panel mt-8 grid gap-3 p-5 sm:grid-cols-3">
            <div>
              <dt className="text-sm text-muted">{t.state}</dt>
              <dd className="font-bold">{t.states[load.ticket.state]}</dd>
            </div>
            <div className="sm:col-span-2">
              <dt className="text-sm text-muted">{t.about}</dt>
              <dd className="font-bold">
                {topicLabel(m, load.ticket.topic)} ·{" "}
                {(f.apps as Record<string, string>)[load.ticket.app] ?? load.ticket.app} ·{" "}
                {(f.platforms as Record<string, string>)[load.ticket.platform] ??
                  load.ticket.platform}
              </dd>
            </div>
          </dl>

          <section aria-labelledby="ticket-thread" className="mt-10">
            <h2 id="ticket-thread" className="text-2xl font-black">
              {t.thread}
            </h2>
            <ol className="mt-4 grid gap-4">
              {load.ticket.messages.map((message, index) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: the thread only grows at its end
                  key={index}
                  className={`ink-panel p-4 ${message.author === "staff" ? "border-accent" : ""}`}
                >
                  <p className="text-sm">
                    <span className="font-bold">{message.author === "staff" ? t.team : t.you}</span>
                    <span className="text-muted">
                      {" · "}
                      {formatDateTime(message.createdAt, locale)}
                    </span>
                  </p>
                  <p className="mt-2 whitespace-pre-wrap break-words">{message.body}</p>
                  {message.files.length ? (
                    <p className="mt-2 break-all text-sm text-muted">
                      {format(t.files, { files: message.files.join(", ") })}
                    </p>
                  ) : null}
                </li>
              ))}
            </ol>
          </section>

          <section aria-labelledby="ticket-add" className="mt-10">
            <h2 id="ticket-add" className="text-2xl font-black">
              {t.addTitle}
            </h2>
            <form {...form.props} className="mt-4 grid gap-4" aria-label={t.addTitle}>
              {added ? (
                <p role="status" className="font-semibold">
                  {t.added}
                </p>
              ) : null}
              <FormProblem errors={form.errors} />
              <TextAreaField
                label={t.message}
                hint={t.addHint}
                rows={5}
                error={text(form.errors.message)}
                {...form.bind("message")}
                onInput={() => setAdded(false)}
              />
              <Honeypot label={f.honeypot} {...form.honeypot} />
              {form.solving ? (
                <p className="text-sm text-muted" role="status">
                  {f.solving}
                </p>
              ) : null}
              <div>
                <SubmitButton
                  busy={form.busy}
                  ready={hydrated}
                  label={t.send}
                  busyLabel={f.sending}
                  className="btn btn-primary w-full sm:w-auto"
                />
              </div>
            </form>
          </section>
        </>
      )}
    </main>
  );
}
