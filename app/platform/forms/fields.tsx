import {
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from "react";

/** The ids that tie a control to its hint and error for assistive technology. */
function describedBy(id: string, hint?: string, error?: string) {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

function Frame({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-bold">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div className="mt-1.5">{children}</div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-semibold text-accent-text">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type Common = { label: string; hint?: string | undefined; error?: string | undefined };

/** A labelled native select: the options are [value, label] pairs. */
export function SelectField({
  label,
  hint,
  error,
  options,
  placeholder,
  className,
  ...select
}: Common & {
  options: readonly (readonly [string, string])[];
  /** The empty first option ("Choose…"), when no value is chosen yet. */
  placeholder?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id">) {
  const id = useId();
  return (
    <Frame id={id} label={label} hint={hint} error={error} className={className}>
      <select
        id={id}
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </Frame>
  );
}

/** A labelled textarea with its hint and error. */
export function TextAreaField({
  label,
  hint,
  error,
  className,
  ...area
}: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id">) {
  const id = useId();
  return (
    <Frame id={id} label={label} hint={hint} error={error} className={className}>
      <textarea
        id={id}
        className="field-input min-h-36"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...area}
      />
    </Frame>
  );
}

/** A checkbox whose label is the sentence it agrees to. */
export function CheckboxField({
  label,
  error,
  checked,
  name,
  onChange,
}: {
  label: string;
  error?: string | undefined;
  checked: boolean;
  name: string;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          className="mt-1 h-5 w-5 shrink-0"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-semibold text-accent-text">
          {error}
        </p>
      ) : null}
    </div>
  );
}
