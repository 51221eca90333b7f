import { useId, useState } from "react";
import { Link } from "react-router";
import {
  emailProblem,
  newPasswordProblem,
  nicknameProblem,
  requiredProblem,
  resetCodeProblem,
} from "../../../contract/form-rules.ts";
import { Field, FormAlert, PasswordField, SubmitButton } from "../../components/Field.tsx";
import { dataOf, refusalOf } from "../../lib/envelope.ts";
import { format, formatNodes, useLocale, useMessages } from "../../lib/i18n.tsx";
import { showToast } from "../../lib/toast.ts";
import { type Schema, useForm } from "../../lib/use-form.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { ChallengeStatus } from "../challenge/ChallengeStatus.tsx";
import { useChallenge } from "../challenge/use-challenge.ts";
import {
  authApi,
  errorsFromResponse,
  type LoginResult,
  saveLogin,
  twoFactorTicket,
} from "./auth-client.ts";
import { TwoFactorStep } from "./TwoFactorStep.tsx";
import type { AuthErrorKey } from "./validate.ts";

export type AuthMode = "login" | "register" | "forgot" | "reset";
const FIELDS = ["email", "password", "nickname", "code"] as const;
type FieldName = (typeof FIELDS)[number];
type Values = Record<FieldName, string>;

const SCHEMAS: Record<AuthMode, Schema<Values, AuthErrorKey>> = {
  login: { email: emailProblem, password: requiredProblem },
  register: { email: emailProblem, password: newPasswordProblem, nickname: nicknameProblem },
  forgot: { email: emailProblem },
  reset: { email: emailProblem, code: resetCodeProblem, password: newPasswordProblem },
};

/**
 * Log in, sign up, forgot and reset password in one form, used by /login and embedded on the
 * gift screens. On success the login is stored and `onDone` decides where to go.
 */
