import { useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { textProblem } from "../../../contract/form-rules.ts";
import { INBOX_LIMITS, isSupportApp, type TicketStatus } from "../../../contract/inbox.ts";
import { FormAlert, TextAreaField } from "../../components/Field.tsx";
import { MoreLink, PageMain, PageSection } from "../../components/Page.tsx";
import { formatDateTime } from "../../lib/format.ts";
import { format, useLocale, useMessages } from "../../lib/i18n.tsx";
import { useResource } from "../../lib/use-resource.ts";
import { appLabel } from "../../platform/forms/app-label.ts";
import { useErrorText, VisitorForm } from "../../platform/forms/FormParts.tsx";
import { type FieldErrorKey, fieldErrorsOf, formsApi } from "../../platform/forms/forms-api.ts";
import { useVisitorForm } from "../../platform/forms/use-visitor-form.ts";
import { topicLabel } from "./ContactForm.tsx";

/** Refusals that mean the link names no ticket (a wrong token answers 404 too). */
const MISSING: readonly (string | null)[] = ["not_found", "invalid_input"];

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
  const text = useErrorText();
  const { reference = "" } = useParams();
  const [search] = useSearchParams();
  const token = search.get("token") ?? "";
  const read = useResource(
    () => formsApi.ticketStatus(reference, token),
    token ? `${reference}?${token}` : null,
  );
  /** The thread as the last added message left it, newer than the read. */
  const [posted, setPosted] = useState<TicketStatus | null>(null);
  const [added, setAdded] = useState(false);
  const ticket = posted ?? read.data;
  const status = !token
    ? "missing"
    : ticket
      ? "ok"
      : !read.failed
        ? "loading"
        : MISSING.includes(read.reason)
          ? "missing"
          : "failed";

  const form = useVisitorForm<{ message: string }, FieldErrorKey, TicketStatus>({
    initial: { message: "" },
    schema: {
      message: (value) =>
        textProblem(value, { max: INBOX_LIMITS.message, required: true, multiline: true }),
    },
    send: (values, guard) =>
      formsApi.ticketMessage(reference, token, { message: values.message, ...guard }),
    refusal: (response) => fieldErrorsOf<{ message: string }>(response, ["message"]),
    done: (next) => {
      setPosted(next);
      setAdded(true);
      form.setValues({ message: "" });
    },
  });

  return (
    <PageMain width="max-w-3xl">
      <h1 className="break-words text-3xl font-black sm:text-4xl">
        {format(t.title, { reference })}
      </h1>
      <p className="mt-3 text-muted">{t.private}</p>
      {status === "loading" ? (
        <p className="mt-8" role="status">
          {t.loading}
        </p>
      ) : status === "missing" ? (
        <div className="mt-8 grid gap-4">
          <FormAlert>{t.notFound}</FormAlert>
          <MoreLink to="/support" className="">
            {m.pageTitle.support}
          </MoreLink>
        </div>
      ) : status === "failed" || !ticket ? (
        <div className="mt-8 grid gap-4">
          <FormAlert>{t.failed}</FormAlert>
          <p>
            <button type="button" className="btn btn-secondary" onClick={read.reload}>
              {m.common.retry}
            </button>
          </p>
        </div>
      ) : (
        <>
          <dl className="ink-panel mt-8 grid gap-3 p-5 sm:grid-cols-3">
            <div>
              <dt className="text-sm text-muted">{t.state}</dt>
              <dd className="font-bold">{t.states[ticket.state]}</dd>
            </div>
            <div className="sm:col-span-2">
              <dt className="text-sm text-muted">{t.about}</dt>
              <dd className="font-bold">
                {topicLabel(m, ticket.topic)} ·{" "}
                {isSupportApp(ticket.app) ? appLabel(m, ticket.app) : ticket.app} ·{" "}
                {(f.platforms as Record<string, string>)[ticket.platform] ?? ticket.platform}
              </dd>
            </div>
          </dl>

          <PageSection id="ticket-thread" title={t.thread} className="mt-10">
            <ol className="mt-4 grid gap-4">
              {ticket.messages.map((message, index) => (
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
          </PageSection>

          <PageSection id="ticket-add" title={t.addTitle} className="mt-10">
            <VisitorForm
              form={form}
              label={t.addTitle}
              send={t.send}
              className="mt-4 grid gap-4"
              notice={
                added ? (
                  <p role="status" className="font-semibold">
                    {t.added}
                  </p>
                ) : null
              }
            >
              <TextAreaField
                label={t.message}
                hint={t.addHint}
                rows={5}
                error={text(form.errors.message)}
                {...form.bind("message")}
                onInput={() => setAdded(false)}
              />
            </VisitorForm>
          </PageSection>
        </>
      )}
    </PageMain>
  );
}
