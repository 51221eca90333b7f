import { useEffect, useRef } from "react";
import type { Role } from "../../../../contract/permissions.ts";
import type { StaffEntry } from "../../../../contract/staff.ts";
import { Field, FormAlert } from "../../../components/Field.tsx";
import { dataOf, refusalOf } from "../../../lib/envelope.ts";
import { format } from "../../../lib/i18n.tsx";
import { showToast } from "../../../lib/toast.ts";
import { useForm } from "../../../lib/use-form.ts";
import { ChallengeStatus } from "../../../platform/challenge/ChallengeStatus.tsx";
import { useChallenge } from "../../../platform/challenge/use-challenge.ts";
import { useConsoleMessages } from "../console-api.ts";
import { staffApi } from "./staff-api.ts";

/** A change that needs the operator's password or a code again. */
export type PendingChange = { member: StaffEntry; to: Role | null };

type Problem = keyof ReturnType<typeof useConsoleMessages>["staff"]["errors"];
const CONFIRM_REASONS = new Set([
  "confirmation_required",
  "password_wrong",
  "code_wrong",
  "code_used",
  "locked",
]);
const RELOAD_REASONS = new Set(["conflict", "not_found"]);

/** The fresh confirmation of a role change or a removal, checked on the server. */
export function ConfirmChange({
  change,
  onDone,
  onCancel,
}: {
  change: PendingChange;
  onDone: (reload: boolean) => void;
  onCancel: () => void;
}) {
  const cm = useConsoleMessages();
  const sm = cm.staff;
  const { member, to } = change;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const challenge = useChallenge();
  const form = useForm<{ confirm: string }, Problem>({
    initial: { confirm: "" },
    schema: { confirm: (value) => (value.trim() ? undefined : "confirmation_required") },
    submit: async ({ confirm }) => {
      // A code checked after many wrong ones elsewhere asks for a solved challenge (428).
      const res = await challenge.send<unknown>((solved) =>
        to === null
          ? staffApi.remove({ userId: member.userId, expected: member.role, confirm, ...solved })
          : staffApi.changeRole({
              userId: member.userId,
              expected: member.role,
              role: to,
              confirm,
              ...solved,
            }),
      );
      if (dataOf(res) !== null || (to === null && refusalOf(res) === null)) {
        showToast(to === null ? sm.removed : sm.changed);
        return onDone(true);
      }
      const reason = (refusalOf(res)?.reason ?? "failed") as Problem;
      if (CONFIRM_REASONS.has(reason)) return { confirm: reason };
      if (RELOAD_REASONS.has(reason)) onDone(true);
      return { form: reason in sm.errors ? reason : "failed" };
    },
  });
  const summary =
    to === null
      ? format(sm.confirmRemove, { email: member.email, role: cm.shell.roles[member.role] })
      : format(sm.confirmRole, {
          email: member.email,
          from: cm.shell.roles[member.role],
          to: cm.shell.roles[to],
        });
  return (
    <section aria-labelledby="staff-confirm" className="ink-panel grid gap-3 border-accent p-4">
      <h2 id="staff-confirm" ref={heading} tabIndex={-1} className="text-xl font-bold">
        {sm.confirmTitle}
      </h2>
      <p className="font-semibold">{summary}</p>
      <p className="text-sm text-muted">{sm.confirmLead}</p>
      <form {...form.props} className="grid gap-3">
        {form.errors.form ? <FormAlert>{sm.errors[form.errors.form]}</FormAlert> : null}
        <ChallengeStatus solving={challenge.solving} />
        <Field
          label={sm.confirm}
          type="password"
          autoComplete="current-password"
          {...form.bind("confirm")}
          error={form.errors.confirm ? sm.errors[form.errors.confirm] : undefined}
        />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary" disabled={form.busy}>
            {sm.confirmSubmit}
          </button>
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            {sm.cancel}
          </button>
        </div>
      </form>
    </section>
  );
}
