import { Link } from "react-router";
import type { CategoryItem } from "../../contract/category.ts";
import { bcp47Of } from "../../contract/language.ts";
import { formatDate } from "../lib/format.ts";
import { useLocale } from "../lib/i18n.tsx";

export function ArticleCard({
  item,
  dateLabel,
  headingLevel = 2,
}: {
  item: CategoryItem;
  /** The date already formatted by the loader (keeps Intl out of hydration). */
  dateLabel?: string;
  headingLevel?: 2 | 3;
}) {
  const locale = useLocale();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      className="ink-panel group flex h-full flex-col overflow-hidden"
      lang={bcp47Of(item.language)}
    >
      <ArticleCover
        src={item.cover}
        lazy
        className="aspect-video w-full border-b-2 border-fg bg-surface object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <Heading className="text-lg font-bold leading-snug">
          <Link to={item.url} className="after:absolute after:inset-0 group-hover:underline">
            {item.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-muted">{item.summary}</p>
        <p className="mt-4 text-sm font-semibold text-muted">
          <time dateTime={item.publishedAt}>
            {dateLabel ?? formatDate(item.publishedAt, locale)}
          </time>
        </p>
      </div>
    </article>
  );
}

/** An article's cover at 16:9; decorative (the title says what it is), none when it has none. */
export function ArticleCover({
  src,
  className,
  lazy = false,
}: {
  src: string;
  className: string;
  lazy?: boolean;
}) {
  if (!src) return null;
  const loading = lazy ? ({ loading: "lazy", decoding: "async" } as const) : {};
  return <img src={src} alt="" width={800} height={450} {...loading} className={className} />;
}
