import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import type { UserInfo } from "../../../contract/user.ts";
import { type MyWork, reasonKey } from "../../../contract/works.ts";
import { FormAlert, SubmitButton } from "../../components/Field.tsx";
import { WorkThumb } from "../../components/WorkThumb.tsx";
import { dataOf, refusalOf } from "../../lib/envelope.ts";
import { format, useLocale, useMessages } from "../../lib/i18n.tsx";
import { showToast } from "../../lib/toast.ts";
import { fileProblem, uploadFile } from "../../lib/upload.ts";
import { useAction, useForm } from "../../lib/use-form.ts";
import { useResource } from "../../lib/use-resource.ts";
import { usePoses, WorkFieldsInputs } from "./WorkFields.tsx";
import { EMPTY, fieldsOf, type Problem, problemOf, RULES, type Values } from "./work-form.ts";
import { worksApi } from "./works-api.ts";

/** My gallery's works: submitting one, and the state of each submitted. */
export function MyWorks({ user }: { user: UserInfo }) {
  const m = useMessages().myWorks;
  const list = useResource(() => worksApi.mine(), user.id);
  return (
    <section id="works" aria-labelledby="my-works" className="mt-14 grid gap-8">
      <div>
        <h2 id="my-works" className="text-3xl font-black">
          {m.heading}
        </h2>
        <p className="mt-2 max-w-prose text-muted">{m.lead}</p>
      </div>
      <SubmitWork onSent={list.reload} />
      {list.failed ? (
        <FormAlert>{m.errors.generic}</FormAlert>
      ) : !list.data ? (
        <p role="status">{m.loading}</p>
      ) : list.data.length === 0 ? (
        <p className="text-muted">{m.empty}</p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" data-testid="my-works">
          {list.data.map((work) => (
            <MyWorkItem key={work.id} work={work} onChange={list.reload} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SubmitWork({ onSent }: { onSent: () => void }) {
  const m = useMessages().myWorks;
  const locale = useLocale();
  const ids = useId();
  const poses = usePoses();
  const file = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<Problem | undefined>();
  const [sent, setSent] = useState(false);
  const form = useForm<Values, Problem>({
    initial: EMPTY,
    schema: {
      ...RULES,
      rights: (v) => (v ? undefined : "rights"),
    },
    submit: async (values) => {
      setSent(false);
      setFileError(undefined);
      const chosen = file.current?.files?.[0];
      const problem = chosen ? fileProblem(chosen, "work") : "file";
      if (problem || !chosen) {
        setFileError(problem ?? "file");
        file.current?.focus();
        return {};
      }
      const uploaded = await uploadFile(chosen, "work");
      const receipt = dataOf(uploaded);
      if (!receipt) {
        const found = problemOf(uploaded);
        if (found.file) {
          setFileError(found.file);
          file.current?.focus();
          return {};
        }
        return found;
      }
      const response = await worksApi.submit({
        ...fieldsOf(values),
        upload: receipt.token,
        rights: true,
        locale,
      });
      if (refusalOf(response) !== null) {
        const found = problemOf(response);
        if (found.file) setFileError(found.file);
        return found;
      }
      form.setValues(EMPTY);
      if (file.current) file.current.value = "";
      setSent(true);
      onSent();
    },
  });
  const errors = form.errors as Partial<Record<keyof Values | "form", Problem>>;
  return (
    <form
      ref={form.formRef}
      onSubmit={form.onSubmit}
      noValidate
      className="ink-panel grid max-w-2xl gap-5 p-5 sm:p-6"
    >
      <div>
        <h3 className="text-2xl font-black">{m.submitHeading}</h3>
        <p className="mt-1 text-muted">{m.submitLead}</p>
      </div>
      {errors.form ? <FormAlert>{m.errors[errors.form]}</FormAlert> : null}
      <div>
        <label htmlFor={`${ids}-file`} className="block font-bold">
          {m.file}
        </label>
        <p id={`${ids}-file-hint`} className="mt-0.5 text-sm text-muted">
          {m.fileHint}
        </p>
        <input
          ref={file}
          id={`${ids}-file`}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="mt-1.5 block w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border-2 file:border-fg file:bg-surface file:px-3 file:font-semibold"
          aria-invalid={fileError ? true : undefined}
          aria-describedby={`${ids}-file-hint${fileError ? ` ${ids}-file-error` : ""}`}
          onChange={() => setFileError(undefined)}
        />
        {fileError ? (
          <p id={`${ids}-file-error`} className="mt-1.5 text-sm font-semibold text-accent-text">
            {m.errors[fileError]}
          </p>
        ) : null}
      </div>
      <WorkFieldsInputs form={form} errors={errors} poses={poses} />
      <div>
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            className="mt-1 h-5 w-5 shrink-0"
            checked={Boolean(form.values.rights)}
            aria-invalid={errors.rights ? true : undefined}
            aria-describedby={errors.rights ? `${ids}-rights-error` : undefined}
            onChange={(event) => form.set("rights", event.target.checked ? "yes" : "")}
          />
          <span>{m.rights}</span>
        </label>
        {errors.rights ? (
          <p id={`${ids}-rights-error`} className="mt-1.5 text-sm font-semibold text-accent-text">
            {m.errors.rights}
          </p>
        ) : null}
      </div>
      <SubmitButton
        busy={form.busy}
        ready
        label={m.submit}
        busyLabel={m.sending}
        className="btn btn-primary justify-self-start"
      />
      <p role="status" className="font-semibold">
        {sent ? m.sent : ""}
      </p>
    </form>
  );
}

function MyWorkItem({ work, onChange }: { work: MyWork; onChange: () => void }) {
  const m = useMessages().myWorks;
  const [editing, setEditing] = useState(false);
  const action = useAction();
  async function run(call: () => Promise<{ code: number }>, done: string) {
    const response = await action.run(call);
    if (response && refusalOf(response) === null) {
      showToast(done, { icon: "success" });
      onChange();
    } else showToast(m.errors.generic, { icon: "error" });
  }
  const editable =
    work.state === "pending" || work.state === "rejected" || work.state === "processing";
  return (
    <li className="ink-panel grid gap-4 p-4 sm:grid-cols-[8rem_minmax(0,1fr)]">
      {work.thumbnail ? (
        <WorkThumb
          thumbnail={work.thumbnail}
          lazy
          className="h-auto w-32 border-2 border-fg bg-surface"
        />
      ) : (
        <div className="h-32 w-32 border-2 border-dashed border-fg" />
      )}
      <div className="grid content-start gap-2">
        <h3 className="text-lg font-bold">{work.title}</h3>
        <p className="text-sm font-semibold" data-testid="work-state">
          {m.states[work.state]}
          {work.hidden ? ` · ${m.hidden}` : ""}
        </p>
        {work.rejectReason ? (
          <p className="text-sm">
            {format(m.reason, { reason: m.rejectReasons[reasonKey(work.rejectReason)] })}
          </p>
        ) : null}
        {work.decisionNote && work.decisionNote !== "unreadable" ? (
          <p className="text-sm text-muted">{format(m.note, { note: work.decisionNote })}</p>
        ) : null}
        {editing ? (
          <EditWork
            work={work}
            onDone={() => {
              setEditing(false);
              onChange();
            }}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <div className="flex flex-wrap gap-2">
            {work.state === "approved" ? (
              <Link to={`/works/${work.id}`} className="btn btn-secondary">
                {m.view}
              </Link>
            ) : null}
            {editable ? (
              <button type="button" className="btn btn-secondary" onClick={() => setEditing(true)}>
                {m.edit}
              </button>
            ) : null}
            {work.state === "rejected" ? (
              <button
                type="button"
                className="btn btn-secondary"
                disabled={action.busy || !work.editedSinceDecision}
                aria-describedby={work.editedSinceDecision ? undefined : `resubmit-${work.id}`}
                onClick={() => run(() => worksApi.resubmit(work.id), m.resent)}
              >
                {m.resubmit}
              </button>
            ) : null}
            <button
              type="button"
              className="btn btn-secondary"
              disabled={action.busy}
              onClick={() => {
                if (window.confirm(format(m.withdrawConfirm, { title: work.title }))) {
                  void run(() => worksApi.withdraw(work.id), m.withdrawn);
                }
              }}
            >
              {m.withdraw}
            </button>
            {work.state === "rejected" && !work.editedSinceDecision ? (
              <p id={`resubmit-${work.id}`} className="w-full text-sm text-muted">
                {m.editFirst}
              </p>
            ) : null}
          </div>
        )}
      </div>
    </li>
  );
}

function EditWork({
  work,
  onDone,
  onCancel,
}: {
  work: MyWork;
  onDone: () => void;
  onCancel: () => void;
}) {
  const m = useMessages().myWorks;
  const poses = usePoses();
  const form = useForm<Values, Problem>({
    initial: {
      title: work.title,
      description: work.description,
      tags: work.tags.join(", "),
      links: work.links.join("\n"),
      poseId: work.poseId ?? "",
      apps: work.apps.join(","),
      rights: "yes",
    },
    schema: RULES,
    submit: async (values) => {
      const response = await worksApi.update(work.id, fieldsOf(values));
      if (refusalOf(response) !== null) return problemOf(response);
      showToast(m.saved, { icon: "success" });
      onDone();
    },
  });
  const errors = form.errors as Partial<Record<keyof Values | "form", Problem>>;
  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate className="grid gap-4">
      {errors.form ? <FormAlert>{m.errors[errors.form]}</FormAlert> : null}
      <WorkFieldsInputs form={form} errors={errors} poses={poses} />
      <div className="flex flex-wrap gap-2">
        <SubmitButton
          busy={form.busy}
          ready
          label={m.save}
          busyLabel={m.sending}
          className="btn btn-primary"
        />
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {m.cancel}
        </button>
      </div>
    </form>
  );
}