export function LoginForm({
  initialMode = "login",
  onDone,
  headingLevel = 2,
}: {
  initialMode?: AuthMode;
  onDone: (result: LoginResult, mode: AuthMode) => void;
  headingLevel?: 1 | 2;
}) {
  const m = useMessages();
  const locale = useLocale();
  const ready = useHydrated();
  const headingId = useId();
  const [mode, setMode] = useState<AuthMode>(initialMode);
  /** Set when the password was right and the account asks for its second factor. */
  const [ticket, setTicket] = useState<string | null>(null);
  const challenge = useChallenge();
  const form = useForm<Values, AuthErrorKey>({
    initial: { email: "", password: "", nickname: "", code: "" },
    schema: SCHEMAS[mode],
    submit: send,
  });
  const { values, errors } = form;

  const switchTo = (next: AuthMode) => {
    setMode(next);
    form.setErrors({});
    form.setValues((v) => ({ ...v, password: "", code: "" }));
  };

  async function send(values: Values) {
    const email = values.email.trim();
    if (mode === "forgot") {
      const response = await challenge.send((solved) =>
        authApi.forgot({ email, language: locale, ...solved }),
      );
      if (refusalOf(response) !== null) return errorsFromResponse(response, FIELDS);
      return switchTo("reset");
    }
    const response =
      mode === "login"
        ? await challenge.send((solved) =>
            authApi.login({ email, password: values.password, ...solved }),
          )
        : mode === "register"
          ? await authApi.register({
              email,
              password: values.password,
              nickname: values.nickname.trim(),
              language: locale,
            })
          : await authApi.reset({ email, code: values.code.trim(), password: values.password });
    const pending = twoFactorTicket(response);
    if (pending) return setTicket(pending);
    const result = dataOf(response);
    if (!result) return errorsFromResponse(response, FIELDS);
    saveLogin(result);
    const name = result.userInfo.nickname;
    showToast(
      mode === "register"
        ? format(m.auth.registered, { name })
        : mode === "reset"
          ? m.auth.passwordReset
          : format(m.auth.loggedIn, { name }),
      { icon: "success" },
    );
    onDone(result, mode);
  }

  const error = (name: FieldName) => {
    const key = errors[name];
    return key ? m.auth.errors[key] : undefined;
  };
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const title = {
    login: m.auth.loginTitle,
    register: m.auth.registerTitle,
    forgot: m.auth.forgotTitle,
    reset: m.auth.resetTitle,
  }[mode];
  const submitLabel = {
    login: m.auth.submitLogin,
    register: m.auth.submitRegister,
    forgot: m.auth.submitForgot,
    reset: m.auth.submitReset,
  }[mode];
  const modeLink = (target: AuthMode, label: string) => (
    <button type="button" className="min-h-11 underline" onClick={() => switchTo(target)}>
      {label}
    </button>
  );
  const passwordProps = { showLabel: m.auth.showPassword, hideLabel: m.auth.hidePassword };

  if (ticket) {
    return (
      <TwoFactorStep
        ticket={ticket}
        headingLevel={headingLevel}
        onDone={(result) => onDone(result, mode)}
        onRestart={(reason) => {
          setTicket(null);
          switchTo("login");
          if (reason === "ticket") form.setErrors({ form: "ticketExpired" });
        }}
      />
    );
  }

  return (
    <section aria-labelledby={headingId} className="ink-panel p-5 sm:p-7">
      {mode === "login" || mode === "register" ? (
        <fieldset className="mb-5 grid grid-cols-2 rounded-full border-2 border-fg p-1">
          <legend className="sr-only">{m.auth.modes}</legend>
          {(["login", "register"] as const).map((tab) => (
            <button
              key={tab}
              type="button"
              aria-pressed={mode === tab}
              onClick={() => switchTo(tab)}
              className={`min-h-10 rounded-full px-3 font-bold ${mode === tab ? "bg-fg text-on-fg" : ""}`}
            >
              {tab === "login" ? m.auth.loginTab : m.auth.registerTab}
            </button>
          ))}
        </fieldset>
      ) : null}
      <Heading id={headingId} className="text-2xl font-black">
        {title}
      </Heading>
      {mode === "forgot" ? <p className="mt-2 text-muted">{m.auth.forgotLead}</p> : null}
      {mode === "reset" ? (
        <p className="mt-2 text-muted" role="status">
          {format(m.auth.resetLead, { email: values.email.trim() })}
        </p>
      ) : null}
      <form {...form.props} className="mt-5 grid gap-4">
        {errors.form ? <FormAlert>{m.auth.errors[errors.form]}</FormAlert> : null}
        <ChallengeStatus solving={challenge.solving} />
        <Field
          label={m.auth.email}
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...form.bind("email")}
          error={error("email")}
          required
        />
        {mode === "register" ? (
          <Field
            label={m.auth.nickname}
            hint={m.auth.nicknameHint}
            autoComplete="nickname"
            maxLength={80}
            {...form.bind("nickname")}
            error={error("nickname")}
            required
          />
        ) : null}
        {mode === "reset" ? (
          <Field
            label={m.auth.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            {...form.bind("code")}
            error={error("code")}
            required
          />
        ) : null}
        {mode === "forgot" ? null : (
          <PasswordField
            {...passwordProps}
            label={mode === "reset" ? m.auth.newPassword : m.auth.password}
            hint={mode === "login" ? undefined : m.auth.passwordHint}
            autoComplete={mode === "login" ? "current-password" : "new-password"}
            {...form.bind("password")}
            error={error("password")}
            required
          />
        )}
        {mode === "register" ? (
          <p className="text-sm text-muted">
            {formatNodes(m.auth.agree, {
              terms: (
                <Link to="/terms" className="font-semibold underline">
                  {m.auth.terms}
                </Link>
              ),
              privacy: (
                <Link to="/privacy" className="font-semibold underline">
                  {m.auth.privacy}
                </Link>
              ),
            })}
          </p>
        ) : null}
        <SubmitButton
          busy={form.busy}
          ready={ready}
          label={submitLabel}
          busyLabel={m.auth.working}
        />
      </form>
      <div className="mt-4 flex flex-wrap justify-between gap-3 text-sm font-semibold">
        {mode === "login" ? modeLink("forgot", m.auth.forgotLink) : null}
        {mode === "forgot" ? modeLink("reset", m.auth.haveCode) : null}
        {mode === "reset" ? modeLink("forgot", m.auth.resend) : null}
        {mode === "forgot" || mode === "reset" ? modeLink("login", m.auth.backToLogin) : null}
      </div>
    </section>
  );
}
