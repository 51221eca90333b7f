import { Link } from "react-router";
import { APP_NAMES } from "../../../contract/releases.ts";
import { PageMain } from "../../components/Page.tsx";
import { format, useMessages } from "../../lib/i18n.tsx";
import { VersionNotes } from "./ChangelogPage.tsx";
import type { ChangelogIndexData } from "./changelog.server.ts";

/** /changelog: every app's newest version and its notes, each app's full notes a tap away. */
export function ChangelogIndexPage({ apps, feedPath }: ChangelogIndexData) {
  const m = useMessages();
  const c = m.changelogPage;
  return (
    <PageMain width="max-w-3xl">
      <h1 className="text-balance text-4xl font-black leading-tight">{m.pageTitle.changelog}</h1>
      <p className="mt-3 text-lg text-muted">{c.indexLead}</p>
      <p className="mt-4 font-semibold">
        <a className="underline underline-offset-4" href={feedPath} type="application/atom+xml">
          {c.feedAll}
        </a>
      </p>
      <ul className="mt-10 grid gap-8" data-testid="changelog-index">
        {apps.map(({ app, newest }) => (
          <li key={app} className="ink-panel p-6">
            <article aria-labelledby={`changelog-${app}`}>
              <h2 id={`changelog-${app}`} className="text-2xl font-black">
                {APP_NAMES[app]}
              </h2>
              <p className="font-semibold">{m.websiteIndex[`${app}Tagline`]}</p>
              {newest ? (
                <>
                  <p className="mt-2 text-sm font-semibold text-muted">
                    {format(c.latest, { version: newest.version })} ·{" "}
                    <time dateTime={newest.releasedOn}>
                      {format(c.released, { date: newest.dateLabel })}
                    </time>
                  </p>
                  <VersionNotes notes={newest} />
                </>
              ) : (
                <p className="mt-2">{c.empty}</p>
              )}
              <p className="mt-4">
                <Link
                  className="font-semibold underline underline-offset-4"
                  to={`/changelog/${app}`}
                >
                  {format(c.allOf, { app: APP_NAMES[app] })}
                </Link>
              </p>
            </article>
          </li>
        ))}
      </ul>
    </PageMain>
  );
}
