import { Link } from "react-router";
import type { StoreLink } from "../../../contract/download.ts";
import { shownVersion, versionsDiffer } from "../../../contract/download.ts";
import { isProApp } from "../../../contract/pro.ts";
import { APP_NAMES } from "../../../contract/releases.ts";
import { AiPackFigure } from "../../components/AiPackFigure.tsx";
import { StoreButton } from "../../components/StoreLinks.tsx";
import { format, useMessages } from "../../lib/i18n.tsx";
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

/**
 * The APK's size and checksum, so a direct download can be checked; its version too when the
 * app's buttons install different ones, so the checksum is not read as the label's version's.
 */
export function ApkFacts({
  apk,
  withVersion = false,
}: {
  apk: AppDownload["apk"];
  withVersion?: boolean;
}) {
  const d = useMessages().downloadPage;
  if (!apk) return null;
  return (
    <dl className="mt-3 grid gap-1 text-sm text-muted">
      <dt className="sr-only">{d.buttonApk}</dt>
      <dd>
        {format(d.apkFile, { size: apk.size })}
        {withVersion ? ` · ${format(d.versionLabel, { version: apk.version })}` : null}
      </dd>
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
  const name = APP_NAMES[data.app];
  const primary = primaryLinks(data.links, platform, isChina);
  const shown = primary.length ? primary : data.links;
  const version = shownVersion(shown);
  const facts = data.versions[version];
  const mixed = versionsDiffer(data.links);
  return (
    <section
      aria-labelledby={`app-${data.app}`}
      className="ink-panel grid content-start gap-3 p-6"
      data-testid={`app-${data.app}`}
    >
      <h3 id={`app-${data.app}`} className="text-xl font-black">
        {name}
      </h3>
      <p className="-mt-2 font-semibold">{m.websiteIndex[`${data.app}Tagline`]}</p>
      {data.app === "ai" ? <AiPackFigure /> : null}
      {isProApp(data.app) ? (
        <p className="text-sm">
          <Link to="/pro" className="font-semibold underline">
            {d.freeAndPro}
          </Link>
        </p>
      ) : null}
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
            <StoreButton
              app={data.app}
              link={link}
              className={`btn ${shown.includes(link) ? "btn-primary" : "btn-secondary"} min-h-12 px-4`}
              marked
              withVersion={mixed}
            />
          </li>
        ))}
      </ul>
      <ApkFacts apk={data.apk} withVersion={mixed} />
      <p>
        <Link className="font-semibold underline underline-offset-4" to={`/changelog/${data.app}`}>
          {format(d.changelogOf, { app: name })}
        </Link>
      </p>
    </section>
  );
}
