import type { StoreLink } from "../../../contract/download.ts";
import { downloadGoHref } from "../../../contract/download.ts";
import { format, useMessages } from "../../lib/i18n.tsx";
import { useAppState } from "../../lib/store.ts";
import type { Messages } from "../../locales/en-US.ts";
import type { DownloadData, Platform } from "./download.server.ts";

/** Links the visitor should see first: their phone's store, domestic channels in mainland China. */
export function primaryLinks(
  links: StoreLink[],
  platform: Platform,
  isChina: boolean,
): StoreLink[] {
  const region = links.filter((l) => (isChina ? l.china : l.global));
  return platform === "desktop" ? region : region.filter((l) => l.platform === platform);
}

export function goHref(app: "doll" | "ai", link: StoreLink) {
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
    <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
      <path
        fill="currentColor"
        d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7a4.5 4.5 0 0 0-3.6-1.9c-1.5-.2-3 .9-3.7.9-.8 0-2-.9-3.2-.9A4.8 4.8 0 0 0 4 9.5c-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8s2.1-1.2 2.9-2.4a10 10 0 0 0 1.3-2.7 4.2 4.2 0 0 1-2.3-4ZM14 5.5A4.3 4.3 0 0 0 15 2.3a4.4 4.4 0 0 0-2.9 1.5 4.1 4.1 0 0 0-1 3.1A3.6 3.6 0 0 0 14 5.5Z"
      />
    </svg>
  ) : (
    <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
      <path
        fill="currentColor"
        d="M7.2 8.6h9.6v8.2c0 .7-.5 1.2-1.2 1.2h-.8v2.8a1.2 1.2 0 0 1-2.4 0V18h-1.6v2.8a1.2 1.2 0 0 1-2.4 0V18h-.8c-.7 0-1.2-.5-1.2-1.2V8.6Zm-2.6 0a1.2 1.2 0 0 1 1.2 1.2v5a1.2 1.2 0 0 1-2.4 0v-5c0-.7.5-1.2 1.2-1.2Zm14.8 0a1.2 1.2 0 0 1 1.2 1.2v5a1.2 1.2 0 0 1-2.4 0v-5c0-.7.5-1.2 1.2-1.2ZM15.3 3.3l1-1.6a.3.3 0 0 0-.5-.3l-1.1 1.6a6.6 6.6 0 0 0-5.4 0L8.2 1.4a.3.3 0 0 0-.5.3l1 1.6a5.4 5.4 0 0 0-1.5 4.5h9.6a5.4 5.4 0 0 0-1.5-4.5ZM9.8 6a.6.6 0 1 1 0-1.2.6.6 0 0 1 0 1.2Zm4.4 0a.6.6 0 1 1 0-1.2.6.6 0 0 1 0 1.2Z"
      />
    </svg>
  );
}

export function DownloadPage(data: DownloadData) {
  const m = useMessages();
  const isChina = useAppState((s) => s.isChina);
  const d = m.downloadPage;
  const primary = primaryLinks(data.links, data.platform, isChina);
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="grid gap-12 lg:grid-cols-[1.3fr_1fr]">
        <div>
          <p className="text-sm font-bold uppercase tracking-widest text-accent-text">{d.title}</p>
          <h1 className="mt-3 text-balance text-4xl font-black leading-tight sm:text-6xl">
            {data.appName}
          </h1>
          <p className="mt-3 flex flex-wrap gap-x-4 font-semibold text-muted">
            <span data-testid="version-label">{data.versionLabel}</span>
            {data.releasedLabel ? (
              <span>{format(d.released, { date: data.releasedLabel })}</span>
            ) : null}
          </p>
          <p className="mt-4 max-w-prose text-lg text-muted">{d.lead}</p>
          <ul className="mt-8 flex flex-wrap gap-3" data-testid="primary-downloads">
            {primary.map((link) => (
              <li key={link.url}>
                <a
                  className="btn btn-primary min-h-14 px-6 text-base"
                  href={goHref("doll", link)}
                  data-platform={link.platform}
                  data-channel={link.channel}
                >
                  <StoreIcon platform={link.platform} />
                  {labelOf(m, link)}
                </a>
              </li>
            ))}
          </ul>
          {isChina ? <p className="mt-3 text-sm text-muted">{d.chinaNote}</p> : null}
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
          {data.whatsNew.length ? (
            <section aria-labelledby="whats-new" className="mt-10">
              <h2 id="whats-new" className="text-2xl font-black">
                {d.whatsNew}
                {data.version ? (
                  <span className="ml-2 text-base text-muted">{data.version}</span>
                ) : null}
              </h2>
              <ul className="mt-4 grid gap-2">
                {data.whatsNew.map((item) => (
                  <li key={item} className="flex gap-3">
                    <span
                      aria-hidden="true"
                      className="mt-2 h-2 w-2 shrink-0 rounded-full bg-accent"
                    />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="requirements" className="mt-10">
            <h2 id="requirements" className="text-2xl font-black">
              {d.requirements}
            </h2>
            <ul className="mt-4 grid gap-1 text-muted">
              {data.minIos ? <li>{format(d.minIos, { os: data.minIos })}</li> : null}
              {data.minAndroid ? <li>{format(d.minAndroid, { os: data.minAndroid })}</li> : null}
            </ul>
          </section>
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
          <section aria-labelledby="all-downloads" className="ink-panel p-6">
            <h2 id="all-downloads" className="font-black">
              {d.otherPlatforms}
            </h2>
            <ul className="mt-4 grid gap-2">
              {data.links.map((link) => (
                <li key={link.url}>
                  <a
                    className="flex items-center gap-3 rounded-md px-2 py-2 font-semibold hover:bg-line/60"
                    href={goHref("doll", link)}
                  >
                    <StoreIcon platform={link.platform} />
                    {labelOf(m, link)}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </main>
  );
}
