import { type ReactNode, useEffect, useRef } from "react";
import { FormAlert, SelectField, SubmitButton } from "../../components/Field.tsx";
import { format, useMessages } from "../../lib/i18n.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";

/** The words of a visitor form's error key, or undefined for none. */
export function useErrorText() {
  const errors = useMessages().forms.errors;
  return (key: string | undefined): string | undefined =>
    key ? ((errors as Record<string, string>)[key] ?? errors.generic) : undefined;
}

/** The form-level alert: a summary when fields are wrong, else the form's own error. */
export function FormProblem({ errors }: { errors: Partial<Record<string, string | undefined>> }) {
  const text = useErrorText();
  const m = useMessages();
  const fields = Object.entries(errors).filter(([name, key]) => name !== "form" && key);
  if (errors.form) return <FormAlert>{text(errors.form)}</FormAlert>;
  if (fields.length) return <FormAlert>{m.forms.errors.summary}</FormAlert>;
  return null;
}

/** A required choice of a visitor form ("Choose…" until one is chosen), each said by `words`. */
export function ChoiceField<C extends string>({
  choices,
  words,
  ...field
}: {
  label: string;
  choices: readonly C[];
  words: (choice: C) => string;
  error: string | undefined;
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}) {
  const f = useMessages().forms;
  return (
    <SelectField
      placeholder={f.choose}
      options={choices.map((choice) => [choice, words(choice)] as const)}
      {...field}
    />
  );
}

/** What a visitor form's frame reads from useVisitorForm. */
type GuardedForm = {
  props: object;
  errors: Partial<Record<string, string | undefined>>;
  busy: boolean;
  solving: boolean;
  honeypot: { value: string; onChange: (value: string) => void };
};

/**
 * A visitor form (useVisitorForm): the alert first, the fields (`children`), then the honeypot,
 * "solving" while the challenge is, and the send button, which waits for hydration.
 */
export function VisitorForm({
  form,
  label,
  send,
  notice,
  className = "mt-6 grid gap-5",
  children,
}: {
  form: GuardedForm;
  /** The form's accessible name. */
  label: string;
  /** The send button's words. */
  send: string;
  /** A status line above the alert (the ticket's "added"). */
  notice?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const f = useMessages().forms;
  const hydrated = useHydrated();
  return (
    <form {...form.props} className={className} aria-label={label}>
      {notice}
      <FormProblem errors={form.errors} />
      {children}
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
          label={send}
          busyLabel={f.sending}
          className="btn btn-primary w-full sm:w-auto"
        />
      </div>
    </form>
  );
}

/** "Sent": the reference, said once to screen readers and focused so it is not missed. */
export function SentNotice({
  words,
  values,
  onAgain,
}: {
  /** The form's own words: the title, the body with {reference} and {email}, "send another". */
  words: { sentTitle: string; sentBody: string; another: string };
  values: Record<string, string>;
  onAgain: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role="status" className="ink-panel mt-6 grid gap-3 p-5">
      <h3 className="text-xl font-black">{words.sentTitle}</h3>
      <p className="break-words">{format(words.sentBody, values)}</p>
      <p>
        <button type="button" className="btn btn-secondary" onClick={onAgain}>
          {words.another}
        </button>
      </p>
    </div>
  );
}

/**
 * The honeypot input: out of sight and out of the accessibility tree, skipped by the keyboard
 * and by password managers; only a bot filling every field types in it.
 */
export function Honeypot({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div aria-hidden="true" className="honeypot">
      <label>
        {label}
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
