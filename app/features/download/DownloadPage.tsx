import { useMessages } from "../../lib/i18n.tsx";
import { useAppState } from "../../lib/store.ts";
import type { Platform, StoreLink } from "./download.server.ts";

/** Picks the visitor's button: the store of their phone, domestic channels in mainland China. */
function linksFor(links: StoreLink[], platform: Platform, isChina: boolean): StoreLink[] {
  const region = links.filter((l) => (isChina ? l.china : l.global));
  if (platform === "desktop") return region;
  return region.filter((l) => l.platform === platform);
}

export function DownloadPage({
  appName,
  versionLabel,
  links,
  platform,
}: {
  appName: string;
  versionLabel: string;
  links: StoreLink[];
  platform: Platform;
}) {
  const m = useMessages();
  const isChina = useAppState((s) => s.isChina);
  const shown = linksFor(links, platform, isChina);
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-20">
      <p className="text-sm font-bold uppercase tracking-widest text-accent-text">
        {m.downloadPage.title}
      </p>
      <h1 className="mt-3 text-4xl font-black leading-tight sm:text-5xl">{appName}</h1>
      <p className="mt-2 font-semibold text-muted" data-testid="version-label">
        {versionLabel}
      </p>
      <p className="mt-4 text-lg text-muted">{m.downloadPage.lead}</p>
      <ul className="mt-8 flex flex-wrap gap-3">
        {shown.map((link) => (
          <li key={link.url}>
            <a
              className="btn btn-primary"
              href={link.url}
              data-platform={link.platform}
              data-channel={link.channel}
            >
              {m.downloadPage.button} · {link.platform === "ios" ? "iOS" : "Android"}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-sm text-muted">{m.downloadPage.comingSoon}</p>
    </main>
  );
}
