import { type InputHTMLAttributes, type ReactNode, useId, useState } from "react";

type FieldProps = {
  label: string;
  hint?: string;
  error?: string;
  /** Extra control beside the input (the password visibility toggle). */
  addon?: (id: string) => ReactNode;
  inputClassName?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id">;

/** A labelled input with its hint and its error, both tied to it for assistive technology. */
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
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
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
      <div className="mt-1.5 flex gap-2">
        <input
          id={id}
          className={`field-input ${inputClassName}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={described.length ? described.join(" ") : undefined}
          {...input}
        />
        {addon?.(id)}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-semibold text-accent-text">
          {error}
        </p>
      ) : null}
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
