import { Link } from "react-router";
import { COL_TYPE } from "../../contract/category.ts";
import { dataLanguageOf } from "../../contract/language.ts";
import { ArticleCard } from "../features/blog/ArticleCard.tsx";
import { SearchBox } from "../features/search/SearchBox.tsx";
import { appContext } from "../lib/context.ts";
import { useMessages } from "../lib/i18n.tsx";
import { resolveRequestLocale } from "../lib/locale.server.ts";
import { rootDataOf, seoMeta } from "../lib/meta.ts";
import type { Route } from "./+types/home";

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = dataLanguageOf(resolveRequestLocale(request));
  const posts = (await context.get(appContext).services.category(COL_TYPE.blog, language)) ?? [];
  return { posts: posts.slice(0, 3) };
}

export function meta(args: Route.MetaArgs) {
  const root = rootDataOf(args.matches);
  if (!root) return [];
  return seoMeta(args, `${root.siteName} — ${root.messages.pageTitle.home}`);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const m = useMessages();
  const b = m.websiteIndexBody;
  return (
    <main id="main">
      <section className="screentone border-b-2 border-fg">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-16 sm:px-6 sm:py-24">
          <p className="text-sm font-bold uppercase tracking-widest text-accent-text">
            {m.homePage.eyebrow}
          </p>
          <h1 className="max-w-4xl text-balance text-5xl font-black leading-[1.05] sm:text-7xl">
            {m.homePage.heroTitle}
          </h1>
          <p className="max-w-2xl text-lg text-muted sm:text-xl">{m.homePage.heroLead}</p>
          <SearchBox />
          <p className="flex flex-wrap gap-3">
            <Link to="/download" className="btn btn-primary">
              {m.homePage.ctaDownload}
            </Link>
            <Link to="/manual" className="btn btn-secondary bg-surface">
              {m.homePage.ctaExplore}
            </Link>
          </p>
        </div>
      </section>
      <section aria-labelledby="steps" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="steps" className="text-balance text-3xl font-black">
          {b.stepsTitle}
        </h2>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {(
            [
              [b.step1Title, b.step1Body],
              [b.step2Title, b.step2Body],
              [b.step3Title, b.step3Body],
            ] as const
          ).map(([title, body], index) => (
            <li key={title} className="ink-panel p-6">
              <span className="text-4xl font-black text-accent-text" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="mt-2 text-xl font-bold">{title}</h3>
              <p className="mt-2 text-muted">{body}</p>
            </li>
          ))}
        </ol>
      </section>
      {loaderData.posts.length ? (
        <section aria-labelledby="latest-posts" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h2 id="latest-posts" className="text-3xl font-black">
              {m.homePage.latestPosts}
            </h2>
            <Link to="/blog" className="font-bold underline underline-offset-4">
              {m.homePage.allPosts}
            </Link>
          </div>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {loaderData.posts.map((post) => (
              <li key={post.id} className="relative">
                <ArticleCard item={post} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}
