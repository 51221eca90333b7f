import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";

/**
 * The site's one form pattern (ADR 0009): a form is a schema of rules from contract/form-rules.ts,
 * its fields, and a submit target that answers with the errors to show (nothing when it is done).
 * The hook owns what every form repeated: checking before sending, one submit at a time, the
 * network failure, and focus on the first invalid field.
 */

/** Problem keys by field; `form` is the alert above the fields. */
export type FormErrors<V, E extends string> = Partial<Record<(keyof V & string) | "form", E>>;

/** A rule per field: the key of the problem, or undefined when the value can go. */
export type Schema<V, E extends string> = {
  [K in keyof V]?: (value: V[K], values: V) => E | undefined;
};

/** Sends the checked values; resolves to the refusal as errors, or to nothing on success. */
export type SubmitTarget<V, E extends string> = (values: V) => Promise<SubmitResult<V, E>>;
// biome-ignore lint/suspicious/noConfusingVoidType: a target may end with `return onDone()`.
type SubmitResult<V, E extends string> = FormErrors<V, E> | undefined | void;

/** The errors of `values` under `schema`; an empty object means they can be sent. */
export function check<V, E extends string>(schema: Schema<V, E>, values: V): FormErrors<V, E> {
  const errors: FormErrors<V, E> = {};
  for (const name of Object.keys(schema) as (keyof V & string)[]) {
    const problem = schema[name]?.(values[name], values);
    if (problem) errors[name] = problem;
  }
  return errors;
}

export const hasErrors = (errors: object) => Object.values(errors).some(Boolean);

/**
 * One submission: check, then send; a request that fails outright (offline, timeout) is the
 * form-level "network" error rather than an exception in the screen.
 */
export async function submitOnce<V, E extends string>(
  schema: Schema<V, E>,
  values: V,
  target: SubmitTarget<V, E | "network">,
): Promise<FormErrors<V, E | "network">> {
  const found: FormErrors<V, E | "network"> = check(schema, values);
  if (hasErrors(found)) return found;
  try {
    return (await target(values)) || {};
  } catch {
    return { form: "network" } as FormErrors<V, E | "network">;
  }
}

/** Typing in a field marked wrong answers its error and the form's; other errors stay. */
export function clearField<V, E extends string>(
  errors: FormErrors<V, E>,
  name: keyof V & string,
): FormErrors<V, E> {
  return errors[name] ? { ...errors, [name]: undefined, form: undefined } : errors;
}

/**
 * One submission at a time: a second submit while the first is in flight is ignored (returns
 * false). `busy` is reported only when the values pass the rules and a request really starts.
 */
export function createSubmitter<V, E extends string>(report: {
  busy: (on: boolean) => void;
  done: (errors: FormErrors<V, E | "network">) => void;
}) {
  let sending = false;
  return async (schema: Schema<V, E>, values: V, target: SubmitTarget<V, E | "network">) => {
    if (sending) return false;
    sending = true;
    if (!hasErrors(check(schema, values))) report.busy(true);
    try {
      report.done(await submitOnce(schema, values, target));
    } finally {
      sending = false;
      report.busy(false);
    }
    return true;
  };
}

export type FormOptions<V, E extends string> = {
  initial: V;
  /** The rules, read at each submit (so they may follow the form's mode). */
  schema: Schema<V, E>;
  submit: SubmitTarget<V, E | "network">;
};

export function useForm<V extends Record<string, string>, E extends string>({
  initial,
  schema,
  submit,
}: FormOptions<V, E>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors<V, E | "network">>({});
  const [busy, setBusy] = useState(false);
  /** Counts refused submissions, so focus moves again even when the errors look the same. */
  const [attempts, setAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!attempts) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  const set = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => clearField<V, E | "network">(e, name));
  }, []);

  const [submitter] = useState(() =>
    createSubmitter<V, E>({
      busy: setBusy,
      done: (found) => {
        setErrors(found);
        if (hasErrors(found)) setAttempts((n) => n + 1);
      },
    }),
  );

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submitter(schema, values, submit);
  }

  /** The props a text field takes from the form: name, value and the change handler. */
  const bind = <K extends keyof V & string>(name: K) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value as V[K]),
  });

  return {
    values,
    errors,
    busy,
    attempts,
    formRef,
    set,
    setValues,
    setErrors,
    bind,
    onSubmit,
    props: { ref: formRef, method: "post", noValidate: true, onSubmit } as const,
  };
}

/**
 * A button's action outside a form (claim, revoke, set up): one at a time, `busy` while it runs,
 * and a thrown request reported as `failed` instead of escaping into the screen.
 */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = useCallback(async <T>(action: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    try {
      return await action();
    } catch {
      return undefined;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
