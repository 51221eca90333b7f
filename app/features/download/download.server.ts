import QRCode from "qrcode";
import type { AppContextValues } from "../../../contract/app-context.ts";
import { groupChangelog } from "../../../contract/changelog.ts";
import { platformOf } from "../../../contract/download.ts";
import { dataLanguageOf, type UiLocale } from "../../../contract/language.ts";
import {
  compareVersions,
  latestPerChannel,
  type PublishedRelease,
  RELEASE_APPS,
  type ReleaseApp,
} from "../../../contract/releases.ts";
import { formatDate } from "../../lib/format.ts";
import { storeLinkOf } from "../../lib/store-links.server.ts";

export { type Platform, platformOf } from "../../../contract/download.ts";

const text = (v: unknown) => (typeof v === "string" ? v : "");

/** The APK's size in MB (formatted for the visitor) and checksum, shown beside its button. */
function apkOf(latest: readonly PublishedRelease[], locale: UiLocale) {
  const apk = latest.find((r) => r.channel === "apk");
  if (!apk?.fileSize || !apk.sha256) return null;
  const size = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(
    apk.fileSize / 1_000_000,
  );
  return { size, sha256: apk.sha256, version: apk.version };
}

/** What /download shows of one app: its newest build on every channel, from published releases. */
export function appDownloadOf(
  app: ReleaseApp,
  releases: readonly PublishedRelease[],
  locale: UiLocale,
) {
  const latest = latestPerChannel(releases);
  const newest = [...latest].sort((a, b) => compareVersions(b.version, a.version))[0];
  const minOf = (platform: "ios" | "android") => latest.find((r) => r.platform === platform)?.minOs;
  const language = dataLanguageOf(locale);
  // Each channel may be on its own version: the page labels the version of the buttons the
  // visitor sees first, with that version's date and notes.
  const versions = Object.fromEntries(
    [...new Set(latest.map((r) => r.version))].map((version) => {
      const entry = groupChangelog(
        releases.filter((r) => r.version === version),
        language,
      )[0];
      return [
        version,
        {
          /** Formatted here so hydration builds no Intl formatter (see home.server.ts). */
          releasedLabel: entry ? formatDate(entry.releasedOn, locale) : "",
          notesHtml: entry?.html ?? "",
          notesLanguage: entry?.language ?? language,
        },
      ];
    }),
  );
  return {
    app,
    /** The newest version on any channel (structured data). */
    version: newest?.version ?? "",
    links: latest.map(storeLinkOf),
    versions,
    apk: apkOf(latest, locale),
    minIos: minOf("ios") ?? "",
    minAndroid: minOf("android") ?? "",
  };
}

export type AppDownload = ReturnType<typeof appDownloadOf>;

/** Everything the download page shows: the four apps from their published releases, a QR code. */
export async function loadDownload(context: AppContextValues, locale: UiLocale, request: Request) {
  const language = dataLanguageOf(locale);
  const [domain, ...releases] = await Promise.all([
    context.services.config("site.domain", language),
    ...RELEASE_APPS.map((app) => context.services.releases(app)),
  ]);
  const apps = RELEASE_APPS.map((app, index) => appDownloadOf(app, releases[index] ?? [], locale));
  const origin = context.publicOrigin;
  const pageUrl = `${origin}/download`;
  const qrSvg = await QRCode.toString(pageUrl, {
    type: "svg",
    margin: 1,
    errorCorrectionLevel: "M",
  });
  return {
    apps,
    domain: text(domain?.value) || new URL(origin).hostname,
    pageUrl,
    qr: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`,
    platform: platformOf(request.headers.get("user-agent") ?? ""),
  };
}

export type DownloadData = Awaited<ReturnType<typeof loadDownload>>;
