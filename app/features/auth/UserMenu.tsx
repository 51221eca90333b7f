import { useRef } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useMessages } from "../../lib/i18n.tsx";
import { useAppState } from "../../lib/store.ts";
import { showToast } from "../../lib/toast.ts";
import { useDisclosure } from "../../lib/use-disclosure.ts";
import { logout } from "../../platform/login/auth-client.ts";

const itemClass = "block w-full rounded-md px-3 py-2.5 text-left font-semibold hover:bg-line/60";

/** The header's account entry: "Log in", or the nickname with account, gifts and log out. */
export function UserMenu({ placement = "bar" }: { placement?: "bar" | "menu" }) {
  const m = useMessages();
  const user = useAppState((s) => s.userInfo);
  const location = useLocation();
  const navigate = useNavigate();
  const rootRef = useRef<HTMLDivElement>(null);
  const { open, close, panelId, toggle } = useDisclosure({ root: rootRef });

  if (!user) {
    const here = `${location.pathname}${location.search}`;
    const to =
      location.pathname === "/login" ? "/login" : `/login?redirects=${encodeURIComponent(here)}`;
    return (
      <Link to={to} className="btn btn-secondary px-3 text-sm">
        {m.websiteHeader.login}
      </Link>
    );
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        {...toggle}
        className="btn btn-secondary max-w-[9.5rem] px-2 text-sm sm:max-w-[14rem]"
      >
        <span
          aria-hidden="true"
          className="grid h-7 w-7 shrink-0 place-items-center rounded-full bg-fg text-xs font-black text-on-fg"
        >
          {[...user.nickname][0]?.toUpperCase() ?? "?"}
        </span>
        <span className="sr-only">{m.websiteHeader.accountMenu}: </span>
        {/* On a phone the header has room for the initial only; the name stays in the label. */}
        <span className="sr-only sm:hidden">{user.nickname}</span>
        <span className="hidden truncate sm:block">{user.nickname}</span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        // In the phone menu the entry sits at the left edge: open rightwards, inside the screen.
        className={`ink-panel absolute ${placement === "menu" ? "left-0" : "right-0"} top-full z-50 mt-2 w-64 max-w-[calc(100vw-2rem)] p-2`}
      >
        <p className="truncate px-3 pb-2 pt-1 text-sm text-muted">{user.email}</p>
        <ul>
          <li>
            <Link to="/account" className={itemClass}>
              {m.websiteHeader.account}
            </Link>
          </li>
          <li>
            <Link to="/gift/manage" className={itemClass}>
              {m.websiteHeader.manageGifts}
            </Link>
          </li>
          <li>
            <button
              type="button"
              className={itemClass}
              onClick={async () => {
                close();
                await logout();
                showToast(m.websiteHeader.loggedOut, { icon: "success" });
                if (location.pathname === "/account") navigate("/");
              }}
            >
              {m.websiteHeader.logout}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
