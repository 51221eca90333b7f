import { type ReactNode, useEffect, useRef, useState } from "react";
import type { Envelope } from "../../../contract/envelope.ts";
import { DATA_LANGUAGES, type DataLanguage } from "../../../contract/language.ts";
import { FormAlert, SelectField, TextAreaField } from "../../components/Field.tsx";
import { dataOf } from "../../lib/envelope.ts";
import { type FormErrors, type Schema, useAction, useForm } from "../../lib/use-form.ts";
import { LoadFailed } from "./Loaded.tsx";

// The console's record screens (releases, careers): a list, its actions, an editor above it.

/** A record as the console's API answers it: its id and the revision it was loaded at. */
type SavedRecord = { id: number; revision: number };

/** A record screen's problems: its own, a failed change, and the request that never arrived. */
type ScreenProblem<P extends string> = P | "failed" | "network";

/**
 * A record screen's state: which record is open in the editor (`{ record: null }` for a new one),
 * the notice of what the last change did, and the problem when it failed. `reload` loads the list.
 */
export function useRecordScreen<R extends SavedRecord, P extends string>(
  reload: () => void,
  errorsOf: (response: Envelope<R>) => { form?: P | undefined },
) {
  const [editing, setEditing] = useState<{ record: R | null } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<ScreenProblem<P> | null>(null);
  const action = useAction();

  /** A list action (open, publish): the notice it earned, else the problem; then the list again. */
  async function act(call: () => Promise<Envelope<R>>, said: (saved: R) => string) {
    setNotice(null);
    setProblem(null);
    const response = await action.run(call);
    if (!response) return setProblem("network");
    const saved = dataOf(response);
    if (saved) setNotice(said(saved));
    else setProblem(errorsOf(response).form ?? "failed");
    reload();
  }

  return {
    editing,
    notice,
    problem,
    busy: action.busy,
    act,
    /** Opens the editor on `record`, or on a new one. */
    edit: (record: R | null) => {
      setNotice(null);
      setEditing({ record });
    },
    close: () => setEditing(null),
    /**
     * The editor's key: the open record at its revision (`fresh` for a new one), so a record
     * saved or reloaded elsewhere opens on its new values.
     */
    editorKey: (fresh: string) =>
      editing?.record ? `${editing.record.id}:${editing.record.revision}` : fresh,
    /** The editor saved: it closes, says so, and the list loads again. */
    saved: (said: string) => {
      setEditing(null);
      setNotice(said);
      reload();
    },
  };
}

/** What the last change did, announced politely, and its problem as an alert. */
export function ScreenNotice({
  notice,
  problem,
  testId,
}: {
  notice: string | null;
  problem: string | null;
  testId: string;
}) {
  return (
    <>
      <div aria-live="polite">
        {notice ? (
          <p className="font-semibold" data-testid={testId}>
            {notice}
          </p>
        ) : null}
      </div>
      {problem ? <FormAlert>{problem}</FormAlert> : null}
    </>
  );
}

/** A list's words for its states. */
type ListWords = {
  failed: string;
  retry: string;
  loading: string;
  empty: string;
  problems: { permission: string };
};

/** A screen's list (useResource): refused with a retry, loading, empty, or its items. */
export function RecordList<T>({
  id,
  title,
  list,
  words,
  testId,
  children,
}: {
  id: string;
  title: string;
  list: { data: T[] | null; failed: boolean; reason: string | null; reload: () => void };
  words: ListWords;
  testId: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-xl font-black">
        {title}
      </h2>
      {list.failed ? (
        <LoadFailed
          text={list.reason === "permission_missing" ? words.problems.permission : words.failed}
          retry={words.retry}
          onRetry={list.reload}
        />
      ) : !list.data ? (
        <p role="status">{words.loading}</p>
      ) : list.data.length === 0 ? (
        <p>{words.empty}</p>
      ) : (
        <ul className="grid gap-2" data-testid={testId}>
          {list.data.map(children)}
        </ul>
      )}
    </section>
  );
}

/** One record of a list: what it is (`children`), then its buttons (`actions`). */
export function RecordRow({
  testId,
  actions,
  children,
}: {
  testId: string;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <li
      className="flex flex-col gap-2 rounded-md border-2 border-line p-3 sm:flex-row sm:items-center sm:gap-4"
      data-testid={testId}
    >
      <div className="min-w-0 flex-1">{children}</div>
      <div className="flex flex-wrap gap-2">{actions}</div>
    </li>
  );
}

