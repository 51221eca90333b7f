import type { ReactNode } from "react";
import type { Envelope } from "../../../contract/envelope.ts";
import {
  requiredProblem,
  type SecondFactorKind,
  secondFactorProblem,
} from "../../../contract/form-rules.ts";
import type { TwoFactorRefusal } from "../../../contract/two-factor.ts";
import { PasswordField, SubmitButton } from "../../components/Field.tsx";
import { dataOf, refusalOf } from "../../lib/envelope.ts";
import { useMessages } from "../../lib/i18n.tsx";
import { showToast } from "../../lib/toast.ts";
import { type FormErrors, useForm } from "../../lib/use-form.ts";
import { ChallengeStatus } from "../../platform/challenge/ChallengeStatus.tsx";
import { type Solved, useChallenge } from "../../platform/challenge/use-challenge.ts";
import {
  codeRefusal,
  SecondFactorField,
  type TwoFactorErrorKey,
  twoFactorRefusalError,
} from "../../platform/login/TwoFactorStep.tsx";

// The pieces every two-factor change on the account page shares (enrol, new codes, turn off).

type Values = { code: string; password: string };
type Key = TwoFactorErrorKey | "required" | "wrongCurrent" | "generic";

/** The refusal of a password-and-code form as its field errors. */
function errorsOf(response: Envelope<unknown>): FormErrors<Values, Key> {
  const reason = refusalOf<TwoFactorRefusal>(response)?.reason;
  if (reason === "password_wrong") return { password: "wrongCurrent" };
  const key = twoFactorRefusalError(response);
  return key === "locked" || key === "codeWrong" || key === "codeUsed"
    ? codeRefusal(key)
    : { form: "generic" };
}

/**
 * The form every two-factor change shares: the current password and a code, checked with the
 * contract's rules; `send` makes the call (again with a solved challenge after a 428, when the
 * account has had many wrong codes elsewhere) and `done` takes a success.
 */
export function useCodeAndPassword<T>(
  kind: SecondFactorKind,
  send: (values: Values, solved: Solved) => Promise<Envelope<T>>,
  done: (data: T | null) => void,
) {
  const challenge = useChallenge();
  const form = useForm<Values, Key>({
    initial: { code: "", password: "" },
    schema: { code: (code) => secondFactorProblem(code, kind), password: requiredProblem },
    submit: async (values) => {
      const response = await challenge.send((solved) => send(values, solved));
      if (refusalOf(response) !== null) return errorsOf(response);
      done(dataOf(response));
    },
  });
  return { ...form, solving: challenge.solving };
}

type CodeForm = ReturnType<typeof useCodeAndPassword>;

export function CurrentPassword({ form }: { form: CodeForm }) {
  const m = useMessages();
  const error = form.errors.password;
  return (
    <PasswordField
      showLabel={m.auth.showPassword}
      hideLabel={m.auth.hidePassword}
      label={m.accountPage.currentPassword}
      autoComplete="current-password"
      {...form.bind("password")}
      error={error === "required" || error === "wrongCurrent" ? m.auth.errors[error] : undefined}
    />
  );
}

export function CodeField({
  form,
  kind,
  onKindChange,
}: {
  form: CodeForm;
  kind: SecondFactorKind;
  onKindChange?: (kind: SecondFactorKind) => void;
}) {
  const t = useMessages().twoFactor;
  const error = form.errors.code;
  return (
    <>
      <ChallengeStatus solving={form.solving} />
      <SecondFactorField
        kind={kind}
        onKindChange={(next) => {
          onKindChange?.(next);
          form.setErrors((e) => ({ ...e, code: undefined }));
        }}
        value={form.values.code}
        onChange={(code) => form.set("code", code)}
        error={
          error === "code" || error === "recovery" || error === "codeWrong" || error === "codeUsed"
            ? t.errors[error]
            : undefined
        }
        hideSwitch={!onKindChange}
      />
    </>
  );
}

/** Copies to the clipboard and says whether it worked. */
export async function copyText(text: string, messages: { copied: string; copyFailed: string }) {
  try {
    await navigator.clipboard.writeText(text);
    showToast(messages.copied, { icon: "success" });
  } catch {
    showToast(messages.copyFailed, { icon: "error" });
  }
}

export function StageHeading({ children }: { children: ReactNode }) {
  return (
    <h3 tabIndex={-1} className="text-lg font-black outline-offset-4">
      {children}
    </h3>
  );
}

export /** Submit and cancel at the foot of a two-factor form. */
function Actions({
  busy,
  label,
  danger = false,
  onCancel,
}: {
  busy: boolean;
  label: string;
  danger?: boolean;
  onCancel: () => void;
}) {
  const m = useMessages();
  return (
    <div className="flex flex-wrap gap-3">
      <SubmitButton
        busy={busy}
        ready
        label={label}
        busyLabel={m.auth.working}
        className={danger ? "btn btn-danger" : "btn btn-primary"}
      />
      <button type="button" className="btn btn-secondary" onClick={onCancel}>
        {m.twoFactor.cancel}
      </button>
    </div>
  );
}
