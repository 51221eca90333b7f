import { useEffect, useRef } from "react";
import { FormAlert } from "../../components/Field.tsx";
import { format, useMessages } from "../../lib/i18n.tsx";

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

/** "Sent": the reference, said once to screen readers and focused so it is not missed. */
export function SentNotice({
  title,
  body,
  values,
  again,
  onAgain,
}: {
  title: string;
  body: string;
  values: Record<string, string>;
  again: string;
  onAgain: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role="status" className="ink-panel mt-6 grid gap-3 p-5">
      <h3 className="text-xl font-black">{title}</h3>
      <p className="break-words">{format(body, values)}</p>
      <p>
        <button type="button" className="btn btn-secondary" onClick={onAgain}>
          {again}
        </button>
      </p>
    </div>
  );
}
