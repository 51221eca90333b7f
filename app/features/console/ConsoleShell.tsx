import { Link, NavLink, Outlet, useOutletContext } from "react-router";
import { CONSOLE_PAGES } from "../../../contract/pages.ts";
import type { Permission, StaffMe } from "../../../contract/permissions.ts";
import { FormAlert } from "../../components/Field.tsx";
import { LogoMark } from "../../components/Logo.tsx";
import { SkipLink } from "../../components/SkipLink.tsx";
import { format, useMessages } from "../../lib/i18n.tsx";
import { RequireUser } from "../../platform/login/RequireUser.tsx";
import { useConsoleMessages, useStaffMe } from "./console-api.ts";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-semibold hover:bg-line/60 ${isActive ? "bg-fg text-on-fg hover:bg-fg" : ""}`;

/** The console's pages this operator may open: each needs one of its permissions (or none). */
export function consolePagesFor(me: StaffMe) {
  return CONSOLE_PAGES.filter((page) => {
    const needed: readonly Permission[] = page.permissions ?? [];
    return needed.length === 0 || needed.some((permission) => me.permissions.includes(permission));
  });
}

/** The operator of the page being shown; console pages only render once the gate has passed. */
export function useStaff(): StaffMe {
  return useOutletContext<StaffMe>();
}

function StaffGate({ userId }: { userId: number }) {
  const cm = useConsoleMessages().shell;
  const m = useMessages();
  const me = useStaffMe(userId);
  if (me.data) {
    const staff = me.data;
    return (
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[14rem_1fr]">
        <nav aria-label={cm.menu} className="lg:sticky lg:top-6 lg:self-start">
          <p className="mb-3 break-words text-sm text-muted">
            {format(cm.signedInAs, { email: staff.email, role: cm.roles[staff.role] })}
          </p>
          <ul className="flex flex-wrap gap-1 lg:grid">
            {consolePagesFor(staff).map((page) => (
              <li key={page.path}>
                <NavLink to={page.path} end={page.path === "/admin"} className={navLinkClass}>
                  {m.pageTitle[page.key]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0">
          <Outlet context={staff} />
        </div>
      </div>
    );
  }
  if (!me.failed) {
    return (
      <p className="mx-auto max-w-3xl px-4 py-10" role="status">
        {cm.loading}
      </p>
    );
  }
  return (
    <div className="mx-auto grid max-w-3xl gap-4 px-4 py-10">
      {me.reason === "two_factor_setup_required" ? (
        <>
          <FormAlert>{cm.setupTwoFactor}</FormAlert>
          <p>
            <Link to="/account" className="font-semibold underline">
              {cm.setupTwoFactorLink}
            </Link>
          </p>
        </>
      ) : (
        <>
          <FormAlert>{me.reason === "not_staff" ? cm.notStaff : cm.failed}</FormAlert>
          {me.reason === "not_staff" ? null : (
            <p>
              <button type="button" className="btn btn-secondary" onClick={me.reload}>
                {cm.retry}
              </button>
            </p>
          )}
        </>
      )}
    </div>
  );
}

/**
 * The operator console's frame: its own header, the log-in and the staff gate, then the menu of
 * the sections the operator's role allows. Every call behind it is checked again on the server.
 */
export function ConsoleShell({ siteName }: { siteName: string }) {
  const cm = useConsoleMessages().shell;
  return (
    <>
      <header className="border-b-2 border-fg bg-surface">
        <SkipLink />
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-3 px-4 sm:px-6">
          <Link to="/admin" className="flex items-center gap-2 rounded-md font-black">
            <LogoMark />
            <span>
              {siteName} · {cm.console}
            </span>
          </Link>
          <Link to="/" className="ml-auto rounded-md text-sm font-semibold underline">
            {cm.backToSite}
          </Link>
        </div>
      </header>
      <main id="main">
        <RequireUser reason={cm.loginReason} className="mx-auto mt-8 grid max-w-md gap-4 px-4">
          {(user) => <StaffGate userId={user.id} />}
        </RequireUser>
      </main>
    </>
  );
}
