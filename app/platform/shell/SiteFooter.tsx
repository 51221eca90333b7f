import type { ReactNode } from "react";
import { Link } from "react-router";
import { APP_NAMES } from "../../../contract/releases.ts";
import type { SubsiteHosts } from "../../../contract/subsites.ts";
import { LogoMark } from "../../components/Logo.tsx";
import { format, useMessages } from "../../lib/i18n.tsx";
import type { ShellConfig } from "../../lib/root-data.server.ts";
import { useAppState } from "../../lib/store.ts";
import { openCookieSettings } from "../consent/consent.ts";
import { APPS, FOOTER, footerLabel, type NavItem } from "./nav.ts";
import { SocialIcon } from "./SocialIcon.tsx";

const linkClass = "rounded-sm py-1 text-sm hover:underline underline-offset-4";

function FooterColumn({
  id,
  title,
  links,
  children,
}: {
  id: string;
  title: string;
  links: readonly NavItem[];
  children?: ReactNode;
}) {
  const m = useMessages();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-xs font-bold uppercase tracking-widest text-muted">
        {title}
      </h2>
      <ul className="mt-3 grid grid-cols-1">
        {links.map(({ key, to }) => (
          <li key={to}>
            <Link className={linkClass} to={to}>
              {footerLabel(m, key)}
            </Link>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}

export function SiteFooter({
  siteName,
  shell,
  subsites,
}: {
  siteName: string;
  shell: ShellConfig;
  subsites: SubsiteHosts | null;
}) {
  const m = useMessages();
  const isChina = useAppState((s) => s.isChina);
  const f = m.websiteFooter;
  return (
    <footer className="mt-24 border-t-2 border-fg bg-raised">
      {/* Two link columns from 360 px: a column then fits a ten-character Japanese label. */}
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-x-6 gap-y-10 px-4 py-12 min-[360px]:grid-cols-2 sm:px-6 md:grid-cols-[1.4fr_repeat(4,1fr)] md:gap-10">
        <div className="min-[360px]:col-span-2 md:col-span-1">
          <p className="flex items-center gap-2 text-lg font-black">
            <LogoMark className="h-7 w-7" />
            {siteName}
          </p>
          <p className="mt-3 max-w-xs text-sm text-muted">{f.tagline}</p>
          {shell.supportEmail ? (
            <p className="mt-3 text-sm">
              <a className={linkClass} href={`mailto:${shell.supportEmail}`}>
                {format(f.contact, { email: shell.supportEmail })}
              </a>
            </p>
          ) : null}
          {shell.social.length ? (
            <ul
              aria-label={format(f.followUs, { site: siteName })}
              className="-ml-3 mt-3 flex flex-wrap gap-1"
            >
              {shell.social.map(({ network, url }) => (
                <li key={network}>
                  <a
                    href={url}
                    rel="me noopener noreferrer"
                    aria-label={format(f.followOn, {
                      site: siteName,
                      network: m.socialNetworks[network],
                    })}
                    className="flex h-11 w-11 items-center justify-center rounded-md hover:bg-surface"
                    data-social={network}
                  >
                    <SocialIcon network={network} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <nav aria-labelledby="footer-product">
          <h2
            id="footer-product"
            className="text-xs font-bold uppercase tracking-widest text-muted"
          >
            {f.product}
          </h2>
          <ul className="mt-3 grid grid-cols-1">
            {APPS.map((app) => (
              <li key={app}>
                <a className={linkClass} href={subsites?.[app] ?? "/download"}>
                  {APP_NAMES[app]}
                </a>
              </li>
            ))}
            <li>
              <Link className={linkClass} to="/download">
                {m.pageTitle.download}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/changelog">
                {f.changelog}
              </Link>
            </li>
          </ul>
        </nav>
        <FooterColumn id="footer-resources" title={f.resources} links={FOOTER.resources} />
        <FooterColumn id="footer-company" title={f.company} links={FOOTER.company} />
        <FooterColumn id="footer-legal" title={f.legal} links={FOOTER.legal}>
          <li>
            <button type="button" className={`${linkClass} text-left`} onClick={openCookieSettings}>
              {f.cookieSettings}
            </button>
          </li>
        </FooterColumn>
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-5 text-xs text-muted sm:px-6">
          <p>{format(f.rights, { year: new Date().getFullYear(), site: siteName })}</p>
          <p>{format(f.officialDomain, { domain: shell.domain })}</p>
          {isChina && shell.icp ? <p>{shell.icp}</p> : null}
          <p className="sm:ml-auto">
            <a className="underline underline-offset-2" href="https://db-ip.com">
              {f.geoCredit}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
