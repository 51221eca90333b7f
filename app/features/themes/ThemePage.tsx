import { Link } from "react-router";
import { appLinkOf } from "../../../contract/app-links.ts";
import type { SubsiteHosts } from "../../../contract/subsites.ts";
import { PageMain } from "../../components/Page.tsx";
import { ThemeCard } from "../../components/ThemeThumb.tsx";
import { format, formatPlural, useLocale, useMessages } from "../../lib/i18n.tsx";
import type { ThemeData } from "./themes.server.ts";

const button =
  "inline-flex min-h-11 items-center justify-center rounded-md border-2 border-fg px-3 text-sm font-semibold text-center";

/**
 * A theme: its poses as ink renders, each opening in the browser doll or, by the app link on the
 * Doll sub-site, in the installed app (a browser without it follows the link to the web doll).
 * No app link is offered until the apps' identities are configured (`app.links`).
 */
export function ThemePage({
  theme,
  poses,
  subsites,
  appLinks,
}: Omit<ThemeData, "origin"> & { subsites: SubsiteHosts | null; appLinks: boolean }) {
  const m = useMessages();
  const locale = useLocale();
  const appLink = subsites && appLinks ? (path: string) => appLinkOf(subsites.doll, path) : null;
  return (
    <PageMain width="max-w-7xl">
      <p>
        <Link to="/themes" className="font-semibold underline">
          {m.themesPage.back}
        </Link>
      </p>
      <h1 className="mt-4 text-4xl font-black sm:text-5xl">{theme.title}</h1>
      <p className="mt-4 max-w-prose text-lg text-muted">{theme.description}</p>
      <ul className="mt-4 flex flex-wrap gap-2 text-sm font-semibold text-muted">
        <li>{formatPlural(locale, m.themesPage.poseCount, theme.poseCount)}</li>
        {theme.tags.map((tag) => (
          <li key={tag}>
            <Link to={`/themes?tag=${tag}`} className="underline">
              #{m.themesPage.tags[tag]}
            </Link>
          </li>
        ))}
      </ul>
      <h2 className="sr-only">{m.themesPage.posesHeading}</h2>
      <ul className="mt-10 grid grid-cols-1 gap-6 min-[420px]:grid-cols-2 lg:grid-cols-4">
        {poses.map((pose, index) => (
          <li key={pose.id}>
            <ThemeCard
              as="figure"
              thumbs={pose.thumbs}
              alt={format(m.themesPage.poseAlt, { name: pose.name })}
              sizes="(min-width: 1024px) 20rem, (min-width: 420px) 50vw, 100vw"
              eager={index < 2}
            >
              <figcaption className="flex flex-1 flex-col gap-3 p-4">
                <h3 className="font-bold leading-snug">{pose.name}</h3>
                <div className="mt-auto grid gap-2">
                  <a href={pose.link} className={`${button} bg-fg text-on-fg`}>
                    {m.themesPage.openInDoll}
                  </a>
                  {appLink ? (
                    <a href={appLink(pose.link)} className={`${button} hover:bg-surface`}>
                      {m.themesPage.openInApp}
                    </a>
                  ) : null}
                </div>
              </figcaption>
            </ThemeCard>
          </li>
        ))}
      </ul>
    </PageMain>
  );
}
