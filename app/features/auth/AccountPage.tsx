import { type FormEvent, type ReactNode, useCallback, useEffect, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Code } from "../../../contract/codes.ts";
import { FormAlert, PasswordField, SubmitButton } from "../../components/Field.tsx";
import { formatDate, formatDateTime } from "../../lib/format.ts";
import { format, formatPlural, useLocale, useMessages } from "../../lib/i18n.tsx";
import { useAppState } from "../../lib/store.ts";
import { showToast } from "../../lib/toast.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { accountApi, type SessionItem } from "./account-client.ts";
import { clearLogin, errorsFromResponse } from "./auth-client.ts";
import { TwoFactorSettings } from "./TwoFactorSettings.tsx";
import { compact, type FieldErrors, newPasswordError, requiredError } from "./validate.ts";

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

/** Account and security: profile, password, devices, deletion. Logged-out visitors get `login`. */
export function AccountPage({ login }: { login: ReactNode }) {
  const m = useMessages();
  const locale = useLocale();
  const user = useAppState((s) => s.userInfo);
  const hydrated = useHydrated();
  // Changing the password logs out other devices, so the device list loads again.
  const [sessionsVersion, setSessionsVersion] = useState(0);

  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-4xl font-black leading-tight">{m.accountPage.title}</h1>
      <p className="mt-3 text-lg text-muted">{m.accountPage.lead}</p>
      {!hydrated ? (
        <p className="mt-8" role="status">
          {m.accountPage.loading}
        </p>
      ) : !user ? (
        <div className="mt-8 grid gap-4">
          <p className="font-semibold">{m.accountPage.loginNeeded}</p>
          {login}
        </div>
      ) : (
        <div className="mt-8 grid gap-8">
          <Card title={m.accountPage.profile}>
            <dl className="mt-4 grid gap-3 sm:grid-cols-[auto_1fr] sm:gap-x-8">
              <dt className="text-sm font-bold text-muted">{m.accountPage.nickname}</dt>
              <dd className="break-words">{user.nickname}</dd>
              <dt className="text-sm font-bold text-muted">{m.accountPage.email}</dt>
              <dd className="break-words">{user.email}</dd>
              <dt className="text-sm font-bold text-muted">{m.accountPage.memberSince}</dt>
              <dd>{formatDate(user.createdAt, locale)}</dd>
            </dl>
          </Card>
          <ChangePassword onChanged={() => setSessionsVersion((v) => v + 1)} />
          <Card title={m.twoFactor.title}>
            <TwoFactorSettings email={user.email} />
          </Card>
          <Sessions version={sessionsVersion} />
          <DeleteAccount />
        </div>
      )}
    </main>
  );
}

function ChangePassword({ onChanged }: { onChanged: () => void }) {
  const m = useMessages();
  const [values, setValues] = useState({ oldPassword: "", newPassword: "" });
  const [errors, setErrors] = useState<FieldErrors<"oldPassword" | "newPassword">>({});
  const [busy, setBusy] = useState(false);
  const labels = { showLabel: m.auth.showPassword, hideLabel: m.auth.hidePassword };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = compact({
      oldPassword: requiredError(values.oldPassword),
      newPassword: newPasswordError(values.newPassword),
    });
    setErrors(found);
    if (Object.keys(found).length || busy) return;
    setBusy(true);
    try {
      const response = await accountApi.changePassword(values);
      if (response.code !== Code.ok) {
        setErrors(errorsFromResponse(response, ["oldPassword", "newPassword"] as const));
        return;
      }
      setValues({ oldPassword: "", newPassword: "" });
      showToast(m.accountPage.passwordChanged, { icon: "success" });
      onChanged();
    } catch {
      setErrors({ form: "network" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={m.accountPage.changePassword}>
      <form method="post" noValidate onSubmit={submit} className="mt-4 grid gap-4">
        {errors.form ? <FormAlert>{m.auth.errors[errors.form]}</FormAlert> : null}
        <PasswordField
          {...labels}
          label={m.accountPage.currentPassword}
          name="oldPassword"
          autoComplete="current-password"
          value={values.oldPassword}
          onChange={(e) => setValues((v) => ({ ...v, oldPassword: e.target.value }))}
          error={errors.oldPassword && m.auth.errors[errors.oldPassword]}
        />
        <PasswordField
          {...labels}
          label={m.accountPage.newPassword}
          hint={m.auth.passwordHint}
          name="newPassword"
          autoComplete="new-password"
          value={values.newPassword}
          onChange={(e) => setValues((v) => ({ ...v, newPassword: e.target.value }))}
          error={errors.newPassword && m.auth.errors[errors.newPassword]}
        />
        <SubmitButton
          busy={busy}
          ready
          label={m.accountPage.save}
          busyLabel={m.auth.working}
          className="btn btn-primary justify-self-start"
        />
      </form>
    </Card>
  );
}

function Sessions({ version }: { version: number }) {
  const m = useMessages();
  const locale = useLocale();
  const [list, setList] = useState<SessionItem[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    try {
      const response = await accountApi.sessions();
      if (response.code === Code.ok && response.data) setList(response.data);
      else setFailed(true);
    } catch {
      setFailed(true);
    }
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version means load again.
  useEffect(() => {
    void load();
  }, [load, version]);

  const label = (s: SessionItem) =>
    s.browser && s.os
      ? format(m.accountPage.deviceOn, { browser: s.browser, os: s.os })
      : s.browser || s.os || m.accountPage.unknownDevice;

  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    try {
      await action();
      await load();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  const others = list?.filter((s) => !s.current) ?? [];
  return (
    <Card title={m.accountPage.sessions}>
      <p className="mt-2 text-muted">{m.accountPage.sessionsLead}</p>
      {failed ? <FormAlert>{m.auth.errors.generic}</FormAlert> : null}
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
                  onClick={() => run(() => accountApi.revokeSession(s.id))}
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
            run(async () => {
              const response = await accountApi.revokeOthers();
              if (response.code === Code.ok && response.data) {
                const { ended } = response.data;
                showToast(formatPlural(locale, m.accountPage.othersLoggedOut, ended), {
                  icon: "success",
                });
              }
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
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors<"password">>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = compact({ password: requiredError(password) });
    setErrors(found);
    if (Object.keys(found).length || busy || !confirmed) return;
    setBusy(true);
    try {
      const response = await accountApi.deleteAccount({ password });
      if (response.code !== Code.ok) {
        setErrors(errorsFromResponse(response, ["password"] as const));
        return;
      }
      clearLogin();
      showToast(m.accountPage.deleted, { icon: "success" });
      navigate("/");
    } catch {
      setErrors({ form: "network" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={m.accountPage.deleteTitle}>
      <p className="mt-2 text-muted">{m.accountPage.deleteLead}</p>
      <p className="mt-3">
        <Link to="/logout-agreement" className="font-semibold underline">
          {m.accountPage.deleteAgreement}
        </Link>
      </p>
      <form method="post" noValidate onSubmit={submit} className="mt-4 grid gap-4">
        {errors.form ? <FormAlert>{m.auth.errors[errors.form]}</FormAlert> : null}
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
        <PasswordField
          showLabel={m.auth.showPassword}
          hideLabel={m.auth.hidePassword}
          label={m.accountPage.deletePassword}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password && m.auth.errors[errors.password]}
        />
        <SubmitButton
          busy={busy}
          ready={confirmed}
          label={m.accountPage.deleteButton}
          busyLabel={m.auth.working}
          className="btn btn-danger justify-self-start"
        />
      </form>
    </Card>
  );
}