/**
 * A record editor's form: it creates a record, or updates the open one at the revision it was
 * loaded at (a stale one is refused); the saved record goes to `onSaved`, a refusal becomes the
 * form's errors. `problem` gives a field's (or the form's) error in words.
 */
export function useRecordForm<
  R extends SavedRecord,
  V extends Record<string, string>,
  P extends string,
>({
  record,
  initial,
  schema,
  api,
  errorsOf,
  onSaved,
  problems,
}: {
  record: R | null;
  initial: V;
  schema: Schema<V, P>;
  api: {
    create: (values: V) => Promise<Envelope<R>>;
    update: (id: number, revision: number, values: V) => Promise<Envelope<R>>;
  };
  errorsOf: (response: Envelope<R>) => FormErrors<V, P>;
  onSaved: (saved: R) => void;
  problems: Record<NoInfer<P> | "network", string>;
}) {
  const form = useForm<V, P>({
    initial,
    schema,
    submit: async (values) => {
      const response = record
        ? await api.update(record.id, record.revision, values)
        : await api.create(values);
      const saved = dataOf(response);
      if (saved) return onSaved(saved);
      return errorsOf(response);
    },
  });
  const problem = (key: keyof typeof form.errors) => {
    const found = form.errors[key];
    return found ? problems[found] : undefined;
  };
  return { ...form, problem };
}

/**
 * A row's button: what it does, then, for screen readers, the record it does it to (`named`,
 * with its leading space), so every Edit of a list has its own name. `primary` stands out.
 */
export function RowButton({
  words,
  named,
  primary = false,
  disabled,
  onClick,
}: {
  words: string;
  named: string;
  primary?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={primary ? "btn btn-primary" : "btn btn-secondary"}
      disabled={disabled}
      onClick={onClick}
    >
      {words}
      <span className="sr-only">{named}</span>
    </button>
  );
}

/** The editor's words: save, save changes, cancel. */
type EditorWords = { save: string; saveChanges: string; cancel: string };

/**
 * The editor panel: it opens above the list, so its heading takes focus (and the view) and an
 * Edit far down the list does not seem to do nothing. Then the form's alert, its fields, and
 * save (the changes, when editing) and cancel.
 */
export function EditorPanel({
  id,
  heading,
  form,
  alert,
  editing,
  words,
  testId,
  onCancel,
  children,
}: {
  id: string;
  heading: string;
  form: { props: object; busy: boolean };
  alert: string | undefined;
  /** An existing record, not a new one. */
  editing: boolean;
  words: EditorWords;
  testId: string;
  onCancel: () => void;
  children: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section aria-labelledby={id} className="ink-panel grid gap-4 p-4 sm:p-6">
      <h2 id={id} ref={headingRef} tabIndex={-1} className="text-xl font-black">
        {heading}
      </h2>
      <form {...form.props} className="grid gap-4" data-testid={testId}>
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        {children}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn btn-primary" disabled={form.busy}>
            {editing ? words.saveChanges : words.save}
          </button>
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            {words.cancel}
          </button>
        </div>
      </form>
    </section>
  );
}

/**
 * The texts of a record in one language at a time: the language picker (a language without
 * its main text says so), then that language's fields.
 */
export function LanguageTexts({
  legend,
  label,
  language,
  onLanguage,
  languages,
  missing,
  filled,
  children,
}: {
  legend: string;
  label: string;
  language: DataLanguage;
  onLanguage: (language: DataLanguage) => void;
  languages: Record<DataLanguage, string>;
  missing: string;
  filled: (language: DataLanguage) => boolean;
  children: ReactNode;
}) {
  return (
    <fieldset className="grid gap-3">
      <legend className="font-bold">{legend}</legend>
      <SelectField
        label={label}
        value={language}
        onChange={(event) => onLanguage(event.target.value as DataLanguage)}
        options={DATA_LANGUAGES.map(
          (key) => [key, filled(key) ? languages[key] : `${languages[key]} (${missing})`] as const,
        )}
      />
      {children}
    </fieldset>
  );
}

/** A record's long text in Markdown, in its language. */
export function MarkdownField(props: {
  label: string;
  hint: string;
  error: string | undefined;
  language: DataLanguage;
  rows: number;
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}) {
  const { language, ...rest } = props;
  return (
    <TextAreaField {...rest} lang={language.replace("_", "-")} inputClassName="font-mono text-sm" />
  );
}
