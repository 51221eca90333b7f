import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Code } from "../../../contract/codes.ts";
import type { Envelope } from "../../../contract/envelope.ts";
import { normalizeSecondFactor, type TwoFactorRefusal } from "../../../contract/two-factor.ts";
import { Field, FormAlert, SubmitButton } from "../../components/Field.tsx";
import { format, useMessages } from "../../lib/i18n.tsx";
import { showToast } from "../../lib/toast.ts";
import { type LoginResult, saveLogin, twoFactorLoginApi } from "./auth-client.ts";

export type SecondFactorKind = "totp" | "recovery";
export type TwoFactorErrorKey = "code" | "recovery" | "codeWrong" | "ticket" | "locked";

/** What is wrong with the typed code before it is sent; undefined when it can go. */
export function secondFactorError(
  value: string,
  kind: SecondFactorKind,
): TwoFactorErrorKey | undefined {
  const parsed = normalizeSecondFactor(value);
  if (kind === "totp") return parsed?.kind === "totp" ? undefined : "code";
  return parsed?.kind === "recovery" ? undefined : "recovery";
}

/** The server's refusal as the field or form error to show; null when it is something else. */
export function twoFactorRefusalError(response: Envelope<unknown>): TwoFactorErrorKey | null {
  const reason = (response.data as TwoFactorRefusal | undefined)?.reason;
  if (reason === "code_wrong") return "codeWrong";
  if (reason === "ticket_invalid") return "ticket";
  if (reason === "locked" || response.code === Code.tooManyRequests) return "locked";
  return null;
}

/**
 * The code input of a second factor: the authenticator's 6 digits (numeric keyboard, one-time
 * code autofill) or, after the switch below it, a recovery code (letters too).
 */
export function SecondFactorField({
  kind,
  onKindChange,
  value,
  onChange,
  error,
  label,
  hideSwitch = false,
}: {
  kind: SecondFactorKind;
  onKindChange: (kind: SecondFactorKind) => void;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  label?: string;
  /** Enrolment takes the app's code only. */
  hideSwitch?: boolean;
}) {
  const m = useMessages();
  const t = m.twoFactor;
  return (
    <div className="grid gap-2">
      {kind === "totp" ? (
        <Field
          key="totp"
          label={label ?? t.appCode}
          hint={t.appCodeHint}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={7}
          inputClassName="font-mono tracking-widest"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          error={error}
          required
        />
      ) : (
        <Field
          key="recovery"
          label={t.recoveryCode}
          hint={t.recoveryHint}
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          maxLength={16}
          inputClassName="font-mono tracking-wider uppercase"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          error={error}
          required
        />
      )}
      {hideSwitch ? null : (
        <button
          type="button"
          className="min-h-11 justify-self-start text-sm font-semibold underline"
          onClick={() => {
            onChange("");
            onKindChange(kind === "totp" ? "recovery" : "totp");
          }}
        >
          {kind === "totp" ? t.useRecovery : t.useApp}
        </button>
      )}
    </div>
  );
}

/**
 * The second step of a log-in: the password was right and the account has two-factor log-in,
 * so the code (or a recovery code) finishes it with the single-use ticket. `onRestart` goes
 * back to the password when the ticket has run out.
 */
export function TwoFactorStep({
  ticket,
  onDone,
  onRestart,
  headingLevel = 2,
}: {
  ticket: string;
  onDone: (result: LoginResult) => void;
  onRestart: (reason: "ticket" | "cancel") => void;
  headingLevel?: 1 | 2;
}) {
  const m = useMessages();
  const t = m.twoFactor;
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [kind, setKind] = useState<SecondFactorKind>("totp");
  const [code, setCode] = useState("");
  const [error, setError] = useState<TwoFactorErrorKey | "network" | undefined>();
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // The code field takes focus when the step appears, and again after a refusal.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each attempt and mode moves focus.
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input[name="code"]')?.focus();
  }, [attempt, kind]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = secondFactorError(code, kind);
    setError(found);
    if (found) return setAttempt((n) => n + 1);
    setBusy(true);
    try {
      const response = await twoFactorLoginApi.finish({ ticket, code: code.trim() });
      if (response.code === Code.ok && response.data) {
        saveLogin(response.data);
        showToast(format(m.auth.loggedIn, { name: response.data.userInfo.nickname }), {
          icon: "success",
        });
        onDone(response.data);
        return;
      }
      const refusal = twoFactorRefusalError(response);
      if (refusal === "ticket") return onRestart("ticket");
      setError(refusal ?? "codeWrong");
      setCode("");
      setAttempt((n) => n + 1);
    } catch {
      setError("network");
    } finally {
      setBusy(false);
    }
  }

  const Heading = headingLevel === 1 ? "h1" : "h2";
  const fieldError = error === "code" || error === "recovery" || error === "codeWrong";
  return (
    <section aria-labelledby={headingId} className="ink-panel p-5 sm:p-7">
      <Heading id={headingId} className="text-2xl font-black">
        {t.loginTitle}
      </Heading>
      <p className="mt-2 text-muted">{kind === "totp" ? t.loginLead : t.recoveryLead}</p>
      <form ref={formRef} method="post" noValidate onSubmit={submit} className="mt-5 grid gap-4">
        {error === "locked" ? <FormAlert>{t.errors.locked}</FormAlert> : null}
        {error === "network" ? <FormAlert>{m.auth.errors.network}</FormAlert> : null}
        <SecondFactorField
          kind={kind}
          onKindChange={(next) => {
            setKind(next);
            setError(undefined);
          }}
          value={code}
          onChange={(value) => {
            setCode(value);
            if (fieldError) setError(undefined);
          }}
          error={fieldError && error ? t.errors[error] : undefined}
        />
        <SubmitButton busy={busy} ready label={t.verify} busyLabel={m.auth.working} />
      </form>
      <div className="mt-4 text-sm font-semibold">
        <button type="button" className="min-h-11 underline" onClick={() => onRestart("cancel")}>
          {m.auth.backToLogin}
        </button>
      </div>
    </section>
  );
}
