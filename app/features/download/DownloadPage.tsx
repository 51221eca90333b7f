import { Link } from "react-router";
import { shownVersion, versionsDiffer } from "../../../contract/download.ts";
import { APP_NAMES } from "../../../contract/releases.ts";
import { PageMain, PageSection } from "../../components/Page.tsx";
import { ProseHtml } from "../../components/ProseHtml.tsx";
import { StoreButton } from "../../components/StoreLinks.tsx";
import { format, useMessages } from "../../lib/i18n.tsx";
import { useAppState } from "../../lib/store.ts";
import { ApkFacts, AppCard, primaryLinks } from "./AppDownloads.tsx";
import type { DownloadData } from "./download.server.ts";

export function DownloadPage(data: DownloadData) {
  const m = useMessages();
  const isChina = useAppState((s) => s.isChina);
  const d = m.downloadPage;
  const [doll, ...others] = data.apps;
  if (!doll) throw new Error("the download page needs the doll app");
  const primary = primaryLinks(doll.links, data.platform, isChina);
  const version = shownVersion(primary.length ? primary : doll.links);
  const shown = doll.versions[version];
  return (
    <PageMain width="max-w-7xl">
      <div className="grid gap-12 lg:grid-cols-[1.3fr_1fr]">
        <div>
          <p className="text-sm font-bold uppercase tracking-widest text-accent-text">{d.title}</p>
          <h1 className="mt-3 text-balance text-4xl font-black leading-tight sm:text-6xl">
            {APP_NAMES[doll.app]}
          </h1>
          <p className="mt-2 text-xl font-bold">{m.websiteIndex[`${doll.app}Tagline`]}</p>
          <p className="mt-3 flex flex-wrap gap-x-4 font-semibold text-muted">
            {version ? (
              <span data-testid="version-label">{format(d.versionLabel, { version })}</span>
            ) : null}
            {shown?.releasedLabel ? (
              <span>{format(d.released, { date: shown.releasedLabel })}</span>
            ) : null}
          </p>
          <p className="mt-4 max-w-prose text-lg text-muted">{d.lead}</p>
          <ul className="mt-8 flex flex-wrap gap-3" data-testid="primary-downloads">
            {primary.map((link) => (
              <li key={link.url}>
                <StoreButton
                  app={doll.app}
                  link={link}
                  className="btn btn-primary min-h-14 px-6 text-base"
                  marked
                  withVersion={versionsDiffer(doll.links)}
                />
              </li>
            ))}
          </ul>
          {isChina ? <p className="mt-3 text-sm text-muted">{d.chinaNote}</p> : null}
          {primary.some((l) => l.channel === "apk") ? (
            <ApkFacts apk={doll.apk} withVersion={versionsDiffer(doll.links)} />
          ) : null}
          <p
            className="mt-8 rounded-md border-2 border-line bg-raised p-4 text-sm"
            data-testid="official-domain"
          >
            <svg
              viewBox="0 0 24 24"
              className="mr-2 inline h-5 w-5 align-[-4px] text-accent"
              aria-hidden="true"
            >
              <path
                d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3Zm-1 14-4-4 1.4-1.4 2.6 2.6 5.6-5.6L18 9l-7 7Z"
                fill="currentColor"
              />
            </svg>
            {format(d.officialDomain, { domain: data.domain })}
          </p>
          {shown?.notesHtml ? (
            <PageSection
              id="whats-new"
              className="mt-10"
              title={
                <>
                  {d.whatsNew}
                  <span className="ml-2 text-base text-muted">{version}</span>
                </>
              }
            >
              <ProseHtml
                html={shown.notesHtml}
                lang={shown.notesLanguage.replace("_", "-")}
                className="mt-4"
              />
              <p className="mt-4">
                <Link
                  className="font-semibold underline underline-offset-4"
                  to="/changelog/doll"
                  data-testid="changelog-link"
                >
                  {d.changelogLink}
                </Link>
              </p>
            </PageSection>
          ) : null}
          <PageSection id="requirements" title={d.requirements} className="mt-10">
            <ul className="mt-4 grid gap-1 text-muted">
              {doll.minIos ? <li>{format(d.minIos, { os: `iOS ${doll.minIos}` })}</li> : null}
              {doll.minAndroid ? (
                <li>{format(d.minAndroid, { os: `Android ${doll.minAndroid}` })}</li>
              ) : null}
            </ul>
          </PageSection>
        </div>
        <aside className="grid content-start gap-8">
          {data.platform === "desktop" ? (
            <figure
              className="ink-panel grid justify-items-center gap-3 p-6 text-center"
              data-testid="qr"
            >
              <img
                src={data.qr}
                alt={d.qrAlt}
                width={200}
                height={200}
                className="h-[200px] w-[200px] bg-white p-1"
              />
              <figcaption className="font-bold">{d.qrTitle}</figcaption>
            </figure>
          ) : null}
          <PageSection
            id="all-downloads"
            title={d.otherPlatforms}
            className="ink-panel p-6"
            titleClassName="font-black"
          >
            <ul className="mt-4 grid gap-2">
              {doll.links.map((link) => (
                <li key={link.url}>
                  <StoreButton
                    app={doll.app}
                    link={link}
                    className="flex items-center gap-3 rounded-md px-2 py-2 font-semibold hover:bg-line/60"
                    withVersion={versionsDiffer(doll.links)}
                  />
                </li>
              ))}
            </ul>
          </PageSection>
        </aside>
      </div>
      <PageSection
        id="family"
        title={d.familyTitle}
        className="mt-16"
        titleClassName="text-3xl font-black"
      >
        <div className="mt-6 grid gap-6 md:grid-cols-3">
          {others.map((app) => (
            <AppCard key={app.app} data={app} platform={data.platform} isChina={isChina} />
          ))}
        </div>
      </PageSection>
    </PageMain>
  );
}
