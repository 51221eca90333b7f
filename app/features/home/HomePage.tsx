import { preload } from "react-dom";
import { Link } from "react-router";
import { downloadGoHref } from "../../../contract/download.ts";
import { APP_NAMES } from "../../../contract/releases.ts";
import type { SubsiteHosts } from "../../../contract/subsites.ts";
import { AiPackFigure } from "../../components/AiPackFigure.tsx";
import { ArticleCard } from "../../components/ArticleCard.tsx";
import { PAPER_FRAME, RenderPicture, StepCard } from "../../components/RenderPicture.tsx";
import { format, useMessages } from "../../lib/i18n.tsx";
import { pluralForm } from "../../lib/plural.ts";
import { renderFile, renderSrcSet } from "../../lib/renders.ts";
import { APPS } from "../../platform/shell/nav.ts";
import { Card, Section } from "./HomeSections.tsx";
import type { HomeData } from "./home.server.ts";
import { SearchBox } from "./SearchBox.tsx";
import {
  ProblemBody,
  ProblemComposition,
  ProblemLighting,
  ProblemPerspective,
} from "./SectionIllustrations.tsx";

const HERO_SIZES = "(min-width: 1280px) 560px, (min-width: 1024px) 45vw, 92vw";

/** The home page of spec §3: hero, steps, assets, features, problems, the app family, posts. */
export function HomePage({
  data: loaderData,
  subsites,
}: {
  data: HomeData;
  subsites: SubsiteHosts | null;
}) {
  const m = useMessages();
  const h = m.homePage;
  const b = m.websiteIndexBody;
  const r = m.homeRenders;
  const { figures, plurals } = loaderData;
  // React does not preload an <img> inside <picture>; announcing the AVIF hero at the top of
  // <head> lets it start beside the scripts, not queue behind them (LCP on wide screens).
  preload(renderFile("hero", 480, "avif"), {
    as: "image",
    type: "image/avif",
    imageSrcSet: renderSrcSet("hero", "avif"),
    imageSizes: HERO_SIZES,
    fetchPriority: "high",
  });

  return (
    <main id="main">
      <section className="screentone border-b-2 border-fg">
        <div className="mx-auto grid max-w-7xl grid-cols-1 items-center gap-10 px-4 py-12 sm:px-6 sm:py-20 lg:grid-cols-[1.1fr_1fr]">
          <div className="flex min-w-0 flex-col gap-6">
            <p className="text-sm font-bold uppercase tracking-widest text-accent-text">
              {h.eyebrow}
            </p>
            <h1 className="text-balance text-5xl font-black leading-[1.05] sm:text-7xl">
              {h.heroTitle}
            </h1>
            <p className="max-w-2xl text-lg text-muted sm:text-xl">{h.heroLead}</p>
            <SearchBox />
            <p className="flex flex-wrap gap-3">
              <Link to="/download" className="btn btn-primary">
                {h.ctaDownload}
              </Link>
              <Link to="/pose" className="btn btn-secondary bg-surface">
                {m.websiteMenu.pose}
              </Link>
              <a href="#apps" className="btn btn-secondary bg-surface">
                {h.ctaExplore}
              </a>
            </p>
            {/* Three figures side by side need about 380 px: narrower phones list them as rows. */}
            <dl className="mt-2 grid max-w-xl grid-cols-1 gap-2 sm:grid-cols-3 sm:gap-3">
              {(
                [
                  [figures.assets, h.figureAssets, null],
                  // What is free and what Pro adds (issue 31).
                  [figures.proFeatures, h.figurePro, "/pro"],
                  [figures.freeDolls, h.figureDolls, null],
                ] as const
              ).map(([value, label, to]) => (
                <div
                  key={label}
                  className="flex min-w-0 items-baseline gap-3 rounded-md border-2 border-fg bg-raised px-3 py-2 sm:flex-col sm:items-stretch sm:gap-0 sm:p-3"
                >
                  <dt className="text-sm font-bold text-muted">
                    {to ? (
                      <Link to={to} className="underline">
                        {label}
                      </Link>
                    ) : (
                      label
                    )}
                  </dt>
                  <dd className="order-first whitespace-nowrap text-2xl font-black">{value}</dd>
                </div>
              ))}
            </dl>
          </div>
          {/* The largest picture above the fold: fetched first, never lazily (ADR 0007 budgets). */}
          <div className={`ink-panel overflow-hidden ${PAPER_FRAME}`}>
            <RenderPicture
              id="hero"
              alt={r.hero}
              priority
              sizes={HERO_SIZES}
              className="block h-auto w-full"
            />
          </div>
        </div>
      </section>

      <Section id="steps" title={b.stepsTitle}>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {(
            [
              ["step-open", r.stepOpen, b.step1Title, b.step1Body],
              ["step-pose", r.stepPose, b.step2Title, b.step2Body],
              ["step-freeze", r.stepFreeze, b.step3Title, b.step3Body],
            ] as const
          ).map(([id, alt, title, body], index) => (
            <StepCard key={title} id={id} alt={alt} title={title} body={body} number={index + 1} />
          ))}
        </ol>
        <p className="mt-8">
          <Link to="/pose" className="btn btn-primary">
            {m.websiteMenu.pose}
          </Link>
        </p>
      </Section>

      <Section
        id="assets"
        title={format(pluralForm(h.assetsTitle, plurals.assets), { count: figures.assets })}
        lead={h.assetsLead}
      >
        <ul className="mt-10 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {(
            [
              ["category-action", r.poses, h.assetPoses, h.assetPosesBody],
              ["category-chibi", r.characters, h.assetCharacters, h.assetCharactersBody],
              ["category-props", r.props, h.assetProps, h.assetPropsBody],
              ["category-scenes", r.scenes, h.assetScenes, h.assetScenesBody],
            ] as const
          ).map(([id, alt, title, body]) => (
            <Card key={id} render={{ id, alt }} title={title} body={body} />
          ))}
        </ul>
      </Section>

      <section
        aria-labelledby="features"
        className="render-when-visible border-y-2 border-fg bg-fg text-on-fg"
      >
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
          <h2 id="features" className="max-w-3xl text-balance text-3xl font-black sm:text-4xl">
            {h.featuresTitle}
          </h2>
          <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {(
              [
                [
                  format(pluralForm(h.featurePro, plurals.proFeatures), {
                    count: figures.proFeatures,
                  }),
                  h.featureProBody,
                ],
                [h.featureSync, h.featureSyncBody],
                [h.featureCloud, h.featureCloudBody],
                [
                  format(pluralForm(h.featureDolls, plurals.freeDolls), {
                    count: figures.freeDolls,
                  }),
                  h.featureDollsBody,
                ],
              ] as const
            ).map(([title, body]) => (
              <li key={title} className="border-l-4 border-accent pl-4">
                <h3 className="text-xl font-black">{title}</h3>
                <p className="mt-2 opacity-80">{body}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Section id="problems" title={h.problemsTitle}>
        <ul className="mt-10 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {(
            [
              [ProblemBody, h.problemBody, h.problemBodyText],
              [ProblemLighting, h.problemLighting, h.problemLightingText],
              [ProblemPerspective, h.problemPerspective, h.problemPerspectiveText],
              [ProblemComposition, h.problemComposition, h.problemCompositionText],
            ] as const
          ).map(([Art, title, body]) => (
            <Card key={title} Art={Art} title={title} body={body} />
          ))}
        </ul>
      </Section>

      <Section id="apps" title={h.familyTitle} lead={h.familyLead}>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {APPS.map((app) => {
            const name = APP_NAMES[app];
            return (
              <li key={app} className="ink-panel flex flex-col p-6">
                <h3 className="text-2xl font-black">{name}</h3>
                <p className="mt-1 font-semibold text-muted">{m.websiteIndex[`${app}Tagline`]}</p>
                {app === "ai" ? (
                  <div className="mt-4">
                    <p className="text-sm font-bold uppercase tracking-widest text-accent-text">
                      {h.aiModes}
                    </p>
                    <ul className="mt-2 flex flex-wrap gap-2">
                      {[h.aiMode3d, h.aiMode2d, h.aiModeImage, h.aiModeText].map((mode) => (
                        <li
                          key={mode}
                          className="rounded-full border-2 border-fg px-3 py-1 text-sm font-bold"
                        >
                          {mode}
                        </li>
                      ))}
                    </ul>
                    <div className="mt-4">
                      <AiPackFigure />
                    </div>
                    {loaderData.aiReleaseDate ? (
                      <p className="mt-4 font-semibold">
                        {format(h.aiAvailable, { date: loaderData.aiReleaseDate })}
                      </p>
                    ) : null}
                    <ul className="mt-3 flex flex-wrap gap-2">
                      {loaderData.aiLinks.map((link) => (
                        <li key={link.url}>
                          <a
                            href={downloadGoHref("ai", link.channel)}
                            className="btn btn-primary text-sm"
                          >
                            {link.platform === "ios"
                              ? m.downloadPage.buttonIos
                              : m.downloadPage.buttonAndroid}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
                <p className="mt-auto pt-5">
                  <a
                    href={subsites?.[app] ?? "/download"}
                    className="font-bold underline underline-offset-4"
                  >
                    {format(h.familyVisit, { app: name })}
                  </a>
                </p>
              </li>
            );
          })}
        </ul>
      </Section>

      {loaderData.posts.length ? (
        <Section id="latest-posts" title={h.latestPosts}>
          <p className="mt-2">
            <Link to="/blog" className="font-bold underline underline-offset-4">
              {h.allPosts}
            </Link>
          </p>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {loaderData.posts.map((post) => (
              <li key={post.id} className="relative">
                <ArticleCard item={post} dateLabel={post.dateLabel} headingLevel={3} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </main>
  );
}
