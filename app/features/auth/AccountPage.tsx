import { type ReactNode, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { newPasswordProblem, requiredProblem } from "../../../contract/form-rules.ts";
import { FormAlert, PasswordField, SubmitButton } from "../../components/Field.tsx";
import { dataOf, refusalOf } from "../../lib/envelope.ts";
import { formatDate, formatDateTime } from "../../lib/format.ts";
import { format, formatPlural, useLocale, useMessages } from "../../lib/i18n.tsx";
import { showToast } from "../../lib/toast.ts";
import { useAction, useForm } from "../../lib/use-form.ts";
import { clearLogin, errorsFromResponse } from "../../platform/login/auth-client.ts";
import { RequireUser } from "../../platform/login/RequireUser.tsx";
import type { AuthErrorKey } from "../../platform/login/validate.ts";
import { accountApi, type SessionItem } from "./account-api.ts";
import { EmailSettings } from "./EmailSettings.tsx";
import { TwoFactorSettings } from "./TwoFactorSettings.tsx";
import { useSessions } from "./use-account.ts";

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="ink-panel p-5 sm:p-7">
      <h2 id={id} className="text-xl font-black">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A password input of the account forms, with its error in the visitor's language. */
function AccountPassword(
  props: { label: string; error?: AuthErrorKey; hint?: string; autoComplete: string } & {
    name: string;
    value: string;
    onChange: (event: { target: { value: string } }) => void;
  },
) {
  const m = useMessages();
  const { error, ...field } = props;
  return (
    <PasswordField
      showLabel={m.auth.showPassword}
      hideLabel={m.auth.hidePassword}
      {...field}
      error={error && m.auth.errors[error]}
    />
  );
}

/** Account and security: profile, password, devices, deletion. Logged-out visitors log in here. */
export function AccountPage() {
  const m = useMessages();
  const locale = useLocale();
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-4xl font-black leading-tight">{m.accountPage.title}</h1>
      <p className="mt-3 text-lg text-muted">{m.accountPage.lead}</p>
      <RequireUser reason={m.accountPage.loginNeeded}>
        {(user) => (
          <div className="mt-8 grid gap-8">
            <Card title={m.accountPage.profile}>
              <dl className="mt-4 grid gap-3 sm:grid-cols-[auto_1fr] sm:gap-x-8">
                <dt className="text-sm font-bold text-muted">{m.accountPage.nickname}</dt>
                <dd className="break-words">{user.nickname}</dd>
                <dt className="text-sm font-bold text-muted">{m.accountPage.memberSince}</dt>
                <dd>{formatDate(user.createdAt, locale)}</dd>
              </dl>
            </Card>
            <Card title={m.emailPage.emailTitle}>
              <EmailSettings user={user} />
            </Card>
            <Security userId={user.id} email={user.email} />
            <DeleteAccount />
          </div>
        )}
      </RequireUser>
    </main>
  );
}

/** Password, two-factor log-in and devices: changing the password logs out other devices. */
function Security({ userId, email }: { userId: number; email: string }) {
  const m = useMessages();
  const sessions = useSessions(userId);
  return (
    <>
      <ChangePassword onChanged={sessions.reload} />
      <Card title={m.twoFactor.title}>
        <TwoFactorSettings userId={userId} email={email} onSessionsEnded={sessions.reload} />
      </Card>
      <Sessions sessions={sessions} />
    </>
  );
}

function ChangePassword({ onChanged }: { onChanged: () => void }) {
  const m = useMessages();
  const form = useForm<{ oldPassword: string; newPassword: string }, AuthErrorKey>({
    initial: { oldPassword: "", newPassword: "" },
    schema: { oldPassword: requiredProblem, newPassword: newPasswordProblem },
    submit: async (values) => {
      const response = await accountApi.changePassword(values);
      if (refusalOf(response) !== null) {
        return errorsFromResponse(response, ["oldPassword", "newPassword"] as const);
      }
      form.setValues({ oldPassword: "", newPassword: "" });
      showToast(m.accountPage.passwordChanged, { icon: "success" });
      onChanged();
    },
  });

  return (
    <Card title={m.accountPage.changePassword}>
      <form {...form.props} className="mt-4 grid gap-4">
        {form.errors.form ? <FormAlert>{m.auth.errors[form.errors.form]}</FormAlert> : null}
        <AccountPassword
          label={m.accountPage.currentPassword}
          autoComplete="current-password"
          {...form.bind("oldPassword")}
          error={form.errors.oldPassword}
        />
        <AccountPassword
          label={m.accountPage.newPassword}
          hint={m.auth.passwordHint}
          autoComplete="new-password"
          {...form.bind("newPassword")}
          error={form.errors.newPassword}
        />
        <SubmitButton
          busy={form.busy}
          ready
          label={m.accountPage.save}
          busyLabel={m.auth.working}
          className="btn btn-primary justify-self-start"
        />
      </form>
    </Card>
  );
}

