import { Link } from "react-router";
import type { ArticleView } from "../../../contract/documents.ts";
import { bcp47Of } from "../../../contract/language.ts";
import { ArticleCover } from "../../components/ArticleCard.tsx";
import { ProseHtml } from "../../components/ProseHtml.tsx";
import { Toc } from "../../components/Toc.tsx";
import { formatDate } from "../../lib/format.ts";
import { format, useLocale, useMessages } from "../../lib/i18n.tsx";

/** A blog post or manual entry: server-rendered, sanitised, with reading time and neighbours. */
export function ArticlePage({
  article,
  section,
}: {
  article: ArticleView;
  section: "blog" | "manual";
}) {
  const m = useMessages();
  const locale = useLocale();
  const lang = bcp47Of(article.language);
  const base = `/${section}`;
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <p>
        <Link to={base} className="text-sm font-bold underline underline-offset-4">
          ← {section === "blog" ? m.blogPage.backToBlog : m.manualPage.backToManual}
        </Link>
      </p>
      <header className="mt-6 max-w-3xl">
        <h1 lang={lang} className="text-balance text-4xl font-black leading-tight sm:text-5xl">
          {article.title}
        </h1>
        <p lang={lang} className="mt-4 text-lg text-muted">
          {article.summary}
        </p>
        <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold text-muted">
          <span>
            {format(m.blogPage.published, { date: formatDate(article.publishedAt, locale) })}
          </span>
          {article.updatedAt.slice(0, 10) !== article.publishedAt.slice(0, 10) ? (
            <span>
              {format(m.blogPage.updated, { date: formatDate(article.updatedAt, locale) })}
            </span>
          ) : null}
          <span>{format(m.blogPage.readingTime, { minutes: article.readingMinutes })}</span>
        </p>
      </header>
      <ArticleCover
        src={article.cover}
        className="ink-panel mt-8 aspect-video w-full max-w-3xl object-cover"
      />
      <div className="mt-10 grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <ProseHtml html={article.html} lang={lang} className="min-w-0 max-w-3xl" />
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <Toc entries={article.toc} label={m.blogPage.contents} />
        </aside>
      </div>
      <nav
        aria-label={`${m.blogPage.previous} / ${m.blogPage.next}`}
        className="mt-14 grid max-w-3xl gap-4 sm:grid-cols-2"
      >
        {article.prev ? (
          <Link to={`${base}/${article.prev.slug}`} rel="prev" className="ink-panel block p-4">
            <span className="block text-sm font-bold text-muted">← {m.blogPage.previous}</span>
            <span className="mt-1 block font-bold">{article.prev.title}</span>
          </Link>
        ) : (
          <span />
        )}
        {article.next ? (
          <Link
            to={`${base}/${article.next.slug}`}
            rel="next"
            className="ink-panel block p-4 text-right"
          >
            <span className="block text-sm font-bold text-muted">{m.blogPage.next} →</span>
            <span className="mt-1 block font-bold">{article.next.title}</span>
          </Link>
        ) : null}
      </nav>
    </main>
  );
}
