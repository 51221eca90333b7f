import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
  useState,
} from "react";

// The site's one field kit: every labelled control (input, select, textarea, checkbox) ties its
// hint and its error to itself the same way, so assistive technology reads them all alike.

type Common = { label: string; hint?: string | undefined; error?: string | undefined };

/** The ids that tie a control to its hint and error. */
export function describedBy(id: string, hint?: string, error?: string) {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

/** The attributes every control of the kit carries. */
function controlProps(id: string, hint?: string, error?: string) {
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, hint, error),
  } as const;
}

/** The error line under a control. */
function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1.5 text-sm font-semibold text-accent-text">
      {error}
    </p>
  ) : null;
}

/** Label, hint, the control (in a row with `controlClassName`), then the error. */
function FieldFrame({
  id,
  label,
  hint,
  error,
  className,
  controlClassName = "mt-1.5",
  children,
}: Common & {
  id: string;
  className?: string | undefined;
  controlClassName?: string;
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
      <div className={controlClassName}>{children}</div>
      <FieldError id={id} error={error} />
    </div>
  );
}

type FieldProps = Common & {
  /** Extra control beside the input (the password visibility toggle). */
  addon?: (id: string) => ReactNode;
  inputClassName?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id">;

/** A labelled input with its hint and its error. */
export function Field({
  label,
  hint,
  error,
  addon,
  className,
  inputClassName = "",
  ...input
}: FieldProps) {
  const id = useId();
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      error={error}
      className={className}
      controlClassName="mt-1.5 flex gap-2"
    >
      <input
        className={`field-input ${inputClassName}`}
        {...controlProps(id, hint, error)}
        {...input}
      />
      {addon?.(id)}
    </FieldFrame>
  );
}

/** A labelled native select: the options are [value, label] pairs. */
export function SelectField({
  label,
  hint,
  error,
  options,
  placeholder,
  first,
  className,
  ...select
}: Common & {
  options: readonly (readonly [string, string])[];
  /** The empty first option ("Choose…"), when no value is chosen yet. */
  placeholder?: string;
  /** Options before the list's own (a filter's "any", "mine"). */
  first?: ReactNode;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id">) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <select className="field-input" {...controlProps(id, hint, error)} {...select}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {first}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A labelled textarea with its hint and error; `inputClassName` replaces its minimum height. */
export function TextAreaField({
  label,
  hint,
  error,
  className,
  inputClassName = "min-h-36",
  ...area
}: Common & { inputClassName?: string } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id">) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <textarea
        className={`field-input ${inputClassName}`}
        {...controlProps(id, hint, error)}
        {...area}
      />
    </FieldFrame>
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
          name={name}
          type="checkbox"
          className="mt-1 h-5 w-5 shrink-0"
          checked={checked}
          {...controlProps(id, undefined, error)}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A password input with a show/hide toggle, so a long passphrase can be checked on a phone. */
export function PasswordField({
  showLabel,
  hideLabel,
  ...props
}: Omit<FieldProps, "type" | "addon"> & { showLabel: string; hideLabel: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <Field
      {...props}
      type={visible ? "text" : "password"}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      addon={(id) => (
        <button
          type="button"
          className="btn btn-secondary shrink-0 px-3"
          aria-controls={id}
          aria-pressed={visible}
          aria-label={visible ? hideLabel : showLabel}
          title={visible ? hideLabel : showLabel}
          onClick={() => setVisible((v) => !v)}
        >
          <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" fill="none">
            <path
              d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
              stroke="currentColor"
              strokeWidth="2"
            />
            <circle cx="12" cy="12" r="3" stroke="currentColor" strokeWidth="2" />
            {visible ? null : (
              <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
        </button>
      )}
    />
  );
}

/** The submit button: disabled until the page is interactive and while a call is in flight. */
export function SubmitButton({
  busy,
  ready,
  label,
  busyLabel,
  className = "btn btn-primary w-full",
}: {
  busy: boolean;
  ready: boolean;
  label: string;
  busyLabel: string;
  className?: string;
}) {
  return (
    <button type="submit" className={className} disabled={busy || !ready} aria-busy={busy}>
      {busy ? (
        <svg viewBox="0 0 24 24" className="h-5 w-5 animate-spin" aria-hidden="true" fill="none">
          <path
            d="M12 3a9 9 0 1 0 9 9"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
          />
        </svg>
      ) : null}
      <span>{busy ? busyLabel : label}</span>
    </button>
  );
}

export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-md border-2 border-accent-text px-3 py-2 text-sm font-semibold text-accent-text"
    >
      {children}
    </p>
  );
}