function Sessions({ sessions }: { sessions: ReturnType<typeof useSessions> }) {
  const m = useMessages();
  const locale = useLocale();
  const { busy, run } = useAction();
  const [failed, setFailed] = useState(false);
  const list = sessions.data;

  const label = (s: SessionItem) =>
    s.browser && s.os
      ? format(m.accountPage.deviceOn, { browser: s.browser, os: s.os })
      : s.browser || s.os || m.accountPage.unknownDevice;

  /** A change to the list, then the list again; a request that fails says so. */
  async function change(action: () => Promise<unknown>) {
    setFailed((await run(action)) === undefined);
    sessions.reload();
  }

  const others = list?.filter((s) => !s.current) ?? [];
  return (
    <Card title={m.accountPage.sessions}>
      <p className="mt-2 text-muted">{m.accountPage.sessionsLead}</p>
      {failed || sessions.failed ? <FormAlert>{m.auth.errors.generic}</FormAlert> : null}
      {list === null ? (
        <p className="mt-4" role="status">
          {m.accountPage.loading}
        </p>
      ) : (
        <ul className="mt-4 divide-y-2 divide-line">
          {list.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-bold">
                  {label(s)}
                  {s.current ? (
                    <span className="ml-2 rounded-full bg-fg px-2 py-0.5 text-xs text-on-fg">
                      {m.accountPage.thisDevice}
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-muted">
                  {format(m.accountPage.lastActive, { date: formatDateTime(s.lastSeenAt, locale) })}
                  {" · "}
                  {format(m.accountPage.since, { date: formatDateTime(s.createdAt, locale) })}
                </p>
              </div>
              {s.current ? null : (
                <button
                  type="button"
                  className="btn btn-secondary text-sm"
                  disabled={busy}
                  aria-label={format(m.accountPage.logoutDeviceLabel, { device: label(s) })}
                  onClick={() => change(() => accountApi.revokeSession(s.id))}
                >
                  {m.accountPage.logoutDevice}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {list && others.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{m.accountPage.noOthers}</p>
      ) : null}
      {others.length > 0 ? (
        <button
          type="button"
          className="btn btn-secondary mt-4"
          disabled={busy}
          onClick={() =>
            change(async () => {
              const ended = dataOf(await accountApi.revokeOthers())?.ended;
              if (ended === undefined) return;
              showToast(formatPlural(locale, m.accountPage.othersLoggedOut, ended), {
                icon: "success",
              });
            })
          }
        >
          {m.accountPage.logoutOthers}
        </button>
      ) : null}
    </Card>
  );
}

function DeleteAccount() {
  const m = useMessages();
  const navigate = useNavigate();
  const checkboxId = useId();
  const [confirmed, setConfirmed] = useState(false);
  const form = useForm<{ password: string }, AuthErrorKey>({
    initial: { password: "" },
    schema: { password: requiredProblem },
    submit: async (values) => {
      if (!confirmed) return;
      const response = await accountApi.deleteAccount(values);
      if (refusalOf(response) !== null) return errorsFromResponse(response, ["password"] as const);
      clearLogin();
      showToast(m.accountPage.deleted, { icon: "success" });
      navigate("/");
    },
  });

  return (
    <Card title={m.accountPage.deleteTitle}>
      <p className="mt-2 text-muted">{m.accountPage.deleteLead}</p>
      <p className="mt-3">
        <Link to="/logout-agreement" className="font-semibold underline">
          {m.accountPage.deleteAgreement}
        </Link>
      </p>
      <form {...form.props} className="mt-4 grid gap-4">
        {form.errors.form ? <FormAlert>{m.auth.errors[form.errors.form]}</FormAlert> : null}
        <div className="flex items-start gap-3">
          <input
            id={checkboxId}
            type="checkbox"
            className="mt-1 h-5 w-5 shrink-0 accent-[var(--accent-text)]"
            checked={confirmed}
            onChange={(e) => setConfirmed(e.target.checked)}
          />
          <label htmlFor={checkboxId}>{m.accountPage.deleteConfirm}</label>
        </div>
        <AccountPassword
          label={m.accountPage.deletePassword}
          autoComplete="current-password"
          {...form.bind("password")}
          error={form.errors.password}
        />
        <SubmitButton
          busy={form.busy}
          ready={confirmed}
          label={m.accountPage.deleteButton}
          busyLabel={m.auth.working}
          className="btn btn-danger justify-self-start"
        />
      </form>
    </Card>
  );
}
