import { data } from "react-router";
import type { AppContextValues } from "../../../contract/app-context.ts";
import { groupChangelog } from "../../../contract/changelog.ts";
import { dataLanguageOf } from "../../../contract/language.ts";
import { isReleaseApp, RELEASE_APPS } from "../../../contract/releases.ts";
import { formatDate } from "../../lib/format.ts";
import { resolveRequestLocale } from "../../lib/locale.server.ts";

/** /changelog/:app — the app's published versions, newest first, notes in the visitor's language. */
export async function loadChangelog(request: Request, app: string, context: AppContextValues) {
  if (!isReleaseApp(app)) throw data(null, { status: 404 });
  const locale = resolveRequestLocale(request);
  const releases = await context.services.releases(app);
  const entries = groupChangelog(releases, dataLanguageOf(locale)).map((entry) => ({
    ...entry,
    /** Formatted here so hydration builds no Intl formatter (see home.server.ts). */
    dateLabel: formatDate(entry.releasedOn, locale),
  }));
  const feedPath = `/changelog/${app}/feed.xml${locale === "en-US" ? "" : `?lang=${locale}`}`;
  return { app, entries, feedPath };
}

export type ChangelogData = Awaited<ReturnType<typeof loadChangelog>>;

/** /changelog — every app, with its newest version's notes, and the feed of them all. */
export async function loadChangelogIndex(request: Request, context: AppContextValues) {
  const locale = resolveRequestLocale(request);
  const language = dataLanguageOf(locale);
  const apps = await Promise.all(
    RELEASE_APPS.map(async (app) => {
      const newest = groupChangelog(await context.services.releases(app), language)[0];
      return {
        app,
        newest: newest
          ? {
              version: newest.version,
              releasedOn: newest.releasedOn,
              dateLabel: formatDate(newest.releasedOn, locale),
              html: newest.html,
              language: newest.language,
              fallback: newest.fallback,
            }
          : null,
      };
    }),
  );
  const feedPath = `/changelog/feed.xml${locale === "en-US" ? "" : `?lang=${locale}`}`;
  return { apps, feedPath };
}

export type ChangelogIndexData = Awaited<ReturnType<typeof loadChangelogIndex>>;
