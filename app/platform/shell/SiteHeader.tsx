import { type ReactNode, useRef } from "react";
import { Link, NavLink } from "react-router";
import { APP_NAMES } from "../../../contract/releases.ts";
import type { SubsiteHosts } from "../../../contract/subsites.ts";
import { LogoMark } from "../../components/Logo.tsx";
import { SearchCombobox } from "../../components/SearchCombobox.tsx";
import { SkipLink } from "../../components/SkipLink.tsx";
import { format, useMessages } from "../../lib/i18n.tsx";
import { usePopoverDisclosure } from "../../lib/use-disclosure.ts";
import { LanguageSwitcher } from "../language/LanguageSwitcher.tsx";
import { APPS, MENU, menuLabel, PRIMARY } from "./nav.ts";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-2 text-sm font-semibold hover:bg-line/60 ${isActive ? "underline decoration-accent decoration-[3px] underline-offset-8" : ""}`;

export function SiteHeader({
  siteName,
  subsites,
  account,
}: {
  siteName: string;
  subsites: SubsiteHosts | null;
  /** The account entry (log in, or the nickname menu), in the bar or in the phone menu. */
  account?: (placement: "bar" | "menu") => ReactNode;
}) {
  const m = useMessages();
  const panelRef = useRef<HTMLDivElement>(null);
  // The menu is a popover, so a tap opens it while the page is still loading (ADR 0024).
  const { panelId, toggle, panel } = usePopoverDisclosure(panelRef);

  return (
    <header className="sticky top-0 z-40 border-b-2 border-fg bg-surface/95 backdrop-blur">
      <SkipLink />
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md text-lg font-black tracking-tight"
          aria-label={format(m.websiteHeader.homeLabel, { site: siteName })}
        >
          <LogoMark />
          {/* Below 360 px the mark alone leaves room for the header's buttons; the link keeps
              its label. */}
          <span className="hidden min-[360px]:inline">{siteName}</span>
        </Link>
        <nav aria-label={m.websiteHeader.mainNavigation} className="ml-4 hidden lg:block">
          <ul className="flex items-center gap-1">
            {PRIMARY.map((item) => (
              <li key={item.key}>
                <NavLink to={item.to} className={navLinkClass}>
                  {menuLabel(m, item.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitcher className="hidden md:flex" />
          {/* On a phone the one slot beside the menu is Download; logging in lives in the menu. */}
          <Link to="/download" className="btn btn-primary whitespace-nowrap px-3 text-sm sm:px-4">
            {m.websiteHeader.download}
          </Link>
          {account ? <div className="hidden sm:block">{account("bar")}</div> : null}
          <button {...toggle} className="btn btn-secondary min-w-11 px-3 text-sm">
            {/* Icon and name follow the panel's state in CSS (app.css, `.when-menu-open`), which
                holds before hydration too. */}
            <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
              <path
                className="when-menu-closed"
                d="M4 7h16M4 12h16M4 17h16"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
              />
              <path
                className="when-menu-open"
                d="M6 6l12 12M18 6 6 18"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
              />
            </svg>
            {/* Icon-only on a phone so Download fits beside it in every language; the label
                stays the button's name. */}
            <span className="when-menu-closed sr-only whitespace-nowrap sm:not-sr-only">
              {m.websiteHeader.menu}
            </span>
            <span className="when-menu-open sr-only whitespace-nowrap sm:not-sr-only">
              {m.websiteHeader.closeMenu}
            </span>
          </button>
        </div>
      </div>
      {/* In the top layer, so above the cookie banner; placed just under the bar (4rem and its
          2px border), which stays at the top of the screen. */}
      <div
        {...panel}
        className="fixed inset-x-0 top-[calc(4rem+2px)] bottom-auto m-0 h-auto max-h-[calc(100dvh-4rem-2px)] w-full max-w-none overflow-y-auto border-0 border-b-2 border-fg bg-surface p-0 text-fg shadow-lg"
      >
        {/* The site search field heads the menu at every width: the bar is full in Japanese and
            Spanish even at 1280 px. */}
        <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6">
          <SearchCombobox
            className="block w-full"
            label={m.searchPage.headerLabel}
            placeholder={m.searchPage.headerPlaceholder}
            inputClassName="min-h-12 w-full min-w-0 rounded-full border-2 border-fg bg-raised px-5 text-base"
          />
        </div>
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-6 sm:px-6 md:grid-cols-[2fr_3fr]">
          <section aria-labelledby={`${panelId}-apps`}>
            <h2
              id={`${panelId}-apps`}
              className="text-xs font-bold uppercase tracking-widest text-muted"
            >
              {m.websiteHeader.apps}
            </h2>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {APPS.map((app) => (
                <li key={app}>
                  <a
                    href={subsites?.[app] ?? "/download"}
                    className="block rounded-md border-2 border-line p-3 hover:border-fg"
                  >
                    <span className="block font-bold">{APP_NAMES[app]}</span>
                    <span className="block text-sm text-muted">
                      {m.websiteIndex[`${app}Tagline`]}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <nav aria-label={m.websiteHeader.menu}>
            {/* Two columns from 360 px: a nine-character Japanese label (カスタマーサポート)
                needs 160 px and must not break inside the word. */}
            <ul className="grid grid-cols-1 gap-1 min-[360px]:grid-cols-2 sm:grid-cols-3">
              {MENU.map((item) => (
                <li key={item.key}>
                  <NavLink
                    to={item.to}
                    className="block rounded-md px-2 py-3 font-semibold hover:bg-line/60 sm:px-3"
                  >
                    {menuLabel(m, item.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
            <div className="mt-6 flex flex-wrap items-center gap-3 md:hidden">
              {account ? <div className="sm:hidden">{account("menu")}</div> : null}
              <LanguageSwitcher />
            </div>
          </nav>
        </div>
      </div>
    </header>
  );
}
