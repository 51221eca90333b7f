import { useState } from "react";
import { emailProblem } from "../../../../contract/form-rules.ts";
import { ROLES, type Role } from "../../../../contract/permissions.ts";
import { Field, FormAlert } from "../../../components/Field.tsx";
import { dataOf, refusalOf } from "../../../lib/envelope.ts";
import { format } from "../../../lib/i18n.tsx";
import { showToast } from "../../../lib/toast.ts";
import { useForm } from "../../../lib/use-form.ts";
import { useConsoleMessages } from "../console-api.ts";
import { staffApi } from "./staff-api.ts";

type Problem = "required" | "email" | "failed";

/** Invite by email and role: the link comes back once, to copy; it is also mailed. */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const cm = useConsoleMessages();
  const sm = cm.staff;
  const [created, setCreated] = useState<{ email: string; link: string } | null>(null);
  const form = useForm<{ email: string; role: string }, Problem>({
    initial: { email: "", role: "editor" },
    schema: { email: (value) => emailProblem(value) },
    submit: async (values) => {
      const res = await staffApi.invite({ email: values.email.trim(), role: values.role as Role });
      const data = dataOf(res);
      if (!data) {
        const refusal = refusalOf(res);
        if (refusal?.reason === "invalid_input" && refusal.field === "email") {
          return { email: "email" };
        }
        return { form: "failed" };
      }
      setCreated({ email: data.invitation.email, link: data.link });
      form.setValues({ email: "", role: values.role });
      onInvited();
    },
  });
  const errorText = (problem: Problem | "network" | undefined) =>
    problem ? sm.errors[problem] : undefined;

  async function copy(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      showToast(sm.copied);
    } catch {
      // Without clipboard access the field stays selectable.
    }
  }

  return (
    <section aria-labelledby="staff-invite" className="ink-panel grid gap-4 p-4">
      <h2 id="staff-invite" className="text-xl font-bold">
        {sm.inviteTitle}
      </h2>
      <p className="text-sm text-muted">{sm.inviteLead}</p>
      <form {...form.props} className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
        {form.errors.form ? (
          <div className="sm:col-span-3">
            <FormAlert>{errorText(form.errors.form)}</FormAlert>
          </div>
        ) : null}
        <Field
          label={sm.email}
          type="email"
          autoComplete="off"
          {...form.bind("email")}
          error={errorText(form.errors.email)}
        />
        <div>
          <label htmlFor="invite-role" className="block font-bold">
            {sm.role}
          </label>
          <select id="invite-role" className="field-input mt-1.5" {...form.bind("role")}>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {cm.shell.roles[role]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-primary" disabled={form.busy}>
          {sm.inviteSubmit}
        </button>
      </form>
      {created ? (
        <div className="grid gap-2" role="status">
          <p className="font-semibold">{format(sm.inviteCreated, { email: created.email })}</p>
          <div className="flex flex-wrap gap-2">
            <Field
              label={sm.link}
              readOnly
              value={created.link}
              className="min-w-0 flex-1"
              data-testid="invitation-link"
              onFocus={(event) => event.currentTarget.select()}
            />
            <button
              type="button"
              className="btn btn-secondary self-end"
              onClick={() => void copy(created.link)}
            >
              {sm.copy}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
