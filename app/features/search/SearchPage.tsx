import { Link } from "react-router";
import { SEARCH_LIMITS, SEARCH_TYPES, type SearchType } from "../../../contract/search.ts";
import { PageMain } from "../../components/Page.tsx";
import { SearchCombobox } from "../../components/SearchCombobox.tsx";
import { format, formatPlural, useLocale, useMessages } from "../../lib/i18n.tsx";
import type { SearchPageData } from "./search.server.ts";

/** The address of a results page: the same query, another type or page. */
function searchHref(query: string, type: SearchType | null, page = 1): string {
  const params = new URLSearchParams({ q: query });
  if (type) params.set("type", type);
  if (page > 1) params.set("page", String(page));
  return `/search?${params}`;
}

const filterClass = (current: boolean) =>
  `inline-flex min-h-11 items-center rounded-full border-2 px-4 text-sm font-semibold ${current ? "border-fg bg-fg text-on-fg" : "border-line hover:border-fg"}`;

/** Results rendered on the server: a GET form, type filters and pages as plain links. */
export function SearchPage({ query, problem, results }: SearchPageData) {
  const m = useMessages();
  const locale = useLocale();
  const t = m.searchPage;
  const pages = results ? Math.max(1, Math.ceil(results.total / results.pageSize)) : 1;
  const allCount = results ? Object.values(results.counts).reduce((a, b) => a + (b ?? 0), 0) : 0;
  return (
    <PageMain>
      <h1 className="text-4xl font-black sm:text-5xl">{m.pageTitle.search}</h1>
      <p className="mt-4 text-lg text-muted">{t.lead}</p>
      <SearchCombobox
        // A new query from a link or the header remounts the field with it.
        key={query}
        className="mt-8 block w-full"
        label={t.label}
        placeholder={t.placeholder}
        submitLabel={t.submit}
        initial={query}
        inputClassName="min-h-12 min-w-0 flex-1 rounded-full border-2 border-fg bg-raised px-5 text-base"
      />
      {problem === "empty" ? <p className="mt-8">{t.empty}</p> : null}
      {problem === "too_long" ? (
        <p className="mt-8" role="alert">
          {formatPlural(locale, t.tooLong, SEARCH_LIMITS.queryMax)}
        </p>
      ) : null}
      {results ? (
        <section aria-labelledby="search-summary" className="mt-8">
          <h2 id="search-summary" className="text-xl font-bold" aria-live="polite">
            {results.total === 0 && allCount === 0
              ? format(t.noResults, { query })
              : formatPlural(locale, t.results, results.total, { query })}
          </h2>
          {allCount > 0 ? (
            <nav aria-label={t.filters} className="mt-4">
              <ul className="flex flex-wrap gap-2">
                <li>
                  <Link
                    to={searchHref(query, null)}
                    className={filterClass(results.type === null)}
                    aria-current={results.type === null ? "page" : undefined}
                  >
                    {t.all} ({allCount})
                  </Link>
                </li>
                {SEARCH_TYPES.filter((type) => results.counts[type]).map((type) => (
                  <li key={type}>
                    <Link
                      to={searchHref(query, type)}
                      className={filterClass(results.type === type)}
                      aria-current={results.type === type ? "page" : undefined}
                    >
                      {t.types[type]} ({results.counts[type]})
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <ol className="mt-6 grid gap-4">
            {results.hits.map((hit) => (
              <li key={hit.url} className="ink-panel min-w-0 p-4">
                <p className="flex flex-wrap items-center gap-2 text-xs font-bold uppercase tracking-wide text-muted">
                  <span>{t.types[hit.type]}</span>
                  {hit.untranslated ? (
                    <span className="rounded-full border border-line px-2 normal-case">
                      {t.untranslated}
                    </span>
                  ) : null}
                </p>
                <h3
                  className="mt-1 text-lg font-bold [overflow-wrap:anywhere]"
                  lang={hit.untranslated ? "en" : undefined}
                >
                  <Link to={hit.url} className="underline-offset-4 hover:underline">
                    {hit.title}
                  </Link>
                </h3>
                <p
                  className="search-snippet mt-2 text-muted [overflow-wrap:anywhere]"
                  lang={hit.untranslated ? "en" : undefined}
                  // Made on the server from escaped text; its only markup is <mark>.
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped server-side (server/lib/search-text.ts)
                  dangerouslySetInnerHTML={{ __html: hit.snippet }}
                />
              </li>
            ))}
          </ol>
          {pages > 1 ? (
            <nav aria-label={t.pages} className="mt-8 flex flex-wrap items-center gap-3">
              {results.page > 1 ? (
                <Link
                  to={searchHref(query, results.type, results.page - 1)}
                  className="btn btn-secondary"
                  rel="prev"
                >
                  {t.previous}
                </Link>
              ) : null}
              <span>{format(t.pageOf, { page: results.page, pages })}</span>
              {results.page < pages && results.page < SEARCH_LIMITS.maxPage ? (
                <Link
                  to={searchHref(query, results.type, results.page + 1)}
                  className="btn btn-secondary"
                  rel="next"
                >
                  {t.next}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </section>
      ) : null}
    </PageMain>
  );
}
