import { useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { APP_NAMES } from "../../../contract/releases.ts";
import { TAGS_SHOWN, WORK_APPS, type WorkTagView } from "../../../contract/works.ts";
import { format, useMessages } from "../../lib/i18n.tsx";
import type { Messages } from "../../locales/en-US.ts";
import { WorkImage } from "./WorkImage.tsx";
import type { ShownWork, WorksData } from "./works.server.ts";

const chip =
  "inline-flex min-h-11 items-center whitespace-nowrap rounded-full border-2 border-fg px-4 text-sm font-semibold";
/**
 * A row of filter links, wrapped at every width: a sideways-scrolling row would need to be a
 * focusable, named region for keyboard users, and hid most tags on a phone.
 */
const row = "flex flex-wrap gap-2";
const SIZES = "(min-width: 1024px) 18rem, (min-width: 640px) 33vw, 50vw";
/** Works of the first screen-full on a phone load at once (the first row first); the rest as they come near. */
const EAGER = 4;
const FIRST_ROW = 2;

type Filters = Pick<WorksData, "app" | "tag" | "sort">;

/** One filter link: the one in effect is marked as the current page. */
function Chip({ to, current, children }: { to: string; current: boolean; children: string }) {
  return (
    <Link
      to={to}
      aria-current={current ? "page" : undefined}
      className={`${chip} ${current ? "bg-fg text-on-fg" : "hover:bg-surface"}`}
    >
      {children}
    </Link>
  );
}

/** One filter's links (`null` is "all"). */
function FilterLinks<T extends string | null>({
  label,
  options,
  current,
  href,
  words,
}: {
  label: string;
  options: readonly T[];
  current: T;
  href: (option: T) => string;
  words: (option: T) => string;
}) {
  return (
    <nav aria-label={label}>
      <ul className={row}>
        {options.map((option) => (
          <li key={option ?? "all"}>
            <Chip to={href(option)} current={option === current}>
              {words(option)}
            </Chip>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The approved tags (labelled in the visitor's language), the most used first; past TAGS_SHOWN
 * the rest wait behind "More", a native disclosure that works without JavaScript and opens by
 * itself when the tag in effect is among them.
 */
function TagFilters({
  tags,
  current,
  href,
}: {
  tags: WorkTagView[];
  current: string | null;
  href: (tag: string | null) => string;
}) {
  const w = useMessages().worksPage;
  const shown = tags.slice(0, TAGS_SHOWN);
  const rest = tags.slice(TAGS_SHOWN);
  const item = (tag: WorkTagView) => (
    <li key={tag.slug}>
      <Chip to={href(tag.slug)} current={tag.slug === current}>
        {tag.label}
      </Chip>
    </li>
  );
  return (
    <nav aria-label={w.filterTags}>
      <ul className={row}>
        <li>
          <Chip to={href(null)} current={current === null}>
            {w.allTags}
          </Chip>
        </li>
        {shown.map(item)}
      </ul>
      {rest.length ? (
        <details open={rest.some((tag) => tag.slug === current)} className="mt-2">
          <summary className={`${chip} w-fit cursor-pointer hover:bg-surface`}>
            {w.moreTags}
          </summary>
          <ul className={`${row} mt-2`}>{rest.map(item)}</ul>
        </details>
      ) : null}
    </nav>
  );
}

/** The address of /works with these filters and page: every filter and page is a real link. */
export function worksHref(filters: Filters, page = 1): string {
  const params = new URLSearchParams();
  if (filters.app) params.set("app", filters.app);
  if (filters.tag) params.set("tag", filters.tag);
  if (filters.sort === "newest") params.set("sort", "newest");
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/works?${query}` : "/works";
}

export const artistName = (m: Messages, work: Pick<ShownWork, "artist">) =>
  work.artist.team ? m.worksPage.team : work.artist.name;

/**
 * /works: approved works in rows of 2 to 4 (each at its own height, row-major so the first
 * screen-full is the first works), featured first (or newest), filtered by app
 * and tag. Each page is a link; with JavaScript the next page is appended as its link comes
 * into view, as a block of its own, so the works already shown never move.
 */
export function WorksPage(props: WorksData) {
  const m = useMessages();
  const w = m.worksPage;
  const { app, tag, sort, tags } = props;
  const filters: Filters = { app, tag, sort };
  const [pages, setPages] = useState([{ page: props.page, items: props.items }]);
  const [hasMore, setHasMore] = useState(props.hasMore);
  const fetcher = useFetcher<WorksData>();
  const more = useRef<HTMLAnchorElement>(null);
  const last = pages.at(-1)?.page ?? props.page;

  // A new address (another filter or page) starts over from what the server rendered.
  useEffect(() => {
    setPages([{ page: props.page, items: props.items }]);
    setHasMore(props.hasMore);
  }, [props.page, props.items, props.hasMore]);

  useEffect(() => {
    const loaded = fetcher.data;
    if (!loaded) return;
    setPages((list) =>
      list.some((p) => p.page === loaded.page)
        ? list
        : [...list, { page: loaded.page, items: loaded.items }],
    );
    setHasMore(loaded.hasMore);
  }, [fetcher.data]);

  useEffect(() => {
    const link = more.current;
    if (!link || !hasMore || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && fetcher.state === "idle") {
          fetcher.load(worksHref(filters, last + 1));
        }
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(link);
    return () => observer.disconnect();
  });

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-16">
      <h1 className="text-4xl font-black sm:text-5xl">{m.pageTitle.works}</h1>
      <p className="mt-3 max-w-prose text-muted sm:mt-4 sm:text-lg">
        {w.lead}{" "}
        <Link to="/gallery#works" className="font-semibold underline">
          {w.share}
        </Link>
      </p>
      <div className="mt-6 grid grid-cols-1 gap-3 sm:mt-8">
        <FilterLinks
          label={w.filterApps}
          options={[null, ...WORK_APPS]}
          current={app}
          href={(a) => worksHref({ ...filters, app: a })}
          words={(a) => (a ? APP_NAMES[a] : w.allApps)}
        />
        {tags.length ? (
          <TagFilters tags={tags} current={tag} href={(t) => worksHref({ ...filters, tag: t })} />
        ) : null}
        <FilterLinks
          label={w.order}
          options={["featured", "newest"] as const}
          current={sort}
          href={(s) => worksHref({ ...filters, sort: s })}
          words={(s) => (s === "featured" ? w.featuredFirst : w.newestFirst)}
        />
      </div>
      {pages[0]?.items.length === 0 ? (
        <p className="mt-10 text-muted">{w.empty}</p>
      ) : (
        pages.map((p, pageIndex) => (
          <ul
            key={p.page}
            aria-label={format(w.pageNumber, { page: p.page })}
            className="mt-8 grid grid-cols-2 items-start gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4"
          >
            {p.items.map((work, index) => (
              <WorkCard
                key={work.id}
                work={work}
                priority={
                  pageIndex > 0 || index >= EAGER ? "lazy" : index < FIRST_ROW ? "high" : "eager"
                }
              />
            ))}
          </ul>
        ))
      )}
      <nav aria-label={w.pages} className="mt-10 flex flex-wrap items-center justify-between gap-3">
        {props.page > 1 ? (
          <Link to={worksHref(filters, props.page - 1)} className={`${chip} hover:bg-surface`}>
            {w.newer}
          </Link>
        ) : (
          <span />
        )}
        {fetcher.state !== "idle" ? (
          <p role="status" className="text-muted">
            {w.loadingMore}
          </p>
        ) : null}
        {hasMore ? (
          <Link ref={more} to={worksHref(filters, last + 1)} className={`${chip} hover:bg-surface`}>
            {w.older}
          </Link>
        ) : null}
      </nav>
    </main>
  );
}

function WorkCard({ work, priority }: { work: ShownWork; priority: "high" | "eager" | "lazy" }) {
  const m = useMessages();
  const name = artistName(m, work);
  return (
    <li>
      <article className="ink-panel group relative overflow-hidden">
        <WorkImage
          variants={work.variants}
          width={work.width}
          height={work.height}
          alt={format(m.worksPage.imageAlt, { title: work.title, name })}
          sizes={SIZES}
          placeholderUrl={work.placeholderUrl}
          priority={priority}
        />
        <div className="border-t-2 border-fg p-3">
          <h2 className="text-base font-bold leading-snug">
            <Link
              to={`/works/${work.id}`}
              className="after:absolute after:inset-0 group-hover:underline"
            >
              {work.title}
            </Link>
          </h2>
          <p className="mt-1 text-sm text-muted">
            {format(m.worksPage.byArtist, { name })}
            {work.featured ? (
              <span className="ml-2 rounded-full border border-fg px-2 text-xs font-semibold text-fg">
                {m.worksPage.featured}
              </span>
            ) : null}
          </p>
        </div>
      </article>
    </li>
  );
}
