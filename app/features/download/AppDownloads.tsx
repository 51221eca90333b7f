import { Link } from "react-router";
import type { StoreLink } from "../../../contract/download.ts";
import { downloadGoHref, shownVersion } from "../../../contract/download.ts";
import type { ReleaseApp } from "../../../contract/releases.ts";
import { format, useMessages } from "../../lib/i18n.tsx";
import type { Messages } from "../../locales/en-US.ts";
import type { AppDownload, Platform } from "./download.server.ts";

/** Links the visitor should see first: their phone's store, domestic channels in mainland China. */
export function primaryLinks(
  links: StoreLink[],
  platform: Platform,
  isChina: boolean,
): StoreLink[] {
  const region = links.filter((l) => (isChina ? l.china : l.global));
  return platform === "desktop" ? region : region.filter((l) => l.platform === platform);
}

export function goHref(app: ReleaseApp, link: StoreLink) {
  return downloadGoHref(app, link.channel);
}

export function labelOf(m: Messages, link: StoreLink): string {
  switch (link.channel) {
    case "appstore":
      return m.downloadPage.buttonIos;
    case "googleplay":
      return m.downloadPage.buttonAndroid;
    case "apk":
      return m.downloadPage.buttonApk;
    case "huawei":
      return m.downloadPage.buttonHuawei;
    default:
      return m.downloadPage.button;
  }
}

const APP_NAME_KEY = {
  doll: "appNameDoll",
  brush: "appNameBrush",
  create: "appNameCreate",
  ai: "appNameAi",
} as const;

/** The spec's app name of the download page, in the visitor's language. */
export const appNameOf = (m: Messages, app: ReleaseApp) => m.downloadPage[APP_NAME_KEY[app]];

export function StoreIcon({ platform }: { platform: StoreLink["platform"] }) {
  return platform === "ios" ? (
    <svg viewBox="0 0 24 24" className="h-6 w-6 shrink-0" aria-hidden="true">
      <path
        fill="currentColor"
        d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7a4.5 4.5 0 0 0-3.6-1.9c-1.5-.2-3 .9-3.7.9-.8 0-2-.9-3.2-.9A4.8 4.8 0 0 0 4 9.5c-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8s2.1-1.2 2.9-2.4a10 10 0 0 0 1.3-2.7 4.2 4.2 0 0 1-2.3-4ZM14 5.5A4.3 4.3 0 0 0 15 2.3a4.4 4.4 0 0 0-2.9 1.5 4.1 4.1 0 0 0-1 3.1A3.6 3.6 0 0 0 14 5.5Z"
      />
    </svg>
  ) : (
    <svg viewBox="0 0 24 24" className="h-6 w-6 shrink-0" aria-hidden="true">
      <path
        fill="currentColor"
        d="M7.2 8.6h9.6v8.2c0 .7-.5 1.2-1.2 1.2h-.8v2.8a1.2 1.2 0 0 1-2.4 0V18h-1.6v2.8a1.2 1.2 0 0 1-2.4 0V18h-.8c-.7 0-1.2-.5-1.2-1.2V8.6Zm-2.6 0a1.2 1.2 0 0 1 1.2 1.2v5a1.2 1.2 0 0 1-2.4 0v-5c0-.7.5-1.2 1.2-1.2Zm14.8 0a1.2 1.2 0 0 1 1.2 1.2v5a1.2 1.2 0 0 1-2.4 0v-5c0-.7.5-1.2 1.2-1.2ZM15.3 3.3l1-1.6a.3.3 0 0 0-.5-.3l-1.1 1.6a6.6 6.6 0 0 0-5.4 0L8.2 1.4a.3.3 0 0 0-.5.3l1 1.6a5.4 5.4 0 0 0-1.5 4.5h9.6a5.4 5.4 0 0 0-1.5-4.5ZM9.8 6a.6.6 0 1 1 0-1.2.6.6 0 0 1 0 1.2Zm4.4 0a.6.6 0 1 1 0-1.2.6.6 0 0 1 0 1.2Z"
      />
    </svg>
  );
}

/** The APK's size and checksum, so a direct download can be checked. */
export function ApkFacts({ apk }: { apk: AppDownload["apk"] }) {
  const d = useMessages().downloadPage;
  if (!apk) return null;
  return (
    <dl className="mt-3 grid gap-1 text-sm text-muted">
      <dt className="sr-only">{d.buttonApk}</dt>
      <dd>{format(d.apkFile, { size: apk.size })}</dd>
      <dt className="font-semibold">{d.sha256}</dt>
      <dd className="break-all font-mono text-xs">{apk.sha256}</dd>
    </dl>
  );
}

/** One of the other apps on /download: name, version label, its buttons, its release notes. */
export function AppCard({
  data,
  platform,
  isChina,
}: {
  data: AppDownload;
  platform: Platform;
  isChina: boolean;
}) {
  const m = useMessages();
  const d = m.downloadPage;
  const name = appNameOf(m, data.app);
  const primary = primaryLinks(data.links, platform, isChina);
  const shown = primary.length ? primary : data.links;
  const version = shownVersion(shown);
  const facts = data.versions[version];
  return (
    <section
      aria-labelledby={`app-${data.app}`}
      className="ink-panel grid content-start gap-3 p-6"
      data-testid={`app-${data.app}`}
    >
      <h3 id={`app-${data.app}`} className="text-xl font-black">
        {name}
      </h3>
      {version ? (
        <p className="flex flex-wrap gap-x-3 text-sm font-semibold text-muted">
          <span data-testid={`version-label-${data.app}`}>
            {format(d.versionLabel, { version })}
          </span>
          {facts ? <span>{format(d.released, { date: facts.releasedLabel })}</span> : null}
        </p>
      ) : (
        <p className="text-sm text-muted">{d.notYet}</p>
      )}
      <ul className="flex flex-wrap gap-2">
        {/* The visitor's own buttons first; the other channels stay one tap away. */}
        {[...shown, ...data.links.filter((l) => !shown.includes(l))].map((link) => (
          <li key={link.channel}>
            <a
              className={`btn ${shown.includes(link) ? "btn-primary" : "btn-secondary"} min-h-12 px-4`}
              href={goHref(data.app, link)}
              data-platform={link.platform}
              data-channel={link.channel}
            >
              <StoreIcon platform={link.platform} />
              {labelOf(m, link)}
            </a>
          </li>
        ))}
      </ul>
      <ApkFacts apk={data.apk} />
      <p>
        <Link className="font-semibold underline underline-offset-4" to={`/changelog/${data.app}`}>
          {format(d.changelogOf, { app: name })}
        </Link>
      </p>
    </section>
  );
}
