import { Code } from "../../../contract/codes.ts";
import { emailProblem, requiredProblem } from "../../../contract/form-rules.ts";
import type { UserInfo } from "../../../contract/user.ts";
import { Field, FormAlert, PasswordField, SubmitButton } from "../../components/Field.tsx";
import { dataOf } from "../../lib/envelope.ts";
import { format, useLocale, useMessages } from "../../lib/i18n.tsx";
import { showToast } from "../../lib/toast.ts";
import { useAction, useForm } from "../../lib/use-form.ts";
import { errorsFromResponse, storeUserInfo } from "../../platform/login/auth-client.ts";
import type { AuthErrorKey } from "../../platform/login/validate.ts";
import { emailApi } from "./account-api.ts";

/**
 * The account's email address: whether it is confirmed (with a resend while it is not) and a
 * change of address, confirmed by the password, after which the new address must be confirmed.
 */
export function EmailSettings({ user }: { user: UserInfo }) {
  const messages = useMessages();
  const m = messages.emailPage;
  const locale = useLocale();
  const resend = useAction();
  const form = useForm<{ email: string; password: string }, AuthErrorKey>({
    initial: { email: "", password: "" },
    schema: { email: emailProblem, password: requiredProblem },
    submit: async (values) => {
      const response = await emailApi.change({
        ...values,
        email: values.email.trim(),
        language: locale,
      });
      const changed = dataOf(response);
      if (!changed) return errorsFromResponse(response, ["email", "password"] as const);
      form.setValues({ email: "", password: "" });
      storeUserInfo(changed);
      showToast(format(m.changed, { email: changed.email }), { icon: "success" });
    },
  });
  const sendLink = () =>
    resend.run(async () => {
      const response = await emailApi.resend(locale);
      const sent = dataOf(response);
      const notice = messages.emailNotice;
      if (sent) showToast(format(notice.sent, { email: sent.email }), { icon: "success" });
      else
        showToast(response.code === Code.tooManyRequests ? notice.tooMany : notice.failed, {
          icon: "error",
        });
    });

  return (
    <>
      <p className="mt-4 flex flex-wrap items-center gap-3">
        <span className="break-all">{user.email}</span>
        <span
          className={`rounded-full border-2 px-2.5 py-0.5 text-sm font-bold ${user.emailVerified ? "border-fg" : "border-accent-text text-accent-text"}`}
        >
          {user.emailVerified ? m.verified : m.unverified}
        </span>
        {user.emailVerified ? null : (
          <button
            type="button"
            className="btn btn-secondary px-3 text-sm"
            disabled={resend.busy}
            onClick={sendLink}
          >
            {resend.busy ? messages.emailNotice.sending : messages.emailNotice.resend}
          </button>
        )}
      </p>
      <h3 className="mt-6 text-lg font-black">{m.change}</h3>
      <p className="mt-1 text-sm text-muted">{m.changeHint}</p>
      <form {...form.props} className="mt-4 grid gap-4">
        {form.errors.form ? <FormAlert>{messages.auth.errors[form.errors.form]}</FormAlert> : null}
        <Field
          label={m.newEmail}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          {...form.bind("email")}
          error={form.errors.email && messages.auth.errors[form.errors.email]}
        />
        <PasswordField
          label={messages.accountPage.currentPassword}
          showLabel={messages.auth.showPassword}
          hideLabel={messages.auth.hidePassword}
          autoComplete="current-password"
          {...form.bind("password")}
          error={form.errors.password && messages.auth.errors[form.errors.password]}
        />
        <SubmitButton
          busy={form.busy}
          ready
          label={m.change}
          busyLabel={messages.auth.working}
          className="btn btn-primary justify-self-start"
        />
      </form>
    </>
  );
}
