import { useEffect, useId, useState } from "react";
import { Code } from "../../../contract/codes.ts";
import type { Envelope } from "../../../contract/envelope.ts";
import { type SecondFactorKind, secondFactorProblem } from "../../../contract/form-rules.ts";
import type { TwoFactorRefusal } from "../../../contract/two-factor.ts";
import { Field, FormAlert, SubmitButton } from "../../components/Field.tsx";
import { dataOf, refusalOf } from "../../lib/envelope.ts";
import { format, useMessages } from "../../lib/i18n.tsx";
import { showToast } from "../../lib/toast.ts";
import { type FormErrors, useForm } from "../../lib/use-form.ts";
import { ChallengeStatus } from "../challenge/ChallengeStatus.tsx";
import { useChallenge } from "../challenge/use-challenge.ts";
import { type LoginResult, saveLogin, twoFactorLoginApi } from "./auth-client.ts";

export type { SecondFactorKind };
export type TwoFactorErrorKey =
  | "code"
  | "recovery"
  | "codeWrong"
  | "codeUsed"
  | "ticket"
  | "locked";

/** The server's refusal as the field or form error to show; null when it is something else. */
export function twoFactorRefusalError(response: Envelope<unknown>): TwoFactorErrorKey | null {
  const reason = refusalOf<TwoFactorRefusal>(response)?.reason;
  if (reason === "code_wrong") return "codeWrong";
  if (reason === "code_used") return "codeUsed";
  if (reason === "ticket_invalid") return "ticket";
  if (reason === "locked" || response.code === Code.tooManyRequests) return "locked";
  return null;
}

/** A refused code as errors: `locked` is the form's, any other the code field's. */
export function codeRefusal(
  key: TwoFactorErrorKey | null,
): FormErrors<{ code: string }, TwoFactorErrorKey> {
  return key === "locked" ? { form: "locked" } : { code: key ?? "codeWrong" };
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
      {/* Keyed by kind: the input's keyboard and autofill change with it. */}
      <Field
        key={kind}
        {...(kind === "totp"
          ? {
              label: label ?? t.appCode,
              hint: t.appCodeHint,
              inputMode: "numeric",
              autoComplete: "one-time-code",
              pattern: "[0-9 ]*",
              maxLength: 7,
              inputClassName: "font-mono tracking-widest",
            }
          : {
              label: t.recoveryCode,
              hint: t.recoveryHint,
              autoComplete: "off",
              autoCapitalize: "characters",
              autoCorrect: "off",
              spellCheck: false,
              maxLength: 16,
              inputClassName: "font-mono tracking-wider uppercase",
            })}
        name="code"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error}
        required
      />
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
  const [kind, setKind] = useState<SecondFactorKind>("totp");
  const challenge = useChallenge();
  const form = useForm<{ code: string }, TwoFactorErrorKey>({
    initial: { code: "" },
    schema: { code: (code) => secondFactorProblem(code, kind) },
    submit: async ({ code }) => {
      // Many wrong codes from elsewhere ask for a solved challenge (428): never a lock-out here.
      const response = await challenge.send((solved) =>
        twoFactorLoginApi.finish({ ticket, code: code.trim(), ...solved }),
      );
      const result = dataOf(response);
      if (result) {
        saveLogin(result);
        showToast(format(m.auth.loggedIn, { name: result.userInfo.nickname }), {
          icon: "success",
        });
        return onDone(result);
      }
      const refusal = twoFactorRefusalError(response);
      if (refusal === "ticket") return onRestart("ticket");
      form.setValues({ code: "" });
      return codeRefusal(refusal);
    },
  });
  const { errors, formRef } = form;

  // The code field takes focus when the step appears, and again after a refusal.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each attempt and mode moves focus.
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input[name="code"]')?.focus();
  }, [form.attempts, kind]);

  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section aria-labelledby={headingId} className="ink-panel p-5 sm:p-7">
      <Heading id={headingId} className="text-2xl font-black">
        {t.loginTitle}
      </Heading>
      <p className="mt-2 text-muted">{kind === "totp" ? t.loginLead : t.recoveryLead}</p>
      <form {...form.props} className="mt-5 grid gap-4">
        <CodeFormAlert error={errors.form} />
        <ChallengeStatus solving={challenge.solving} />
        <SecondFactorField
          kind={kind}
          onKindChange={(next) => {
            setKind(next);
            form.setErrors({});
          }}
          value={form.values.code}
          onChange={(code) => form.set("code", code)}
          error={errors.code && errors.code !== "network" ? t.errors[errors.code] : undefined}
        />
        <SubmitButton busy={form.busy} ready label={t.verify} busyLabel={m.auth.working} />
      </form>
      <div className="mt-4 text-sm font-semibold">
        <button type="button" className="min-h-11 underline" onClick={() => onRestart("cancel")}>
          {m.auth.backToLogin}
        </button>
      </div>
    </section>
  );
}

/** The alert above a code form: too many wrong codes, the network, or anything else. */
export function CodeFormAlert({ error }: { error?: string }) {
  const m = useMessages();
  if (!error) return null;
  return (
    <FormAlert>
      {error === "locked"
        ? m.twoFactor.errors.locked
        : error === "network"
          ? m.auth.errors.network
          : m.auth.errors.generic}
    </FormAlert>
  );
}
