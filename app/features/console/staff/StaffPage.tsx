import { useState } from "react";
import { ROLES, type Role } from "../../../../contract/permissions.ts";
import type { InvitationEntry, StaffEntry } from "../../../../contract/staff.ts";
import { refusalOf } from "../../../lib/envelope.ts";
import { formatDate, formatDateTime } from "../../../lib/format.ts";
import { format, useLocale } from "../../../lib/i18n.tsx";
import { showToast } from "../../../lib/toast.ts";
import { useAction } from "../../../lib/use-form.ts";
import { ColumnHeads } from "../ColumnHeads.tsx";
import { useStaff } from "../ConsoleShell.tsx";
import { useConsoleMessages } from "../console-api.ts";
import { LoadFailed } from "../Loaded.tsx";
import { ConfirmChange, type PendingChange } from "./ConfirmChange.tsx";
import { InviteForm } from "./InviteForm.tsx";
import { staffApi, useStaffList } from "./staff-api.ts";

function Pending({ list, onChange }: { list: InvitationEntry[]; onChange: () => void }) {
  const cm = useConsoleMessages();
  const sm = cm.staff;
  const locale = useLocale();
  const action = useAction();
  async function revoke(id: number) {
    const res = await action.run(() => staffApi.revoke(id));
    if (res && refusalOf(res) === null) showToast(sm.revoked);
    onChange();
  }
  return (
    <section aria-labelledby="staff-pending" className="grid gap-3">
      <h2 id="staff-pending" className="text-xl font-bold">
        {sm.pendingTitle}
      </h2>
      {list.length === 0 ? <p className="text-muted">{sm.pendingNone}</p> : null}
      <ul className="grid gap-2">
        {list.map((invitation) => (
          <li key={invitation.id} className="ink-panel flex flex-wrap items-center gap-3 p-3">
            <div className="min-w-0 flex-1">
              <p className="break-words font-semibold">
                {invitation.email} · {cm.shell.roles[invitation.role]}
              </p>
              <p className="text-sm text-muted">
                {format(sm.invitedBy, {
                  who:
                    invitation.invitedBy === "cli" ? sm.commandLine : (invitation.invitedBy ?? "—"),
                })}
                {" · "}
                {format(sm.expires, { date: formatDateTime(invitation.expiresAt, locale) })}
              </p>
            </div>
            <button
              type="button"
              className="btn btn-secondary"
              disabled={action.busy}
              aria-label={format(sm.revokeLabel, { email: invitation.email })}
              onClick={() => void revoke(invitation.id)}
            >
              {sm.revoke}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Below md the table stacks: each cell names its column, as the header row is hidden. */
const cellLabel = "text-sm text-muted md:hidden";

function MemberRow({
  member,
  self,
  onChange,
}: {
  member: StaffEntry;
  self: boolean;
  onChange: (change: PendingChange) => void;
}) {
  const cm = useConsoleMessages();
  const sm = cm.staff;
  const locale = useLocale();
  const [role, setRole] = useState<Role>(member.role);
  const selectId = `role-${member.userId}`;
  return (
    <tr className="block border-t border-line py-2 align-top md:table-row md:py-0">
      <td className="block py-1 md:table-cell md:py-2 md:pr-3">
        <span className="block break-all font-semibold">
          {member.email} {self ? <span className="text-muted">{sm.you}</span> : null}
        </span>
        <span className="block text-sm text-muted">{member.nickname}</span>
      </td>
      <td className="block py-1 md:table-cell md:py-2 md:pr-3">
        <span className={cellLabel}>{sm.columns.role}: </span>
        {cm.shell.roles[member.role]}
      </td>
      <td className="block py-1 md:table-cell md:whitespace-nowrap md:py-2 md:pr-3">
        <span className={cellLabel}>{sm.columns.since}: </span>
        {formatDate(member.since, locale)}
      </td>
      <td className="block py-1 md:table-cell md:py-2 md:pr-3">
        <span className={cellLabel}>{sm.columns.twoFactor}: </span>
        {member.twoFactor ? sm.twoFactorOn : sm.twoFactorOff}
      </td>
      <td className="block py-1 md:table-cell md:py-2">
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={selectId} className="sr-only">
            {format(sm.newRole, { email: member.email })}
          </label>
          <select
            id={selectId}
            className="field-input w-auto"
            value={role}
            onChange={(event) => setRole(event.target.value as Role)}
          >
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {cm.shell.roles[r]}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={role === member.role}
            onClick={() => onChange({ member, to: role })}
          >
            {sm.changeRole}
          </button>
          <button
            type="button"
            className="btn btn-danger"
            aria-label={format(sm.removeLabel, { email: member.email })}
            onClick={() => onChange({ member, to: null })}
          >
            {sm.remove}
          </button>
        </div>
      </td>
    </tr>
  );
}

/** /admin/staff: invite, pending invitations, the staff with their roles (manage:staff). */
export function StaffPage() {
  const cm = useConsoleMessages();
  const sm = cm.staff;
  const me = useStaff();
  const list = useStaffList(me.userId);
  const [change, setChange] = useState<PendingChange | null>(null);
  const [version, setVersion] = useState(0);
  const reload = () => {
    list.reload();
    setVersion((v) => v + 1);
  };

  return (
    <div className="grid gap-8">
      <InviteForm onInvited={list.reload} />
      {change ? (
        <ConfirmChange
          change={change}
          onCancel={() => setChange(null)}
          onDone={(again) => {
            setChange(null);
            if (again) reload();
          }}
        />
      ) : null}
      {list.data ? (
        <>
          <section aria-labelledby="staff-members" className="grid gap-3">
            <h2 id="staff-members" className="text-xl font-bold">
              {sm.membersTitle}
            </h2>
            <div>
              <table className="block w-full text-left md:table">
                <ColumnHeads
                  className="hidden md:table-header-group"
                  rowClassName="text-sm text-muted"
                  columns={[
                    [sm.columns.member, "py-2 pr-3"],
                    [sm.columns.role, "py-2 pr-3"],
                    [sm.columns.since, "py-2 pr-3"],
                    [sm.columns.twoFactor, "py-2 pr-3"],
                    [sm.columns.actions, "py-2"],
                  ]}
                />
                <tbody className="block md:table-row-group">
                  {list.data.staff.map((member) => (
                    <MemberRow
                      key={`${member.userId}-${member.role}-${version}`}
                      member={member}
                      self={member.userId === me.userId}
                      onChange={setChange}
                    />
                  ))}
                </tbody>
              </table>
            </div>
          </section>
          <Pending list={list.data.invitations} onChange={list.reload} />
        </>
      ) : list.failed ? (
        <LoadFailed text={sm.loadFailed} retry={sm.retry} onRetry={list.reload} />
      ) : (
        <p role="status">{sm.loading}</p>
      )}
    </div>
  );
}
