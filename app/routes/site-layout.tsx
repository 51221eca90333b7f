import { type ReactNode, useState } from "react";
import { Outlet, useLocation, useNavigation, useOutlet, useRouteLoaderData } from "react-router";
import { ListSkeleton } from "../components/ListSkeleton.tsx";
import { UserMenu } from "../features/auth/UserMenu.tsx";
import type { RootData } from "../lib/root-data.server.ts";
import { CookieBanner } from "../platform/consent/CookieBanner.tsx";
import { SiteFooter } from "../platform/shell/SiteFooter.tsx";
import { SiteHeader } from "../platform/shell/SiteHeader.tsx";

const KEPT_ALIVE = "/gift";
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
