import type { StoreLink } from "../../contract/download.ts";
import { downloadGoHref } from "../../contract/download.ts";
import type { ReleaseApp } from "../../contract/releases.ts";
import { useMessages } from "../lib/i18n.tsx";
import type { Messages } from "../locales/en-US.ts";

// Here rather than in download/: /download, the changelogs and /pose without WebGL all name the
// apps and show their store buttons, and no feature imports another.

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

/**
 * A store button: the counted link to one channel of an app, its icon and its words. `marked`
 * names the platform and channel on it (the download pages' tests and buttons-first order).
 */
export function StoreButton({
  app,
  link,
  className,
  marked = false,
  withVersion = false,
}: {
  app: ReleaseApp;
  link: StoreLink;
  className: string;
  marked?: boolean;
  /** Say the version it installs: the app's buttons install different ones (versionsDiffer). */
  withVersion?: boolean;
}) {
  const m = useMessages();
  return (
    <a
      className={className}
      href={goHref(app, link)}
      {...(marked ? { "data-platform": link.platform, "data-channel": link.channel } : {})}
    >
      <StoreIcon platform={link.platform} />
      {labelOf(m, link)}
      {withVersion && link.version ? (
        <span className="text-sm font-semibold opacity-80" data-testid="button-version">
          {link.version}
        </span>
      ) : null}
    </a>
  );
}
