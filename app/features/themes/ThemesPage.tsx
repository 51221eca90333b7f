import { Link } from "react-router";
import { PageMain } from "../../components/Page.tsx";
import { ThemeCard } from "../../components/ThemeThumb.tsx";
import { format, formatPlural, useLocale, useMessages } from "../../lib/i18n.tsx";
import type { ThemesData } from "./themes.server.ts";

const chip =
  "inline-flex min-h-11 items-center rounded-full border-2 border-fg px-4 text-sm font-semibold";

/** Every theme as a card with its cover and pose count; tag links filter on the server. */
export function ThemesPage({ themes, tag, tags }: ThemesData) {
  const m = useMessages();
  const locale = useLocale();
  return (
    <PageMain width="max-w-7xl">
      <h1 className="text-4xl font-black sm:text-5xl">{m.pageTitle.themes}</h1>
      <p className="mt-4 max-w-prose text-lg text-muted">{m.themesPage.lead}</p>
      <nav aria-label={m.themesPage.filterLabel} className="mt-8">
        <ul className="flex flex-wrap gap-2">
          {[null, ...tags].map((t) => (
            <li key={t ?? "all"}>
              <Link
                to={t ? `?tag=${t}` : "."}
                aria-current={t === tag ? "page" : undefined}
                className={`${chip} ${t === tag ? "bg-fg text-on-fg" : "hover:bg-surface"}`}
              >
                {t ? m.themesPage.tags[t] : m.themesPage.allTags}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {themes.length === 0 ? (
        <p className="mt-10 text-muted">{m.themesPage.empty}</p>
      ) : (
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {themes.map((theme, index) => (
            <li key={theme.slug} className="relative">
              <ThemeCard
                as="article"
                hoverGroup
                thumbs={theme.coverThumbs}
                alt={format(m.themesPage.coverAlt, { title: theme.title })}
                sizes="(min-width: 1024px) 20rem, (min-width: 640px) 50vw, 100vw"
                eager={index < 2}
              >
                <div className="flex flex-1 flex-col p-5">
                  <h2 className="text-lg font-bold leading-snug">
                    <Link
                      to={`/themes/${theme.slug}`}
                      className="after:absolute after:inset-0 group-hover:underline"
                    >
                      {theme.title}
                    </Link>
                  </h2>
                  <p className="mt-2 flex-1 text-muted">{theme.description}</p>
                  <p className="mt-4 text-sm font-semibold text-muted">
                    {formatPlural(locale, m.themesPage.poseCount, theme.poseCount)}
                  </p>
                </div>
              </ThemeCard>
            </li>
          ))}
        </ul>
      )}
    </PageMain>
  );
}
