import { lazy, type ReactNode, Suspense, useState } from "react";
import { Outlet, useLocation, useNavigation, useOutlet, useRouteLoaderData } from "react-router";
import { ListSkeleton } from "../components/ListSkeleton.tsx";
import { UserMenu } from "../features/auth/UserMenu.tsx";
import type { RootData } from "../lib/root-data.server.ts";
import { useAppState } from "../lib/store.ts";
import { useHydrated } from "../lib/use-hydrated.ts";
import { CookieBanner } from "../platform/consent/CookieBanner.tsx";
import { SiteFooter } from "../platform/shell/SiteFooter.tsx";
import { SiteHeader } from "../platform/shell/SiteHeader.tsx";

const KEPT_ALIVE = "/gift";
/** Only an account with an unconfirmed address loads the notice's code. */
const EmailNotice = lazy(() =>
  import("../features/auth/EmailNotice.tsx").then((module) => ({ default: module.EmailNotice })),
);

/** The notice under the header while the account's address is unconfirmed (not on its page). */
function UnconfirmedEmail({ pathname }: { pathname: string }) {
  const hydrated = useHydrated();
  const user = useAppState((s) => s.userInfo);
  if (!hydrated || user?.emailVerified !== false || pathname === "/verify-email") return null;
  return (
    <Suspense fallback={null}>
      <EmailNotice email={user.email} />
    </Suspense>
  );
}
const LIST_PAGES = new Set(["/blog", "/manual"]);

/**
 * The site's frame. The invitation home screen (/gift) stays mounted once visited (spec §2):
 * leaving it hides it, coming back shows the same instance with its state intact.
 */
export default function SiteLayout() {
  const root = useRouteLoaderData("root") as RootData;
  const location = useLocation();
  const outlet = useOutlet();
  const onGift = location.pathname.replace(/\/+$/, "") === KEPT_ALIVE;
  const [giftScreen, setGiftScreen] = useState<ReactNode>(null);
  const navigation = useNavigation();
  const loadingList =
    navigation.state === "loading" &&
    navigation.location.pathname !== location.pathname &&
    LIST_PAGES.has(navigation.location.pathname);
  if (onGift && outlet !== giftScreen) setGiftScreen(outlet);

  return (
    <>
      <SiteHeader
        siteName={root.siteName}
        subsites={root.shell.subsites}
        account={(placement) => <UserMenu placement={placement} />}
      />
      <UnconfirmedEmail pathname={location.pathname} />
      {giftScreen ? (
        <div key="gift" hidden={!onGift}>
          {giftScreen}
        </div>
      ) : null}
      {onGift ? null : <div key="page">{loadingList ? <ListSkeleton /> : <Outlet />}</div>}
      <SiteFooter siteName={root.siteName} shell={root.shell} subsites={root.shell.subsites} />
      <CookieBanner analytics={root.analytics} />
    </>
  );
}
