import type { ReactNode } from "react";
import type { UserInfo } from "../../../contract/user.ts";
import { useMessages } from "../../lib/i18n.tsx";
import { useAppState } from "../../lib/store.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { LoginForm } from "./LoginForm.tsx";

/**
 * The gate of every logged-in screen: "loading" until the browser knows who is there (the
 * login lives in local storage), then the embedded log-in with `reason`, or the screen.
 */
export function RequireUser({
  reason,
  className = "mt-8 grid gap-4",
  children,
}: {
  reason: string;
  className?: string;
  children: (user: UserInfo) => ReactNode;
}) {
  const m = useMessages();
  const hydrated = useHydrated();
  const user = useAppState((s) => s.userInfo);
  if (!hydrated) {
    return (
      <p className="mt-8" role="status">
        {m.accountPage.loading}
      </p>
    );
  }
  if (!user) {
    return (
      <div className={className}>
        <p className="font-semibold">{reason}</p>
        <LoginForm onDone={() => {}} />
      </div>
    );
  }
  return children(user);
}
