import { Link } from "react-router";
import type { DataLanguage } from "../../../contract/language.ts";
import { APP_NAMES, RELEASE_APPS } from "../../../contract/releases.ts";
import { PageMain } from "../../components/Page.tsx";
import { ProseHtml } from "../../components/ProseHtml.tsx";
import { format, useMessages } from "../../lib/i18n.tsx";
import type { ChangelogData } from "./changelog.server.ts";

/** An app's release notes: every published version, newest first, with a feed to follow. */
export function ChangelogPage({ app, entries, feedPath }: ChangelogData) {
  const m = useMessages();
  const c = m.changelogPage;
  const name = APP_NAMES[app];
  return (
    <PageMain width="max-w-3xl">
      <p className="text-sm font-bold uppercase tracking-widest text-accent-text">
        {m.pageTitle.changelog}
      </p>
      <h1 className="mt-3 text-balance text-4xl font-black leading-tight">
        {format(m.downloadPage.changelogOf, { app: name })}
      </h1>
      <p className="mt-3 text-lg text-muted">{c.lead}</p>
      <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 font-semibold">
        <Link className="underline underline-offset-4" to="/download">
          {format(c.download, { app: name })}
        </Link>
        <a className="underline underline-offset-4" href={feedPath} type="application/atom+xml">
          {c.feed}
        </a>
      </p>
      {entries.length === 0 ? <p className="mt-10">{c.empty}</p> : null}
      <ol className="mt-10 grid gap-8" data-testid="changelog">
        {entries.map((entry) => (
          <li key={entry.version} id={`v${entry.version}`} className="ink-panel p-6">
            <article aria-labelledby={`v${entry.version}-title`}>
              <h2 id={`v${entry.version}-title`} className="text-2xl font-black">
                {format(m.downloadPage.versionLabel, { version: entry.version })}
              </h2>
              <p className="mt-1 text-sm font-semibold text-muted">
                <time dateTime={entry.releasedOn}>
                  {format(c.released, { date: entry.dateLabel })}
                </time>
              </p>
              <p className="mt-2 text-sm">
                {format(c.availableOn, {
                  channels: entry.channels.map((channel) => c[channel]).join(" · "),
                })}
              </p>
              <VersionNotes notes={entry} />
            </article>
          </li>
        ))}
      </ol>
      <nav aria-labelledby="other-changelogs" className="mt-12">
        <h2 id="other-changelogs" className="text-lg font-black">
          {c.otherApps}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          {RELEASE_APPS.filter((other) => other !== app).map((other) => (
            <li key={other}>
              <Link className="underline underline-offset-4" to={`/changelog/${other}`}>
                {APP_NAMES[other]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </PageMain>
  );
}

/** A version's notes, with a word when they are shown in English for want of a translation. */
export function VersionNotes({
  notes,
}: {
  notes: { html: string; language: DataLanguage; fallback: boolean };
}) {
  const c = useMessages().changelogPage;
  return (
    <>
      {notes.fallback ? (
        <p className="mt-3 rounded-md border-2 border-line p-3 text-sm" role="note">
          {c.fallback}
        </p>
      ) : null}
      <ProseHtml
        html={notes.html}
        lang={notes.language === "en_us" ? "en" : undefined}
        className="mt-4"
      />
    </>
  );
}
